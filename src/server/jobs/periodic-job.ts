import type { AppDeps } from '../lib/context.ts';

/** A job the runner starts on a timer; apart from the runner so that a job never imports it back. */
export interface PeriodicJob {
  name: string;
  everyMs: number;
  run(deps: AppDeps): Promise<void>;
}
