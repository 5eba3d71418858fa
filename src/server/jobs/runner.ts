import type { AppDeps } from '../lib/context.ts';
import { housekeeping } from './housekeeping.ts';
import { orderSweep } from './order-sweep.ts';
import { navRefresh } from './nav-refresh.ts';
import { notificationDispatch } from './notification-dispatch.ts';
import { mandateStatus } from './mandate-status.ts';
import { reportJob } from './reports.ts';
import { exchangeReconcile } from './exchange-reconcile.ts';
import type { PeriodicJob } from './periodic-job.ts';

const JOBS: PeriodicJob[] = [housekeeping, orderSweep, navRefresh, notificationDispatch, mandateStatus, reportJob, exchangeReconcile];

/**
 * Runs periodic jobs. The work itself lives in database rows and every job is safe to run on
 * several instances at once; the timer only decides when this instance looks.
 */
export function startJobs(deps: AppDeps, jobs: PeriodicJob[] = JOBS): () => void {
  const timers = jobs.map((job) => {
    let running = false;
    const tick = async () => {
      if (running) return;
      running = true;
      try {
        await job.run(deps);
      } catch (err) {
        deps.log.error('job failed', { job: job.name, error: err instanceof Error ? err.message : String(err) });
      } finally {
        running = false;
      }
    };
    const timer = setInterval(() => void tick(), job.everyMs);
    timer.unref();
    return timer;
  });
  return () => timers.forEach(clearInterval);
}
