import { runAllotments } from '../services/transactions/allotment.ts';
import { syncOpenPayments } from '../services/transactions/payments.ts';
import { resumePlacing } from '../services/transactions/place-order.ts';
import { runDueInstalments } from '../services/transactions/systematic.ts';
import { resumeModifications } from '../services/registrations/modify.ts';
import type { AppDeps } from '../lib/context.ts';
import { isolateStep } from '../lib/isolate.ts';
import type { PeriodicJob } from './periodic-job.ts';

/**
 * Moves orders along, in dependency order: finish placements and SIP modifications a crash
 * interrupted, settle the payments the exchange has decided (gateway, NEFT, cheque), run due
 * SIP/SWP/STP instalments, then allot and redeem at published NAVs. Each step fails on its own (a broken step is logged and the
 * next still runs), and inside each step one bad row never stops the others. Every step reads and
 * writes rows only, so any instance may run it at any time.
 */
export async function sweepOrders(deps: AppDeps): Promise<{ resumed: number; realised: number; instalments: number; settled: number }> {
  const resumed = await isolateStep(deps, 'resume-placing', () => resumePlacing(deps), 0);
  await isolateStep(deps, 'resume-sip-modify', () => resumeModifications(deps), 0);
  const realised = await isolateStep(deps, 'payment-sync', () => syncOpenPayments(deps), 0);
  const instalments = await isolateStep(deps, 'instalments', () => runDueInstalments(deps), 0);
  const settled = await isolateStep(deps, 'allotment', () => runAllotments(deps), 0);
  return { resumed, realised, instalments, settled };
}

export const orderSweep: PeriodicJob = {
  name: 'order-sweep',
  everyMs: 30_000,
  run: async (deps) => {
    await sweepOrders(deps);
  },
};
