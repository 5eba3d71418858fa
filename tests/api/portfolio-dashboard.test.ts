import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { lots, orders, registrations } from '../../src/server/db/schema.ts';
import { sweepOrders } from '../../src/server/jobs/order-sweep.ts';
import { createTestApp, signUp, type TestApp } from './support/harness.ts';
import { onboardedInvestor, seedTestCatalogue, type TestCatalogue } from './support/orders-fixture.ts';
import { addToCart, buyAndAllot, verifyCheckout } from './support/orders-flow.ts';

/**
 * The hand-worked portfolio (test catalogue NAVs: base + 0.01 a calendar day from 1 Jan 2025;
 * stamp duty 0.005 %; units rounded down to 3 decimals):
 * - Test Bluechip (equity, 1 % exit load within 365 days), folio EQ-1:
 *   ₹10,000 lumpsum on 1 Jan 2025 at 100.0000 → duty ₹0.50 → 99.995 units;
 *   SIP ₹1,000 on 10 Feb at 100.4000 → 9.959 units; SIP ₹1,000 on 10 Mar at 100.6800 → 9.931 units;
 *   20 units redeemed on 2 Jun at 101.5200: ₹2,030.40 less 1 % load ₹20.30 = ₹2,010.10 paid out;
 *   FIFO takes them from the first lot: cost ₹10,000 × 20/99.995 = ₹2,000.10, realised ₹10.00.
 * - Test Liquid, folio LQ-1: ₹50,000 on 1 Feb 2025 at 1000.3100 → duty ₹2.50 → 49.982 units.
 * As on 30 Jun 2025 (Bluechip 101.8000, the day before 101.7900; Liquid 1001.8000, before 1001.7900):
 *   Bluechip 99.885 units, cost ₹9,999.90, value ₹10,168.29 (99.885 × 101.80 = 10,168.293), gain ₹168.39 (1.68 %);
 *   Liquid 49.982 units, cost ₹50,000, value ₹50,071.96 (49.982 × 1001.80 = 50,071.9676), gain ₹71.96 (0.14 %);
 *   total value ₹60,240.25, cost ₹59,999.90, gain ₹240.35 (0.40 %), realised ₹10.00;
 *   XIRR by bisection on the same flows: Bluechip 3.29 %, Liquid 0.35 %, all 0.97 %.
 */
let t: TestApp;
let cat: TestCatalogue;
let inv: { token: string; userId: number };
beforeAll(async () => {
  t = await createTestApp({ start: '2025-07-01T05:30:00Z', config: { session: { idleMinutes: 10_000_000, absoluteHours: 1_000_000 } } });
  cat = await seedTestCatalogue(t.deps.db);
  inv = await onboardedInvestor(t, '9750000001');
  await seedHandWorked(inv.userId);
});
afterAll(() => t.close());

let n = 0;
async function allotted(
  userId: number,
  o: {
    kind: 'PURCHASE' | 'REDEMPTION';
    trType: string;
    schemeId: number;
    folio: string;
    navDate: string;
    nav4: bigint;
    units4: bigint;
    amountPaise: bigint | null;
    payoutPaise?: bigint;
    registrationId?: number;
  },
) {
  n += 1;
  const placedAt = new Date(`${o.navDate}T05:00:00Z`);
  const [row] = await t.deps.db
    .insert(orders)
    .values({
      orderNo: `HW${n}`,
      transNo: `2025HW${String(n).padStart(13, '0')}`,
      userId,
      kind: o.kind,
      trType: o.trType,
      schemeId: o.schemeId,
      amcId: cat.amcId,
      folioNo: o.folio,
      amountPaise: o.amountPaise,
      status: o.kind === 'PURCHASE' ? 'ALLOTTED' : 'REDEEMED',
      navDate: o.navDate,
      nav4: o.nav4,
      allottedUnits4: o.units4,
      payoutPaise: o.payoutPaise ?? null,
      registrationId: o.registrationId ?? null,
      placedAt,
      updatedAt: placedAt,
    })
    .returning({ id: orders.id });
  return row!.id;
}

