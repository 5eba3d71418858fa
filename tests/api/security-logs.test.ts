/**
 * Security (ASVS 5.0 V16.2.5, V14.x): a failing request that carries a session token, a
 * PAN, an account number, an address and a name logs none of them, nor the token's hash, nor the
 * failed query's parameters.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { sha256Hex } from '../../src/server/lib/crypto.ts';
import { createLogger } from '../../src/server/lib/logger.ts';
import { redactLogData } from '../../src/server/lib/log-redact.ts';
import type { TestApp } from './support/harness.ts';
import { completeSteps, createOnboardingApp, investor, type Investor } from './support/onboarding.ts';

let t: TestApp;
let inv: Investor;
const lines: string[] = [];
beforeAll(async () => {
  t = await createOnboardingApp();
  t.deps.log = createLogger((_, line) => lines.push(line));
  inv = await investor(t);
  await completeSteps(t, inv, 'nominee');
});
afterAll(() => t.close());

const SECRETS = {
  address1: 'Flat 12 Sunshine Apartments',
  address2: 'Koregaon Park Lane',
  pincode: '411001',
};

describe('error logs', () => {
  it('a request failing in the database logs neither what the investor typed nor the token', async () => {
    lines.length = 0;
    // the profile table is away: the save fails after the query was built with the investor's values
    await t.deps.db.execute(sql`alter table onboarding_profiles rename to onboarding_profiles_away`);
    try {
      const res = await inv.call('POST', '/onboard-user', {
        page_no: 6,
        Home_Address1: SECRETS.address1,
        Home_Address2: SECRETS.address2,
        Home_Country: 1,
        Home_State: 21,
        Home_City: 21001,
        Home_PinCode: SECRETS.pincode,
      });
      expect(res.status).toBe(500);
      expect(res.body).toEqual({ errors: ['Something went wrong'] });
    } finally {
      await t.deps.db.execute(sql`alter table onboarding_profiles_away rename to onboarding_profiles`);
    }
    const log = lines.join('\n');
    expect(lines.length).toBeGreaterThan(0);
    expect(log).toContain('unhandled error');
    expect(log).toContain('/api/onboarding/onboard-user');
    for (const value of [SECRETS.address1, SECRETS.address2, SECRETS.pincode, inv.token, sha256Hex(inv.token), inv.mobile]) {
      expect(log, value).not.toContain(value);
    }
  });

  it('drops listed fields by name and scrubs PANs, emails, long numbers and tokens from free text', () => {
    const out = JSON.stringify(
      redactLogData({
        path: '/api/dev/outbox?to=9876543210',
        token: 'abc',
        PAN: 'ABCPK1234F',
        ACNo: '001234567890',
        Home_Address1: '4 Marine Drive',
        First_Name: 'Asha',
        email_id: 'asha@example.com',
        otp: '123456',
        error:
          'Failed query: insert into x values ($1, $2)\nparams: ABCPK1234F,4 Marine Drive\nKey (pan)=(ABCPK1234F) already exists; mail asha@example.com; account 001234567890; hash 9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08',
        job: 'allotment',
        rows: 12,
      }),
    );
    for (const value of [
      '9876543210',
      'ABCPK1234F',
      '001234567890',
      '4 Marine Drive',
      'Asha',
      'asha@example.com',
      '123456',
      '9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08',
    ]) {
      expect(out, value).not.toContain(value);
    }
    expect(out).toContain('/api/dev/outbox');
    expect(out).toContain('allotment');
    expect(out).toContain('"rows":12');
  });
});
