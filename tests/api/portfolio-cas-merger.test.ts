import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '../../src/server/db/schema.ts';
import type { CasFolio, CasStatement, CasTxn } from '../../src/shared/cas/model.ts';
import { createTestApp, type TestApp } from './support/harness.ts';
import { onboardedInvestor } from './support/orders-fixture.ts';

/**
 * A scheme merger in an imported statement, hand-worked (Income-tax Act s.47(xviii): not a
 * transfer; s.49(2AD): the new units cost what the old did; s.2(42A) Expl. 1(hf): held since the
 * old were). Old Fund (folio M-1): ₹10,000 on 03-May-2019 at 10.0000 (1,000.000 units), ₹6,000 on
 * 03-Feb-2020 at 12.0000 (500.000 units); on 14-Jun-2024 all 1,500 units merge into New Fund at
 * 15.0000 → 10.0000: 2,250.000 new units (ratio 1.5). The lots carried: 1,500.000 units from
 * 03-May-2019 costing ₹10,000 and 750.000 from 03-Feb-2020 costing ₹6,000.
 * On 03-Mar-2025 1,800 New Fund units are redeemed at 11.0000 = ₹19,800: 1,500 from the first lot
 * (value ₹16,500, gain ₹6,500) and 300 from the second (cost 6,000 × 300/750 = ₹2,400, value
 * ₹3,300, gain ₹900). No line for the merger day. Left: 450 units costing ₹3,600, worth ₹5,175.00
 * at 11.5000 on 30-Jun-2025 (gain ₹1,575).
 */
let t: TestApp;
let inv: { token: string; userId: number };
let pan: string;

beforeAll(async () => {
  t = await createTestApp({ start: '2025-07-01T05:30:00Z', config: { session: { idleMinutes: 10_000_000, absoluteHours: 1_000_000 } } });
  inv = await onboardedInvestor(t, '9750000343');
  pan = (await t.deps.db.select({ pan: users.pan }).from(users).where(eq(users.id, inv.userId)))[0]!.pan!;
});
afterAll(() => t.close());

const line = (date: string, kind: CasTxn['kind'], amount: string, units: string, nav: string, balance: string): CasTxn => ({
  date,
  kind,
  description: kind,
  amount,
  units,
  nav,
  balance,
  stampDuty: '0.00',
  stt: '0.00',
});
const folio = (schemeName: string, isin: string, closing: string, nav: string, value: string, transactions: CasTxn[]): CasFolio => ({
  amc: 'Merging Mutual Fund',
  folioNo: 'M-1',
  pan,
  schemeName,
  isin,
  amfiCode: null,
  advisor: null,
  registrar: 'CAMS',
  nominees: [],
  openingUnits: '0.000',
  closingUnits: closing,
  navDate: '2025-06-30',
  nav,
  value,
  cost: null,
  transactions,
});
const statement = (): CasStatement => ({
  registrar: 'CAMS',
  kind: 'DETAILED',
  from: '2019-04-01',
  to: '2025-06-30',
  investorName: 'Test Investor',
  email: null,
  folios: [
    folio('Old Fund - Direct Growth', 'INF999M01AA1', '0.000', '15.0000', '0.00', [
      line('2019-05-03', 'PURCHASE', '10000.00', '1000.000', '10.0000', '1000.000'),
      line('2020-02-03', 'PURCHASE', '6000.00', '500.000', '12.0000', '1500.000'),
      line('2024-06-14', 'MERGER_OUT', '-22500.00', '-1500.000', '15.0000', '0.000'),
    ]),
    folio('New Fund - Direct Growth', 'INF999M01BB2', '450.000', '11.5000', '5175.00', [
      line('2024-06-14', 'MERGER_IN', '22500.00', '2250.000', '10.0000', '2250.000'),
      line('2025-03-03', 'REDEMPTION', '-19800.00', '-1800.000', '11.0000', '450.000'),
    ]),
  ],
});

describe('a scheme merger in an imported statement', () => {
  it('carries the old units’ cost and dates into the new scheme: no gain on the merger day (hand-worked)', async () => {
    const res = await t.call('POST', '/api/portfolio/cas/import', { statement: statement() }, { token: inv.token });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const cg = await t.call('POST', '/api/reports/capital_gains', { fromDate: '01/04/2024', toDate: '31/03/2025' }, { token: inv.token });
    const lines = cg.body.capital_gains.lines.map((l: Record<string, string>) => [
      l.SaleDate,
      l.PurchaseDate,
      l.Units,
      l.SaleValue,
      l.CostDeducted,
      l.Gain,
      l.Term,
    ]);
    expect(lines).toEqual([
      ['03/03/2025', '03/05/2019', '1500.0000', '16500.00', '10000.00', '6500.00', 'Long term'],
      ['03/03/2025', '03/02/2020', '300.0000', '3300.00', '2400.00', '900.00', 'Long term'],
    ]);
  });

  it('holds the rest at the carried cost, realises nothing on the merger, and counts no money for it', async () => {
    const rows = (await t.call('POST', '/api/portfolio', { date: '06/30/2025' }, { token: inv.token })).body.portfolio_details as Array<
      Record<string, unknown>
    >;
    expect(rows.map((r) => [r.SchemeName, r.Units, r.COST, r.AUM, r.UnrealReturns, r.RealisedRtns])).toEqual([
      ['New Fund - Direct Growth', '450.0000', '3600.00', '5175.00', '1575.00', '7400.00'],
    ]);
    // the whole: −10,000 (2019) −6,000 (2020) +19,800 (2025) +5,175 now; the merger is no cash flow
    const header = (await t.call('POST', '/api/dashboard', { date: '06/30/2025' }, { token: inv.token })).body.header_details;
    expect(header).toMatchObject({ AUM: '5175.00', COST: '3600.00', RealisedReturns: '7400.00' });
  });
});
