import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { lots, orders, users } from '../../src/server/db/schema.ts';
import { CAS_MESSAGES, type CasStatement } from '../../src/shared/cas/model.ts';
import { createTestApp, type TestApp } from './support/harness.ts';
import { onboardedInvestor, seedTestCatalogue, type TestCatalogue } from './support/orders-fixture.ts';

/**
 * Holdings bought elsewhere, imported from a CAS, hand-worked (test catalogue NAV: base + 0.01 a
 * calendar day from 1 Jan 2025, so Test Bluechip is 101.8000 on 30 Jun 2025):
 * - Test Bluechip (matched by AMFI code 990001), folio CAS-EQ-1: ₹10,000 on 1 Jan 2025 at 100.0000
 *   (stamp duty ₹0.50, 99.995 units, cost ₹10,000.00), and a ₹1,000 SIP on 10 Mar at 100.6800
 *   (9.931 units) that was a Nivesh order: the statement lists it too, it counts once.
 * - Omega Gilt Fund, ISIN no catalogue knows, folio OUT-9: ₹20,000 on 1 Jan at 20.0000 (stamp duty
 *   ₹1.00, 999.950 units); the statement prices it at 21.0000 on 30 Jun: 999.95 × 21 = ₹20,998.95.
 * As on 30 Jun 2025:
 * - all: Bluechip 109.926 × 101.80 = ₹11,190.4668 → ₹11,190.46, cost ₹11,000; with Omega value
 *   ₹32,189.41, cost ₹31,000.00, gain ₹1,189.41 (3.84 %); XIRR of −30,000 (day 0), −1,000 (day 68),
 *   +32,189.41 (day 180) = 8.03 %.
 * - elsewhere: 99.995 × 101.80 = ₹10,179.491 → ₹10,179.49, + ₹20,998.95 = ₹31,178.44 on ₹30,000;
 *   XIRR (31,178.44 / 30,000)^(365/180) − 1 = 8.13 %.
 * - Nivesh: 9.931 × 101.80 = ₹1,010.9758 → ₹1,010.97 on ₹1,000; XIRR over 112 days 3.62 %.
 */
let t: TestApp;
let cat: TestCatalogue;
let inv: { token: string; userId: number };
let pan: string;

beforeAll(async () => {
  t = await createTestApp({ start: '2025-07-01T05:30:00Z', config: { session: { idleMinutes: 10_000_000, absoluteHours: 1_000_000 } } });
  cat = await seedTestCatalogue(t.deps.db);
  inv = await onboardedInvestor(t, '9750000341');
  pan = (await t.deps.db.select({ pan: users.pan }).from(users).where(eq(users.id, inv.userId)))[0]!.pan!;
  // the SIP instalment bought through Nivesh in the same folio
  const at = new Date('2025-03-10T05:00:00Z');
  const [o] = await t.deps.db
    .insert(orders)
    .values({
      orderNo: 'CAS-NIV-1',
      transNo: '2025CASNIV0000000001',
      userId: inv.userId,
      kind: 'PURCHASE',
      trType: 'XSIP',
      schemeId: cat.equity,
      amcId: cat.amcId,
      folioNo: 'CAS-EQ-1',
      amountPaise: 100_000n,
      status: 'ALLOTTED',
      navDate: '2025-03-10',
      nav4: 1_006_800n,
      allottedUnits4: 99_310n,
      placedAt: at,
      updatedAt: at,
    })
    .returning({ id: orders.id });
  await t.deps.db.insert(lots).values({
    userId: inv.userId,
    folioNo: 'CAS-EQ-1',
    schemeId: cat.equity,
    orderId: o!.id,
    lotDate: '2025-03-10',
    units4: 99_310n,
    remaining4: 99_310n,
    nav4: 1_006_800n,
    costPaise: 100_000n,
  });
});
afterAll(() => t.close());

