import { and, isNotNull, lt, or } from 'drizzle-orm';
import { otpChallenges, otpSends, sessions } from '../db/schema.ts';
import { pruneRateLimits } from '../services/rate-limit.ts';
import { pruneMail } from '../services/notifications/dispatch.ts';
import type { PeriodicJob } from './periodic-job.ts';

const DAY = 86_400_000;

/** Drops what no rule needs any more: old rate windows, OTP challenges and sends, dead sessions. */
export const housekeeping: PeriodicJob = {
  name: 'housekeeping',
  everyMs: 60 * 60_000,
  async run({ db, clock }) {
    const now = clock.now();
    await pruneRateLimits(db, now);
    await pruneMail(db, now);
    await db.delete(otpChallenges).where(lt(otpChallenges.expiresAt, new Date(now.getTime() - DAY)));
    await db.delete(otpSends).where(lt(otpSends.sentAt, new Date(now.getTime() - DAY)));
    await db
      .delete(sessions)
      .where(or(lt(sessions.expiresAt, new Date(now.getTime() - 30 * DAY)), and(isNotNull(sessions.revokedAt), lt(sessions.revokedAt, new Date(now.getTime() - 30 * DAY)))));
  },
};
