import { and, eq } from 'drizzle-orm';
import {
  canCancelRegistration,
  REGISTRATION_MESSAGES as M,
  registrationStatus,
  validateCancelReason,
  type RegistrationKind,
} from '@shared/rules/registrations/registrations.ts';
import { istDate } from '@shared/time/ist.ts';
import { registrations } from '../../db/schema.ts';
import type { AppDeps } from '../../lib/context.ts';
import { exchangeOf } from '../transactions/exchange-call.ts';

export interface CancelAnswer {
  is_deleted: boolean;
  msg: string;
}

/**
 * Cancels a SIP, SWP or STP (spec 3 §4.3, §5, §9). The server enforces what the screen shows:
 * the registration must be the investor's, not cancelled or ended, its next instalment at least
 * the window away (SIP 2 days, SWP/STP 9), and a SIP needs a reason (13 with the investor's
 * words). The exchange is told first; only its yes marks the row cancelled, with the row locked
 * so the instalment job (which locks it too) can never run an instalment of a cancelled plan.
 * Refusals answer is_deleted false with the message the dialog shows.
 */
export async function cancelRegistration(
  deps: AppDeps,
  userId: number,
  kind: RegistrationKind,
  regNo: string,
  reason: { id: number | null; remarks: string | null } | null,
): Promise<CancelAnswer> {
  const refuse = (msg: string): CancelAnswer => ({ is_deleted: false, msg });
  if (kind === 'SIP') {
    const problem = validateCancelReason(reason?.id, reason?.remarks);
    if (problem) return refuse(problem);
  }
  const today = istDate(deps.clock.now());
  const [reg] = await deps.db
    .select()
    .from(registrations)
    .where(and(eq(registrations.userId, userId), eq(registrations.regNo, regNo), eq(registrations.kind, kind)))
    .limit(1);
  if (!reg) return refuse(M.notFound);
  const check = (r: typeof reg): string | null => {
    if (r.cancelStatus === 'Y') return M.alreadyCancelled;
    if (registrationStatus(r.endDate, 'N', today) === 'Completed') return M.ended;
    if (!canCancelRegistration({ kind, regNo: r.regNo, cancelStatus: 'N', endDate: r.endDate, nextRunDate: r.nextRunDate }, today)) return M.tooLate(kind);
    return null;
  };
  const early = check(reg);
  if (early) return refuse(early);
  const exchange = await exchangeOf(deps).cancelSystematic(reg.regNo, {
    kind,
    reasonCode: kind === 'SIP' ? reason!.id : null,
    remarks: reason?.remarks?.trim() || null,
  });
  if (!exchange.ok) return refuse(exchange.message);
  return deps.db.transaction(async (tx) => {
    const [locked] = await tx.select().from(registrations).where(eq(registrations.id, reg.id)).for('update');
    const late = check(locked!);
    if (late) return refuse(late);
    await tx
      .update(registrations)
      .set({
        cancelStatus: 'Y',
        cancelledAt: deps.clock.now(),
        cancelReasonId: kind === 'SIP' ? reason!.id : null,
        cancelRemarks: reason?.remarks?.trim() || null,
        nextRunDate: null,
      })
      .where(eq(registrations.id, reg.id));
    deps.log.info('registration cancelled', { regNo: reg.regNo, kind, userId });
    return { is_deleted: true, msg: M.cancelled(kind, reg.regNo) };
  });
}
