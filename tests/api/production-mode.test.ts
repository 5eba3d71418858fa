import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assertSafeConfig, loadConfig } from '../../src/server/config.ts';
import { createTestApp, type TestApp } from './support/harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ config: { mode: 'production' } });
});
afterAll(() => t.close());

describe('production mode', () => {
  it('has no dev outbox endpoint', async () => {
    const res = await t.app.request('/api/dev/outbox?to=9000000000');
    expect(res.status).toBe(404);
  });

  const KEY = { FIELD_ENCRYPTION_KEY: Buffer.alloc(32, 7).toString('base64') };

  it('refuses to start with the dev outbox unless told explicitly', () => {
    expect(() => assertSafeConfig(loadConfig({ NIVESH_MODE: 'production', OTP_DELIVERY: 'outbox', ...KEY }))).toThrow(/dev OTP outbox/);
    expect(() => assertSafeConfig(loadConfig({ NIVESH_MODE: 'production', OTP_DELIVERY: 'outbox', ALLOW_DEV_OUTBOX: '1', ...KEY }))).not.toThrow();
    expect(() => assertSafeConfig(loadConfig({ NIVESH_MODE: 'production', ...KEY }))).toThrow(/SMTP_URL/);
    expect(() =>
      assertSafeConfig(loadConfig({ NIVESH_MODE: 'production', SMTP_URL: 'smtp://mail.example.com:587', SMS_GATEWAY_URL: 'https://sms.example.com/send', ...KEY })),
    ).not.toThrow();
  });

  it('refuses to start without a key for bank account numbers, and never makes one up', () => {
    const live = { NIVESH_MODE: 'production', SMTP_URL: 'smtp://mail.example.com:587', SMS_GATEWAY_URL: 'https://sms.example.com/send' };
    expect(() => assertSafeConfig(loadConfig(live))).toThrow(/FIELD_ENCRYPTION_KEY/);
    expect(() => assertSafeConfig(loadConfig({ ...live, FIELD_ENCRYPTION_KEY_FILE: '/run/secrets/nivesh-field-key' }))).not.toThrow();
  });
});
