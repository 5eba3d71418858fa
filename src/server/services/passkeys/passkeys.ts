import { and, eq, gt, isNull } from 'drizzle-orm';
// The WebAuthn library is loaded on the first passkey call: it costs about a second of module
// loading, which every start of the server would otherwise pay.
const webauthn = () => import('@simplewebauthn/server');
const helpers = () => import('@simplewebauthn/server/helpers');
import type { PasskeyPurpose } from '@shared/contract/passkeys.ts';
import { passkeys, users, webauthnChallenges } from '../../db/schema.ts';
import type { AppDeps } from '../../lib/context.ts';
import { refuse } from '../../lib/refusal.ts';

/**
 * Passkeys registered and asserted with @simplewebauthn/server: the challenge is made and kept
 * here, used once, and good for five minutes; the relying party is the app's public origin (in
 * demo mode also the origin the browser reached, so 127.0.0.1 works on a developer's machine).
 */
export const CHALLENGE_TTL_MS = 5 * 60_000;
export const PASSKEY_MESSAGES = {
  failed: 'The passkey could not be verified, please try again',
  none: 'No passkey is registered for this account on any device',
} as const;

export interface RelyingParty {
  rpID: string;
  origins: string[];
}

/** Where WebAuthn runs: the configured public URL, and in demo mode the origin of the request too. */
export function relyingParty(deps: AppDeps, requestOrigin: string): RelyingParty {
  const configured = new URL(deps.config.messages.publicUrl);
  if (deps.config.mode !== 'demo') return { rpID: configured.hostname, origins: [configured.origin] };
  return { rpID: new URL(requestOrigin).hostname, origins: [...new Set([configured.origin, requestOrigin])] };
}

async function keepChallenge(deps: AppDeps, userId: number, purpose: string, challenge: string): Promise<void> {
  await deps.db.insert(webauthnChallenges).values({ userId, purpose, challenge, expiresAt: new Date(deps.clock.now().getTime() + CHALLENGE_TTL_MS) });
}

/** Marks the user's unused, unexpired challenge for this purpose as used; false when there is none (replayed, expired, another's). */
async function spendChallenge(deps: AppDeps, userId: number, purpose: string, challenge: string): Promise<boolean> {
  const now = deps.clock.now();
  const used = await deps.db
    .update(webauthnChallenges)
    .set({ usedAt: now })
    .where(
      and(
        eq(webauthnChallenges.userId, userId),
        eq(webauthnChallenges.purpose, purpose),
        eq(webauthnChallenges.challenge, challenge),
        isNull(webauthnChallenges.usedAt),
        gt(webauthnChallenges.expiresAt, now),
      ),
    )
    .returning({ id: webauthnChallenges.id });
  return used.length === 1;
}

/** Options to register a platform passkey (user verification required; the investor's own passkeys excluded). */
export async function passkeyRegistrationOptions(deps: AppDeps, userId: number, rp: RelyingParty): Promise<Record<string, unknown>> {
  const [user] = await deps.db.select({ niveshId: users.niveshId }).from(users).where(eq(users.id, userId));
  if (!user) throw refuse('not-signed-in', PASSKEY_MESSAGES.failed);
  const mine = await deps.db.select().from(passkeys).where(eq(passkeys.userId, userId));
  const { generateRegistrationOptions } = await webauthn();
  const options = await generateRegistrationOptions({
    rpName: 'Nivesh',
    rpID: rp.rpID,
    userName: user.niveshId,
    userDisplayName: user.niveshId,
    attestationType: 'none',
    excludeCredentials: mine.map((p) => ({ id: p.credentialId, transports: (p.transports ?? undefined) as never })),
    authenticatorSelection: { authenticatorAttachment: 'platform', residentKey: 'preferred', userVerification: 'required' },
  });
  await keepChallenge(deps, userId, 'register', options.challenge);
  return options as unknown as Record<string, unknown>;
}

/** Verifies a registration against its challenge (once) and keeps the credential for the investor. */
export async function registerPasskey(deps: AppDeps, userId: number, response: Record<string, unknown>, rp: RelyingParty): Promise<{ credentialId: string }> {
  const { verifyRegistrationResponse } = await webauthn();
  const { isoBase64URL } = await helpers();
  const result = await verifyRegistrationResponse({
    response: response as never,
    expectedChallenge: (challenge: string) => spendChallenge(deps, userId, 'register', challenge),
    expectedOrigin: rp.origins,
    expectedRPID: rp.rpID,
    requireUserVerification: true,
  }).catch(() => null);
  if (!result?.verified) throw refuse('invalid', PASSKEY_MESSAGES.failed);
  const { credential } = result.registrationInfo;
  await deps.db.insert(passkeys).values({
    userId,
    credentialId: credential.id,
    publicKey: isoBase64URL.fromBuffer(credential.publicKey),
    counter: credential.counter,
    transports: credential.transports ?? null,
    createdAt: deps.clock.now(),
  });
  return { credentialId: credential.id };
}

/** Options for an assertion with one of the investor's passkeys, for one purpose. */
export async function passkeyAssertionOptions(deps: AppDeps, userId: number, purpose: PasskeyPurpose, rp: RelyingParty): Promise<Record<string, unknown>> {
  const mine = await deps.db.select().from(passkeys).where(eq(passkeys.userId, userId));
  if (mine.length === 0) throw refuse('invalid', PASSKEY_MESSAGES.none);
  const { generateAuthenticationOptions } = await webauthn();
  const options = await generateAuthenticationOptions({
    rpID: rp.rpID,
    allowCredentials: mine.map((p) => ({ id: p.credentialId, transports: (p.transports ?? undefined) as never })),
    userVerification: 'required',
  });
  await keepChallenge(deps, userId, purpose, options.challenge);
  return options as unknown as Record<string, unknown>;
}

/**
 * Verifies a WebAuthn assertion by this user for this purpose: the challenge must be one the
 * server gave this user for this purpose, unused and unexpired (it is used up here, whatever the
 * outcome), the credential one of this user's, the signature valid with user verification, and
 * the counter must move on. Throws a 400 refusal otherwise. For re-confirming sensitive changes.
 */
export async function verifyPasskeyAssertion(
  deps: AppDeps,
  userId: number,
  purpose: PasskeyPurpose,
  response: Record<string, unknown>,
  rp: RelyingParty,
): Promise<void> {
  const id = typeof response.id === 'string' ? response.id : '';
  const [passkey] = await deps.db
    .select()
    .from(passkeys)
    .where(and(eq(passkeys.userId, userId), eq(passkeys.credentialId, id)));
  if (!passkey) throw refuse('invalid', PASSKEY_MESSAGES.failed);
  const { verifyAuthenticationResponse } = await webauthn();
  const { isoBase64URL } = await helpers();
  const result = await verifyAuthenticationResponse({
    response: response as never,
    expectedChallenge: (challenge: string) => spendChallenge(deps, userId, purpose, challenge),
    expectedOrigin: rp.origins,
    expectedRPID: rp.rpID,
    credential: {
      id: passkey.credentialId,
      publicKey: isoBase64URL.toBuffer(passkey.publicKey),
      counter: passkey.counter,
      transports: (passkey.transports ?? undefined) as never,
    },
    requireUserVerification: true,
  }).catch(() => null);
  if (!result?.verified) throw refuse('invalid', PASSKEY_MESSAGES.failed);
  await deps.db.update(passkeys).set({ counter: result.authenticationInfo.newCounter, lastUsedAt: deps.clock.now() }).where(eq(passkeys.id, passkey.id));
}
