import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { devOutbox, reportRequests, users } from '../../src/server/db/schema.ts';
import { sweepOrders } from '../../src/server/jobs/order-sweep.ts';
import { runReportJobs } from '../../src/server/services/reports/job.ts';
import { pdfText, readXlsx } from '../support/read-statements.ts';
import { createTestApp, signUp, type TestApp } from './support/harness.ts';
import { onboardedInvestor, seedTestCatalogue, type TestCatalogue } from './support/orders-fixture.ts';
import { addToCart, buyAndAllot, verifyCheckout } from './support/orders-flow.ts';

let t: TestApp;
let cat: TestCatalogue;
const MOBILE = '9740000001';
let inv: Awaited<ReturnType<typeof onboardedInvestor>>;

/**
 * The investor: ₹50,000 into the equity fund on Mon 10-Mar-2025 (NAV 100.68), 100 units redeemed
 * on Mon 11-May-2026 (NAV 104.95).
 *  units: duty 50,000 × 5 / 1,00,005 = ₹2.49987 → ₹2.50; 49,997.50 / 100.68 = 496.598 units
 *  sale: 100 × 104.95 = ₹10,495.00; no exit load (427 days > 365)
 *  cost: 50,000 × 100 / 496.598 = ₹10,068.5061 → ₹10,068.51
 *  gain: 10,495.00 − 10,068.51 = ₹426.49, long term (s.112A, 12.5%), inside the ₹1.25 lakh exemption: tax 0
 */
beforeAll(async () => {
  t = await createTestApp({ start: '2025-03-10T04:00:00Z', config: { session: { idleMinutes: 10_000_000, absoluteHours: 1_000_000 } } });
  cat = await seedTestCatalogue(t.deps.db);
  inv = await onboardedInvestor(t, MOBILE);
  const folio = await buyAndAllot(t, inv, MOBILE, { id: cat.equity, amcId: cat.amcId }, '50000', '2025-03-10', () => sweepOrders(t.deps));
  t.clock.set('2026-05-11T04:30:00Z');
  const ihno = await addToCart(t, inv.token, { TrType: 'RED', AmcId: cat.amcId, AccNo: folio, Sch: cat.equity, FUnsAmt: 'u', FParFul: 'p', Units: '100' });
  await verifyCheckout(t, inv.token, MOBILE, [ihno], 'Redemption');
  const placed = await t.call(
    'POST',
    '/api/transaction/place-order',
    { orders: [{ order_id: ihno, type: 'Normal' }], payment_type: 1, category: 5 },
    { token: inv.token },
  );
  if (!placed.body.bse_order?.is_success) throw new Error(`redemption not placed: ${JSON.stringify(placed.body)}`);
  await sweepOrders(t.deps);
  t.clock.set('2026-06-15T04:30:00Z');
});
afterAll(() => t.close());

const download = async (url: string) => {
  const res = await t.app.request(url);
  return {
    status: res.status,
    type: res.headers.get('content-type'),
    disposition: res.headers.get('content-disposition'),
    bytes: new Uint8Array(await res.arrayBuffer()),
  };
};

