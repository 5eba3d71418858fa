import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CasStatement } from '../../src/shared/cas/model.ts';
import { createTestApp, type TestApp } from './support/harness.ts';
import { seedTestCatalogue, type TestCatalogue } from './support/orders-fixture.ts';
import { familyInvestor, holding, link, type FamilyInvestor } from './support/family.ts';

/**
 * Every view that counts holdings takes the same filter as the dashboard: bought through Nivesh,
 * imported from a statement ('elsewhere'), or all. A family of two on 15-Jun-2026 (test
 * catalogue equity NAV 100 + 0.01 a day from 1-Jan-2025):
 * - Asha (head): through Nivesh ₹30,00,000 on 10-Jan-2025 (folio FAM<id>-<scheme>); imported
 *   from a statement, folio CAS-A-1 of the same scheme: ₹1,00,000 on 10-Jan-2025 at 100.09
 *   (stamp duty ₹5.00, 999.050 units), 100 units redeemed on 04-May-2026 at 104.88 (₹10,488.00),
 *   899.050 units left, ₹94,642.99 at 105.27 on 12-Jun-2026.
 * - Dev: through Nivesh ₹2,00,000 on 14-Feb-2025.
 */
let t: TestApp;
let cat: TestCatalogue;
let asha: FamilyInvestor;
let dev: FamilyInvestor;
const ashaFolio = () => `FAM${asha.userId}-${cat.equity}`;
const devFolio = () => `FAM${dev.userId}-${cat.equity}`;

beforeAll(async () => {
  t = await createTestApp({ start: '2025-01-10T05:30:00Z', config: { session: { idleMinutes: 10_000_000, absoluteHours: 1_000_000 } } });
  cat = await seedTestCatalogue(t.deps.db);
  asha = await familyInvestor(t, '9760000341', ['Asha', 'Rao']);
  dev = await familyInvestor(t, '9760000342', ['Dev', 'Rao']);
  await holding(t, cat, asha.userId, cat.equity, '2025-01-10', 3_000_000);
  await holding(t, cat, dev.userId, cat.equity, '2025-02-14', 200_000);
  await link(t, asha, dev);
  t.clock.set('2026-06-15T04:30:00Z');
  const statement: CasStatement = {
    registrar: 'CAMS',
    kind: 'DETAILED',
    from: '2025-01-01',
    to: '2026-06-12',
    investorName: 'Asha Rao',
    email: null,
    folios: [
      {
        amc: 'Test Mutual Fund',
        folioNo: 'CAS-A-1',
        pan: asha.pan,
        schemeName: 'Test Bluechip Fund - Direct Growth',
        isin: null,
        amfiCode: '990001',
        advisor: null,
        registrar: 'CAMS',
        nominees: [],
        openingUnits: '0.000',
        closingUnits: '899.050',
        navDate: '2026-06-12',
        nav: '105.2700',
        value: '94642.99',
        cost: null,
        transactions: [
          {
            date: '2025-01-10',
            kind: 'PURCHASE',
            description: 'Purchase',
            amount: '99995.00',
            units: '999.050',
            nav: '100.0900',
            balance: '999.050',
            stampDuty: '5.00',
            stt: '0.00',
          },
          {
            date: '2026-05-04',
            kind: 'REDEMPTION',
            description: 'Redemption',
            amount: '-10488.00',
            units: '-100.000',
            nav: '104.8800',
            balance: '899.050',
            stampDuty: '0.00',
            stt: '0.00',
          },
        ],
      },
    ],
  };
  const res = await t.call('POST', '/api/portfolio/cas/import', { statement }, { token: asha.token });
  if (res.status !== 200) throw new Error(JSON.stringify(res.body));
}, 120_000);
afterAll(() => t.close());

const SOURCES = ['all', 'nivesh', 'elsewhere'] as const;
const folios = async (path: string, source: string, pick: (body: any) => Array<{ I_Accno?: string; FolioNo?: string }>) => {
  const res = await t.call('POST', path, { date: '06/12/2026', source }, { token: asha.token });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return pick(res.body)
    .map((r) => r.I_Accno ?? r.FolioNo)
    .sort();
};

describe('the held-through filter in every view', () => {
  it('portfolio: the folios of the source asked for', async () => {
    const seen = await Promise.all(SOURCES.map((s) => folios('/api/portfolio', s, (b) => b.portfolio_details)));
    expect(seen).toEqual([['CAS-A-1', ashaFolio()].sort(), [ashaFolio()], ['CAS-A-1']]);
  });

  it('family portfolio: every member, of the source asked for', async () => {
    const seen = await Promise.all(SOURCES.map((s) => folios('/api/portfolio/get_family_member_portfolio', s, (b) => b.family_portfolio[3])));
    expect(seen).toEqual([['CAS-A-1', ashaFolio(), devFolio()].sort(), [ashaFolio(), devFolio()].sort(), ['CAS-A-1']]);
    const elsewhere = await t.call('POST', '/api/portfolio/get_family_member_portfolio', { date: '06/12/2026', source: 'elsewhere' }, { token: asha.token });
    expect(elsewhere.body.family_portfolio[0][0].MrkVal).toBe('94642.99');
  });

  it('capital-gains statement: the sales of the source asked for', async () => {
    const lines = async (source?: string) => {
      const res = await t.call(
        'POST',
        '/api/reports/capital_gains',
        { fromDate: '01/04/2026', toDate: '31/03/2027', ...(source ? { source } : {}) },
        { token: asha.token },
      );
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return res.body.capital_gains.lines.map((l: { FolioNo: string; SaleValue: string }) => [l.FolioNo, l.SaleValue]);
    };
    expect(await lines()).toEqual([['CAS-A-1', '10488.00']]);
    expect(await lines('elsewhere')).toEqual([['CAS-A-1', '10488.00']]);
    expect(await lines('nivesh')).toEqual([]);
    const bad = await t.call(
      'POST',
      '/api/reports/capital_gains',
      { fromDate: '01/04/2026', toDate: '31/03/2027', source: 'somewhere' },
      { token: asha.token },
    );
    expect(bad.status).toBe(400);
  });

  it('harvesting: plans over the holdings of the source asked for', async () => {
    const plan = async (query = '') => {
      const res = await t.call('GET', `/api/portfolio/harvest${query}`, undefined, { token: asha.token });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return res.body.harvest;
    };
    const nivesh = await plan('?source=nivesh');
    const elsewhere = await plan('?source=elsewhere');
    expect(nivesh.suggestions.map((s: { FolioNo: string }) => s.FolioNo)).toEqual([ashaFolio()]);
    expect(elsewhere.suggestions.map((s: { FolioNo: string }) => s.FolioNo)).toEqual(['CAS-A-1']);
    // the imported sale is this year's booked gain only where imported holdings count
    expect(Number(elsewhere.Booked)).toBeGreaterThan(0);
    expect(nivesh.Booked).toBe('0.00');
    expect((await plan()).Booked).toBe(elsewhere.Booked);
    expect((await t.call('GET', '/api/portfolio/harvest?source=somewhere', undefined, { token: asha.token })).status).toBe(400);
  });
});
