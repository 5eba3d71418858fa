import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { cashFlows, lots, users } from '../../src/server/db/schema.ts';
import type { CasFolio, CasStatement } from '../../src/shared/cas/model.ts';
import { COST_UNKNOWN } from '../../src/shared/rules/portfolio/cost-unknown.ts';
import { createTestApp, type TestApp } from './support/harness.ts';
import { onboardedInvestor, seedTestCatalogue, type TestCatalogue } from './support/orders-fixture.ts';

/**
 * A summary CAS (holdings on one day, no transactions) imported as holdings of unknown cost,
 * hand-worked (test catalogue NAV: base + 0.01 a calendar day from 1 Jan 2025, so Test Bluechip
 * is 101.8000 on 30 Jun 2025):
 * - detailed first, Omega Gilt Fund (ISIN no catalogue knows), folio OUT-9: ₹20,000 on 1 Jan at
 *   20.0000 (stamp duty ₹1.00, 999.950 units), priced 21.0000 on 30 Jun: ₹20,998.95 on ₹20,000.
 * - then the summary as on 30 Jun: Test Bluechip (matched in the catalogue by its code), folio
 *   SUM-1, 50.000 units at 101.8000 = ₹5,090.00; and the same OUT-9 folio again, which keeps
 *   the transactions imported before.
 * All, as on 30 Jun: AUM ₹20,998.95 + ₹5,090.00 = ₹26,088.95; cost ₹20,000.00; gain ₹998.95
 * (4.99 %); XIRR of −20,000 (1 Jan) and +20,998.95 (30 Jun, 180 days) alone:
 * (20,998.95 / 20,000)^(365/180) − 1 = 10.39 %, the ₹5,090.00 of unknown cost left out and said so.
 */
let t: TestApp;
let cat: TestCatalogue;
let inv: { token: string; userId: number };
let pan: string;

beforeAll(async () => {
  t = await createTestApp({ start: '2025-07-01T05:30:00Z', config: { session: { idleMinutes: 10_000_000, absoluteHours: 1_000_000 } } });
  cat = await seedTestCatalogue(t.deps.db);
  inv = await onboardedInvestor(t, '9750000342');
  pan = (await t.deps.db.select({ pan: users.pan }).from(users).where(eq(users.id, inv.userId)))[0]!.pan!;
});
afterAll(() => t.close());

const omega = (): CasFolio => ({
  amc: 'Omega Mutual Fund',
  folioNo: 'OUT-9',
  pan,
  schemeName: 'Omega Gilt Fund - Direct Growth',
  isin: 'INF999Z01ZZ9',
  amfiCode: null,
  advisor: null,
  registrar: 'KFINTECH',
  nominees: [],
  openingUnits: '0.000',
  closingUnits: '999.950',
  navDate: '2025-06-30',
  nav: '21.0000',
  value: '20998.95',
  cost: '20000.00',
  transactions: [
    {
      date: '2025-01-01',
      kind: 'PURCHASE',
      description: 'Purchase',
      amount: '19999.00',
      units: '999.950',
      nav: '20.0000',
      balance: '999.950',
      stampDuty: '1.00',
      stt: '0.00',
    },
  ],
});
const held = (folioNo: string, schemeName: string, amfiCode: string | null, units: string, nav: string, value: string): CasFolio => ({
  amc: 'Test Mutual Fund',
  folioNo,
  pan,
  schemeName,
  isin: null,
  amfiCode,
  advisor: null,
  registrar: 'CAMS',
  nominees: [],
  openingUnits: units,
  closingUnits: units,
  navDate: '2025-06-30',
  nav,
  value,
  cost: null,
  transactions: [],
});
const summary = (folios: CasFolio[], to = '2025-06-30'): CasStatement => ({
  registrar: 'CAMS',
  kind: 'SUMMARY',
  from: to,
  to,
  investorName: 'Test Investor',
  email: null,
  folios,
});

const importCas = (s: CasStatement) => t.call('POST', '/api/portfolio/cas/import', { statement: s }, { token: inv.token });
const header = async (source?: string) =>
  (await t.call('POST', '/api/dashboard', { date: '06/30/2025', ...(source ? { source } : {}) }, { token: inv.token })).body.header_details;

