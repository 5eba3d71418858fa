import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { cartItems, folios, lots } from '../../src/server/db/schema.ts';
import { createTestApp, signUp, type TestApp } from './support/harness.ts';
import { onboardedInvestor, type TestCatalogue } from './support/orders-fixture.ts';
import { investCatalogue, seedIdea } from './support/invest-fixture.ts';

let t: TestApp;
let cat: TestCatalogue;
let core: number;
let lumpOnly: number;
let noCode: number;
let inv: Awaited<ReturnType<typeof onboardedInvestor>>;

beforeAll(async () => {
  // Friday 20 November 2026, 11:00 IST
  t = await createTestApp({ start: '2026-11-20T05:30:00Z' });
  cat = await investCatalogue(t);
  core = await seedIdea(t.deps.db, {
    name: 'Core Basket',
    members: [
      [cat.equity, '40.00'],
      [cat.equity2, '30.00'],
      [cat.liquid, '30.00'],
    ],
  });
  lumpOnly = await seedIdea(t.deps.db, {
    name: 'Lumpsum Only',
    category: 'multi-asset',
    members: [
      [cat.equity, '50.00'],
      [cat.noSip, '50.00'],
    ],
  });
  noCode = await seedIdea(t.deps.db, {
    name: 'New Launch',
    members: [
      [cat.equity, '50.00'],
      [cat.noCode, '50.00'],
    ],
  });
  // an operator's slip: weights add up to 90 — not offered
  await seedIdea(t.deps.db, {
    name: 'Lopsided',
    members: [
      [cat.equity, '50.00'],
      [cat.equity2, '40.00'],
    ],
  });
  await seedIdea(t.deps.db, { name: 'Retired idea', members: [[cat.equity, '100.00']], active: false });
  inv = await onboardedInvestor(t, '9711000001');
});
afterAll(() => t.close());

const get = (path: string, token = inv.token) => t.call('GET', path, undefined, { token });
const cart = async (token = inv.token) => (await get('/api/transaction/get_cart_details', token)).body.cart_details;

