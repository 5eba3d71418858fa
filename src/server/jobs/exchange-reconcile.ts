import { istDate } from '@shared/time/ist.ts';
import type { AppDeps } from '../lib/context.ts';
import { isolateStep } from '../lib/isolate.ts';
import { reconcileDay, type DayResult } from '../services/reconciliation/reconcile-day.ts';
import type { PeriodicJob } from './periodic-job.ts';

/** The IST days to reconcile now: today and the `days - 1` before it, oldest first. */
export function reconcileDays(now: Date, days: number): string[] {
  const today = Date.parse(`${istDate(now)}T00:00:00Z`);
  return Array.from({ length: days }, (_, i) => new Date(today - (days - 1 - i) * 86_400_000).toISOString().slice(0, 10));
}

/** One pass over the recent days; a day whose reports cannot be read is logged and the others still run. */
export async function reconcileRecent(deps: AppDeps): Promise<DayResult[]> {
  const out: DayResult[] = [];
  for (const day of reconcileDays(deps.clock.now(), deps.config.reconcile.days)) {
    const r = await isolateStep(deps, `exchange-reconcile ${day}`, () => reconcileDay(deps, day), null);
    if (r) out.push(r);
  }
  return out;
}

/**
 * Compares our books with the exchange's reports for the recent days. The timer only decides
 * when this instance looks: each day is leased in its row (reconcile-day.ts), so across all
 * instances a day is checked once per RECONCILE_EVERY_MINUTES, never by two at once.
 */
export const exchangeReconcile: PeriodicJob = {
  name: 'exchange-reconcile',
  everyMs: 60_000,
  run: async (deps) => {
    await reconcileRecent(deps);
  },
};
