import { and, eq, gt, inArray } from 'drizzle-orm';
import { contactChanges, users } from '../../../db/schema.ts';
import type { AppDeps } from '../../../lib/context.ts';
import { sha256Hex } from '../../../lib/crypto.ts';
import { audit } from '../../audit.ts';
import { queueMail, renderMail } from '../../notifications/mail.ts';
import { isUniqueViolation } from '../../onboarding/common.ts';
import { revokeOtherSessions } from '../../sessions.ts';
import { forgetUserSubscriptions } from '../../notifications/push-subscriptions.ts';
import type { ContactChange } from './common.ts';

/** How long the old contact's "this wasn't me" link works after the change. */
export const REPORT_LINK_DAYS = 30;

/** The change a report link names, while it can still be reported (or is already held); null otherwise. */
export async function changeByReportToken(deps: AppDeps, token: string): Promise<ContactChange | null> {
  if (!/^[A-Za-z0-9_-]{16,64}$/.test(token)) return null;
  const since = new Date(deps.clock.now().getTime() - REPORT_LINK_DAYS * 86_400_000);
  const [row] = await deps.db
    .select()
    .from(contactChanges)
    .where(and(eq(contactChanges.reportTokenHash, sha256Hex(token)), inArray(contactChanges.status, ['applied', 'held']), gt(contactChanges.appliedAt, since)))
    .limit(1);
  return row ?? null;
}

/**
 * "This wasn't me", from the link sent to the old contact: the change is held for review. Every
 * sign-in of the account ends (and its push devices are forgotten), nobody can sign in or change
 * the contact details until the support team has reviewed it, and the team is mailed.
 */
export async function holdReportedChange(deps: AppDeps, token: string, ip: string): Promise<ContactChange | null> {
  const change = await changeByReportToken(deps, token);
  if (!change) return null;
  if (change.status === 'held') return change;
  const now = deps.clock.now();
  const held = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .update(contactChanges)
      .set({ status: 'held', reportedAt: now })
      .where(and(eq(contactChanges.id, change.id), eq(contactChanges.status, 'applied')))
      .returning();
    if (!row) return null;
    const [user] = await tx.select({ niveshId: users.niveshId }).from(users).where(eq(users.id, row.userId)).limit(1);
    await queueMail(tx, {
      category: 'notification',
      to: deps.config.messages.supportEmail,
      at: now,
      ...renderMail({
        subject: `Contact change reported: review ${row.id}`,
        heading: 'A change of contact details was reported as not made by the investor',
        paragraphs: [
          `Investor ${user?.niveshId ?? row.userId}: the registered ${row.channel} was changed at ${row.appliedAt?.toISOString() ?? '?'} and reported from the old contact at ${now.toISOString()}.`,
          'The account is on hold: every sign-in has ended and nobody can sign in until the review is done.',
        ],
        footnote: `Review with: npm run contact:review -- ${row.id} restore|release`,
      }),
    });
    return row;
  });
  if (!held) return changeByReportToken(deps, token);
  await revokeOtherSessions(deps.db, held.userId, null, now);
  await forgetUserSubscriptions(deps.db, held.userId);
  await audit(deps.db, now, {
    event: 'contact_change',
    identifierType: held.channel === 'email' ? 'email' : 'mobile',
    outcome: 'reported_held',
    ip,
    userId: held.userId,
    detail: `change ${held.id}`,
  });
  return held;
}

/**
 * The support team's review of a held change (`npm run contact:review`): `restore` puts the old
 * value back, `release` keeps the new one; either way the hold ends and the investor can sign in.
 */
export async function reviewHeldChange(deps: AppDeps, changeId: number, decision: 'restore' | 'release'): Promise<ContactChange> {
  const now = deps.clock.now();
  try {
    return await deps.db.transaction(async (tx) => {
      const [row] = await tx.select().from(contactChanges).where(eq(contactChanges.id, changeId)).for('update').limit(1);
      if (!row || row.status !== 'held') throw new Error(`No held contact change ${changeId}`);
      if (decision === 'restore') {
        if (row.channel === 'mobile' && !row.oldValue) throw new Error('The change has no old mobile number to restore');
        await tx
          .update(users)
          .set(row.channel === 'email' ? { email: row.oldValue } : { mobile: row.oldValue! })
          .where(eq(users.id, row.userId));
      }
      const [done] = await tx
        .update(contactChanges)
        .set({ status: decision === 'restore' ? 'restored' : 'released', reviewedAt: now })
        .where(eq(contactChanges.id, row.id))
        .returning();
      return done!;
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw new Error('The old mobile number is now another account’s sign-in number; it cannot be restored', { cause: err });
    throw err;
  }
}
