/**
 * Security (ASVS 5.0 V11.4.x, V13.3.x): stored OTP hashes are keyed with the server
 * secret, so a copy of the table cannot be searched for the million possible OTPs; signing keys
 * come from configuration, not from the database.
 */
import { createHash, createHmac, hkdfSync } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { otpChallenges } from '../../src/server/db/schema.ts';
import { createTestApp, type TestApp } from './support/harness.ts';

const KEY = Buffer.from('k'.repeat(48));
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ config: { secret: { key: KEY, file: null } } });
});
afterAll(() => t.close());

describe('OTP hashes', () => {
  it('are an HMAC keyed with a key derived from the server secret, not SHA-256 of (code, otp)', async () => {
    const res = await t.call('POST', '/api/signup', { phone_number: '9899900001' });
    const code = res.body.user_details.code as string;
    const otp = await t.latestOtp('9899900001');
    const [row] = await t.deps.db.select().from(otpChallenges).where(eq(otpChallenges.code, code));
    expect(row!.otpHash).not.toBe(createHash('sha256').update(`${code}:${otp}`).digest('hex'));
    // an attacker with the table but not the secret cannot try the 10^6 OTPs against it
    const unkeyed = Array.from({ length: 1000 }, (_, i) =>
      createHash('sha256')
        .update(`${code}:${String(i).padStart(6, '0')}`)
        .digest('hex'),
    );
    expect(unkeyed).not.toContain(row!.otpHash);
    const otpKey = Buffer.from(hkdfSync('sha256', KEY, Buffer.alloc(0), 'nivesh:otp', 32));
    expect(row!.otpHash).toBe(createHmac('sha256', otpKey).update(`${code}:${otp}`).digest('hex'));
  });
});

describe('signing secrets', () => {
  it('are not in the database', async () => {
    const tables = await t.deps.db.execute(sql`select table_name from information_schema.tables where table_schema = 'public' and table_name like '%secret%'`);
    expect((tables as unknown as { rows: unknown[] }).rows ?? tables).toHaveLength(0);
  });

  it('come from configuration: another secret gives other login handles', async () => {
    const other = await createTestApp({ config: { secret: { key: Buffer.from('z'.repeat(48)), file: null } } });
    try {
      const a = await t.call('POST', '/api/login/get-details', { type: 1, identifier: 'ABCPE1234F' });
      const b = await other.call('POST', '/api/login/get-details', { type: 1, identifier: 'ABCPE1234F' });
      const again = await t.call('POST', '/api/login/get-details', { type: 1, identifier: 'ABCPE1234F' });
      expect(a.body.userDetails.ID).toBe(again.body.userDetails.ID);
      expect(b.body.userDetails.ID).not.toBe(a.body.userDetails.ID);
    } finally {
      await other.close();
    }
  });
});
