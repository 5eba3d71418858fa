import { runReportJobs } from '../services/reports/job.ts';
import type { PeriodicJob } from './periodic-job.ts';

/** Builds waiting account statements; any instance may run it (rows are claimed with SKIP LOCKED). */
export const reportJob: PeriodicJob = {
  name: 'reports',
  // statements are expected within seconds (spec 3 §9: the screen moves on after 5 s)
  everyMs: 3_000,
  run: async (deps) => {
    await runReportJobs(deps);
  },
};
