import { pruneRateLimits } from '../services/rate-limit.ts';
import { pruneMail } from '../services/notifications/dispatch.ts';
import { pruneOtp } from '../services/otp.ts';
import { pruneSessions } from '../services/sessions.ts';
import type { PeriodicJob } from './periodic-job.ts';

/** Drops what no rule needs any more: old rate windows, OTP challenges and sends, dead sessions; each service prunes its own tables. */
export const housekeeping: PeriodicJob = {
  name: 'housekeeping',
  everyMs: 60 * 60_000,
  async run({ db, clock }) {
    const now = clock.now();
    await pruneRateLimits(db, now);
    await pruneMail(db, now);
    await pruneOtp(db, now);
    await pruneSessions(db, now);
  },
};
