import { and, asc, eq, gt, inArray, isNull, lt, sql } from 'drizzle-orm';
import { OTP_LENGTH, OTP_MESSAGES } from '@shared/rules/onboarding/otp.ts';
import type { SmsTemplateRef } from '../adapters/otp-delivery/sms-templates.ts';
import type { Db, Tx } from '../db/client.ts';
import { otpChallenges, otpSends } from '../db/schema.ts';
import { randomDigits, randomToken, safeEqualHex } from '../lib/crypto.ts';
import { Refusal, tooSoon } from '../lib/refusal.ts';
import type { AppDeps } from '../lib/context.ts';
import { take } from './rate-limit.ts';
import { hmac } from './secrets.ts';

/** OTP rules, shared by sign-up, sign-in, onboarding and transaction OTPs. */
export const OTP_POLICY = {
  validMs: 5 * 60_000,
  maxWrongTries: 5,
  sendWindowMs: 15 * 60_000,
} as const;

export type OtpPurpose = 'signup' | 'login' | 'onboarding' | 'transaction' | 'profile' | 'family';

/**
 * Send budgets per destination. Sign-up and sign-in codes reach callers nobody has identified,
 * so their budget is strict; a transaction OTP goes only to a signed-in investor's own number and
 * one checkout needs one, so an investor placing several orders in a row has a budget of its own;
 * contact checks (onboarding, profile, family link) reach a number the investor typed, strict too.
 */
export type OtpBudget = 'auth' | 'transaction' | 'contact';
export const BUDGET_OF: Record<OtpPurpose, OtpBudget> = {
  signup: 'auth',
  login: 'auth',
  transaction: 'transaction',
  onboarding: 'contact',
  profile: 'contact',
  family: 'contact',
};
const PURPOSES_OF = (budget: OtpBudget) => (Object.keys(BUDGET_OF) as OtpPurpose[]).filter((p) => BUDGET_OF[p] === budget);

export function budgetMax(config: AppDeps['config'], budget: OtpBudget): number {
  return budget === 'auth' ? config.otp.sendsPer15Min : budget === 'transaction' ? config.otp.transactionSendsPer15Min : config.otp.contactSendsPer15Min;
}

export interface NewChallenge {
  purpose: OtpPurpose;
  channel: 'sms' | 'email';
  /** where the code goes (mobile or email); the key of the send limits */
  destination: string;
  userId?: number | null;
  context?: Record<string, string | number | boolean | null>;
  /** a decoy: counted and stored like a real one, never delivered, never verifiable */
  decoy?: boolean;
  /** the same OTP also goes here (the transaction OTP goes to the registered mobile and email) */
  copyTo?: { channel: 'sms' | 'email'; destination: string } | null;
  /** an SMS carries the DLT template it was built from (smsMessage); an email ignores it */
  message: (otp: string) => { subject?: string; body: string; sms?: SmsTemplateRef };
}

/** Keyed (HMAC with a server secret), so a copy of the table cannot be searched for the 10^6 OTPs. */
const hashOtp = (deps: AppDeps, code: string, otp: string) => hmac(deps.config, 'otp', `${code}:${otp}`).toString('hex');

/**
 * Checks the send limits and records the send, as one step: a transaction-scoped advisory lock on
 * the destination makes concurrent sends to one number queue behind each other, so each one sees
 * the sends committed before it (50 parallel sign-ups send one SMS, not several). Refuses with
 * the spec's 'Try Another Time' plus the wait: a resend within 30 s of the last send of the same
 * flow (purpose), more sends in 15 minutes than the flow's budget allows, and the per-IP limit.
 * Sign-up followed at once by the onboarding mobile check is two flows, not a resend.
 */
