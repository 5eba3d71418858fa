/**
 * The scheme facts under /api/transaction that the transaction screens read (spec 2 §7, §8),
 * on the demo catalogue.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { sql } from 'drizzle-orm';
import { getFundDetails, SCHEME_INFO_MESSAGES } from '../../src/shared/contract/scheme-info.ts';
import { SCHEME_MESSAGES } from '../../src/shared/contract/schemes.ts';
import { seedCatalogue } from '../../src/server/demo/catalogue.ts';
import { lots } from '../../src/server/db/schema.ts';
import { queryRows } from '../../src/server/services/schemes/store-navs.ts';
import { createTestApp, signUp, type TestApp } from './support/harness.ts';

let t: TestApp;
type Row = { id: number; rta: string; amc: number; asset: number; option: string };
const s: Record<string, Row> = {};

async function pick(key: string, where: ReturnType<typeof sql>) {
  const [row] = await queryRows<Row>(
    t.deps.db,
    sql`select s.id, s.rta_product_code as rta, s.fund_house_id as amc, s.asset_class_id as asset, s.option from schemes s
        where ${where} order by s.id limit 1`,
  );
  if (!row) throw new Error(`no demo scheme for ${key}`);
  s[key] = { ...row, id: Number(row.id), amc: Number(row.amc), asset: Number(row.asset) };
}

beforeAll(async () => {
  t = await createTestApp();
  await seedCatalogue(t.deps);
  const coded = sql`exists (select 1 from exchange_scheme_codes c where c.scheme_id = s.id)`;
  await pick('equity', sql`s.sub_asset_class_id = 3 and s.option = 'Growth' and s.plan = 'Direct' and ${coded}`);
  await pick('elss', sql`s.sub_asset_class_id = 12 and s.option = 'Growth'`);
  await pick('overnight', sql`s.sub_asset_class_id = 20 and s.option = 'Growth' and ${coded}`);
  await pick('liquid', sql`s.sub_asset_class_id = 21 and s.option = 'Growth'`);
  await pick('suspended', sql`not ('NEW' = any(s.allowed_transactions)) and s.sub_asset_class_id = 4`);
  await pick('idcw', sql`s.option = 'IDCW Reinvestment' and ${coded}`);
  await pick('uncoded', sql`not ${coded}`);
});
afterAll(() => t.close());

describe('GET /transaction/get_fund_details/{id}', () => {
  it('gives amounts, SIP frequencies (named as the Frequency master names them) and allowed types', async () => {
    const res = await t.call('GET', `/api/transaction/get_fund_details/${s.equity!.id}`);
    expect(res.status).toBe(200);
    const f = v.parse(getFundDetails.answer, res.body).fund_details;
    expect(f).toMatchObject({
      SchemeID: s.equity!.id,
      Productcode_RTA: s.equity!.rta,
      AmcID: s.equity!.amc,
      Growthoption: 'Y',
      SIPFLAG: 'Y',
      FundType: 'other',
    });
    const monthly = f.sip_frequencies.find((x) => x.value === 3)!;
    expect(monthly.SIPFREQUENCY).toBe('MONTHLY');
    expect(monthly.SIPMINIMUMINSTALLMENTAMOUNT).toMatch(/^\d+\.00$/);
    expect(monthly.SIPMAXIMUMINSTALLMENTNUMBERS).toBe(999);
    expect(monthly.SIPDATES.split(',').every((d) => Number(d) >= 1 && Number(d) <= 28)).toBe(true);
    expect(f.transaction_allowed).toContainEqual({ trtype: 'SWT', allowed: 'Y' });
  });

  it('knows ELSS lock-in, liquid cut-off kind and a scheme without SIP', async () => {
    expect((await t.call('GET', `/api/transaction/get_fund_details/${s.elss!.id}`)).body.fund_details).toMatchObject({ LockInYears: 3 });
    expect((await t.call('GET', `/api/transaction/get_fund_details/${s.liquid!.id}`)).body.fund_details).toMatchObject({ FundType: 'liquid' });
    expect((await t.call('GET', `/api/transaction/get_fund_details/${s.overnight!.id}`)).body.fund_details).toMatchObject({
      FundType: 'overnight',
      SIPFLAG: 'N',
      sip_frequencies: [],
    });
  });

  it('refuses an unknown id', async () => {
    const res = await t.call('GET', '/api/transaction/get_fund_details/77777777');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ errors: [SCHEME_MESSAGES.schemeNotFound] });
  });
});

describe('POST /transaction/category_average', () => {
  it('starts at the market value and grows by the category’s average ratio', async () => {
    const res = await t.call('POST', '/api/transaction/category_average', { schemaId: s.equity!.id, marketValue: '100.0000', period: '1Y' });
    expect(res.status).toBe(200);
    const series: Array<{ MrkValue: string; SN_NAVDt: string }> = res.body.category_averages;
    expect(series[0]!.MrkValue).toBe('100.0000');
    expect(series.at(-1)!.SN_NAVDt).toBe('2026-11-20');
    // by hand: each growth option's last NAV over its NAV on the first day, averaged
    const [avg] = await queryRows<{ v: string }>(
      t.deps.db,
      sql`select round(100 * avg(e.nav / b.nav), 4)::text as v from schemes x
          join nav_history b on b.scheme_id = x.id and b.nav_date = ${series[0]!.SN_NAVDt}
          join nav_history e on e.scheme_id = x.id and e.nav_date = '2026-11-20'
          where x.sub_asset_class_id = 3 and x.option = 'Growth' and x.is_active`,
    );
    expect(series.at(-1)!.MrkValue).toBe(avg!.v);
  });

  it('defaults to 1Y, accepts a number, and refuses an unknown scheme or a bad body', async () => {
    const res = await t.call('POST', '/api/transaction/category_average', { schemaId: String(s.liquid!.id), marketValue: 1000 });
    expect(res.body.category_averages.length).toBeGreaterThan(360);
    expect((await t.call('POST', '/api/transaction/category_average', { schemaId: 88888888, marketValue: '1' })).status).toBe(404);
    expect((await t.call('POST', '/api/transaction/category_average', { schemaId: 'x', marketValue: '1' })).status).toBe(400);
  });
});

describe('POST /transaction/get_exit_load', () => {
  it('gives the load as text and rules; without a session no units are counted', async () => {
    const res = await t.call('POST', '/api/transaction/get_exit_load', { SchId: s.equity!.id, folioNo: 'F1' });
    expect(res.status).toBe(200);
    expect(res.body.exit_load_rules).toEqual([{ withinDays: 365, percent: '1.00' }]);
    expect(res.body.exit_load).toEqual([{ ExitLoad: expect.stringContaining('365 days'), ExitFeeApplicable: '0.0000', ExitFeeNotApplicable: '0.0000' }]);
  });

  it('splits the signed-in investor’s units of the folio by the load period', async () => {
    const { token } = await signUp(t, '9811100077');
    const [user] = await queryRows<{ id: number }>(t.deps.db, sql`select id from users where mobile = '9811100077'`);
    const lot = (lotDate: string, units4: bigint) => ({
      userId: Number(user!.id),
      folioNo: 'F77',
      schemeId: s.equity!.id,
      orderId: 1,
      lotDate,
      units4,
      remaining4: units4,
      nav4: 100_000n,
      costPaise: 100_000n,
    });
    // 20 Nov 2026: a lot 365 days old still pays the load, one 366 days old does not
    await t.deps.db
      .insert(lots)
      .values([lot('2025-11-20', 10_0000n), lot('2025-11-19', 2_5000n), lot('2026-10-01', 1_1234n), { ...lot('2020-01-01', 9_0000n), folioNo: 'OTHER' }]);
    const res = await t.call('POST', '/api/transaction/get_exit_load', { SchId: s.equity!.id, folioNo: 'F77' }, { token });
    expect(res.body.exit_load[0]).toMatchObject({ ExitFeeApplicable: '11.1234', ExitFeeNotApplicable: '2.5000' });
  });

  it('counts units in a 0 % tier as free of the load: 1 % to day 365, 0 % to day 730', async () => {
    const rules = [
      { withinDays: 365, percent: '1.00' },
      { withinDays: 730, percent: '0' },
    ];
    await t.deps.db.execute(
      sql`insert into schemes (amfi_code, name, product_name, plan, option, source, exit_load_text, exit_load_rules)
          values (123457, 'Tiered Fund', 'Tiered Fund', 'Direct', 'Growth', 'amfi', '1% if redeemed within 365 days of allotment; Nil after 365 days', ${JSON.stringify(rules)}::jsonb)`,
    );
    const [tiered] = await queryRows<{ id: number }>(t.deps.db, sql`select id from schemes where amfi_code = 123457`);
    const { token } = await signUp(t, '9811100078');
    const [user] = await queryRows<{ id: number }>(t.deps.db, sql`select id from users where mobile = '9811100078'`);
    const lot = (lotDate: string, units4: bigint) => ({
      userId: Number(user!.id),
      folioNo: 'F78',
      schemeId: Number(tiered!.id),
      orderId: null,
      lotDate,
      units4,
      remaining4: units4,
      nav4: 100_000n,
      costPaise: 100_000n,
    });
    // 20 Nov 2026: day 365 pays 1 %; days 366 and 730 are in the 0 % tier; day 731 is past every tier
    await t.deps.db.insert(lots).values([lot('2025-11-20', 10_0000n), lot('2025-11-19', 2_5000n), lot('2024-11-20', 4_0000n), lot('2024-11-19', 1_0000n)]);
    const res = await t.call('POST', '/api/transaction/get_exit_load', { SchId: Number(tiered!.id), folioNo: 'F78' }, { token });
    expect(res.body.exit_load_rules).toEqual(rules);
    expect(res.body.exit_load[0]).toMatchObject({ ExitFeeApplicable: '10.0000', ExitFeeNotApplicable: '7.5000' });
  });

  it('has no row for a scheme whose load is not known, and 404 for an unknown scheme', async () => {
    await t.deps.db.execute(
      sql`insert into schemes (amfi_code, name, product_name, plan, option, source) values (123456, 'Imported Fund', 'Imported Fund', 'Regular', 'Growth', 'amfi')`,
    );
    const [imported] = await queryRows<{ id: number }>(t.deps.db, sql`select id from schemes where amfi_code = 123456`);
    const res = await t.call('POST', '/api/transaction/get_exit_load', { SchId: imported!.id });
    expect(res.body).toEqual({ exit_load: [], exit_load_rules: [], error: SCHEME_INFO_MESSAGES.noExitLoad });
    expect((await t.call('POST', '/api/transaction/get_exit_load', { SchId: 99999999 })).status).toBe(404);
  });
});

describe('POST /transaction/get_switch_schemes', () => {
  it('lists the same fund house’s schemes of the asset class, growth as ~G and reinvestment as ~R', async () => {
    const res = await t.call('POST', '/api/transaction/get_switch_schemes', { AstId: s.equity!.asset, AmcId: s.equity!.amc });
    expect(res.status).toBe(200);
    const list: Array<{ Sch_ID: string; SchemeID: number; Productcode_RTA: string }> = res.body.switch_schemes;
    expect(list.map((x) => x.SchemeID)).toContain(s.equity!.id);
    expect(list.every((x) => /^\d+~[GR]$/.test(x.Sch_ID))).toBe(true);
    const [check] = await queryRows<{ bad: number }>(
      t.deps.db,
      sql`select count(*)::int as bad from schemes where id = any(${`{${list.map((x) => x.SchemeID).join(',')}}`}::int[]) and (fund_house_id <> ${s.equity!.amc} or asset_class_id <> ${s.equity!.asset} or option = 'IDCW Payout')`,
    );
    expect(check!.bad).toBe(0);
  });

  it('answers an unknown fund house with an empty list and refuses a bad asset class', async () => {
    expect((await t.call('POST', '/api/transaction/get_switch_schemes', { AstId: 1, AmcId: 9999 })).body).toEqual({ switch_schemes: [] });
    expect((await t.call('POST', '/api/transaction/get_switch_schemes', { AstId: 7, AmcId: 1 })).status).toBe(400);
  });
});

describe('POST /transaction/transaction_allowed_check', () => {
  it('answers Y or N for each trtype', async () => {
    const elss = await t.call('POST', '/api/transaction/transaction_allowed_check', { schemaId: s.elss!.id });
    expect(elss.body.transaction_allowed).toEqual(
      expect.arrayContaining([
        { trtype: 'SIP', allowed: 'Y' },
        { trtype: 'SWT', allowed: 'N' },
        { trtype: 'STP', allowed: 'N' },
      ]),
    );
    const overnight = await t.call('POST', '/api/transaction/transaction_allowed_check', { schemaId: String(s.overnight!.id) });
    expect(overnight.body.transaction_allowed).toContainEqual({ trtype: 'SIP', allowed: 'N' });
    expect(overnight.body.transaction_allowed).toHaveLength(7);
    expect((await t.call('POST', '/api/transaction/transaction_allowed_check', { schemaId: 99999999 })).status).toBe(404);
  });
});

describe('POST /transaction/get_scheme_risk_rating', () => {
  it('gives the riskometer by RTA code or id', async () => {
    const res = await t.call('POST', '/api/transaction/get_scheme_risk_rating', { schemeNo: s.equity!.rta, trtype: 'SIP' });
    expect(res.body).toEqual({ scheme_details: [expect.objectContaining({ SchemeID: s.equity!.id, Riskometer: 'Very High', RiskLevel: 6 })] });
    const byId = await t.call('POST', '/api/transaction/get_scheme_risk_rating', { schemeNo: s.liquid!.id });
    expect(byId.body.scheme_details[0]).toMatchObject({ SchemeID: s.liquid!.id, Riskometer: 'Low to Moderate' });
  });

  it('says why the investor cannot go on', async () => {
    expect((await t.call('POST', '/api/transaction/get_scheme_risk_rating', { schemeNo: s.overnight!.rta, trtype: 'SIP' })).body.error).toBe(
      SCHEME_INFO_MESSAGES.sipNotAllowed,
    );
    expect((await t.call('POST', '/api/transaction/get_scheme_risk_rating', { schemeNo: s.suspended!.rta, trtype: 'Purchase' })).body.error).toBe(
      SCHEME_INFO_MESSAGES.purchaseNotAllowed,
    );
    expect((await t.call('POST', '/api/transaction/get_scheme_risk_rating', { schemeNo: 'NOPE' })).body).toEqual({
      scheme_details: [],
      error: SCHEME_MESSAGES.schemeNotFound,
    });
    expect((await t.call('POST', '/api/transaction/get_scheme_risk_rating', { schemeNo: s.equity!.rta, trtype: 'Redeem' })).status).toBe(400);
  });
});

describe('POST /transaction/get_bse_code and get_bse_code_bulk', () => {
  const code = (body: Record<string, unknown>) => t.call('POST', '/api/transaction/get_bse_code', body);

  it('gives the code of the transaction kind and amount band', async () => {
    const base = { RTACODE: s.equity!.rta, Growthoption: 'Y', DividendReinvestment: 'N' };
    const small = await code({ ...base, TrType: 'NEW', Amount: '199999.99' });
    expect(small.body.bse_code).toEqual([{ RTA_ProductCode: s.equity!.rta, BSE_ProductCod: expect.stringMatching(/^[A-Z]{3}\d{3}-DG$/) }]);
    const large = await code({ ...base, TrType: 'ADD', Amount: 200000 });
    expect(large.body.bse_code[0].BSE_ProductCod).toBe(`${small.body.bse_code[0].BSE_ProductCod}-L1`);
    expect((await code({ ...base, TrType: 'XSIP', Amount: 500 })).body.bse_code[0].BSE_ProductCod).toBe(small.body.bse_code[0].BSE_ProductCod);
    const reinvest = await code({ TrType: 'NEW', Amount: 5000, RTACODE: s.idcw!.rta, Growthoption: 'N', DividendReinvestment: 'Y' });
    expect(reinvest.body.bse_code[0].BSE_ProductCod).toMatch(/-[DR]R$/);
  });

  it('answers the spec’s message when there is no code', async () => {
    const missing = { bse_code: [], error: SCHEME_INFO_MESSAGES.bseCodeMissing };
    expect((await code({ TrType: 'NEW', Amount: 5000, RTACODE: s.uncoded!.rta })).body).toEqual(missing);
    expect((await code({ TrType: 'NEW', Amount: 5000, RTACODE: s.equity!.rta, Growthoption: 'N' })).body).toEqual(missing); // options do not match
    expect((await code({ TrType: 'GIFT', Amount: 5000, RTACODE: s.equity!.rta })).body).toEqual(missing);
    expect((await code({ TrType: 'NEW', Amount: 5000, RTACODE: 'NOSUCH' })).body).toEqual(missing);
    expect((await code({ TrType: 'NEW', Amount: 5000 })).status).toBe(400);
  });

  it('gives every code in bulk, or the bulk message when one is missing', async () => {
    const ok = await t.call('POST', '/api/transaction/get_bse_code_bulk', {
      schemes: [
        { TrType: 'NEW', Amount: 5000, RTACODE: s.equity!.rta, AmcId: s.equity!.amc },
        { TrType: 'SIP', Amount: 500, RTACODE: s.elss!.rta, AmcId: s.elss!.amc },
      ],
    });
    expect(ok.body.error).toBeUndefined();
    expect(ok.body.bse_code.map((c: { RTA_ProductCode: string }) => c.RTA_ProductCode)).toEqual([s.equity!.rta, s.elss!.rta]);
    const partial = await t.call('POST', '/api/transaction/get_bse_code_bulk', {
      schemes: [
        { TrType: 'NEW', Amount: 5000, RTACODE: s.equity!.rta },
        { TrType: 'NEW', Amount: 5000, RTACODE: s.uncoded!.rta },
      ],
    });
    expect(partial.body).toMatchObject({
      error: SCHEME_INFO_MESSAGES.bseCodesMissing,
      bse_code: [expect.objectContaining({ RTA_ProductCode: s.equity!.rta })],
    });
    expect((await t.call('POST', '/api/transaction/get_bse_code_bulk', { schemes: [] })).status).toBe(400);
  });
});

describe('headers', () => {
  it('needs the Version header like every call', async () => {
    const res = await t.app.request(`/api/transaction/get_fund_details/${s.equity!.id}`);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ errors: ['Please Update Your Application To latest Version'] });
  });
});