describe('importing a summary CAS', () => {
  it('refuses a summary with transactions or a period, changing nothing', async () => {
    const withLines = summary([
      { ...held('SUM-1', 'Test Bluechip Fund - Direct Growth', '990001', '50.000', '101.8000', '5090.00'), transactions: omega().transactions },
    ]);
    expect((await importCas(withLines)).status).toBe(400);
    const period = { ...summary([held('SUM-1', 'Test Bluechip Fund - Direct Growth', '990001', '50.000', '101.8000', '5090.00')]), from: '2025-04-01' };
    const res = await importCas(period);
    expect(res.status).toBe(400);
    expect(res.body.errors[0]).toBe('Please check the statement dates');
    expect((await header()).AUM).toBe('0.00');
  });

  it('stores each holding as one lot of unknown cost, and keeps a folio imported before with its transactions', async () => {
    expect(
      (
        await importCas({
          registrar: 'KFINTECH',
          kind: 'DETAILED',
          from: '2024-04-01',
          to: '2025-06-30',
          investorName: 'Test Investor',
          email: null,
          folios: [omega()],
        })
      ).status,
    ).toBe(200);
    const res = await importCas(
      summary([
        held('SUM-1', 'Test Bluechip Fund - Direct Growth', '990001', '50.000', '101.8000', '5090.00'),
        { ...omega(), openingUnits: '999.950', transactions: [] },
      ]),
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.message).toBe('Imported 1 folio from your statement of 30/06/2025; 1 folio kept with the transactions imported before');
    expect(res.body.folios).toEqual([
      { I_Accno: 'SUM-1', SchemeName: 'Test Bluechip Fund - Direct Growth', SchemeID: cat.equity, Transactions: 0, MergedOrders: 0 },
      { I_Accno: 'OUT-9', SchemeName: 'Omega Gilt Fund - Direct Growth', SchemeID: null, Transactions: 0, MergedOrders: 0 },
    ]);
    const lot = await t.deps.db
      .select()
      .from(lots)
      .where(and(eq(lots.userId, inv.userId), eq(lots.folioNo, 'SUM-1')));
    expect(lot.map((l) => [l.source, l.lotDate, l.remaining4, l.costPaise])).toEqual([['cas', '2025-06-30', 500_000n, 0n]]);
    const kept = await t.deps.db
      .select()
      .from(cashFlows)
      .where(and(eq(cashFlows.userId, inv.userId), eq(cashFlows.folioNo, 'OUT-9')));
    expect(kept.map((f) => [f.kind, f.units4, f.amountPaise])).toEqual([['PURCHASE', 9_999_500n, 2_000_000n]]);
  });

  it('counts the units in the value, leaves them out of cost, gain and XIRR, and says so (hand-worked)', async () => {
    expect(await header()).toMatchObject({
      AUM: '26088.95',
      COST: '20000.00',
      UnrealReturns: '998.95',
      Absreturn: '4.99',
      TotalXirr: '10.39',
      TotalXirr_note: COST_UNKNOWN.total('5090.00'),
    });
    expect(await header('nivesh')).toMatchObject({ AUM: '0.00', TotalXirr_note: expect.not.stringContaining('summary') });
    const rows = (await t.call('POST', '/api/portfolio', { date: '06/30/2025' }, { token: inv.token })).body.portfolio_details as Array<
      Record<string, unknown>
    >;
    const sum = rows.find((r) => r.I_Accno === 'SUM-1')!;
    expect(sum).toMatchObject({
      Units: '50.0000',
      AUM: '5090.00',
      COST: '0.00',
      UnrealReturns: '0.00',
      AbsReturn: null,
      FolioXirr: null,
      CostUnknownUnits: '50.0000',
      FolioXirr_note: COST_UNKNOWN.holding,
    });
    const known = rows.find((r) => r.I_Accno === 'OUT-9')!;
    expect(known).toMatchObject({ COST: '20000.00', UnrealReturns: '998.95', FolioXirr: '10.39' });
    // a holding whose cost is all known carries no CostUnknownUnits (the spec's answer as it was)
    expect(known).not.toHaveProperty('CostUnknownUnits');
  });

  it('leaves the holding out of the capital-gains statement and harvesting, and the statement says why', async () => {
    const res = await t.call('POST', '/api/reports/capital_gains', { fromDate: '01/04/2025', toDate: '31/03/2026' }, { token: inv.token });
    expect(res.body.capital_gains.notes).toContain(COST_UNKNOWN.capitalGains('Test Bluechip Fund - Direct Growth', 'SUM-1'));
    expect(res.body.capital_gains.notes.filter((n: string) => n.includes('OUT-9'))).toEqual([]);
    const harvest = await t.call('GET', '/api/portfolio/harvest', undefined, { token: inv.token });
    expect(harvest.status).toBe(200);
    expect(harvest.body.harvest.suggestions.map((s: { FolioNo: string }) => s.FolioNo)).not.toContain('SUM-1');
    expect(harvest.body.harvest.loss_lots.map((s: { FolioNo: string }) => s.FolioNo)).not.toContain('SUM-1');
  });
});