describe('statement of capital gain/loss', () => {
  it('the API states each sale with the rule applied, per financial year', async () => {
    const res = await t.call('POST', '/api/reports/capital_gains', { fromDate: '01/04/2026', toDate: '31/03/2027' }, { token: inv.token });
    const cg = res.body.capital_gains;
    expect(cg.lines).toHaveLength(1);
    expect(cg.lines[0]).toMatchObject({
      SaleType: 'Redemption',
      SaleDate: '11/05/2026',
      PurchaseDate: '10/03/2025',
      Units: '100.0000',
      SaleValue: '10495.00',
      ExitLoad: '0.00',
      CostDeducted: '10068.51',
      Gain: '426.49',
      Term: 'Long term',
      FY: '2026-27',
    });
    expect(cg.lines[0].Rule).toContain('s.112A, 12.5%');
    expect(cg.years[0]).toMatchObject({
      FY: '2026-27',
      LongTerm: '426.49',
      ShortTerm: '0.00',
      ExemptionLimit: '125000.00',
      ExemptionUsed: '426.49',
      EstimatedTax: '0.00',
    });
    expect(cg.total).toMatchObject({ SaleValue: '10495.00', Gain: '426.49' });
    // a period without sales is empty, not an error
    expect(
      (await t.call('POST', '/api/reports/capital_gains', { fromDate: '01/04/2024', toDate: '31/03/2025' }, { token: inv.token })).body.capital_gains.lines,
    ).toEqual([]);
    expect((await t.call('POST', '/api/reports/capital_gains', { fromDate: '01/04/2026', toDate: '31/03/2026' }, { token: inv.token })).body).toEqual({
      error: 'To date should greater than From date',
    });
  });

  it('gives the ITR-ready Schedule 112A and Schedule CG files of a financial year', async () => {
    const res = await t.call('POST', '/api/reports/itr_export', { fy: '2026-27' }, { token: inv.token });
    const [a, cg] = res.body.itr_export.files;
    expect(a).toMatchObject({ name: 'schedule-112a-FY2026-27.csv', rows: 1 });
    const row = a.csv.split('\r\n')[1];
    // acquired after 31-Jan-2018, transferred after 23-Jul-2024; 100 units at ₹104.95; STT (₹0.10) is not an expense
    expect(row).toMatch(/^AE,AE,[^,]*,Test Bluechip Fund - Direct Growth,100\.0000,104\.9500,10495\.00,10068\.51,10068\.51,,,,0\.00,10068\.51,426\.49$/);
    expect(cg.csv).toContain('B. Long-term: u/s 112A at 12.5% (transfers from 23-Jul-2024),112A,426.49,0.00');
    expect(cg.csv).toContain('D. Exemption of long-term gains u/s 112A used (limit 125000.00),112A,426.49,');
    expect((await t.call('POST', '/api/reports/itr_export', { fy: '2027-28' }, { token: inv.token })).body).toEqual({
      error: 'This financial year has not started yet',
    });
    expect((await t.call('POST', '/api/reports/itr_export', { fy: '2026-28' }, { token: inv.token })).body).toEqual({
      error: 'Please select a financial year',
    });
    const noFy = await t.call('POST', '/api/reports/itr_export', {}, { token: inv.token });
    expect(noFy.status).toBe(400);
  });

  it('is built by the job into a PDF and a workbook whose totals equal the API, emailed and listed with signed links', async () => {
    const asked = await t.call(
      'POST',
      '/api/reports/get_profit_loss_report',
      { fromDate: '01/04/2026', toDate: '31/03/2027', type: 'Both' },
      { token: inv.token },
    );
    expect(asked.body).toMatchObject({
      request_submitted: true,
      message: 'Your Statement of Capital Gain/Loss is being generated. We will email it to you, and it will be listed here to download.',
    });
    // the request only queued it
    let list = (await t.call('GET', '/api/reports/list', undefined, { token: inv.token })).body.reports;
    expect(list[0]).toMatchObject({
      ID: asked.body.report_id,
      ReportName: 'Statement of Capital Gain/Loss',
      Status: 'Generating',
      FromDate: '01/04/2026',
      ToDate: '15/06/2026',
      files: [],
    });
    expect(await runReportJobs(t.deps)).toBe(1);
    list = (await t.call('GET', '/api/reports/list', undefined, { token: inv.token })).body.reports;
    expect(list[0].Status).toBe('Ready');
    expect(list[0].files.map((f: { format: string }) => f.format)).toEqual(['pdf', 'xlsx']);
    const api = (await t.call('POST', '/api/reports/capital_gains', { fromDate: '01/04/2026', toDate: '15/06/2026' }, { token: inv.token })).body.capital_gains;
    expect(list[0].totals).toMatchObject({ 'Total gain': api.total.Gain, 'Total sale value': api.total.SaleValue, 'Long-term gain': api.total.LongTerm });

    const pdf = await download(list[0].files[0].url);
    expect(pdf).toMatchObject({ status: 200, type: 'application/pdf' });
    expect(pdf.disposition).toBe('attachment; filename="capital-gains-2026-04-01-to-2026-06-15.pdf"');
    const { text, pages } = await pdfText(pdf.bytes);
    expect(pages).toBeGreaterThanOrEqual(1);
    expect(text).toContain('Statement of Capital Gain/Loss');
    expect(text).toContain('Test Investor');
    expect(text).toMatch(/PAN XXXXXX\d{3}Z/);
    expect(text).toContain('Period: 01/04/2026 to 15/06/2026');
    expect(text).toContain(`Page 1 of ${pages}`);
    expect(text).toMatch(new RegExp(`Total gain ${api.total.Gain.replace('.', '\\.')}`));
    expect(text).toMatch(/Total sale value 10,495\.00/);
    expect(text).toContain('11/05/2026');
    expect(text).toContain('s.112A');

    const xlsx = await download(list[0].files[1].url);
    expect(xlsx.type).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const wb = await readXlsx(xlsx.bytes);
    expect(wb.sheets).toEqual(['Summary', 'FY 2026-27 summary', 'FY 2026-27 set-off', 'FY 2026-27 schemes', 'FY 2026-27 lines']);
    expect(wb.valueOf('Summary', 'Investor')).toBe('Test Investor');
    expect(wb.valueOf('Summary', 'Period')).toBe('01/04/2026 to 15/06/2026');
    expect(Number(wb.valueOf('Summary', 'Total gain')).toFixed(2)).toBe(api.total.Gain);
    expect(Number(wb.valueOf('Summary', 'Total sale value')).toFixed(2)).toBe(api.total.SaleValue);
    const lines = wb.rows('FY 2026-27 lines');
    // sale and purchase dates are Excel dates, not text
    expect(lines[2]).toEqual(
      expect.arrayContaining([
        'Test Bluechip Fund - Direct Growth',
        'Redemption',
        new Date(Date.UTC(2026, 4, 11)),
        new Date(Date.UTC(2025, 2, 10)),
        10495,
        426.49,
        'Long term',
      ]),
    );

    // emailed to the investor (the dev outbox in demo mode), with a link that opens the file
    const [mail] = await t.deps.db.select().from(devOutbox).where(eq(devOutbox.to, inv.email)).orderBy(desc(devOutbox.id)).limit(1);
    expect(mail!.subject).toBe('Your Statement of Capital Gain/Loss is ready');
    const link = /PDF: http:\/\/localhost(\/api\/files\/reports\/\S+)/.exec(mail!.body)?.[1];
    expect(link).toBeTruthy();
    expect((await download(link!)).status).toBe(200);

    // a forged or expired link is a plain 404
    expect((await download(list[0].files[0].url.replace(/sig=.{4}/, 'sig=AAAA'))).status).toBe(404);
    t.clock.advance(61 * 60_000);
    expect((await download(list[0].files[0].url)).status).toBe(404);
    expect((await download(link!)).status).toBe(200); // the emailed link lives 7 days
    t.clock.set('2026-06-15T04:30:00Z');
  });
});

