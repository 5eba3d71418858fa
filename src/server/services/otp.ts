import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import { OTP_LENGTH, OTP_MESSAGES } from '@shared/rules/otp.ts';
import type { Db } from '../db/client.ts';
import { otpChallenges, otpSends } from '../db/schema.ts';
import { randomDigits, randomToken, safeEqualHex, sha256Hex } from '../lib/crypto.ts';
import { HttpError } from '../lib/http-error.ts';
import type { AppDeps } from '../lib/context.ts';
import { hit } from './rate-limit.ts';

/** OTP rules (issue 3), shared by sign-up, sign-in, onboarding and transaction OTPs. */
export const OTP_POLICY = {
  validMs: 5 * 60_000,
  maxWrongTries: 5,
  resendCooldownMs: 30_000,
  sendWindowMs: 15 * 60_000,
  /** per IP: sends and verifies, generous enough for a household behind one address */
  ipSendsPerHour: 30,
  ipVerifiesPer15Min: 60,
} as const;

export type OtpPurpose = 'signup' | 'login' | 'onboarding' | 'transaction' | 'profile' | 'family';

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
  message: (otp: string) => { subject?: string; body: string };
}

const hashOtp = (code: string, otp: string) => sha256Hex(`${code}:${otp}`);

/**
 * Applies the send limits and refuses with the spec's 'Try Another Time': a resend within 30 s of
 * the last send of the same flow (purpose), more than 3 sends to one number or email in 15
 * minutes whatever the flow, and the per-IP limit. Sign-up followed at once by the onboarding
 * mobile check is two flows, not a resend.
 */
async function checkSendLimits(deps: AppDeps, destination: string, purpose: OtpPurpose, ip: string, now: Date): Promise<void> {
  const { db } = deps;
  const since = new Date(now.getTime() - OTP_POLICY.sendWindowMs);
  const recent = await db
    .select({ sentAt: otpSends.sentAt, purpose: otpSends.purpose })
    .from(otpSends)
    .where(and(eq(otpSends.destination, destination), gt(otpSends.sentAt, since)))
    .orderBy(desc(otpSends.sentAt));
  const last = recent.find((r) => r.purpose === purpose)?.sentAt;
  if (last && now.getTime() - last.getTime() < OTP_POLICY.resendCooldownMs) {
    throw new HttpError(429, OTP_MESSAGES.tryAnotherTime, 'OTP_COOLDOWN');
  }
  if (recent.length >= deps.config.otp.sendsPer15Min) throw new HttpError(429, OTP_MESSAGES.tryAnotherTime, 'OTP_SEND_LIMIT');
  if (!(await hit(db, { key: `otp-send:ip:${ip}`, max: OTP_POLICY.ipSendsPerHour, windowMs: 3_600_000 }, now))) {
    throw new HttpError(429, OTP_MESSAGES.tryAnotherTime, 'OTP_IP_LIMIT');
  }
}

/**
 * Creates a challenge and sends its OTP. Earlier open challenges for the same destination and
 * purpose die, so only the newest code works. Returns the public challenge code.
 */
export async function sendOtp(deps: AppDeps, ip: string, req: NewChallenge): Promise<{ code: string }> {
  const now = deps.clock.now();
  await checkSendLimits(deps, req.destination, req.purpose, ip, now);
  const code = randomToken(18);
  const otp = randomDigits(OTP_LENGTH);
  await deps.db.transaction(async (tx) => {
    await tx
      .update(otpChallenges)
      .set({ deadAt: now })
      .where(and(eq(otpChallenges.destination, req.destination), eq(otpChallenges.purpose, req.purpose), isNull(otpChallenges.consumedAt), isNull(otpChallenges.deadAt)));
    await tx.insert(otpChallenges).values({
      code,
      purpose: req.purpose,
      channel: req.channel,
      destination: req.destination,
      userId: req.userId ?? null,
      // a decoy stores the hash of an OTP nobody was told, and is flagged so it can never pass
      otpHash: hashOtp(code, req.decoy ? randomToken(16) : otp),
      context: { ...req.context, decoy: req.decoy ?? false },
      createdAt: now,
      expiresAt: new Date(now.getTime() + OTP_POLICY.validMs),
    });
    await tx.insert(otpSends).values({ destination: req.destination, purpose: req.purpose, sentAt: now, ip });
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
    else void deliver().catch((err: unknown) => deps.log.error('OTP delivery failed', { purpose: req.purpose, channel: req.channel, error: err instanceof Error ? err.message : String(err) }));
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
  if (!(await hit(deps.db, { key: `otp-verify:ip:${ip}`, max: OTP_POLICY.ipVerifiesPer15Min, windowMs: 15 * 60_000 }, now))) {
    throw new HttpError(429, OTP_MESSAGES.tryAnotherTime, 'OTP_IP_LIMIT');
  }
  const outcome = await deps.db.transaction(async (tx) => {
    const [ch] = await tx.select().from(otpChallenges).where(eq(otpChallenges.code, input.code)).for('update').limit(1);
    if (!ch || !input.purposes.includes(ch.purpose as OtpPurpose)) return { ok: false as const, reason: 'unknown' };
    if (ch.consumedAt || ch.deadAt) return { ok: false as const, reason: 'used', challenge: ch };
    if (now.getTime() >= ch.expiresAt.getTime()) return { ok: false as const, reason: 'expired', challenge: ch };
    const matches = safeEqualHex(ch.otpHash, hashOtp(ch.code, input.otp)) && ch.context?.decoy !== true;
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
export class OtpRefused extends HttpError {
  constructor(
    readonly reason: string,
    readonly challenge: VerifiedChallenge | null,
  ) {
    super(400, OTP_MESSAGES.invalid, 'OTP_INVALID');
  }
}

/** Finds an open challenge by code (for resend), without consuming it. */
export async function findChallenge(db: Db, code: string): Promise<VerifiedChallenge | null> {
  const [ch] = await db.select().from(otpChallenges).where(eq(otpChallenges.code, code)).limit(1);
  return ch ?? null;
}