async function seedHandWorked(userId: number) {
  const created = new Date('2025-02-01T05:00:00Z');
  const reg = (r: Partial<typeof registrations.$inferInsert> & { regNo: string; schemeId: number }) =>
    t.deps.db
      .insert(registrations)
      .values({
        userId,
        kind: 'SIP',
        trType: 'XSIP',
        amcId: cat.amcId,
        amountPaise: 100_000n,
        frequency: 3,
        day: 10,
        startDate: '2025-02-10',
        endDate: '2025-03-10',
        installments: 2,
        createdAt: created,
        ...r,
      })
      .returning({ id: registrations.id });
  const [done] = await reg({ regNo: 'SIP-DONE', schemeId: cat.equity, folioNo: 'EQ-1', runsDone: 2, nextRunDate: null });
  await reg({
    regNo: 'SIP-NEXT',
    schemeId: cat.equity2,
    amountPaise: 200_000n,
    startDate: '2025-07-10',
    endDate: '2026-06-10',
    installments: 12,
    nextRunDate: '2025-07-10',
    createdAt: new Date('2025-06-20T05:00:00Z'),
  });
  await reg({
    regNo: 'SIP-GONE',
    schemeId: cat.liquid,
    day: 5,
    startDate: '2025-05-05',
    endDate: '2026-04-05',
    installments: 12,
    nextRunDate: '2025-07-05',
    cancelStatus: 'Y',
  });

  const l1 = await allotted(userId, {
    kind: 'PURCHASE',
    trType: 'NEW',
    schemeId: cat.equity,
    folio: 'EQ-1',
    navDate: '2025-01-01',
    nav4: 1_000_000n,
    units4: 999_950n,
    amountPaise: 1_000_000n,
  });
  const l2 = await allotted(userId, {
    kind: 'PURCHASE',
    trType: 'XSIP',
    schemeId: cat.equity,
    folio: 'EQ-1',
    navDate: '2025-02-10',
    nav4: 1_004_000n,
    units4: 99_590n,
    amountPaise: 100_000n,
    registrationId: done!.id,
  });
  const l3 = await allotted(userId, {
    kind: 'PURCHASE',
    trType: 'XSIP',
    schemeId: cat.equity,
    folio: 'EQ-1',
    navDate: '2025-03-10',
    nav4: 1_006_800n,
    units4: 99_310n,
    amountPaise: 100_000n,
    registrationId: done!.id,
  });
  const l4 = await allotted(userId, {
    kind: 'PURCHASE',
    trType: 'NEW',
    schemeId: cat.liquid,
    folio: 'LQ-1',
    navDate: '2025-02-01',
    nav4: 10_003_100n,
    units4: 499_820n,
    amountPaise: 5_000_000n,
  });
  await allotted(userId, {
    kind: 'REDEMPTION',
    trType: 'RED',
    schemeId: cat.equity,
    folio: 'EQ-1',
    navDate: '2025-06-02',
    nav4: 1_015_200n,
    units4: 200_000n,
    amountPaise: null,
    payoutPaise: 201_010n,
  });
  // the lots the order engine keeps beside the orders (the transaction forms read them)
  await t.deps.db.insert(lots).values([
    {
      userId,
      folioNo: 'EQ-1',
      schemeId: cat.equity,
      orderId: l1,
      lotDate: '2025-01-01',
      units4: 999_950n,
      remaining4: 799_950n,
      nav4: 1_000_000n,
      costPaise: 1_000_000n,
    },
    {
      userId,
      folioNo: 'EQ-1',
      schemeId: cat.equity,
      orderId: l2,
      lotDate: '2025-02-10',
      units4: 99_590n,
      remaining4: 99_590n,
      nav4: 1_004_000n,
      costPaise: 100_000n,
    },
    {
      userId,
      folioNo: 'EQ-1',
      schemeId: cat.equity,
      orderId: l3,
      lotDate: '2025-03-10',
      units4: 99_310n,
      remaining4: 99_310n,
      nav4: 1_006_800n,
      costPaise: 100_000n,
    },
    {
      userId,
      folioNo: 'LQ-1',
      schemeId: cat.liquid,
      orderId: l4,
      lotDate: '2025-02-01',
      units4: 499_820n,
      remaining4: 499_820n,
      nav4: 10_003_100n,
      costPaise: 5_000_000n,
    },
  ]);
}

