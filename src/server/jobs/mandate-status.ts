import { syncMandateStatuses } from '../services/mandates/status-sync.ts';
import type { PeriodicJob } from './periodic-job.ts';

/** Asks the exchange about mandates waiting for the investor or the bank. */
export const mandateStatus: PeriodicJob = {
  name: 'mandate-status',
  everyMs: 30_000,
  run: async (deps) => {
    // each waiting mandate is asked about at most once a minute
    await syncMandateStatuses(deps, { recheckMs: 60_000 });
  },
};
