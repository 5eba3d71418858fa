import { formatRupees } from '@shared/rules/format/indian-number.ts';
import type { Db, Tx } from '../../db/client.ts';
import { notify } from './notify.ts';
import { LINKS } from './order-events.ts';

/**
 * Events of the profile area. Call each from where the event happens, in its transaction:
 * - `mandateEvent` when a mandate's status becomes APPROVED or REJECTED (the mandate service or
 *   the simulated exchange's authorisation page);
 * - `familyLinkedEvent` when verify_family_otp links a member (once for the head, once for the member).
 */
export async function mandateEvent(
  db: Db | Tx,
  m: { userId: number; mandateId: string; bankName: string; amountPaise: bigint; approved: boolean; reason?: string | null; at: Date },
): Promise<void> {
  if (m.approved) {
    await notify(db, {
      userId: m.userId,
      kind: 'mandate_approved',
      at: m.at,
      link: LINKS.mandates,
      title: 'Mandate approved',
      body: `Your mandate ${m.mandateId} with ${m.bankName} for up to ${formatRupees(m.amountPaise)} is approved. SIPs can now debit it.`,
    });
  } else {
    await notify(db, {
      userId: m.userId,
      kind: 'mandate_rejected',
      at: m.at,
      link: LINKS.mandates,
      title: 'Mandate rejected',
      body: `Your mandate ${m.mandateId} with ${m.bankName} was rejected${m.reason ? `: ${m.reason}` : ''}. Register a new mandate to keep your SIPs running.`,
    });
  }
}

export async function familyLinkedEvent(
  db: Db | Tx,
  f: { headUserId: number; headName: string; memberUserId: number; memberName: string; at: Date },
): Promise<void> {
  await notify(db, {
    userId: f.headUserId,
    kind: 'family_linked',
    at: f.at,
    link: LINKS.family,
    title: 'Family member linked',
    body: `${f.memberName} is now linked to your family account. You can switch to their portfolio from your profile.`,
  });
  await notify(db, {
    userId: f.memberUserId,
    kind: 'family_linked',
    at: f.at,
    link: LINKS.family,
    title: 'Linked to a family account',
    body: `${f.headName} has linked your account to their family account with your OTP. They can now view your portfolio and transact for you. Contact support if this was not you.`,
  });
}
