/**
 * Security (ASVS 5.0 V6.3.8 / V2.4.1): the unauthenticated calls answer the same for an
 * identifier that has an account and one that has not — status, shape, and the way their limits
 * trip. Each scenario runs the known and the unknown identifier side by side, request for
 * request at the same instant, each from an address of its own.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '../../src/server/db/schema.ts';
import { createTestApp, signUp, type TestApp } from './support/harness.ts';

let t: TestApp;
const KNOWN = { mobile: '9811100001', pan: 'ABCPE1111F', email: 'known@example.com', id: '' };
const UNKNOWN = { mobile: '9811100002', pan: 'ZZZPZ1111Z', id: 'ZZZZZZZZZZ' };

beforeAll(async () => {
  // small limits so each scenario trips them in a few requests
  t = await createTestApp({ config: { rateLimits: { publicPerIpPer15Min: 12, publicPerIdentifierPer15Min: 6 } } });
  const s = await signUp(t, KNOWN.mobile);
  await t.deps.db.update(users).set({ pan: KNOWN.pan, email: KNOWN.email }).where(eq(users.mobile, KNOWN.mobile));
  KNOWN.id = s.user.ID;
  // the sign-up's own send leaves every window
  t.clock.advance(16 * 60_000);
});
afterAll(() => t.close());

type Res = Awaited<ReturnType<TestApp['call']>>;

/** What an observer can compare: status, the answer's keys, and a refusal in full. */
function observable(r: Res) {
  if (r.status >= 400) return { status: r.status, body: r.body, retryAfter: r.headers.get('retry-after') };
  return { status: r.status, keys: Object.keys(r.body).sort(), inner: Object.keys(Object.values(r.body)[0] ?? {}).sort() };
}

let ipSeq = 0;
const pairIps = () => {
  ipSeq++;
  return { known: `198.18.${ipSeq}.1`, unknown: `198.18.${ipSeq}.2` };
};

/**
 * Runs `steps` requests for both identifiers at the same clock instants; `gapMs[i]` is the time
 * moved before request i. Returns both observation lists.
 */
async function sideBySide(gapsMs: number[], request: (who: 'known' | 'unknown', ip: string) => Promise<Res>) {
  const ips = pairIps();
  const known: unknown[] = [];
  const unknown: unknown[] = [];
  for (const gap of gapsMs) {
    t.clock.advance(gap);
    known.push(observable(await request('known', ips.known)));
    unknown.push(observable(await request('unknown', ips.unknown)));
  }
  return { known, unknown };
}

// at once, at once, then every 31 s: cooldown, then the 3-per-15-minute budget, then the per-identifier limit
const SEND_GAPS = [0, 0, 31_000, 31_000, 31_000, 31_000, 31_000, 31_000];

describe('login/get-details', () => {
  it.each([
    [1, 'PAN'],
    [2, 'mobile'],
    [3, 'Nivesh ID'],
  ] as const)('type %s (%s): same status, shape and limits for known and unknown', async (type, _label) => {
    const value = (who: 'known' | 'unknown') =>
      type === 1
        ? who === 'known'
          ? KNOWN.pan
          : UNKNOWN.pan
        : type === 2
          ? who === 'known'
            ? KNOWN.mobile
            : UNKNOWN.mobile
          : who === 'known'
            ? KNOWN.id
            : UNKNOWN.id;
    const { known, unknown } = await sideBySide(
      Array.from({ length: 8 }, () => 1_000),
      (who, ip) => t.call('POST', '/api/login/get-details', { type, identifier: value(who) }, { ip }),
    );
    expect(unknown).toEqual(known);
    // the per-identifier limit (6 in this test) trips at the same request for both
    expect(known.map((k) => (k as { status: number }).status)).toEqual([200, 200, 200, 200, 200, 200, 429, 429]);
  });

  it('(a) Mobile tab: the masked number ends in the digits typed, whether or not the number has an account', async () => {
    t.clock.advance(16 * 60_000);
    const k = await t.call('POST', '/api/login/get-details', { type: 2, identifier: KNOWN.mobile });
    const u = await t.call('POST', '/api/login/get-details', { type: 2, identifier: UNKNOWN.mobile });
    expect(k.body.userDetails.phone_number).toBe(`XXXXXX${KNOWN.mobile.slice(-4)}`);
    expect(u.body.userDetails.phone_number).toBe(`XXXXXX${UNKNOWN.mobile.slice(-4)}`);
  });

  it('has a per-IP limit whatever the identifiers', async () => {
    t.clock.advance(16 * 60_000);
    const ip = '198.18.200.1';
    const statuses: number[] = [];
    for (let i = 0; i < 14; i++)
      statuses.push((await t.call('POST', '/api/login/get-details', { type: 2, identifier: `98222${String(i).padStart(5, '0')}` }, { ip })).status);
    expect(statuses.filter((s) => s === 429)).toHaveLength(2); // 12 per 15 minutes per IP in this test
  });
});

async function handle(type: 1 | 2 | 3, identifier: string): Promise<string> {
  const d = await t.call('POST', '/api/login/get-details', { type, identifier }, { ip: '198.18.250.250' });
  expect(d.status).toBe(200);
  return d.body.userDetails.ID as string;
}

