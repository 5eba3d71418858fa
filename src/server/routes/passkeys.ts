import type { Context } from 'hono';
import * as pk from '@shared/contract/passkeys.ts';
import type { AppEnv } from '../lib/context.ts';
import { answer } from '../lib/answer.ts';
import { readBody } from '../lib/validate.ts';
import { privateRouter } from './router.ts';
import { passkeyAssertionOptions, passkeyRegistrationOptions, registerPasskey, relyingParty, verifyPasskeyAssertion } from '../services/passkeys/passkeys.ts';

const userOf = (c: Context<AppEnv>) => c.get('session')!.userId;
const rpOf = (c: Context<AppEnv>) => relyingParty(c.get('deps'), new URL(c.req.url).origin);

/** Passkeys under /api/passkey (ours): register one, and assert with one for a purpose. */
export const passkeyRoutes = privateRouter()
  .post('/register-options', async (c) => {
    await readBody(c, pk.passkeyRegisterOptions);
    return answer(c, pk.passkeyRegisterOptions, { options: await passkeyRegistrationOptions(c.get('deps'), userOf(c), rpOf(c)) });
  })
  .post('/register', async (c) => {
    const body = await readBody(c, pk.passkeyRegister);
    const { credentialId } = await registerPasskey(c.get('deps'), userOf(c), body.response, rpOf(c));
    return answer(c, pk.passkeyRegister, { registered: true as const, credential_id: credentialId });
  })
  .post('/assert-options', async (c) => {
    const body = await readBody(c, pk.passkeyAssertOptions);
    return answer(c, pk.passkeyAssertOptions, { options: await passkeyAssertionOptions(c.get('deps'), userOf(c), body.purpose, rpOf(c)) });
  })
  .post('/assert', async (c) => {
    const body = await readBody(c, pk.passkeyAssert);
    await verifyPasskeyAssertion(c.get('deps'), userOf(c), body.purpose, body.response, rpOf(c));
    return answer(c, pk.passkeyAssert, { verified: true as const });
  });
