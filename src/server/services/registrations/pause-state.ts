import type { registrations } from '../../db/schema.ts';

/** Whether a pause is still ahead or running: some skipped instalment has not come yet. */
export const pauseActive = (r: Pick<typeof registrations.$inferSelect, 'pauseFromRun' | 'pauseCount' | 'runsDone'>): boolean =>
  r.pauseFromRun !== null && r.runsDone < r.pauseFromRun + r.pauseCount - 1;
