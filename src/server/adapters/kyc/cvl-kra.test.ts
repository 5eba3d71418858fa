import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { KRA_STAND_IN_CREDENTIALS, startKraStandIn, type KraStandIn } from '../../../../tests/support/kra-stand-in.ts';
import { loadConfig } from '../../config.ts';
import { createAdapters } from '../index.ts';
import { cvlKra, KycUnavailable, type KraCredentials } from './cvl-kra.ts';
import { CVL_STATUS } from './kra-status.ts';

/** The CVL KRA PAN inquiry against its local stand-in: every status code, every way it can fail. */
let kra: KraStandIn;
let creds: KraCredentials;
beforeAll(async () => {
  kra = await startKraStandIn();
  creds = { url: kra.url, ...KRA_STAND_IN_CREDENTIALS, timeoutMs: 2_000 };
});
afterAll(() => kra.close());
beforeEach(() => {
  kra.mode = 'normal';
  kra.actions.length = 0;
});

describe('CVL KRA PAN inquiry', () => {
  it.each([
    ['007', 'validated', 'verified'],
    ['002', 'registered', 'not_verified'],
    ['012', 'registered', 'not_verified'],
    ['022', 'registered', 'not_verified'],
    ['003', 'on_hold', 'not_verified'],
    ['013', 'on_hold', 'not_verified'],
    ['004', 'rejected', 'not_verified'],
    ['014', 'rejected', 'not_verified'],
    ['006', 'rejected', 'not_verified'],
    ['001', 'under_process', 'not_verified'],
    ['011', 'under_process', 'not_verified'],
    ['005', 'not_found', 'not_verified'],
    ['000', 'not_found', 'not_verified'],
    ['888', 'not_found', 'not_verified'],
  ])('APP_STATUS %s is %s: %s', async (code, kraStatus, status) => {
    const pan = `ABCPK${code.padStart(4, '1')}Q`;
    kra.statuses.set(pan, code);
    await expect(cvlKra(creds).checkPan(pan)).resolves.toEqual({ status, kraStatus, source: 'cvl-kra' });
    // the session password first, then the inquiry, each with its SOAP action
    expect(kra.actions).toEqual(['https://www.cvlkra.com/GetPassword', 'https://www.cvlkra.com/GetPanStatus']);
  });

  it('the table above covers every code the adapter knows', () => {
    expect(Object.keys(CVL_STATUS).sort()).toEqual(['000', '001', '002', '003', '004', '005', '006', '007', '011', '012', '013', '014', '022', '888']);
  });

  it('an unknown status code is not read as an answer', async () => {
    kra.statuses.set('ABCPK4321Q', '042');
    await expect(cvlKra(creds).checkPan('ABCPK4321Q')).rejects.toThrow('KRA status code "042" is not known');
  });

  it('a refused login, a fault, an HTTP error and an unreadable answer all fail the lookup without deciding', async () => {
    await expect(cvlKra({ ...creds, passKey: 'wrong' }).checkPan('ABCPK1234Q')).rejects.toThrow(
      'KRA GetPassword refused: WEBERR-001 Invalid Password / PassKey',
    );
    await expect(cvlKra({ ...creds, userName: 'someone' }).checkPan('ABCPK1234Q')).rejects.toThrow(
      'KRA GetPanStatus refused: WEBERR-002 Invalid User ID / Password',
    );
    kra.mode = 'fault';
    await expect(cvlKra(creds).checkPan('ABCPK1234Q')).rejects.toThrow('KRA GetPanStatus fault: Server was unable to process request.');
    kra.mode = 'http-500';
    await expect(cvlKra(creds).checkPan('ABCPK1234Q')).rejects.toThrow('KRA GetPanStatus answered HTTP 502');
    kra.mode = 'garbage';
    await expect(cvlKra(creds).checkPan('ABCPK1234Q')).rejects.toBeInstanceOf(KycUnavailable);
  });

  it('gives up when the KRA does not answer within the time-out', async () => {
    kra.mode = 'hang';
    await expect(cvlKra({ ...creds, timeoutMs: 200 }).checkPan('ABCPK1234Q')).rejects.toThrow('KRA did not answer within 200 ms');
  });

  it('a PAN with XML in it is sent escaped (the service sees a malformed PAN, not markup)', async () => {
    await expect(cvlKra(creds).checkPan('<x>&</x>')).rejects.toThrow('WEBERR-999 Invalid PAN NO Format');
  });
});

describe('KYC=kra configuration', () => {
  const all = {
    KYC: 'kra',
    KRA_URL: 'https://kra.example.in/CVLPanInquiry.asmx',
    KRA_USER_NAME: 'U',
    KRA_POS_CODE: 'P',
    KRA_PASSWORD: 'pw',
    KRA_PASSKEY: 'pk',
  };

  it('refuses to start with incomplete credentials, naming each missing one', () => {
    expect(() => loadConfig({ KYC: 'kra' })).toThrow(
      "Refusing to start: KYC=kra needs the intermediary's CVL KRA access: set KRA_URL, KRA_USER_NAME, KRA_POS_CODE, KRA_PASSWORD, KRA_PASSKEY.",
    );
    expect(() => loadConfig({ ...all, KRA_PASSKEY: '' })).toThrow('set KRA_PASSKEY.');
    expect(() => loadConfig({ ...all, KRA_URL: 'kra.example.in' })).toThrow('KRA_URL must be an http(s) URL');
  });

  it('with every credential, builds the CVL adapter with an 8 s bound unless told otherwise', () => {
    const config = loadConfig(all);
    expect(config.kra).toEqual({ url: all.KRA_URL, userName: 'U', posCode: 'P', password: 'pw', passKey: 'pk', timeoutMs: 8_000 });
    expect(loadConfig({ ...all, KRA_TIMEOUT_MS: '3000' }).kra?.timeoutMs).toBe(3_000);
    expect(createAdapters(config, null as never, null as never).kyc.name).toBe('cvl-kra');
  });
});
