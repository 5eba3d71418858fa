import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseDecimal, formatDecimal } from '../../src/shared/money/decimal.ts';
import { runReportJobs } from '../../src/server/services/reports/job.ts';
import { readXlsx } from '../support/read-statements.ts';
import { createTestApp, type TestApp } from './support/harness.ts';
import { seedTestCatalogue, type TestCatalogue } from './support/orders-fixture.ts';
import { familyInvestor, holding, link, type FamilyInvestor } from './support/family.ts';

/**
 * The family portfolio (spec 2 §2.8, §3) and the family report (spec 3 §7.3): each member's
 * figures are their own portfolio, the family's are the sum of the members'.
 */
let t: TestApp;
let cat: TestCatalogue;
let head: FamilyInvestor;
let spouse: FamilyInvestor;
let child: FamilyInvestor;
let outsider: FamilyInvestor;
beforeAll(async () => {
  t = await createTestApp({ start: '2025-07-01T05:30:00Z', config: { session: { idleMinutes: 10_000_000, absoluteHours: 1_000_000 } } });
  cat = await seedTestCatalogue(t.deps.db);
  head = await familyInvestor(t, '9720000001', ['Asha', 'Rao']);
  spouse = await familyInvestor(t, '9720000002', ['Dev', 'Rao']);
  child = await familyInvestor(t, '9720000003', ['Nila', 'Rao']);
  outsider = await familyInvestor(t, '9720000004', ['Omar', 'Khan']);
  // the test catalogue's NAVs: base 100 (equity) and 1000 (liquid), + 0.01 a day from 1 Jan 2025
  await holding(t, cat, head.userId, cat.equity, '2025-01-10', 10_000);
  await holding(t, cat, head.userId, cat.liquid, '2025-03-03', 50_000, 1000);
  await holding(t, cat, spouse.userId, cat.equity, '2025-02-14', 25_000);
  await holding(t, cat, outsider.userId, cat.equity, '2025-02-14', 99_000);
  // the child holds nothing
  await link(t, head, spouse);
  await link(t, head, child, 'id');
}, 120_000);
afterAll(() => t.close());

const paise = (s: string) => parseDecimal(s, 2)!;
const rupees = (p: bigint) => formatDecimal(p, 2);
const portfolioOf = async (headers: Record<string, string>) => (await t.call('POST', '/api/portfolio', { date: '06/30/2025' }, headers)).body;
const sumOf = (rows: Array<{ AUM: string; COST: string }>, f: 'AUM' | 'COST') => rows.reduce((s, r) => s + paise(r[f]), 0n);

describe('POST /portfolio/get_family_member_portfolio', () => {
  it('answers six result sets; the family figures are the sum of the members’ own portfolios', async () => {
    const res = await t.call('POST', '/api/portfolio/get_family_member_portfolio', { date: '06/30/2025' }, { token: head.token });
    expect(res.status).toBe(200);
    const [summary, products, members, holdings, assets, subAssets] = res.body.family_portfolio;
    expect(res.body.AsonDate).toBe('30/06/2025');

    // every member's row equals what POST /portfolio answers when signed in as (or switched into) them
    const mine = await portfolioOf({ token: head.token });
    const sw = await head.profile('POST', '/get_access_to_child', { child_id: spouse.userId });
    const theirs = await portfolioOf({ token: sw.body.child_token, parent_token: head.token });
    const row = (id: number) => members.find((m: any) => m.Child_id === id);
    expect(row(head.userId)).toMatchObject({
      I_InvName: 'Asha Rao',
      i_clientid: head.niveshId,
      is_head: true,
      MrkVal: rupees(sumOf(mine.portfolio_details, 'AUM')),
      PurVal: rupees(sumOf(mine.portfolio_details, 'COST')),
    });
    expect(row(spouse.userId)).toMatchObject({
      I_InvName: 'Dev Rao',
      MrkVal: rupees(sumOf(theirs.portfolio_details, 'AUM')),
      PurVal: rupees(sumOf(theirs.portfolio_details, 'COST')),
    });
    expect(row(child.userId)).toMatchObject({ MrkVal: '0.00', PurVal: '0.00', Perc: '0.00', Xirr: null });
    expect(members).toHaveLength(3);

    // consolidated = the sum of the members (the outsider's ₹99,000 is nowhere)
    const value = sumOf(mine.portfolio_details, 'AUM') + sumOf(theirs.portfolio_details, 'AUM');
    const cost = sumOf(mine.portfolio_details, 'COST') + sumOf(theirs.portfolio_details, 'COST');
    expect(cost).toBe(8_500_000n);
    expect(summary).toEqual([
      {
        FamilyName: 'Rao Family',
        AUM: rupees(value),
        MrkVal: rupees(value),
        PurVal: rupees(cost),
        UnrealReturns: rupees(value - cost),
        Xirr: expect.any(String),
      },
    ]);
    expect(members.reduce((s: bigint, m: any) => s + paise(m.MrkVal), 0n)).toBe(value);
    expect(members.reduce((s: bigint, m: any) => s + paise(m.Perc), 0n)).toBe(10_000n);
    expect(products).toEqual([{ ProductLevel: 'Mutual Funds', PurVal: rupees(cost), MrkVal: rupees(value) }]);
    expect(holdings.filter((h: any) => h.Child_id === head.userId)).toHaveLength(2);
    expect(holdings.reduce((s: bigint, h: any) => s + paise(h.MrkVal), 0n)).toBe(value);
    expect(assets.reduce((s: bigint, a: any) => s + paise(a.AUM), 0n)).toBe(10_000n);
    expect(subAssets.reduce((s: bigint, a: any) => s + paise(a.AUM), 0n)).toBe(value);
  });

  it('a member alone is refused; a parent acting as the member sees the family', async () => {
    expect(await t.call('POST', '/api/portfolio/get_family_member_portfolio', { date: '06/30/2025' }, { token: spouse.token })).toMatchObject({
      status: 403,
      body: { errors: ['Only the head of the family can see the family portfolio'] },
    });
    const sw = await head.profile('POST', '/get_access_to_child', { child_id: spouse.userId });
    const asMember = await t.call(
      'POST',
      '/api/portfolio/get_family_member_portfolio',
      { date: '06/30/2025' },
      { token: sw.body.child_token, parent_token: head.token },
    );
    expect(asMember.status).toBe(200);
    expect(asMember.body.family_portfolio[2]).toHaveLength(3);
    // a future day and a malformed one are refused as for the individual portfolio
    expect((await t.call('POST', '/api/portfolio/get_family_member_portfolio', { date: '12/31/2025' }, { token: head.token })).status).toBe(400);
    expect((await t.call('POST', '/api/portfolio/get_family_member_portfolio', { date: '31/12/2025' }, { token: head.token })).status).toBe(400);
  });

  it('the family market value of the details and the switch list matches the members’ AUM', async () => {
    const details = (await head.profile('GET', '/get_family_details')).body;
    const aum = details.family_details.reduce((s: bigint, m: any) => s + paise(m.aum), 0n);
    expect(details.market_level_aum[0].family_aum).toBe(rupees(aum));
    expect((await head.profile('GET', '/get-switch-list')).body.family_aum).toBe(rupees(aum));
  });
});

