import { mkdtempSync, rmSync, statSync, chmodSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assertSafeConfig, loadConfig, startupWarnings } from '../../src/server/config.ts';
import { SMS_KINDS } from '../../src/server/adapters/otp-delivery/sms-templates.ts';
import { resolveSecret } from '../../src/server/lib/secret-key.ts';
import { createTestApp, type TestApp } from './support/harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ config: { mode: 'production' } });
});
afterAll(() => t.close());

const SECRET = 'a'.repeat(64);
/** A complete live delivery: SMTP from a real domain, and Gupshup with the sender's DLT registration. */
const LIVE = {
  SMTP_URL: 'smtp://mail.example.com:587',
  SMTP_FROM: 'Nivesh <no-reply@mail.nivesh.in>',
  SMS_PROVIDER: 'gupshup',
  SMS_USER_ID: '2000123456',
  SMS_API_KEY: 'k3y',
  SMS_DLT_ENTITY_ID: '1201160000000012345',
  SMS_SENDER_HEADER: 'NIVESH',
  SMS_DLT_TEMPLATES: JSON.stringify(Object.fromEntries(SMS_KINDS.map((k, i) => [k, `12071600000000${10000 + i}`]))),
};

/** The member's BSE StAR MF access: production places real orders, never on the simulated exchange. */
const BSE = {
  EXCHANGE: 'bse',
  BSE_MEMBER_CODE: '10231',
  BSE_USER_ID: '1023101',
  BSE_PASSWORD: 'pw',
  BSE_PASSKEY: 'pk',
  BSE_ORDER_URL: 'https://bsestarmf.in/MFOrderEntry/MFOrder.svc',
  BSE_UPLOAD_URL: 'https://bsestarmf.in/MFUploadService/MFUploadService.svc',
  BSE_FILE_UPLOAD_URL: 'https://bsestarmf.in/StarMFFileUploadService/StarMFFileUploadService.svc',
  BSE_API_URL: 'https://bsestarmf.in/StarMFCommonAPI',
};
Object.assign(LIVE, BSE);

