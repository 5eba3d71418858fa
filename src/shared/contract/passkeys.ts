import * as v from 'valibot';
import { defineCall } from './common.ts';

/**
 * Passkeys (ours; the spec has none). A passkey is registered with the server as well as on the
 * device, so that a WebAuthn assertion verified by the server can stand for a re-confirmation
 * (the purpose names what it confirms). Options and responses are WebAuthn's own JSON forms
 * (PublicKeyCredentialCreationOptionsJSON, RegistrationResponseJSON, ...), checked by the server's
 * WebAuthn library, not field by field here.
 */
const Json = v.record(v.string(), v.unknown());
export const PASSKEY_PURPOSES = ['sensitive-change', 'contact-change'] as const;
export type PasskeyPurpose = (typeof PASSKEY_PURPOSES)[number];

/** POST /passkey/register-options: a single-use challenge for registering a platform passkey. */
export const passkeyRegisterOptions = defineCall({
  method: 'POST',
  path: '/passkey/register-options',
  body: v.object({}),
  answer: v.object({ options: Json }),
});

/** POST /passkey/register: the new credential, verified and kept for the investor. */
export const passkeyRegister = defineCall({
  method: 'POST',
  path: '/passkey/register',
  body: v.object({ response: Json }),
  answer: v.object({ registered: v.literal(true), credential_id: v.string() }),
});

/** POST /passkey/assert-options: a single-use challenge for one purpose, with the investor's passkeys. */
export const passkeyAssertOptions = defineCall({
  method: 'POST',
  path: '/passkey/assert-options',
  body: v.object({ purpose: v.picklist(PASSKEY_PURPOSES) }),
  answer: v.object({ options: Json }),
});

/** POST /passkey/assert: an assertion for that purpose, verified (signature, counter, user verification). */
export const passkeyAssert = defineCall({
  method: 'POST',
  path: '/passkey/assert',
  body: v.object({ purpose: v.picklist(PASSKEY_PURPOSES), response: Json }),
  answer: v.object({ verified: v.literal(true) }),
});