const dashboard = (date: unknown, token = inv.token) => t.call('POST', '/api/dashboard', { date }, { token });
const portfolio = (date: unknown, token = inv.token) => t.call('POST', '/api/portfolio', { date }, { token });

describe('POST /dashboard, hand-worked', () => {
  it('gives the header figures as on a past day', async () => {
    const res = await dashboard('06/30/2025');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.header_details).toEqual({
      AUM: '60240.25',
      COST: '59999.90',
      UnrealReturns: '240.35',
      RealisedReturns: '10.00',
      OverallProfit: '250.35',
      TotalXirr: '0.97',
      TotalXirr_note: null,
      Absreturn: '0.40',
      Lifedays: 180,
      DayChange: '1.50', // Bluechip ₹1.00 + Liquid ₹0.50
      AsonDate: '30/06/2025',
    });
  });

  it('splits the value by asset and sub-asset class, shares adding to 100', async () => {
    const res = await dashboard('06/30/2025');
    expect(res.body.asset_level_details).toEqual([
      { AssetClass: 'Liquid', AUM: '50071.96', AUM_PERCENTAGE: '83.12' },
      { AssetClass: 'Equity', AUM: '10168.29', AUM_PERCENTAGE: '16.88' },
    ]);
    expect(res.body.sub_asset_level_details.map((s: { I_Asset_Class: string; AUM: string }) => [s.I_Asset_Class, s.AUM])).toEqual([
      ['Liquid', '50071.96'],
      ['Equity', '10168.29'],
    ]);
  });

  it('draws value and invested amount from the first investment to the day asked, ending on its figures', async () => {
    const res = await dashboard('06/30/2025');
    const g = res.body.graph_details as Array<{ AsonDate: string; AUM: string; COST: string }>;
    expect(g[0]).toEqual({ AsonDate: '01/01/2025', AUM: '9999.50', COST: '10000.00' }); // 99.995 units × 100
    expect(g.at(-1)).toEqual({ AsonDate: '30/06/2025', AUM: '60240.25', COST: '59999.90' });
    expect(g).toHaveLength(120);
    // the liquid fund bought on 1 Feb adds ₹50,000 to what is invested from then on
    const feb = g.find((p) => p.AsonDate.endsWith('/02/2025') && Number(p.COST) > 50_000);
    expect(feb).toBeTruthy();
  });

  it('lists the upcoming SIP instalment and every SIP for Manage SIPs', async () => {
    const res = await dashboard('06/30/2025');
    const { upcoming_sip_details: upcoming, manage_sip_details: manage } = res.body.investmentDetails;
    expect(upcoming).toEqual([
      expect.objectContaining({
        BseOrderNo: 'SIP-NEXT',
        SchemeName: 'Test Flexi Cap Fund - Direct Growth',
        AMOUNT: '2000.00',
        TRDATE: '10/07/2025',
        SIPRegDate: '20/06/2025',
        SIPDay: 10,
        Frequency: 'Monthly',
        SipCancelStatus: 'N',
      }),
    ]);
    expect(
      manage.map((m: { BseOrderNo: string; SipCancelStatus: string; Enddate: string; InstallmentsDone: number }) => [
        m.BseOrderNo,
        m.SipCancelStatus,
        m.Enddate,
        m.InstallmentsDone,
      ]),
    ).toEqual([
      ['SIP-DONE', 'N', '10/03/2025', 2],
      ['SIP-NEXT', 'N', '10/06/2026', 0],
      ['SIP-GONE', 'Y', '05/04/2026', 0],
    ]);
  });

  it("values a day before the redemption with the units then held and that day's NAVs", async () => {
    const res = await dashboard('03/31/2025');
    // Bluechip 119.885 units × 100.89 = 12,095.19765; Liquid 49.982 × 1000.89 = 50,026.48398
    expect(res.body.header_details).toMatchObject({ AUM: '62121.67', COST: '62000.00', RealisedReturns: '0.00', Lifedays: 89, AsonDate: '31/03/2025' });
  });

  it('before the first investment there is nothing, and the return says why it is NA', async () => {
    const res = await dashboard('12/31/2024');
    expect(res.body.header_details).toMatchObject({ AUM: '0.00', COST: '0.00', TotalXirr: null, Absreturn: null, Lifedays: 0 });
    expect(res.body.header_details.TotalXirr_note).toBe('There is no investment to measure a return on');
    expect(res.body.graph_details).toEqual([]);
    expect(res.body.asset_level_details).toEqual([]);
  });

  it('refuses a missing, malformed or future date with the message, and needs a session', async () => {
    expect((await t.call('POST', '/api/dashboard', {}, { token: inv.token })).body.errors).toEqual(['Please select a date']);
    expect((await dashboard('2025-06-30')).body.errors).toEqual(['Please select a valid date']);
    expect((await dashboard('02/30/2025')).body.errors).toEqual(['Please select a valid date']);
    const future = await dashboard('07/02/2025');
    expect(future.status).toBe(400);
    expect(future.body.errors).toEqual(['Please select a date on or before today']);
    expect((await dashboard('07/01/2025')).status).toBe(200);
    expect((await t.call('POST', '/api/dashboard', { date: '06/30/2025' })).status).toBe(401);
  });
});