describe('production mode', () => {
  it('has no dev outbox endpoint', async () => {
    const res = await t.app.request('/api/dev/outbox?to=9000000000');
    expect(res.status).toBe(404);
  });

  const KEY = { FIELD_ENCRYPTION_KEY: Buffer.alloc(32, 7).toString('base64'), ...BSE };

  it('refuses to start on the simulated exchange', () => {
    const prod = { NIVESH_MODE: 'production', NIVESH_SECRET: SECRET, ...KEY, ...LIVE };
    expect(() => assertSafeConfig(loadConfig({ ...prod, EXCHANGE: 'simulated' }))).toThrow(
      'Refusing to start: production mode with the simulated exchange. Set EXCHANGE=bse',
    );
    expect(() => assertSafeConfig(loadConfig({ ...prod, EXCHANGE: '' }))).toThrow(/simulated exchange/);
    expect(() => assertSafeConfig(loadConfig(prod))).not.toThrow();
  });

  it('refuses to start with the dev outbox unless told explicitly', () => {
    expect(() => assertSafeConfig(loadConfig({ NIVESH_MODE: 'production', NIVESH_SECRET: SECRET, ...KEY, OTP_DELIVERY: 'outbox' }))).toThrow(/dev OTP outbox/);
    expect(() =>
      assertSafeConfig(loadConfig({ NIVESH_MODE: 'production', NIVESH_SECRET: SECRET, ...KEY, OTP_DELIVERY: 'outbox', ALLOW_DEV_OUTBOX: '1' })),
    ).not.toThrow();
    expect(() => assertSafeConfig(loadConfig({ NIVESH_MODE: 'production', NIVESH_SECRET: SECRET, ...KEY }))).toThrow(/SMTP_URL/);
    expect(() => assertSafeConfig(loadConfig({ NIVESH_MODE: 'production', NIVESH_SECRET: SECRET, ...KEY, ...LIVE }))).not.toThrow();
  });

  it('refuses SMS without its DLT registration, saying what is missing (carriers drop such SMS)', () => {
    const prod = { NIVESH_MODE: 'production', NIVESH_SECRET: SECRET, ...KEY };
    expect(() => assertSafeConfig(loadConfig({ ...prod, ...LIVE, SMS_PROVIDER: '' }))).toThrow(/needs SMS_PROVIDER \(gupshup\) with its DLT fields/);
    expect(() => assertSafeConfig(loadConfig({ ...prod, ...LIVE, SMS_DLT_ENTITY_ID: '' }))).toThrow(/needs SMS_DLT_ENTITY_ID \(the principal entity ID/);
    expect(() => assertSafeConfig(loadConfig({ ...prod, ...LIVE, SMS_SENDER_HEADER: 'NIV' }))).toThrow(/SMS_SENDER_HEADER as six letters \(got "NIV"\)/);
    const oneMissing = JSON.stringify(Object.fromEntries(SMS_KINDS.filter((k) => k !== 'OTP_TRANSACTION').map((k) => [k, '1207160000000012345'])));
    expect(() => assertSafeConfig(loadConfig({ ...prod, ...LIVE, SMS_DLT_TEMPLATES: oneMissing }))).toThrow(
      /a DLT template ID for every SMS text: SMS_DLT_TEMPLATE_OTP_TRANSACTION \(or SMS_DLT_TEMPLATES\)/,
    );
    // one variable per kind completes the map
    expect(() =>
      assertSafeConfig(loadConfig({ ...prod, ...LIVE, SMS_DLT_TEMPLATES: oneMissing, SMS_DLT_TEMPLATE_OTP_TRANSACTION: '1207160000000099999' })),
    ).not.toThrow();
    expect(() => loadConfig({ ...prod, ...LIVE, SMS_DLT_TEMPLATES: '{"OTP_LOGIN":"1"}' })).toThrow(/unknown message kind "OTP_LOGIN"/);
    expect(() => loadConfig({ ...prod, ...LIVE, SMS_PROVIDER: 'twilio' })).toThrow('SMS_PROVIDER must be gupshup, got "twilio"');
  });

  it('refuses mail From a domain that cannot carry SPF and DKIM records', () => {
    const prod = { NIVESH_MODE: 'production', NIVESH_SECRET: SECRET, ...KEY, ...LIVE };
    expect(() => assertSafeConfig(loadConfig({ ...prod, SMTP_FROM: '' }))).toThrow(/SMTP_FROM on the domain whose SPF and DKIM records you publish/);
    expect(() => assertSafeConfig(loadConfig({ ...prod, SMTP_FROM: 'Nivesh <no-reply@nivesh.local>' }))).toThrow(/SMTP_FROM/);
  });

  it('refuses to start without a key for bank account numbers, and never makes one up', () => {
    const live = { NIVESH_MODE: 'production', NIVESH_SECRET: SECRET, ...LIVE };
    expect(() => assertSafeConfig(loadConfig(live))).toThrow(/FIELD_ENCRYPTION_KEY/);
    expect(() => assertSafeConfig(loadConfig({ ...live, FIELD_ENCRYPTION_KEY_FILE: '/run/secrets/nivesh-field-key' }))).not.toThrow();
  });
});

describe('the server secret', () => {
  const live = LIVE;

  it('production refuses to start without it, and refuses a short one', () => {
    expect(() => assertSafeConfig(loadConfig({ NIVESH_MODE: 'production', ...live }))).toThrow(/NIVESH_SECRET/);
    expect(() => loadConfig({ NIVESH_MODE: 'production', NIVESH_SECRET: 'short', ...live })).toThrow(/at least 32 bytes/);
    expect(() => resolveSecret(loadConfig({ NIVESH_MODE: 'production', ...live }))).toThrow(/Refusing to start/);
  });

  it('demo mode generates it once in the data folder with mode 0600, and reads the same one again', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'nivesh-secret-'));
    try {
      const config = loadConfig({ NIVESH_MODE: 'demo', DATA_DIR: dataDir });
      const first = resolveSecret(config, () => {});
      expect(first.length).toBeGreaterThanOrEqual(32);
      expect(statSync(join(dataDir, 'secret.key')).mode & 0o777).toBe(0o600);
      expect(resolveSecret(config, () => {}).equals(first)).toBe(true);
      // a copy readable by others is tightened in demo mode...
      chmodSync(join(dataDir, 'secret.key'), 0o644);
      expect(resolveSecret(config, () => {}).equals(first)).toBe(true);
      expect(statSync(join(dataDir, 'secret.key')).mode & 0o777).toBe(0o600);
      // ...and refused in production
      chmodSync(join(dataDir, 'secret.key'), 0o644);
      expect(() => resolveSecret(loadConfig({ NIVESH_MODE: 'production', NIVESH_SECRET_FILE: join(dataDir, 'secret.key'), ...live }))).toThrow(
        /readable by others/,
      );
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('production reads NIVESH_SECRET_FILE when it is private', () => {
    const dir = mkdtempSync(join(tmpdir(), 'nivesh-secret-'));
    try {
      writeFileSync(join(dir, 'key'), `${SECRET}\n`, { mode: 0o600 });
      const config = loadConfig({
        NIVESH_MODE: 'production',
        NIVESH_SECRET_FILE: join(dir, 'key'),
        FIELD_ENCRYPTION_KEY_FILE: '/run/secrets/nivesh-field-key',
        ...live,
      });
      expect(() => assertSafeConfig(config)).not.toThrow();
      expect(resolveSecret(config).toString()).toBe(SECRET);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('where demo mode listens', () => {
  it('demo binds 127.0.0.1 unless HOST is set, and says why at start-up', () => {
    const demo = loadConfig({ NIVESH_MODE: 'demo' });
    expect(demo.host).toBe('127.0.0.1');
    expect(startupWarnings(demo).join('\n')).toMatch(/listening on 127\.0\.0\.1 only.*dev outbox/);
  });

  it('demo with HOST set to a reachable address warns loudly that every OTP is readable', () => {
    const open = loadConfig({ NIVESH_MODE: 'demo', HOST: '0.0.0.0' });
    expect(open.host).toBe('0.0.0.0');
    const text = startupWarnings(open).join('\n');
    expect(text).toMatch(/WARNING: demo mode is listening on 0\.0\.0\.0/);
    expect(text).toMatch(/read every OTP at \/api\/dev\/outbox/);
  });

  it('production listens on all addresses by default and has nothing to warn about', () => {
    const prod = loadConfig({ NIVESH_MODE: 'production', NIVESH_SECRET: SECRET });
    expect(prod.host).toBe('0.0.0.0');
    expect(startupWarnings(prod)).toEqual([]);
  });
});
