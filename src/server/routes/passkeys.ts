import * as pk from '@shared/contract/passkeys.ts';
import { handle } from './handle.ts';
import { passkeyAssertionOptions, passkeyRegistrationOptions, registerPasskey, relyingParty, verifyPasskeyAssertion } from '../services/passkeys/passkeys.ts';

/** Passkeys under /api/passkey (ours): register one, and assert with one for a purpose. */
export const passkeyCalls = [
  handle(pk.passkeyRegisterOptions, async ({ deps, session, origin }) => ({
    options: await passkeyRegistrationOptions(deps, session.userId, relyingParty(deps, origin)),
  })),
  handle(pk.passkeyRegister, async ({ deps, session, body, origin }) => {
    const { credentialId } = await registerPasskey(deps, session.userId, body.response, relyingParty(deps, origin));
    return { registered: true as const, credential_id: credentialId };
  }),
  handle(pk.passkeyAssertOptions, async ({ deps, session, body, origin }) => ({
    options: await passkeyAssertionOptions(deps, session.userId, body.purpose, relyingParty(deps, origin)),
  })),
  handle(pk.passkeyAssert, async ({ deps, session, body, origin }) => {
    await verifyPasskeyAssertion(deps, session.userId, body.purpose, body.response, relyingParty(deps, origin));
    return { verified: true as const };
  }),
];
