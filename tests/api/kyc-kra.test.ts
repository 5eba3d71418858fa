import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KRA_STAND_IN_CREDENTIALS, startKraStandIn, type KraStandIn } from '../support/kra-stand-in.ts';
import { createTestApp, type TestApp } from './support/harness.ts';
import { identification, investor, newPan } from './support/onboarding.ts';

/**
 * Onboarding with KYC=kra: the identification step asks the KRA (its local stand-in, speaking
 * CVL's PAN inquiry) and follows what it answers. Only a validated record opens an account here;
 * every other status gets the spec's not-KYC-verified answer; a KRA that does not answer decides
 * nothing and nothing is saved.
 */
let t: TestApp;
let kra: KraStandIn;
beforeAll(async () => {
  kra = await startKraStandIn();
  t = await createTestApp({ config: { kyc: 'kra', kra: { url: kra.url, ...KRA_STAND_IN_CREDENTIALS, timeoutMs: 1_500 } } });
});
afterAll(async () => {
  await t.close();
  await kra.close();
});

const NOT_KYC = 'Your PAN is Not KYC Verified, Please Contact Support Team for KYC Verification...';

describe('onboarding with the KRA lookup', () => {
  it('a KYC-validated PAN (007) is saved and onboarding moves on to personal details', async () => {
    const inv = await investor(t);
    const pan = newPan();
    kra.statuses.set(pan, '007');
    const res = await inv.call('POST', '/onboard-user', identification(pan));
    expect(res.status).toBe(200);
    expect(res.body.message).toBeUndefined();
    expect(res.body.onboarding_details).toMatchObject({ PAN: pan, page_no: 1, status: 1 });
  });

  it.each([
    ['002', 'KYC registered (a new intermediary needs it validated)'],
    ['003', 'on hold'],
    ['004', 'rejected'],
    ['001', 'under process'],
    ['005', 'not found'],
  ])('APP_STATUS %s (%s): status 0 with the spec message, and nothing is saved', async (code) => {
    const inv = await investor(t);
    const pan = newPan();
    kra.statuses.set(pan, code);
    const res = await inv.call('POST', '/onboard-user', identification(pan));
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(NOT_KYC);
    expect(res.body.onboarding_details).toMatchObject({ status: 0, PAN: null, page_no: 0 });
  });

  it('a KRA that does not answer in time decides nothing: a 5xx, nothing saved, and the same PAN passes once it answers', async () => {
    const inv = await investor(t);
    const pan = newPan();
    kra.statuses.set(pan, '007');
    kra.mode = 'hang';
    const down = await inv.call('POST', '/onboard-user', identification(pan));
    expect(down.status).toBe(503);
    expect((await inv.call('GET', '')).body.onboarding_details).toMatchObject({ PAN: null, page_no: 0 });
    kra.mode = 'normal';
    const up = await inv.call('POST', '/onboard-user', identification(pan));
    expect(up.body.onboarding_details).toMatchObject({ PAN: pan, status: 1 });
  });

  it('a KRA fault is no answer either', async () => {
    const inv = await investor(t);
    kra.mode = 'fault';
    try {
      expect((await inv.call('POST', '/onboard-user', identification(newPan()))).status).toBe(503);
    } finally {
      kra.mode = 'normal';
    }
  });
});
