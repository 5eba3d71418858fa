import { runAllotments } from '../services/orders/allotment.ts';
import { realiseOfflinePayments } from '../services/orders/payments.ts';
import { resumePlacing } from '../services/orders/place-order.ts';
import { runDueInstalments } from '../services/orders/systematic.ts';
import type { AppDeps } from '../lib/context.ts';
import type { PeriodicJob } from './runner.ts';

/**
 * Moves orders along, in dependency order: finish placements a crash interrupted, (demo) receive
 * NEFT/cheque funds, run due SIP/SWP/STP instalments, then allot and redeem at published NAVs.
 * Every step reads and writes rows only, so any instance may run it at any time.
 */
export async function sweepOrders(deps: AppDeps): Promise<{ resumed: number; realised: number; instalments: number; settled: number }> {
  const resumed = await resumePlacing(deps);
  const realised = deps.config.mode === 'demo' ? await realiseOfflinePayments(deps) : 0;
  const instalments = await runDueInstalments(deps);
  const settled = await runAllotments(deps);
  return { resumed, realised, instalments, settled };
}

export const orderSweep: PeriodicJob = {
  name: 'order-sweep',
  everyMs: 30_000,
  run: async (deps) => {
    await sweepOrders(deps);
  },
};