describe('investing while switched into a member', () => {
  it("the order is the member's, and the transaction OTP goes to the member's mobile, not the head's", async () => {
    const sw = await head.profile('POST', '/get_access_to_child', { child_id: spouse.userId });
    const h = { token: sw.body.child_token, parent_token: head.token };
    const added = await t.call(
      'POST',
      '/api/transaction/create_transaction',
      { TrType: 'NEW', AccNo: '', Amount: '5000', AmcId: cat.amcId, Sch: cat.equity },
      h,
    );
    expect(added.body.transaction_created, JSON.stringify(added.body)).toBe(true);
    const ihno = added.body.TE_IHNO as number;
    // the head's own cart does not hold it
    expect((await t.call('POST', '/api/transaction/insert-tansaction-otp', { ihno: [ihno], type: 'Lumpsum' }, { token: head.token })).status).not.toBe(200);
    t.clock.advance(31_000);
    const sent = await t.call('POST', '/api/transaction/insert-tansaction-otp', { ihno: [ihno], type: 'Lumpsum' }, h);
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    const otp = await t.latestOtp(spouse.mobile);
    await expect(t.latestOtp(head.mobile).then((o) => o === otp)).resolves.toBe(false);
    expect((await t.call('POST', '/api/transaction/verify-tansaction-otp', { ihno: [ihno], otp }, h)).body).toEqual({ otp_verified: true });
  });
});

describe('POST /reports/get_family_report_xlsx', () => {
  it('only the head asks; the report job builds entity-wise and consolidated workbooks whose totals are the members’ sums', async () => {
    expect((await t.call('POST', '/api/reports/get_family_report_xlsx', { fromDate: '01/04/2025', reportFlag: 0 }, { token: spouse.token })).status).toBe(403);
    expect((await t.call('POST', '/api/reports/get_family_report_xlsx', { fromDate: '', reportFlag: 0 }, { token: head.token })).body).toMatchObject({
      errors: ['Please select from date'],
    });
    const entity = await t.call('POST', '/api/reports/get_family_report_xlsx', { fromDate: '01/01/2025', reportFlag: 0 }, { token: head.token });
    const whole = await t.call('POST', '/api/reports/get_family_report_xlsx', { fromDate: '01/01/2025', reportFlag: 1 }, { token: head.token });
    expect(entity.body).toMatchObject({
      request_submitted: true,
      message: 'Your Family Report (entity wise) is being generated. We will email it to you, and it will be listed here to download.',
    });
    expect(whole.body.request_submitted).toBe(true);
    expect(await runReportJobs(t.deps)).toBe(2);
    const list = (await t.call('GET', '/api/reports/list', undefined, { token: head.token })).body.reports;
    const byId = (id: number) => list.find((r: any) => r.ID === id);
    const e = byId(entity.body.report_id);
    const c = byId(whole.body.report_id);
    expect([e.Status, c.Status]).toEqual(['Ready', 'Ready']);
    expect(e.files.map((f: any) => f.format)).toEqual(['xlsx']);
    // the report values at the latest NAV (today), the same as the members' holdings today
    const today = (await t.call('POST', '/api/portfolio/get_family_member_portfolio', { date: '07/01/2025' }, { token: head.token })).body;
    const family = today.family_portfolio[0][0];
    expect(e.totals).toMatchObject({
      'Family market value': family.MrkVal,
      'Family cost value': family.PurVal,
      Members: '3',
      'Invested in the period': '85000.00',
    });
    expect(c.totals).toEqual(e.totals);

    const download = async (url: string) => new Uint8Array(await (await t.app.request(url)).arrayBuffer());
    const ew = await readXlsx(await download(e.files[0].url));
    expect(ew.sheets).toEqual(['Summary', 'Family', '1 Asha Rao', '2 Dev Rao', '3 Nila Rao']);
    const cw = await readXlsx(await download(c.files[0].url));
    expect(cw.sheets).toEqual(['Summary', 'Family', 'Holdings']);
    const rows = cw.rows('Holdings');
    expect(rows.filter((r) => r[0] === 'Asha Rao')).toHaveLength(2);
    expect(rows.filter((r) => r[0] === 'Dev Rao')).toHaveLength(1);
    expect(rows.some((r) => r[0] === 'Omar Khan')).toBe(false);
  });
});