function statement(over: Partial<CasStatement> = {}, folioPan = pan): CasStatement {
  const txn = (date: string, kind: 'PURCHASE' | 'SIP', amount: string, units: string, nav: string, balance: string, stampDuty: string) => ({
    date,
    kind,
    description: kind === 'SIP' ? 'SIP Purchase - BSE' : 'Purchase',
    amount,
    units,
    nav,
    balance,
    stampDuty,
    stt: '0.00',
  });
  return {
    registrar: 'CAMS',
    kind: 'DETAILED',
    from: '2024-04-01',
    to: '2025-06-30',
    investorName: 'Test Investor',
    email: null,
    folios: [
      {
        amc: 'Test Mutual Fund',
        folioNo: 'CAS-EQ-1',
        pan: folioPan,
        schemeName: 'Test Bluechip Fund - Direct Growth',
        isin: null,
        amfiCode: '990001',
        advisor: null,
        registrar: 'CAMS',
        nominees: [],
        openingUnits: '0.000',
        closingUnits: '109.926',
        navDate: '2025-06-30',
        nav: '101.8000',
        value: '11190.46',
        cost: '11000.00',
        transactions: [
          txn('2025-01-01', 'PURCHASE', '9999.50', '99.995', '100.0000', '99.995', '0.50'),
          txn('2025-03-10', 'SIP', '999.95', '9.931', '100.6800', '109.926', '0.05'),
        ],
      },
      {
        amc: 'Omega Mutual Fund',
        folioNo: 'OUT-9',
        pan: folioPan,
        schemeName: 'Omega Gilt Fund - Direct Growth',
        isin: 'INF999Z01ZZ9',
        amfiCode: null,
        advisor: 'ARN-0001',
        registrar: 'KFINTECH',
        nominees: ['A Nominee'],
        openingUnits: '0.000',
        closingUnits: '999.950',
        navDate: '2025-06-30',
        nav: '21.0000',
        value: '20998.95',
        cost: '20000.00',
        transactions: [txn('2025-01-01', 'PURCHASE', '19999.00', '999.950', '20.0000', '999.950', '1.00')],
      },
    ],
    ...over,
  };
}

const importCas = (s: CasStatement) => t.call('POST', '/api/portfolio/cas/import', { statement: s }, { token: inv.token });
const header = async (source?: string) =>
  (await t.call('POST', '/api/dashboard', { date: '06/30/2025', ...(source ? { source } : {}) }, { token: inv.token })).body.header_details;
const status = async () => (await t.call('POST', '/api/portfolio/cas/status', {}, { token: inv.token })).body;

