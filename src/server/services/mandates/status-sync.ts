import { mandateEvent } from '../notifications/account-events.ts';
import { and, asc, eq, inArray, isNull, lt, or } from 'drizzle-orm';
import { mandates } from '../../db/schema.ts';
import type { AppDeps } from '../../lib/context.ts';

const OPEN = ['REGISTERED', 'UNDER_APPROVAL'];

/**
 * Moves mandates along with the exchange's word: REGISTERED → UNDER_APPROVAL → APPROVED or
 * REJECTED. Rows are claimed with SKIP LOCKED and stamped (status_checked_at) in a short
 * transaction, so instances share the work; the exchange is asked outside any transaction, and
 * the answer is written only if the row is still in the state it was read in. One row's failure
 * is recorded on it (remarks) and the others go on. `userId` limits the run to one investor
 * (their Bank Mandates page asks for a fresh look); `recheckMs` spaces the checks of a row.
 */
export async function syncMandateStatuses(
  deps: AppDeps,
  opts: { userId?: number; recheckMs?: number; limit?: number } = {},
): Promise<{ checked: number; changed: number; failed: number }> {
  const now = deps.clock.now();
  const due = opts.recheckMs === undefined ? null : new Date(now.getTime() - opts.recheckMs);
  const claimed = await deps.db.transaction(async (tx) => {
    const rows = await tx
      .select({
        id: mandates.id,
        mandateId: mandates.mandateId,
        status: mandates.status,
        userId: mandates.userId,
        bankName: mandates.bankName,
        amountPaise: mandates.amountPaise,
      })
      .from(mandates)
      .where(
        and(
          inArray(mandates.status, OPEN),
          opts.userId === undefined ? undefined : eq(mandates.userId, opts.userId),
          due ? or(isNull(mandates.statusCheckedAt), lt(mandates.statusCheckedAt, due)) : undefined,
        ),
      )
      .orderBy(asc(mandates.statusCheckedAt))
      .limit(opts.limit ?? 200)
      .for('update', { skipLocked: true });
    if (rows.length > 0)
      await tx
        .update(mandates)
        .set({ statusCheckedAt: now })
        .where(
          inArray(
            mandates.id,
            rows.map((r) => r.id),
          ),
        );
    return rows;
  });
  let changed = 0;
  let failed = 0;
  for (const m of claimed) {
    const still = and(eq(mandates.id, m.id), eq(mandates.status, m.status));
    try {
      const answer = await deps.adapters.exchange.mandateStatus(m.mandateId);
      if (!answer.ok) {
        failed++;
        await deps.db
          .update(mandates)
          .set({ remarks: `Status check failed: ${answer.message}`.slice(0, 300) })
          .where(still);
        continue;
      }
      if (answer.status === m.status) {
        await deps.db.update(mandates).set({ remarks: null }).where(still);
        continue;
      }
      const remarks = answer.status === 'REJECTED' ? (answer.remarks ?? 'Rejected by the bank') : null;
      await deps.db.transaction(async (tx) => {
        const moved = await tx.update(mandates).set({ status: answer.status, remarks }).where(still).returning({ id: mandates.id });
        // the investor hears of an approval or a rejection, once, with the change itself
        if (moved.length > 0 && (answer.status === 'APPROVED' || answer.status === 'REJECTED')) {
          await mandateEvent(tx, {
            userId: m.userId,
            mandateId: m.mandateId,
            bankName: m.bankName,
            amountPaise: m.amountPaise,
            approved: answer.status === 'APPROVED',
            reason: remarks,
            at: deps.clock.now(),
          });
        }
      });
      changed++;
    } catch (err) {
      failed++;
      const message = err instanceof Error ? err.message : String(err);
      deps.log.error('mandate status check failed', { mandateRowId: m.id, error: message });
      await deps.db
        .update(mandates)
        .set({ remarks: `Status check failed: ${message}`.slice(0, 300) })
        .where(still)
        .catch(() => undefined);
    }
  }
  return { checked: claimed.length, changed, failed };
}
