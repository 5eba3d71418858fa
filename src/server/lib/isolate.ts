import type { AppDeps } from '../lib/context.ts';

/** What an investor reads when the job could not process an order of theirs. */
export const PLAIN_FAILURE = 'This order could not be processed. No units or money have moved; our support team has been told and will contact you.';

export const errorText = (err: unknown): string => (err instanceof Error ? `${err.name}: ${err.message}` : String(err)).slice(0, 500);

/**
 * Runs `work` for one row of a job. A row that throws does not stop the job: the error is logged
 * with the row's id, `onFailure` marks the row failed (in its own transaction, after the row's own
 * transaction rolled back), and the job goes on with the next row. Returns whether the row was done.
 */
export async function isolateRow<T>(
  deps: AppDeps,
  job: string,
  row: Record<string, string | number>,
  work: () => Promise<T>,
  onFailure: (reason: string) => Promise<void>,
): Promise<{ ok: true; value: T } | { ok: false }> {
  try {
    return { ok: true, value: await work() };
  } catch (err) {
    const reason = errorText(err);
    deps.log.error(`${job}: row failed`, { ...row, error: reason });
    try {
      await onFailure(reason);
    } catch (markErr) {
      // the row stays as it was and is tried again next run; the others still go on
      deps.log.error(`${job}: could not mark the row failed`, { ...row, error: errorText(markErr) });
    }
    return { ok: false };
  }
}

/** Runs one step of a sweep; a step that throws is logged and the sweep goes on with the next step. */
export async function isolateStep<T>(deps: AppDeps, step: string, work: () => Promise<T>, fallback: T): Promise<T> {
  try {
    return await work();
  } catch (err) {
    deps.log.error('sweep step failed', { step, error: errorText(err) });
    return fallback;
  }
}