describe('POST /portfolio, hand-worked', () => {
  it('gives each folio its figures', async () => {
    const res = await portfolio('06/30/2025');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const [eq1, lq1] = res.body.portfolio_details;
    expect(eq1).toEqual({
      mf: true,
      Product: 'Test Bluechip Fund',
      SchemeID: cat.equity,
      SchemeName: 'Test Bluechip Fund - Direct Growth',
      AmcId: cat.amcId,
      AMCName: 'Test Mutual Fund',
      AssetClassId: 1,
      I_Asset_Class: 'Equity',
      I_AssetClass: expect.any(String),
      Productcode_RTA: 'TST990001',
      I_Accno: 'EQ-1',
      Units: '99.8850',
      AvgPurNAV: '100.1141', // ₹9,999.90 / 99.885
      COST: '9999.90',
      NAVAson: '101.8000',
      NavAsOndate: '30/06/2025',
      AUM: '10168.29',
      UnrealReturns: '168.39',
      AbsReturn: '1.68',
      RealisedRtns: '10.00',
      AUM_PERCENTAGE: '16.88',
      FolioXirr: '3.29',
      FolioXirr_note: null,
      LifeDays: 180,
      Asondate: '30/06/2025',
      DailyGain: '1.00',
      DailyGainPer: '0.01',
      LockedUnits: '0.0000',
      ExitLoadFreeUnits: '0.0000', // every lot is inside the 365-day exit load
    });
    expect(lq1).toMatchObject({
      I_Accno: 'LQ-1',
      Units: '49.9820',
      COST: '50000.00',
      AUM: '50071.96',
      AbsReturn: '0.14',
      FolioXirr: '0.35',
      LifeDays: 149,
      ExitLoadFreeUnits: '49.9820',
      AvgPurNAV: '1000.3601',
    });
    expect(res.body.aif_details).toEqual([]);
    expect(res.body.pms_details).toEqual([]);
  });

  it('the product-wise summary has the mutual funds row only while nothing else is held', async () => {
    const res = await t.call('POST', '/api/portfolio/get_product_wise_summary', { date: '06/30/2025' }, { token: inv.token });
    expect(res.body.product_wise_summary).toEqual([
      {
        ProductLevel: 'Mutual Funds',
        I_PurValue: '59999.90',
        I_MarKetValue: '60240.25',
        UnrealReturns: '240.35',
        AbsReturn: '0.40',
        XIRR: '0.97',
        Lifedays: 180,
      },
    ]);
  });

  it('an investor with nothing gets empty lists, not an error', async () => {
    t.clock.advance(60_000);
    const { token } = await signUp(t, '9750000009');
    expect((await portfolio('06/30/2025', token)).body).toEqual({ portfolio_details: [], aif_details: [], pms_details: [], AsonDate: '30/06/2025' });
    expect((await dashboard('06/30/2025', token)).body.investmentDetails).toEqual({ upcoming_sip_details: [], manage_sip_details: [] });
  });
});

