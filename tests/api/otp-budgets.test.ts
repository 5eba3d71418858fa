/**
 * Sign-in and sign-up codes keep their strict budget (3 per number in 15
 * minutes); transaction OTPs have their own budget, sized for an investor placing several orders
 * in a row; every refusal says when to try again (the spec's 'Try Another Time' plus the wait).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/harness.ts';
import { onboardedInvestor, seedTestCatalogue, type TestCatalogue } from './support/orders-fixture.ts';
import { addToCart } from './support/orders-flow.ts';

let t: TestApp;
let cat: TestCatalogue;
beforeAll(async () => {
  t = await createTestApp({ start: '2026-11-20T05:30:00Z' });
  cat = await seedTestCatalogue(t.deps.db);
});
afterAll(() => t.close());

const lumpsum = (amount: string) => ({
  TrType: 'NEW',
  AccNo: '',
  Amount: amount,
  AmcId: cat.amcId,
  Sch: cat.equity,
  Growthoption: 'Y',
  DividendReinvestment: 'N',
});

describe('transaction OTP budget', () => {
  it('an investor places ten orders in 15 minutes, one checkout OTP each; the eleventh is refused with the wait', async () => {
    const mobile = '9866600001';
    const inv = await onboardedInvestor(t, mobile);
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) {
      t.clock.advance(40_000);
      const ihno = await addToCart(t, inv.token, lumpsum('5000'));
      const sent = await t.call('POST', '/api/transaction/insert-tansaction-otp', { ihno: [ihno], type: 'Lumpsum' }, { token: inv.token });
      statuses.push(sent.status);
    }
    expect(statuses).toEqual(Array.from({ length: 10 }, () => 200));
    t.clock.advance(40_000);
    const ihno = await addToCart(t, inv.token, lumpsum('5000'));
    const eleventh = await t.call('POST', '/api/transaction/insert-tansaction-otp', { ihno: [ihno], type: 'Lumpsum' }, { token: inv.token });
    expect(eleventh.status).toBe(429);
    // the first of the ten was sent 400 s ago: it leaves the 15-minute window in 500 s
    expect(eleventh.body).toEqual({ errors: ['Try Another Time. Please try again in 9 minutes.'], code: 'OTP_SEND_LIMIT', retry_after: 500 });
    expect(eleventh.headers.get('retry-after')).toBe('500');
  });

  it('transaction OTPs do not use up the sign-in budget, nor sign-in codes the transaction budget', async () => {
    const mobile = '9866600002';
    const inv = await onboardedInvestor(t, mobile);
    t.clock.advance(16 * 60_000); // the sign-up send leaves the window
    for (let i = 0; i < 4; i++) {
      t.clock.advance(31_000);
      const ihno = await addToCart(t, inv.token, lumpsum('5000'));
      expect((await t.call('POST', '/api/transaction/insert-tansaction-otp', { ihno: [ihno], type: 'Lumpsum' }, { token: inv.token })).status).toBe(200);
    }
    // the fourth order in 15 minutes went through; sign-in still has its 3 sends
    const d = await t.call('POST', '/api/login/get-details', { type: 2, identifier: mobile });
    const sends: number[] = [];
    for (let i = 0; i < 4; i++) {
      t.clock.advance(31_000);
      sends.push((await t.call('POST', '/api/login/send-login-code', { type: 2, ID: d.body.userDetails.ID, phone_number: mobile })).status);
    }
    expect(sends).toEqual([200, 200, 200, 429]);
    t.clock.advance(31_000);
    const ihno = await addToCart(t, inv.token, lumpsum('5000'));
    expect((await t.call('POST', '/api/transaction/insert-tansaction-otp', { ihno: [ihno], type: 'Lumpsum' }, { token: inv.token })).status).toBe(200);
  });

  it('the 30-second resend rule still holds for transaction OTPs, with the wait', async () => {
    const inv = await onboardedInvestor(t, '9866600003');
    const ihno = await addToCart(t, inv.token, lumpsum('5000'));
    expect((await t.call('POST', '/api/transaction/insert-tansaction-otp', { ihno: [ihno], type: 'Lumpsum' }, { token: inv.token })).status).toBe(200);
    t.clock.advance(10_000);
    const again = await t.call('POST', '/api/transaction/insert-tansaction-otp', { ihno: [ihno], type: 'Lumpsum' }, { token: inv.token });
    expect(again.status).toBe(429);
    expect(again.body.errors).toEqual(['Try Another Time. Please try again in 20 seconds.']);
  });
});

describe('sign-in and sign-up budget', () => {
  it('stays 3 per number in 15 minutes across sign-up and sign-in, refused with the wait', async () => {
    const mobile = '9866600004';
    const statuses: number[] = [];
    const bodies: unknown[] = [];
    expect((await t.call('POST', '/api/signup', { phone_number: mobile })).status).toBe(200);
    for (let i = 0; i < 3; i++) {
      t.clock.advance(60_000);
      const r = await t.call('POST', '/api/signup/resend-otp', { phone_number: mobile });
      statuses.push(r.status);
      bodies.push(r.body);
    }
    expect(statuses).toEqual([200, 200, 429]);
    // the first send leaves the window at 15:00 after it; 3 minutes have passed
    expect(bodies[2]).toEqual({ errors: ['Try Another Time. Please try again in 12 minutes.'], code: 'OTP_SEND_LIMIT', retry_after: 720 });
  });
});

describe('per-IP send limit (OTP_IP_SENDS_PER_HOUR)', () => {
  it('counts every flow from one address in an hour, refuses the next with the wait, and frees after the hour', async () => {
    const app = await createTestApp({ start: '2026-11-20T05:30:00Z' });
    app.deps.config.otp.ipSendsPerHour = 3;
    try {
      const ip = '203.0.113.7';
      const sends: number[] = [];
      for (let i = 0; i < 3; i++) {
        sends.push((await app.call('POST', '/api/signup', { phone_number: `986670000${i}` }, { ip })).status);
        app.clock.advance(60_000);
      }
      expect(sends).toEqual([200, 200, 200]);
      const refused = await app.call('POST', '/api/signup', { phone_number: '9866700009' }, { ip });
      // the limit counts in clock-hour windows: at 05:33 UTC this one ends at 06:00, in 27 minutes
      expect(refused).toMatchObject({
        status: 429,
        body: { errors: ['Try Another Time. Please try again in 27 minutes.'], code: 'OTP_IP_LIMIT', retry_after: 1620 },
      });
      // another address is not held back by this one
      expect((await app.call('POST', '/api/signup', { phone_number: '9866700009' }, { ip: '203.0.113.8' })).status).toBe(200);
      app.clock.advance(27 * 60_000);
      expect((await app.call('POST', '/api/signup', { phone_number: '9866700008' }, { ip })).status).toBe(200);
    } finally {
      await app.close();
    }
  });
});