describe('GET /ideas, details and schemes', () => {
  it('lists the ideas on offer with the minimum that fits every scheme: ₹5,000 minimums at 30% need ₹16,700', async () => {
    const res = await get('/api/ideas');
    expect(res.status).toBe(200);
    const names = res.body.investment_ideas.map((i: { Inv_IdeaName: string }) => i.Inv_IdeaName);
    expect(names).toEqual(['Core Basket', 'Lumpsum Only', 'New Launch']);
    expect(res.body.investment_ideas[0]).toMatchObject({
      Id: core,
      Min_Amt: '16700.00',
      Category: 'equity',
      CategoryName: 'Equity',
      Description: 'Core Basket description',
    });
    expect(res.body.investment_ideas[1]).toMatchObject({ Category: 'multi-asset', CategoryName: 'Multi Asset', Min_Amt: '10000.00' });
  });

  it('needs a session', async () => {
    expect((await t.call('GET', '/api/ideas')).status).toBe(401);
  });

  it('details: overview, the five methodology steps, highlights, allocation, and performance from the NAV history', async () => {
    const res = await get(`/api/ideas/get_details/${core}`);
    expect(res.status).toBe(200);
    const d = res.body.investment_details;
    expect(d.Overview).toBe('Core Basket overview');
    expect(d.methodology.map((m: { title: string }) => m.title)).toEqual([
      'Universe',
      'Category filter',
      'Scheme selection',
      'Investment allocation',
      'Rebalancing',
    ]);
    expect(d.highlights).toEqual([{ Title: 'Highlight', highLightDescription: 'Why', highLightImagePath: '/images/invest/highlight.svg' }]);
    expect(d.allocation).toEqual([
      { AssetClass: 'Equity', Weightage: '70.00' },
      { AssetClass: 'Liquid', Weightage: '30.00' },
    ]);
    // The test NAVs climb by 0.01 a day from 100, 50 and 1,000 on 1-Jan-2025; the latest is 31-Dec-2028 (day 1460).
    // 1Y: from 31-Dec-2027 (day 1094): 0.4 × 114.60/110.94 + 0.3 × 64.60/60.94 + 0.3 × 1014.60/1010.94 = 1.03230 → 3.23%
    const oneYear = 0.4 * (114.6 / 110.94) + 0.3 * (64.6 / 60.94) + 0.3 * (1014.6 / 1010.94);
    expect(d.performance['1Y']).toBe(((oneYear - 1) * 100).toFixed(2));
    expect(d.performance['1Y']).toBe('3.23');
    // 3Y from 31-Dec-2025 (day 364), annualised
    const threeYears = 0.4 * (114.6 / 103.64) + 0.3 * (64.6 / 53.64) + 0.3 * (1014.6 / 1003.64);
    expect(d.performance['3Y']).toBe(((Math.pow(threeYears, 1 / 3) - 1) * 100).toFixed(2));
    // the history starts in 2025: no 5-year figure rather than a wrong one
    expect(d.performance['5Y']).toBeNull();
    expect(d.performance.asOf).toBe('2028-12-31');
  });

  it('an unknown, retired or lopsided idea is not found', async () => {
    for (const path of ['/api/ideas/get_details/999999', '/api/ideas/get_schemes/abc']) {
      const res = await get(path);
      expect(res.status).toBe(404);
      expect(res.body.errors[0]).toBe('Investment idea not found');
    }
  });

  it('schemes: weights, exchange codes, returns, and the idea’s SIP limits per frequency', async () => {
    const res = await get(`/api/ideas/get_schemes/${core}`);
    const s = res.body.investment_schemes;
    expect(s.ideas.map((x: { SchemeId: number; Weightage: string }) => [x.SchemeId, x.Weightage])).toEqual([
      [cat.equity, '40.00'],
      [cat.equity2, '30.00'],
      [cat.liquid, '30.00'],
    ]);
    expect(s.ideas[0]).toMatchObject({ BSE_Scheme_code: 'TST990001-PURCHASE', AmcId: cat.amcId, Growthoption: 'Y', MinimumPurchaseAmount: '5000.00' });
    expect(s.ideas[0].returns['1Y']).toBe(((114.6 / 110.94 - 1) * 100).toFixed(2));
    expect(s.miniAmount).toBe('16700.00');
    expect(s.is_sip_allowed).toBe(true);
    expect(s.frequencies).toEqual([{ label: 'MONTHLY', value: 3 }]);
    // SIP minimum ₹500 each: 500 / 30% = 1,666.67 → 1,700; maximum ₹1,00,000 / 40% = 2,50,000
    expect(s.sip_limits).toEqual([{ value: 3, min_amount: '1700.00', max_amount: '250000.00', SIPMAXIMUMINSTALLMENTAMOUNT: '250000.00' }]);
    expect(s.sip_frequencies[0]).toMatchObject({ value: 3, SIPMINIMUMINSTALLMENTAMOUNT: '1700.00' });
    expect(s.sip_final_days).toEqual([{ value: 3, days: [1, 5, 10, 15, 20, 25, 28] }]);
  });

  it('an idea with a lumpsum-only scheme offers no SIP; one without exchange codes shows the code as missing', async () => {
    expect((await get(`/api/ideas/get_schemes/${lumpOnly}`)).body.investment_schemes).toMatchObject({ is_sip_allowed: false, sip_limits: [], frequencies: [] });
    const s = (await get(`/api/ideas/get_schemes/${noCode}`)).body.investment_schemes;
    expect(s.ideas[1].BSE_Scheme_code).toBeNull();
  });
});

const lumpsumOrders = (amounts: string[], schemes = [cat.equity, cat.equity2, cat.liquid]) =>
  schemes.map((Sch, i) => ({ Sch, AmcId: cat.amcId, Amount: amounts[i], Growthoption: 'Y', DividendReinvestment: 'N' }));
const sipOrders = (amounts: string[], extra: Record<string, unknown>[] = []) =>
  [cat.equity, cat.equity2, cat.liquid].map((Sch, i) => ({
    Sch,
    AmcId: cat.amcId,
    InstallmentsAmt: amounts[i],
    Frequency: 3,
    StartDate: '25/11/2026',
    TransTypeDate: '25/11/2026',
    Installments: 12,
    MandateId: inv.mandateId,
    FirstOrderToday: 'N',
    ...extra[i],
  }));