describe('login/send-login-code, send_email_otp and resend-login-code', () => {
  it.each([
    [1, 'PAN'],
    [2, 'phone_number'],
    [3, 'nivesh_id'],
  ] as const)('send-login-code by type %s: same answers, same cooldown, same budget, same limits', async (type, field) => {
    t.clock.advance(16 * 60_000);
    const value = {
      known: type === 1 ? KNOWN.pan : type === 2 ? KNOWN.mobile : KNOWN.id,
      unknown: type === 1 ? UNKNOWN.pan : type === 2 ? UNKNOWN.mobile : UNKNOWN.id,
    };
    const ids = { known: await handle(type, value.known), unknown: await handle(type, value.unknown) };
    const { known, unknown } = await sideBySide(SEND_GAPS, (who, ip) =>
      t.call('POST', '/api/login/send-login-code', { type, ID: ids[who], [field]: value[who] }, { ip }),
    );
    expect(unknown).toEqual(known);
    const statuses = known.map((k) => (k as { status: number }).status);
    // 200, cooldown 429, 200, 200, then the 3-send budget, then still refused
    expect(statuses.slice(0, 5)).toEqual([200, 429, 200, 200, 429]);
  });

  it('send_email_otp: same answers and limits (a known investor with an email, an unknown PAN)', async () => {
    t.clock.advance(16 * 60_000);
    const { known, unknown } = await sideBySide(SEND_GAPS, (who, ip) =>
      t.call('POST', '/api/login/send_email_otp', { type: 1, PAN: who === 'known' ? KNOWN.pan : UNKNOWN.pan }, { ip }),
    );
    expect(unknown).toEqual(known);
  });

  it('(b) an SMS code then, within 30 s, an email code: both succeed for an unknown PAN as for a known one', async () => {
    t.clock.advance(16 * 60_000);
    const ids = { known: await handle(1, KNOWN.pan), unknown: await handle(1, UNKNOWN.pan) };
    for (const who of ['known', 'unknown'] as const) {
      const pan = who === 'known' ? KNOWN.pan : UNKNOWN.pan;
      const sms = await t.call('POST', '/api/login/send-login-code', { type: 1, ID: ids[who], PAN: pan });
      expect(sms.status, who).toBe(200);
      t.clock.advance(5_000);
      const email = await t.call('POST', '/api/login/send_email_otp', { type: 1, PAN: pan });
      expect(email.status, `${who}: ${JSON.stringify(email.body)}`).toBe(200);
    }
  });

  it('resend-login-code: same answers and limits', async () => {
    t.clock.advance(16 * 60_000);
    const ids = { known: await handle(3, KNOWN.id), unknown: await handle(3, UNKNOWN.id) };
    const codes = {
      known: (await t.call('POST', '/api/login/send-login-code', { type: 3, ID: ids.known, nivesh_id: KNOWN.id })).body.code as string,
      unknown: (await t.call('POST', '/api/login/send-login-code', { type: 3, ID: ids.unknown, nivesh_id: UNKNOWN.id })).body.code as string,
    };
    const { known, unknown } = await sideBySide([0, 31_000, 31_000, 31_000], async (who, ip) => {
      const r = await t.call('POST', '/api/login/resend-login-code', { code: codes[who] }, { ip });
      if (r.status === 200) codes[who] = r.body.code;
      return r;
    });
    expect(unknown).toEqual(known);
  });

  it('verify-login-code: a wrong code answers the same, and five wrong tries end both', async () => {
    t.clock.advance(16 * 60_000);
    const ids = { known: await handle(2, KNOWN.mobile), unknown: await handle(2, UNKNOWN.mobile) };
    const codes = {
      known: (await t.call('POST', '/api/login/send-login-code', { type: 2, ID: ids.known, phone_number: KNOWN.mobile })).body.code as string,
      unknown: (await t.call('POST', '/api/login/send-login-code', { type: 2, ID: ids.unknown, phone_number: UNKNOWN.mobile })).body.code as string,
    };
    const real = await t.latestOtp(KNOWN.mobile);
    const wrong = real === '000000' ? '111111' : '000000';
    const { known, unknown } = await sideBySide([0, 0, 0, 0, 0, 0], (who, ip) =>
      t.call('POST', '/api/login/verify-login-code', { code: codes[who], otp: wrong }, { ip }),
    );
    expect(unknown).toEqual(known);
  });
});

describe('signup', () => {
  it("(c) a registered number and a new one trip the same limits at the same request; the spec's answer stays", async () => {
    t.clock.advance(16 * 60_000);
    const ips = pairIps();
    const statuses = { known: [] as number[], unknown: [] as number[] };
    const refusals = { known: [] as unknown[], unknown: [] as unknown[] };
    const knownAnswers: unknown[] = [];
    for (const gap of SEND_GAPS) {
      t.clock.advance(gap);
      for (const who of ['known', 'unknown'] as const) {
        const r = await t.call('POST', '/api/signup', { phone_number: who === 'known' ? KNOWN.mobile : '9811100099' }, { ip: ips[who] });
        statuses[who].push(r.status);
        if (r.status >= 400) refusals[who].push(r.body);
        if (who === 'known' && r.status === 200) knownAnswers.push(r.body);
      }
    }
    expect(knownAnswers.length).toBeGreaterThan(0);
    for (const a of knownAnswers) expect(a).toEqual({ already_registered: true, error: 'Already Registered!!' });
    expect(statuses.unknown).toEqual(statuses.known);
    expect(refusals.unknown).toEqual(refusals.known);
    expect(statuses.known.slice(0, 5)).toEqual([200, 429, 200, 200, 429]);
    // the per-number limit (6 requests in this test) refuses the rest
    expect(refusals.known.at(-1)).toMatchObject({ code: 'RATE_LIMIT' });
  });

  it('signup has a per-IP limit', async () => {
    t.clock.advance(16 * 60_000);
    const ip = '198.18.201.1';
    const statuses: number[] = [];
    for (let i = 0; i < 14; i++) statuses.push((await t.call('POST', '/api/signup', { phone_number: `98333${String(i).padStart(5, '0')}` }, { ip })).status);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(2);
    expect(statuses.slice(0, 12).every((s) => s === 200)).toBe(true);
  });
});