async function reserveSendIn(tx: Tx, deps: AppDeps, ip: string, destination: string, purpose: OtpPurpose, now: Date): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`otp:${destination}`}, 0))`);
  const budget = BUDGET_OF[purpose];
  const since = new Date(now.getTime() - OTP_POLICY.sendWindowMs);
  const recent = await tx
    .select({ sentAt: otpSends.sentAt, purpose: otpSends.purpose })
    .from(otpSends)
    .where(and(eq(otpSends.destination, destination), gt(otpSends.sentAt, since), inArray(otpSends.purpose, PURPOSES_OF(budget))))
    .orderBy(asc(otpSends.sentAt));
  const last = recent.filter((r) => r.purpose === purpose).at(-1)?.sentAt;
  const cooldownMs = deps.config.otp.resendSeconds * 1000;
  if (last && now.getTime() - last.getTime() < cooldownMs) {
    throw tooSoon(OTP_MESSAGES.tryAnotherTime, 'OTP_COOLDOWN', last.getTime() + cooldownMs - now.getTime());
  }
  const max = budgetMax(deps.config, budget);
  if (recent.length >= max) {
    // the next send is possible when the oldest of the last `max` sends leaves the window
    const frees = recent[recent.length - max]!.sentAt.getTime() + OTP_POLICY.sendWindowMs;
    throw tooSoon(OTP_MESSAGES.tryAnotherTime, 'OTP_SEND_LIMIT', frees - now.getTime());
  }
  const perIp = await take(tx, { key: `otp-send:ip:${ip}`, max: deps.config.otp.ipSendsPerHour, windowMs: 3_600_000 }, now);
  if (!perIp.ok) throw tooSoon(OTP_MESSAGES.tryAnotherTime, 'OTP_IP_LIMIT', perIp.retryAfterMs);
  await tx.insert(otpSends).values({ destination, purpose, sentAt: now, ip });
}

/**
 * Counts a send that delivers nothing (sign-up of a number already registered) exactly as a real
 * one, so the limits answer the same whether or not the number has an account.
 */
export async function reserveSend(deps: AppDeps, ip: string, destination: string, purpose: OtpPurpose): Promise<void> {
  const now = deps.clock.now();
  await deps.db.transaction((tx) => reserveSendIn(tx, deps, ip, destination, purpose, now));
}

/**
 * Creates a challenge and sends its OTP. Every earlier open challenge for the same destination
 * dies in the same transaction, under the destination's lock: one live code per number or email,
 * whatever the flow, so parallel sends never leave several codes to guess at.
 */
export async function sendOtp(deps: AppDeps, ip: string, req: NewChallenge): Promise<{ code: string }> {
  const now = deps.clock.now();
  const code = randomToken(18);
  const otp = randomDigits(OTP_LENGTH);
  await deps.db.transaction(async (tx) => {
    await reserveSendIn(tx, deps, ip, req.destination, req.purpose, now);
    await tx
      .update(otpChallenges)
      .set({ deadAt: now })
      .where(and(eq(otpChallenges.destination, req.destination), isNull(otpChallenges.consumedAt), isNull(otpChallenges.deadAt)));
    await tx.insert(otpChallenges).values({
      code,
      purpose: req.purpose,
      channel: req.channel,
      destination: req.destination,
      userId: req.userId ?? null,
      // a decoy stores the hash of an OTP nobody was told, and is flagged so it can never pass
      otpHash: hashOtp(deps, code, req.decoy ? randomToken(16) : otp),
      context: { ...req.context, decoy: req.decoy ?? false },
      createdAt: now,
      expiresAt: new Date(now.getTime() + OTP_POLICY.validMs),
    });
  });
  if (!req.decoy) {
    const m = req.message(otp);
    const delivery = deps.adapters.otpDelivery;
    const deliver = async () => {
      await delivery.send({ channel: req.channel, to: req.destination, ...m });
      if (req.copyTo) await delivery.send({ channel: req.copyTo.channel, to: req.copyTo.destination, ...m });
    };
    if (delivery.inRequest) await deliver();
    // a failed live send is logged; the investor asks for the code again (RESEND)
    else
      void deliver().catch((err: unknown) =>
        deps.log.error('OTP delivery failed', { purpose: req.purpose, channel: req.channel, error: err instanceof Error ? err.message : String(err) }),
      );
  }
  return { code };
}

export type VerifiedChallenge = typeof otpChallenges.$inferSelect;

/**
 * Verifies an OTP against the challenge its code names. Single use; at most 5 wrong tries, then
 * the challenge is dead; expired after 5 minutes. Every failure is the same 'Please enter valid OTP'.
 */
export async function verifyOtp(deps: AppDeps, ip: string, input: { code: string; otp: string; purposes: OtpPurpose[] }): Promise<VerifiedChallenge> {
  const now = deps.clock.now();
  const perIp = await take(deps.db, { key: `otp-verify:ip:${ip}`, max: deps.config.otp.ipVerifiesPer15Min, windowMs: 15 * 60_000 }, now);
  if (!perIp.ok) throw tooSoon(OTP_MESSAGES.tryAnotherTime, 'OTP_IP_LIMIT', perIp.retryAfterMs);
  const outcome = await deps.db.transaction(async (tx) => {
    const [ch] = await tx.select().from(otpChallenges).where(eq(otpChallenges.code, input.code)).for('update').limit(1);
    if (!ch || !input.purposes.includes(ch.purpose as OtpPurpose)) return { ok: false as const, reason: 'unknown' };
    if (ch.consumedAt || ch.deadAt) return { ok: false as const, reason: 'used', challenge: ch };
    if (now.getTime() >= ch.expiresAt.getTime()) return { ok: false as const, reason: 'expired', challenge: ch };
    const matches = safeEqualHex(ch.otpHash, hashOtp(deps, ch.code, input.otp)) && ch.context?.decoy !== true;
    if (!matches) {
      const attempts = ch.attempts + 1;
      await tx
        .update(otpChallenges)
        .set({ attempts, deadAt: attempts >= OTP_POLICY.maxWrongTries ? now : null })
        .where(eq(otpChallenges.id, ch.id));
      return { ok: false as const, reason: attempts >= OTP_POLICY.maxWrongTries ? 'dead' : 'wrong', challenge: ch };
    }
    await tx.update(otpChallenges).set({ consumedAt: now }).where(eq(otpChallenges.id, ch.id));
    return { ok: true as const, challenge: ch };
  });
  if (!outcome.ok) throw new OtpRefused(outcome.reason, outcome.challenge ?? null);
  return outcome.challenge;
}

/** A refused OTP: always shown as 'Please enter valid OTP'; the reason is for the audit log. */
export class OtpRefused extends Refusal {
  constructor(
    readonly reason: string,
    readonly challenge: VerifiedChallenge | null,
  ) {
    super('invalid', OTP_MESSAGES.invalid, { code: 'OTP_INVALID' });
  }
}

/** Finds an open challenge by code (for resend), without consuming it. */
export async function findChallenge(db: Db, code: string): Promise<VerifiedChallenge | null> {
  const [ch] = await db.select().from(otpChallenges).where(eq(otpChallenges.code, code)).limit(1);
  return ch ?? null;
}

/**
 * Housekeeping: challenges that expired more than a day ago and sends older than a day are dropped.
 * No rule reads them after that: a challenge is dead once expired, and the send budgets look back
 * OTP_POLICY.sendWindowMs (15 minutes) only. Returns how many rows went.
 */
export async function pruneOtp(db: Db, now: Date): Promise<{ challenges: number; sends: number }> {
  const dayAgo = new Date(now.getTime() - 86_400_000);
  const challenges = await db.delete(otpChallenges).where(lt(otpChallenges.expiresAt, dayAgo)).returning({ id: otpChallenges.id });
  const sends = await db.delete(otpSends).where(lt(otpSends.sentAt, dayAgo)).returning({ id: otpSends.id });
  return { challenges: challenges.length, sends: sends.length };
}