describe('the portfolio agrees with the order engine', () => {
  it('after a real purchase, additional purchase and redemption, its units are the lots the engine keeps', async () => {
    t.clock.set('2025-07-01T05:30:00Z');
    const real = await onboardedInvestor(t, '9750000002');
    const sweep = () => sweepOrders(t.deps);
    const folio = await buyAndAllot(t, real, '9750000002', { id: cat.equity2, amcId: cat.amcId }, '25000', '2025-07-01', sweep);
    t.clock.set('2025-07-02T05:30:00Z');
    const red = await addToCart(t, real.token, { TrType: 'RED', AmcId: cat.amcId, AccNo: folio, Sch: cat.equity2, FUnsAmt: 'u', FParFul: 'p', Units: '100' });
    await verifyCheckout(t, real.token, '9750000002', [red], 'Redemption');
    const placed = await t.call(
      'POST',
      '/api/transaction/place-order',
      { orders: [{ order_id: red, type: 'sys' }], payment_type: 1, category: 5 },
      { token: real.token },
    );
    expect(placed.body.bse_order.is_success, JSON.stringify(placed.body)).toBe(true);
    await sweep();
    t.clock.set('2025-07-10T05:30:00Z');
    const held = await t.deps.db
      .select()
      .from(lots)
      .where(and(eq(lots.userId, real.userId), eq(lots.folioNo, folio)));
    const remaining = held.reduce((a, l) => a + l.remaining4, 0n);
    const res = await portfolio('07/10/2025', real.token);
    const row = res.body.portfolio_details.find((h: { I_Accno: string }) => h.I_Accno === folio);
    expect(BigInt(row.Units.replace('.', ''))).toBe(remaining);
    const [redemption] = await t.deps.db
      .select()
      .from(orders)
      .where(and(eq(orders.userId, real.userId), eq(orders.kind, 'REDEMPTION')));
    expect(redemption!.status).toBe('REDEEMED');
    // realised = what was paid out less the FIFO cost of the units sold
    const buyCost = 2_500_000n;
    const bought = held.reduce((a, l) => a + l.units4, 0n);
    const soldCost = (buyCost * redemption!.allottedUnits4! * 2n + bought) / (2n * bought);
    expect(row.RealisedRtns).toBe((Number(redemption!.payoutPaise! - soldCost) / 100).toFixed(2));
    const dash = await dashboard('07/10/2025', real.token);
    expect(dash.body.header_details.AUM).toBe(row.AUM);
  });
});

describe('the answer caches', () => {
  it('the portfolio and the dashboard, kept per data version, show a purchase at once; the product-wise summary reuses its answer within PORTFOLIO_CACHE_SECONDS', async () => {
    t.clock.set('2025-07-01T05:30:00Z');
    t.deps.config.portfolioCacheSeconds = 10;
    const summary = () => t.call('POST', '/api/portfolio/get_product_wise_summary', { date: '07/01/2025' }, { token: inv.token });
    try {
      const before = await portfolio('07/01/2025');
      const dashBefore = await dashboard('07/01/2025');
      const sumBefore = await summary();
      await allotted(inv.userId, {
        kind: 'PURCHASE',
        trType: 'ADD',
        schemeId: cat.liquid,
        folio: 'LQ-1',
        navDate: '2025-07-01',
        nav4: 10_018_100n,
        units4: 99_810n,
        amountPaise: 1_000_000n,
      });
      // their keys name the investor's data version, which the purchase moved
      const after = await portfolio('07/01/2025');
      expect(after.body).not.toEqual(before.body);
      expect(JSON.stringify(after.body)).toContain('LQ-1');
      expect(Number((await dashboard('07/01/2025')).body.header_details.COST)).toBe(Number(dashBefore.body.header_details.COST) + 10_000);
      // another day is its own entry
      expect((await dashboard('06/30/2025')).body.header_details.AUM).toBe('60240.25');
      // the summary's short-lived answer is reused until its seconds are up
      expect((await summary()).body).toEqual(sumBefore.body);
      t.clock.advance(10_000);
      expect((await summary()).body).not.toEqual(sumBefore.body);
    } finally {
      t.deps.config.portfolioCacheSeconds = 0;
    }
  });
});