describe('other statements and the rules of the screen', () => {
  it('the transaction statement (Excel by default) totals what was bought and redeemed', async () => {
    const asked = await t.call('POST', '/api/reports/get_transaction_summary', { fromDate: '01/01/2025', toDate: '15/06/2026' }, { token: inv.token });
    expect(asked.body.request_submitted).toBe(true);
    await runReportJobs(t.deps);
    const [row] = (await t.call('GET', '/api/reports/list', undefined, { token: inv.token })).body.reports;
    expect(row.files.map((f: { format: string }) => f.format)).toEqual(['xlsx']);
    // the redemption paid ₹10,495.00 less STT of 0.001% (10.495 paise → ₹0.10)
    expect(row.totals).toEqual({ Transactions: '2', 'Total purchases': '50000.00', 'Total redemptions': '10494.90' });
    const wb = await readXlsx((await download(row.files[0].url)).bytes);
    expect(Number(wb.valueOf('Summary', 'Total purchases'))).toBe(50000);
    expect(
      wb
        .rows('Transactions')
        .slice(2)
        .map((r) => [r[0], r[3], r[4]]),
    ).toEqual([
      [new Date(Date.UTC(2025, 2, 10)), 'New Purchase', 50000],
      [new Date(Date.UTC(2026, 4, 11)), 'Redemption', 10494.9],
    ]);
  });

  it('portfolio summary, holdings and detailed portfolio are built as PDFs with the holdings', async () => {
    expect((await t.call('POST', '/api/reports/get_portfolio_summary_report', { fromDate: '01/04/2025' }, { token: inv.token })).body.request_submitted).toBe(
      true,
    );
    expect(
      (await t.call('POST', '/api/reports/get_portfolio_summary_report_xlsx', { fromDate: '01/04/2025' }, { token: inv.token })).body.request_submitted,
    ).toBe(true);
    expect((await t.call('GET', '/api/reports/get_holdings_report', undefined, { token: inv.token })).body.request_submitted).toBe(true);
    expect((await t.call('POST', '/api/reports/get_detailed_portfolio_report', { fromDate: '01/04/2025' }, { token: inv.token })).body.request_submitted).toBe(
      true,
    );
    expect(await runReportJobs(t.deps)).toBe(4);
    const rows = (await t.call('GET', '/api/reports/list', undefined, { token: inv.token })).body.reports.slice(0, 4);
    expect(rows.map((r: { ReportName: string; files: Array<{ format: string }> }) => [r.ReportName, r.files.map((f) => f.format).join()])).toEqual([
      ['Detailed Portfolio Statement', 'pdf'],
      ['Transaction Wise Holdings', 'pdf'],
      ['Portfolio Summary', 'xlsx'],
      ['Portfolio Summary', 'pdf'],
    ]);
    // 396.598 units left, bought at ₹50,000 for 496.598: cost 50,000 × 396.598 / 496.598 = ₹39,931.49 (rounded down)
    const holdings = rows[1];
    expect(holdings.totals['Cost value']).toBe('39931.49');
    const { text } = await pdfText((await download(holdings.files[0].url)).bytes);
    expect(text).toContain('Transaction Wise Holdings');
    expect(text).toContain('396.5980');
    expect(text).toContain('39,931.49');
    const wb = await readXlsx((await download(rows[2].files[0].url)).bytes);
    expect(Number(wb.valueOf('Summary', 'Cost value')).toFixed(2)).toBe('39931.49');
  });

  it('checks the dates, the investor and what there is to report, as the screen does', async () => {
    const ask = (path: string, body: unknown, token = inv.token) => t.call('POST', `/api/reports/${path}`, body, { token });
    expect((await ask('get_portfolio_summary_report', {})).body).toEqual({ errors: ['Please select from date'] });
    expect((await ask('get_transaction_summary', { fromDate: '01/04/2026' })).body).toEqual({ errors: ['Please select duration'] });
    expect((await ask('get_transaction_summary', { fromDate: '10/04/2026', toDate: '01/04/2026' })).body).toEqual({
      request_submitted: false,
      message: 'To date should greater than From date',
    });
    expect((await ask('get_profit_loss_report', { fromDate: '31/02/2026', toDate: '01/04/2026' })).body).toEqual({
      request_submitted: false,
      message: 'Please select from date',
    });
    expect((await ask('get_profit_loss_report', { fromDate: '01/07/2026', toDate: '01/08/2026' })).body).toEqual({
      request_submitted: false,
      message: 'From date cannot be after today',
    });
    const fresh = await signUp(t, '9740000002');
    expect((await ask('get_portfolio_summary_report', { fromDate: '01/04/2026' }, fresh.token)).body).toEqual({
      request_submitted: false,
      message: 'Please Complete your Account Opening Process.',
    });
    await t.deps.db.update(users).set({ isOnboarded: true }).where(eq(users.mobile, '9740000002'));
    expect((await ask('get_portfolio_summary_report', { fromDate: '01/04/2026' }, fresh.token)).body).toEqual({
      request_submitted: false,
      message: 'We noticed that you do not have any current investment with us to generate statement. Kindly invest.',
    });
    // one investor cannot flood the queue
    for (let i = 0; i < 5; i++) expect((await ask('get_detailed_portfolio_report', { fromDate: '01/04/2026' })).body.request_submitted).toBe(true);
    expect((await ask('get_detailed_portfolio_report', { fromDate: '01/04/2026' })).body).toEqual({
      request_submitted: false,
      message: 'Your earlier statements are still being generated; please try again in a minute',
    });
    await runReportJobs(t.deps);
  });

  it('a statement that cannot be built is retried, then FAILED with the reason, and the others still finish', async () => {
    const [bad] = await t.deps.db
      .insert(reportRequests)
      .values({ userId: inv.userId, reportType: 'no-such-report', formats: ['pdf'], origin: 'http://localhost', requestedAt: t.clock.now() })
      .returning();
    expect((await t.call('GET', '/api/reports/get_holdings_report', undefined, { token: inv.token })).body.request_submitted).toBe(true);
    await runReportJobs(t.deps);
    await runReportJobs(t.deps);
    await runReportJobs(t.deps);
    const rows = await t.deps.db.select().from(reportRequests).where(eq(reportRequests.userId, inv.userId)).orderBy(desc(reportRequests.id)).limit(2);
    expect(rows[0]).toMatchObject({ reportType: 'holdings', status: 'READY' });
    expect(rows[1]).toMatchObject({ id: bad!.id, status: 'FAILED', attempts: 3 });
    expect(rows[1]!.error).toContain('unknown report type');
    const listed = (await t.call('GET', '/api/reports/list', undefined, { token: inv.token })).body.reports.find((r: { ID: number }) => r.ID === bad!.id);
    expect(listed).toMatchObject({ Status: 'Failed', files: [] });
  });
});

