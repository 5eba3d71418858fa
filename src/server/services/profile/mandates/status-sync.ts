import { and, asc, eq, inArray, isNull, lt, or } from 'drizzle-orm';
import { mandates } from '../../../db/schema.ts';
import type { AppDeps } from '../../../lib/context.ts';

const OPEN = ['REGISTERED', 'UNDER_APPROVAL'];

/**
 * Moves mandates along with the exchange's word: REGISTERED → UNDER_APPROVAL → APPROVED or
 * REJECTED. Each row is claimed with SKIP LOCKED, so any number of instances may run this; one
 * row's failure is recorded on it (remarks) and the others go on. `userId` limits it to one
 * investor (their Bank Mandates page asks for a fresh look); `recheckMs` spaces the checks of a row.
 */
export async function syncMandateStatuses(deps: AppDeps, opts: { userId?: number; recheckMs?: number; limit?: number } = {}): Promise<{ checked: number; changed: number; failed: number }> {
  const now = deps.clock.now();
  const due = new Date(now.getTime() - (opts.recheckMs ?? 0));
  const candidates = await deps.db
    .select({ id: mandates.id })
    .from(mandates)
    .where(and(inArray(mandates.status, OPEN), opts.userId === undefined ? undefined : eq(mandates.userId, opts.userId), or(isNull(mandates.statusCheckedAt), lt(mandates.statusCheckedAt, due))))
    .orderBy(asc(mandates.statusCheckedAt))
    .limit(opts.limit ?? 200);
  let checked = 0;
  let changed = 0;
  let failed = 0;
  for (const { id } of candidates) {
    try {
      const outcome = await deps.db.transaction(async (tx) => {
        const [m] = await tx.select().from(mandates).where(and(eq(mandates.id, id), inArray(mandates.status, OPEN))).for('update', { skipLocked: true }).limit(1);
        if (!m) return 'skipped' as const;
        const answer = await deps.adapters.exchange.mandateStatus(m.mandateId);
        if (!answer.ok) {
          await tx.update(mandates).set({ statusCheckedAt: now, remarks: `Status check failed: ${answer.message}` }).where(eq(mandates.id, id));
          return 'failed' as const;
        }
        const moved = answer.status !== m.status;
        await tx
          .update(mandates)
          .set({ status: answer.status, statusCheckedAt: now, remarks: answer.status === 'REJECTED' ? (answer.remarks ?? 'Rejected by the bank') : null })
          .where(eq(mandates.id, id));
        return moved ? ('changed' as const) : ('same' as const);
      });
      if (outcome === 'skipped') continue;
      checked++;
      if (outcome === 'changed') changed++;
      if (outcome === 'failed') failed++;
    } catch (err) {
      failed++;
      deps.log.error('mandate status check failed', { mandateRowId: id, error: err instanceof Error ? err.message : String(err) });
      await deps.db
        .update(mandates)
        .set({ statusCheckedAt: now, remarks: `Status check failed: ${err instanceof Error ? err.message : String(err)}`.slice(0, 300) })
        .where(eq(mandates.id, id))
        .catch(() => undefined);
    }
  }
  return { checked, changed, failed };
}