describe('importing a CAS', () => {
  it('refuses another PAN, an unbalanced folio and an empty choice, changing nothing', async () => {
    const other = await importCas(statement({}, 'ZZZPZ9999Z'));
    expect(other.status).toBe(400);
    expect(other.body.errors[0]).toBe(CAS_MESSAGES.otherPan);
    const s = statement();
    s.folios[1]!.closingUnits = '999.951';
    const bad = await importCas(s);
    expect(bad.status).toBe(400);
    expect(bad.body.errors[0]).toBe(`Omega Gilt Fund - Direct Growth (OUT-9): ${CAS_MESSAGES.unbalanced}`);
    const none = await importCas(statement({ folios: [] }));
    expect(none.body.errors[0]).toBe(CAS_MESSAGES.nothingChosen);
    expect(await status()).toEqual({ last_import: null, imported_folios: 0 });
    expect((await header()).AUM).toBe('1010.97');
  });

  it('stores the folios, matches the catalogue by AMFI code, keeps the unknown ISIN as an outside scheme and the Nivesh order once', async () => {
    const res = await importCas(statement());
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.StatementDate).toBe('30/06/2025');
    expect(res.body.folios).toEqual([
      { I_Accno: 'CAS-EQ-1', SchemeName: 'Test Bluechip Fund - Direct Growth', SchemeID: cat.equity, Transactions: 1, MergedOrders: 1 },
      { I_Accno: 'OUT-9', SchemeName: 'Omega Gilt Fund - Direct Growth', SchemeID: null, Transactions: 1, MergedOrders: 0 },
    ]);
    // the imported lot sits beside the Nivesh lot: a redemption here takes the oldest first
    const held = await t.deps.db
      .select()
      .from(lots)
      .where(and(eq(lots.userId, inv.userId), eq(lots.folioNo, 'CAS-EQ-1')));
    expect(held.map((l) => [l.source, l.lotDate, l.remaining4, l.costPaise, l.statementDate]).sort()).toEqual([
      ['cas', '2025-01-01', 999_950n, 1_000_000n, '2025-06-30'],
      ['nivesh', '2025-03-10', 99_310n, 100_000n, null],
    ]);
    expect(await status()).toMatchObject({ last_import: { Registrar: 'CAMS', StatementDate: '30/06/2025', Folios: 2, Transactions: 3 }, imported_folios: 2 });
  });

  it('gives the hand-worked net worth and XIRR for all holdings, those elsewhere and those through Nivesh', async () => {
    expect(await header()).toMatchObject({ AUM: '32189.41', COST: '31000.00', UnrealReturns: '1189.41', Absreturn: '3.84', TotalXirr: '8.03', Lifedays: 180 });
    expect(await header('elsewhere')).toMatchObject({ AUM: '31178.44', COST: '30000.00', TotalXirr: '8.13' });
    expect(await header('nivesh')).toMatchObject({ AUM: '1010.97', COST: '1000.00', TotalXirr: '3.62' });
  });

  it('lists the outside holding in the portfolio at the statement NAV, and one folio for the merged scheme', async () => {
    const res = await t.call('POST', '/api/portfolio', { date: '06/30/2025' }, { token: inv.token });
    const rows = res.body.portfolio_details as Array<{ SchemeName: string; I_Accno: string; Units: string; AUM: string; NAVAson: string; NavAsOndate: string }>;
    expect(rows.map((r) => [r.SchemeName, r.I_Accno, r.Units, r.AUM, r.NAVAson, r.NavAsOndate])).toEqual([
      ['Omega Gilt Fund - Direct Growth', 'OUT-9', '999.9500', '20998.95', '21.0000', '30/06/2025'],
      ['Test Bluechip Fund - Direct Growth', 'CAS-EQ-1', '109.9260', '11190.46', '101.8000', '30/06/2025'],
    ]);
    const nivesh = await t.call('POST', '/api/portfolio', { date: '06/30/2025', source: 'nivesh' }, { token: inv.token });
    expect(nivesh.body.portfolio_details.map((r: { I_Accno: string; Units: string }) => [r.I_Accno, r.Units])).toEqual([['CAS-EQ-1', '9.9310']]);
  });

  it('replaces the earlier import of the same folios instead of counting them twice', async () => {
    const again = await importCas(statement());
    expect(again.status).toBe(200);
    expect((await header()).AUM).toBe('32189.41');
    const held = await t.deps.db
      .select()
      .from(lots)
      .where(and(eq(lots.userId, inv.userId), eq(lots.source, 'cas')));
    expect(held).toHaveLength(1);
  });

  it('refuses a statement older than the last one imported, and one dated after today', async () => {
    const old = await importCas(
      statement({ to: '2025-06-29', folios: statement().folios.map((f) => ({ ...f, transactions: f.transactions.filter((x) => x.date <= '2025-06-29') })) }),
    );
    expect(old.status).toBe(400);
    expect(old.body.errors[0]).toBe(CAS_MESSAGES.older);
    const future = await importCas(statement({ to: '2025-07-02' }));
    expect(future.status).toBe(400);
    expect((await header()).AUM).toBe('32189.41');
  });

  it('states an outside redemption in the capital-gains statement, first in first out (hand-worked)', async () => {
    // Rho Debt Fund: ₹1,000 on 1 Jan 2025 at 10.0000 (stamp duty ₹0.05, 99.995 units); 50 units
    // redeemed on 2 Jun at 12.0000 = ₹600.00; cost ₹1,000 × 50 / 99.995 = ₹500.025 → ₹500.03;
    // short-term gain ₹99.97 in FY 2025-26
    const s = statement({ to: '2025-07-01' });
    s.folios = [
      {
        ...s.folios[1]!,
        folioNo: 'OUT-10',
        schemeName: 'Rho Debt Fund - Direct Growth',
        isin: 'INF999R01RR1',
        closingUnits: '49.995',
        nav: '12.0000',
        navDate: '2025-07-01',
        value: '599.94',
        cost: '499.97',
        transactions: [
          {
            date: '2025-01-01',
            kind: 'PURCHASE',
            description: 'Purchase',
            amount: '999.95',
            units: '99.995',
            nav: '10.0000',
            balance: '99.995',
            stampDuty: '0.05',
            stt: '0.00',
          },
          {
            date: '2025-06-02',
            kind: 'REDEMPTION',
            description: 'Redemption',
            amount: '-600.00',
            units: '-50.000',
            nav: '12.0000',
            balance: '49.995',
            stampDuty: '0.00',
            stt: '0.00',
          },
        ],
      },
    ];
    expect((await importCas(s)).status).toBe(200);
    const res = await t.call('POST', '/api/reports/capital_gains', { fromDate: '01/04/2025', toDate: '31/03/2026' }, { token: inv.token });
    expect(res.body.capital_gains.lines).toHaveLength(1);
    expect(res.body.capital_gains.lines[0]).toMatchObject({
      SaleType: 'Redemption',
      SaleDate: '02/06/2025',
      PurchaseDate: '01/01/2025',
      Units: '50.0000',
      SaleValue: '600.00',
      CostDeducted: '500.03',
      Gain: '99.97',
      Term: 'Short term',
      FY: '2025-26',
    });
  });
});