describe('transaction history fields (spec 3 §3, §4.2)', () => {
  it('carry quantity, confirmation, options, profit and CAGR, and one status word', async () => {
    const rows = (await t.call('GET', '/api/profile/get_transaction_history', undefined, { token: inv.token })).body.transaction_history;
    const sale = rows.find((r: { TCM_MAppDesc: string }) => r.TCM_MAppDesc === 'SELL');
    const buy = rows.find((r: { TCM_MAppDesc: string }) => r.TCM_MAppDesc === 'BUY');
    // the redemption's profit is the gain the capital-gains statement shows for it
    expect(sale).toMatchObject({
      Quantity: '100.0000',
      IsUnits: 'Y',
      InvestmentConfirmation: 'confirmed',
      status_word: 'Transaction Successful',
      Profit: '426.49',
      CAGR: null,
      Growthoption: 'Y',
      DividendPayout: 'N',
      TailWindRec: 'N',
    });
    // the purchase: 496.598 units at the NAV of 15-Jun-2026 (104.95 + 35 × 0.01 = 105.30): ₹52,291.76 − ₹50,000 = ₹2,291.76
    // held 462 days: CAGR = (52,291.76 / 50,000)^(365/462) − 1 = e^(0.790043 × 0.044816) − 1 = 3.604% → 3.60
    expect(buy).toMatchObject({ Quantity: '496.5980', IsUnits: 'N', Profit: '2291.76', CAGR: '3.60' });
    expect(buy.transaction_stages[0]).toMatchObject({ label: 'Order Placed', img: 'order-placed-active', inactive_img: 'order-placed-inactive' });
  });
});