describe('POST /ideas/invest', () => {
  it('₹50,000 lumpsum: three orders of ₹20,000, ₹15,000 and ₹15,000 in the cart, grouped under the idea', async () => {
    const res = await t.call(
      'POST',
      '/api/ideas/invest',
      { orders: lumpsumOrders(['20000', '15000', '15000']), TrType: 'NEW', InvIdeaID: core },
      { token: inv.token },
    );
    expect(res.status).toBe(200);
    expect(res.body.invested).toBe(true);
    expect(res.body.TE_IHNO).toHaveLength(3);
    const c = await cart();
    expect(
      c.lumpsumArray
        .map((i: { SchDesc: string; TE_AMOUNT: string; InvIdeaID: number; Idea: string; TE_TRTYPE: string }) => [
          i.SchDesc,
          i.TE_AMOUNT,
          i.InvIdeaID,
          i.Idea,
          i.TE_TRTYPE,
        ])
        .sort(),
    ).toEqual(
      [
        ['Test Bluechip Fund - Direct Growth', '20000.00', core, 'Core Basket', 'NEW'],
        ['Test Flexi Cap Fund - Direct Growth', '15000.00', core, 'Core Basket', 'NEW'],
        ['Test Liquid Fund - Direct Growth', '15000.00', core, 'Core Basket', 'NEW'],
      ].sort(),
    );
    await t.call('POST', '/api/transaction/remove_cart_item', { Ihnos: res.body.TE_IHNO.join(','), TrType: 'N' }, { token: inv.token });
  });

  it('a scheme already held goes into the folio that holds it', async () => {
    const holder = await onboardedInvestor(t, '9711000009');
    const amcId = (await t.call('GET', `/api/schemes/get_scheme_details/${cat.equity}`, undefined, { token: holder.token })).body.scheme_details
      .AmcID as number;
    await t.deps.db.insert(folios).values({ userId: holder.userId, amcId, folioNo: 'HELD/77', createdAt: t.clock.now() });
    await t.deps.db.insert(lots).values({
      userId: holder.userId,
      folioNo: 'HELD/77',
      schemeId: cat.equity,
      orderId: 0,
      lotDate: '2025-01-10',
      units4: 1_000_000n,
      remaining4: 1_000_000n,
      nav4: 1_000_000n,
      costPaise: 1_000_000n,
    });
    const res = await t.call(
      'POST',
      '/api/ideas/invest',
      { orders: lumpsumOrders(['20000', '15000', '15000']), TrType: 'NEW', InvIdeaID: core },
      { token: holder.token },
    );
    expect(res.body.invested, JSON.stringify(res.body)).toBe(true);
    const items = (await cart(holder.token)).lumpsumArray as Array<{ SchDesc: string; TE_TRTYPE: string; TE_ACCNO?: string; AccNo?: string }>;
    const bluechip = items.find((i) => i.SchDesc === 'Test Bluechip Fund - Direct Growth')!;
    expect(bluechip.TE_TRTYPE).toBe('ADD');
    expect(JSON.stringify(bluechip)).toContain('HELD/77');
    // the schemes not held still open new folios
    expect(items.filter((i) => i.SchDesc !== 'Test Bluechip Fund - Direct Growth').map((i) => i.TE_TRTYPE)).toEqual(['NEW', 'NEW']);
  });

  it('the same Idempotency-Key adds the basket once', async () => {
    const body = { orders: lumpsumOrders(['20000', '15000', '15000']), TrType: 'NEW', InvIdeaID: core };
    const first = await t.call('POST', '/api/ideas/invest', body, { token: inv.token, 'Idempotency-Key': 'idea-invest-0001' });
    const again = await t.call('POST', '/api/ideas/invest', body, { token: inv.token, 'Idempotency-Key': 'idea-invest-0001' });
    expect(again.body).toEqual(first.body);
    expect((await cart()).lumpsumArray).toHaveLength(3);
    await t.call('POST', '/api/transaction/remove_cart_item', { Ihnos: first.body.TE_IHNO.join(','), TrType: 'N' }, { token: inv.token });
  });

  it('refuses amounts that are not the idea’s split, a total below the idea minimum, and missing schemes; nothing is added', async () => {
    const post = (body: object) => t.call('POST', '/api/ideas/invest', body, { token: inv.token });
    expect((await post({ orders: lumpsumOrders(['25000', '12500', '12500']), TrType: 'NEW', InvIdeaID: core })).body.error).toBe(
      'The amounts must follow the idea’s allocation; please review the split and try again',
    );
    expect((await post({ orders: lumpsumOrders(['6000', '4500', '4500']), TrType: 'NEW', InvIdeaID: core })).body.error).toBe(
      'Amount should be greater than 16,700',
    );
    expect((await post({ orders: lumpsumOrders(['20000', '15000'], [cat.equity, cat.equity2]), TrType: 'NEW', InvIdeaID: core })).body.error).toBe(
      'The orders must cover every scheme of the idea once',
    );
    expect((await post({ orders: lumpsumOrders(['', '15000', '15000']), TrType: 'NEW', InvIdeaID: core })).body.error).toBe('Amount is mandatory');
    expect((await post({ orders: lumpsumOrders(['5000', '5000'], [cat.equity, cat.noCode]), TrType: 'NEW', InvIdeaID: noCode })).body.error).toBe(
      'Bse Scheme code is not available. Please try after sometime',
    );
    expect((await post({ orders: lumpsumOrders(['1', '1', '1']), TrType: 'NEW', InvIdeaID: 999999 })).body.error).toBe('Investment idea not found');
    expect((await cart()).cartLength).toBe(0);
  });

  it('an investor without an account gets the spec’s account message', async () => {
    const fresh = await signUp(t, '9711000099');
    const res = await t.call(
      'POST',
      '/api/ideas/invest',
      { orders: lumpsumOrders(['20000', '15000', '15000']), TrType: 'NEW', InvIdeaID: core },
      { token: fresh.token },
    );
    expect(res.body.error).toBe('Unable to get the details as Account number is not existing.');
  });

  it('SIP of ₹2,000 a month: ₹800, ₹600, ₹600 with the mandate, each on its start day, 12 instalments', async () => {
    const res = await t.call('POST', '/api/ideas/invest', { orders: sipOrders(['800', '600', '600']), TrType: 'XSIP', InvIdeaID: core }, { token: inv.token });
    expect(res.body).toMatchObject({ invested: true });
    const c = await cart();
    expect(c.sipArray).toHaveLength(3);
    expect(
      c.sipArray.every(
        (i: { Installments: number; StartDate: string; Frequency: string; InvIdeaID: number }) =>
          i.Installments === 12 && i.StartDate === '25/11/2026' && i.Frequency === 'MONTHLY' && i.InvIdeaID === core,
      ),
    ).toBe(true);
    const [row] = await t.deps.db.select().from(cartItems).where(eq(cartItems.id, res.body.TE_IHNO[0]));
    expect(row!.mandateId).toBe(inv.mandateId);
    await t.call('POST', '/api/transaction/remove_cart_item', { Ihnos: res.body.TE_IHNO.join(','), TrType: 'S' }, { token: inv.token });
  });

  it('SIP rules: every start day, installments 6 to 999, the split, and an idea without SIP', async () => {
    const post = (body: object) => t.call('POST', '/api/ideas/invest', body, { token: inv.token });
    expect(
      (await post({ orders: sipOrders(['800', '600', '600'], [{}, { StartDate: '', TransTypeDate: '' }]), TrType: 'XSIP', InvIdeaID: core })).body.error,
    ).toBe('Please select all sip start days');
    expect(
      (
        await post({
          orders: sipOrders(['800', '600', '600'], [{ Installments: 5 }, { Installments: 5 }, { Installments: 5 }]),
          TrType: 'XSIP',
          InvIdeaID: core,
        })
      ).body.error,
    ).toBe('Please enter a number greater than 5');
    expect(
      (
        await post({
          orders: sipOrders(['800', '600', '600'], [{ Installments: 1000 }, { Installments: 1000 }, { Installments: 1000 }]),
          TrType: 'XSIP',
          InvIdeaID: core,
        })
      ).body.error,
    ).toBe('Please enter a number less than 1000');
    expect((await post({ orders: sipOrders(['400', '300', '300']), TrType: 'XSIP', InvIdeaID: core })).body.error).toBe('Amount should be greater than 1,700');
    expect((await post({ orders: sipOrders(['800', '600', '600'], [{ MandateId: '' }]), TrType: 'XSIP', InvIdeaID: core })).body.error).toBe(
      'Mandate Id is mandatory',
    );
    const lump = [cat.equity, cat.noSip].map((Sch) => ({
      Sch,
      AmcId: cat.amcId,
      InstallmentsAmt: '1000',
      Frequency: 3,
      StartDate: '25/11/2026',
      Installments: 12,
      MandateId: inv.mandateId,
    }));
    expect((await post({ orders: lump, TrType: 'XSIP', InvIdeaID: lumpOnly })).body.error).toBe('SIP is not available for this idea');
    expect((await cart()).cartLength).toBe(0);
  });

  it('a scheme refusing its order undoes the basket: the refusal names the scheme, and the cart stays as it was', async () => {
    // 26th is not one of the liquid fund's SIP days
    const res = await t.call(
      'POST',
      '/api/ideas/invest',
      { orders: sipOrders(['800', '600', '600'], [{}, {}, { StartDate: '26/11/2026' }]), TrType: 'XSIP', InvIdeaID: core },
      { token: inv.token },
    );
    expect(res.body.error).toBe('Test Liquid Fund - Direct Growth: Please choose one of the start dates offered in the calendar');
    expect((await cart()).cartLength).toBe(0);
    const rows = await t.deps.db.select().from(cartItems).where(eq(cartItems.userId, inv.userId));
    expect(rows.filter((r) => r.status === 'CART')).toHaveLength(0);
  });

  it('the body is checked by the contract', async () => {
    const res = await t.call('POST', '/api/ideas/invest', { orders: [], TrType: 'NEW', InvIdeaID: core }, { token: inv.token });
    expect(res.status).toBe(400);
    expect(res.body.errors[0]).toBe('The orders must cover every scheme of the idea once');
  });
});
