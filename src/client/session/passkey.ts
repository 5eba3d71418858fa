import { passkeyAssertOptions, passkeyRegister, passkeyRegisterOptions, type PasskeyPurpose } from '@shared/contract/passkeys.ts';
import { api } from '../api/client.ts';
import { setUpPrf, type LockRecord, type LockedProfile } from '../offline/vault.ts';
import { fromB64, randomBytes, toB64 } from '../offline/vault-crypto.ts';

/**
 * The passkey as the device unlock: a platform authenticator (the phone's own screen lock),
 * registered with the server too (its assertions can then re-confirm sensitive changes), and
 * with the PRF extension deriving the key that wraps the device copy's data key. Where the
 * authenticator has no PRF, the passkey cannot release a key offline: the app PIN is offered.
 */
type Prf = { results?: { first?: ArrayBuffer | Uint8Array } };
type WithJson = typeof PublicKeyCredential & {
  parseCreationOptionsFromJSON?: (json: unknown) => PublicKeyCredentialCreationOptions;
  parseRequestOptionsFromJSON?: (json: unknown) => PublicKeyCredentialRequestOptions;
};

const b64url = (bytes: Uint8Array) => toB64(bytes).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '');
const fromB64url = (text: string) =>
  fromB64(
    text
      .replaceAll('-', '+')
      .replaceAll('_', '/')
      .padEnd(Math.ceil(text.length / 4) * 4, '='),
  );
const asBytes = (x: ArrayBuffer | Uint8Array): Uint8Array<ArrayBuffer> => new Uint8Array(x instanceof Uint8Array ? x.slice().buffer : x);

/** A platform authenticator with user verification is there (the phone's fingerprint, face or screen lock). */
export async function passkeyAvailable(): Promise<boolean> {
  const pkc = typeof window === 'undefined' ? undefined : (window.PublicKeyCredential as WithJson | undefined);
  if (!pkc?.parseCreationOptionsFromJSON || !navigator.credentials) return false;
  return pkc.isUserVerifyingPlatformAuthenticatorAvailable().catch(() => false);
}

/** The PRF output for this lock's passkey and input (an assertion made on the device; offline works). */
export async function passkeyPrf(lock: Pick<LockRecord, 'credentialId' | 'prfSalt'>): Promise<Uint8Array<ArrayBuffer> | null> {
  if (!lock.credentialId || !lock.prfSalt) return null;
  const cred = (await navigator.credentials.get({
    publicKey: {
      challenge: randomBytes(32),
      allowCredentials: [{ type: 'public-key', id: fromB64url(lock.credentialId) }],
      userVerification: 'required',
      extensions: { prf: { eval: { first: fromB64(lock.prfSalt) } } } as AuthenticationExtensionsClientInputs,
    },
  })) as PublicKeyCredential | null;
  if (!cred) return null;
  const first = (cred.getClientExtensionResults() as { prf?: Prf }).prf?.results?.first;
  return first ? asBytes(first) : null;
}

export type PasskeySetUp = { ok: true } | { ok: false; reason: 'no-prf' | 'cancelled' };

/** Registers a platform passkey with the server and makes it the device unlock (PRF). */
export async function setUpPasskey(profile: LockedProfile): Promise<PasskeySetUp> {
  const { options } = await api(passkeyRegisterOptions, {});
  const pkc = window.PublicKeyCredential as WithJson;
  const publicKey = pkc.parseCreationOptionsFromJSON!(options);
  const prfSalt = randomBytes(32);
  publicKey.extensions = { ...publicKey.extensions, prf: { eval: { first: prfSalt } } } as AuthenticationExtensionsClientInputs;
  let cred: PublicKeyCredential | null;
  try {
    cred = (await navigator.credentials.create({ publicKey })) as PublicKeyCredential | null;
  } catch {
    return { ok: false, reason: 'cancelled' };
  }
  if (!cred) return { ok: false, reason: 'cancelled' };
  const registered = await api(passkeyRegister, { response: cred.toJSON() as unknown as Record<string, unknown> });
  const prf = (cred.getClientExtensionResults() as { prf?: Prf & { enabled?: boolean } }).prf;
  // some authenticators give the PRF output at creation, others only on an assertion
  const first = prf?.results?.first
    ? asBytes(prf.results.first)
    : await passkeyPrf({ credentialId: registered.credential_id, prfSalt: toB64(prfSalt) }).catch(() => null);
  if (!first) return { ok: false, reason: 'no-prf' };
  await setUpPrf(first, registered.credential_id, prfSalt, profile);
  return { ok: true };
}

/**
 * An assertion of the investor's registered passkey over a challenge the server gave for this
 * purpose, in WebAuthn's JSON form for the server to verify; null when the investor cancels or
 * the device cannot make one.
 */
export async function passkeyAssertion(purpose: PasskeyPurpose): Promise<Record<string, unknown> | null> {
  const pkc = window.PublicKeyCredential as WithJson | undefined;
  if (!pkc?.parseRequestOptionsFromJSON || !navigator.credentials) return null;
  const { options } = await api(passkeyAssertOptions, { purpose });
  try {
    const cred = (await navigator.credentials.get({ publicKey: pkc.parseRequestOptionsFromJSON(options) })) as PublicKeyCredential | null;
    return cred ? (cred.toJSON() as unknown as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

export { b64url };
