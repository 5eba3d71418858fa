import { MESSAGES } from '@shared/contract/common.ts';
import type { AppDeps } from '../lib/context.ts';
import { tooSoon } from '../lib/refusal.ts';
import { take } from './rate-limit.ts';
import { hmac } from './secrets.ts';

/**
 * Limits for the calls anyone can make without signing in (sign-up and sign-in). Each call has a
 * per-IP counter, checked before anything is looked up, and a per-identifier counter (the mobile,
 * PAN or Nivesh ID typed), checked before the identifier is looked up: both count the same for an
 * identifier that has an account and one that has not, so the limits cannot tell them apart.
 * OTP sends have their own, stricter budgets on top, and OTP verifies their per-IP limit and five
 * tries per code (otp.ts).
 */
export type PublicCall = 'get-details' | 'signup' | 'login-send';

const WINDOW_MS = 15 * 60_000;

/**
 * Identifier keys are stored as keyed hashes: the rate table must not become a list of the PANs
 * and numbers people tried.
 */
const idKey = (deps: AppDeps, name: PublicCall, identifier: string) =>
  `pub:${name}:id:${hmac(deps.config, 'rate-key', identifier.trim().toUpperCase()).toString('base64url').slice(0, 22)}`;

/** Refuses with 429 and the wait when this IP has made too many calls of this kind in 15 minutes. */
export async function throttleIp(deps: AppDeps, ip: string, name: PublicCall): Promise<void> {
  const r = await take(deps.db, { key: `pub:${name}:ip:${ip}`, max: deps.config.rateLimits.publicPerIpPer15Min, windowMs: WINDOW_MS }, deps.clock.now());
  if (!r.ok) throw tooSoon(MESSAGES.tooManyRequestsBase, 'RATE_LIMIT', r.retryAfterMs);
}

/** Refuses with 429 and the wait when this identifier was asked about too often in 15 minutes. */
export async function throttleIdentifier(deps: AppDeps, name: PublicCall, identifier: string): Promise<void> {
  const r = await take(
    deps.db,
    { key: idKey(deps, name, identifier), max: deps.config.rateLimits.publicPerIdentifierPer15Min, windowMs: WINDOW_MS },
    deps.clock.now(),
  );
  if (!r.ok) throw tooSoon(MESSAGES.tooManyRequestsBase, 'RATE_LIMIT', r.retryAfterMs);
}
