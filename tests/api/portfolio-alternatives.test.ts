import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { alternativeValuations, users } from '../../src/server/db/schema.ts';
import { importValuations } from '../../src/server/services/alternatives/import-valuations.ts';
import { seedDemo, DEMO_INVESTOR } from '../../src/server/demo/investors.ts';
import { seedDemoAlternatives } from '../../src/server/demo/alternatives.ts';
import { createTestApp, type TestApp } from './support/harness.ts';
import { onboardedInvestor } from './support/orders-fixture.ts';

let t: TestApp;
let inv: { token: string; userId: number; niveshId: string };
beforeAll(async () => {
  t = await createTestApp({ start: '2026-11-20T05:30:00Z' });
  inv = await onboardedInvestor(t, '9760000001');
});
afterAll(() => t.close());

const header = 'investor,product,scheme_name,manager,category,account_no,start_date,invested,market_value,valuation_date,reported_xirr';

describe('aif-pms:import', () => {
  it('loads good rows, reports bad ones by line, and a corrected row replaces the old one', async () => {
    const [u] = await t.deps.db.select().from(users).where(eq(users.id, inv.userId));
    const csv = [
      header,
      `${inv.niveshId},AIF,"Credit Opportunities Fund, Series II",Acme Alternates,Category II AIF,AIF-001,2025-04-01,"10,00,000",1100000.00,2026-03-31,`,
      `${inv.niveshId},AIF,"Credit Opportunities Fund, Series II",Acme Alternates,Category II AIF,AIF-001,2025-04-01,1000000,1210000,30/09/2026,`,
      `${u!.pan},pms,Focused Equity Strategy,Zenith PMS,Discretionary PMS,PMS-9,01/10/2025,500000,545000,2026-10-31,12.5`,
      'NVNOBODY01,AIF,X,Y,,Z,2025-01-01,1,1,2025-02-01,',
      `${inv.niveshId},ETF,X,Y,,Z,2025-01-01,1,1,2025-02-01,`,
      `${inv.niveshId},PMS,X,Y,,Z,2025-03-01,1,1,2025-02-01,`,
      `${inv.niveshId},PMS,X,Y,,Z,2025-01-01,1,1,2026-12-01,`,
      `${inv.niveshId},PMS,X,Y,,Z,2025-01-01,abc,1,2025-02-01,`,
      `${inv.niveshId},PMS,X,Y,,Z,2025-01-01,1,1,2025-02-01,lots`,
    ].join('\r\n');
    const stats = await importValuations(t.deps, csv, 'statements-2026-10.csv');
    expect(stats).toMatchObject({ rows: 9, inserted: 3, updated: 0 });
    expect(stats.errors).toEqual([
      { line: 5, message: 'no investor with Nivesh ID or PAN "NVNOBODY01"' },
      { line: 6, message: 'product must be AIF or PMS, not "ETF"' },
      { line: 7, message: 'valuation_date is before start_date' },
      { line: 8, message: 'valuation_date 2026-12-01 is in the future' },
      { line: 9, message: 'invested must be a positive amount and market_value an amount, in rupees with at most 2 decimals' },
      { line: 10, message: 'reported_xirr must be a percent with at most 2 decimals, not "lots"' },
    ]);
    const again = await importValuations(
      t.deps,
      [header, `${inv.niveshId},PMS,Focused Equity Strategy,Zenith PMS,Discretionary PMS,PMS-9,2025-10-01,500000,546000,2026-10-31,12.75`].join('\n'),
      'corrected.csv',
    );
    expect(again).toMatchObject({ rows: 1, inserted: 0, updated: 1, errors: [] });
    await expect(importValuations(t.deps, 'investor,product\nX,AIF', 'bad.csv')).rejects.toThrow(/lacks the columns scheme_name, manager, account_no/);
  });

  it('shows each account at its latest valuation as on the day asked, with its XIRR and where it comes from', async () => {
    const res = await t.call('POST', '/api/portfolio', { date: '11/20/2026' }, { token: inv.token });
    expect(res.body.portfolio_details).toEqual([]);
    expect(res.body.aif_details).toEqual([
      {
        ID: expect.any(Number),
        Product: 'AIF',
        SchemeName: 'Credit Opportunities Fund, Series II',
        Manager: 'Acme Alternates',
        Category: 'Category II AIF',
        I_Accno: 'AIF-001',
        COST: '1000000.00',
        AUM: '1210000.00',
        UnrealReturns: '210000.00',
        AbsReturn: '21.00',
        // worked from ₹10,00,000 on 1 Apr 2025 to ₹12,10,000 on 30 Sep 2026 (547 days): 1.21^(365/547) − 1
        FolioXirr: '13.56',
        FolioXirr_source: 'computed',
        LifeDays: 598,
        StartDate: '01/04/2025',
        Asondate: '30/09/2026',
        is_demo: false,
      },
    ]);
    expect(res.body.pms_details).toEqual([
      expect.objectContaining({
        SchemeName: 'Focused Equity Strategy',
        AUM: '546000.00',
        FolioXirr: '12.75',
        FolioXirr_source: 'reported',
        Asondate: '31/10/2026',
      }),
    ]);
    const earlier = await t.call('POST', '/api/portfolio', { date: '06/30/2026' }, { token: inv.token });
    expect(earlier.body.aif_details.map((a: { AUM: string; Asondate: string }) => [a.AUM, a.Asondate])).toEqual([['1100000.00', '31/03/2026']]);
    expect(earlier.body.pms_details).toEqual([]);
  });

  it('the product-wise summary has a row per product held', async () => {
    const res = await t.call('POST', '/api/portfolio/get_product_wise_summary', {}, { token: inv.token });
    expect(res.body.AsonDate).toBe('20/11/2026');
    expect(
      res.body.product_wise_summary.map((r: { ProductLevel: string; I_PurValue: string; I_MarKetValue: string }) => [
        r.ProductLevel,
        r.I_PurValue,
        r.I_MarKetValue,
      ]),
    ).toEqual([
      ['AIF', '1000000.00', '1210000.00'],
      ['PMS', '500000.00', '546000.00'],
    ]);
  });

  it('demo mode gives the demo investor one AIF and one PMS, marked as demo data, once', async () => {
    await seedDemo(t.deps);
    await seedDemoAlternatives(t.deps);
    await seedDemoAlternatives(t.deps);
    const [demo] = await t.deps.db.select().from(users).where(eq(users.mobile, DEMO_INVESTOR.mobile));
    const rows = await t.deps.db.select().from(alternativeValuations).where(eq(alternativeValuations.userId, demo!.id));
    expect(rows).toHaveLength(4);
    expect(rows.every((r) => r.isDemo)).toBe(true);
    expect(new Set(rows.map((r) => r.product))).toEqual(new Set(['AIF', 'PMS']));
  });
});
