import { describe, expect, it } from 'vitest';
import { parseDecimal } from '../../money/decimal.ts';
import { purchaseAllotment } from '../transactions/allotment.ts';
import { capitalGains, equityExemptionPaise, type CgBuy, type CgHolding, type CgSell, type GainLine } from './capital-gains.ts';
import { ciiFor, fyLabel } from './cost-inflation-index.ts';
import type { FundTaxProfile } from './fund-tax-class.ts';

/**
 * Hand-worked capital-gains scenarios. Each states its arithmetic in rupees; the engine works in
 * paise, units and NAVs at 4 decimals. Rates are before surcharge and cess.
 */
const u = (s: string) => parseDecimal(s, 4)!;
const rs = (s: string) => parseDecimal(s, 2)!;
const buy = (date: string, units: string, cost: string, ref = `B${date}`): CgBuy => ({ type: 'BUY', date, units4: u(units), costPaise: rs(cost), ref });
const sell = (date: string, units: string, nav: string, opts: { label?: string; exitLoad?: string } = {}): CgSell => ({
  type: 'SELL',
  date,
  units4: u(units),
  nav4: u(nav),
  ref: `S${date}`,
  label: opts.label ?? 'Redemption',
  exitLoadPaise: opts.exitLoad === undefined ? null : rs(opts.exitLoad),
});
const holding = (events: Array<CgBuy | CgSell>, o: Partial<CgHolding> & { profile?: FundTaxProfile } = {}): CgHolding => ({
  key: o.key ?? 'H1',
  schemeName: o.schemeName ?? 'Test Equity Fund',
  folioNo: o.folioNo ?? '0010000001',
  taxProfiles: o.taxProfiles ?? [{ from: '1900-01-01', profile: o.profile ?? 'equity' }],
  isin: o.isin ?? null,
  elss: o.elss ?? false,
  fmvNav4: o.fmvNav4 ?? null,
  exitLoadRules: o.exitLoadRules ?? [],
  events,
});
const ALL = ['2000-04-01', '2099-03-31'] as const;
const run = (hs: CgHolding[], from: string = ALL[0], to: string = ALL[1]) => capitalGains(hs, from, to);
const pick = (l: GainLine) => ({
  bucket: l.bucket,
  term: l.term,
  salePaise: l.salePaise,
  deductedCostPaise: l.deductedCostPaise,
  exitLoadPaise: l.exitLoadPaise,
  gainPaise: l.gainPaise,
});
const bucket = (s: ReturnType<typeof run>, fy: string, id: string) => s.years.find((y) => y.fy === fy)!.buckets.find((b) => b.id === id)!;

describe('cost inflation index', () => {
  it('reads the notified index by the financial year of a date (base 2001-02 = 100)', () => {
    expect(fyLabel('2024-03-31')).toBe('2023-24');
    expect(fyLabel('2024-04-01')).toBe('2024-25');
    expect(ciiFor('2020-06-01')).toBe(301);
    expect(ciiFor('2024-07-22')).toBe(363);
    expect(ciiFor('1995-01-01')).toBe(100); // before 1-Apr-2001: indexed from 2001-02
    expect(equityExemptionPaise('2023-24')).toBe(rs('100000'));
    expect(equityExemptionPaise('2024-25')).toBe(rs('125000'));
  });
});

describe('capital gains: equity', () => {
  it('1. short term before 23-Jul-2024 at 15%', () => {
    // 100 units bought 01-Jun-2023 for ₹1,000; sold 15-Mar-2024 at ₹12: 1,200 − 1,000 = ₹200, held < 12 months → 111A 15% = ₹30
    const s = run([holding([buy('2023-06-01', '100', '1000'), sell('2024-03-15', '100', '12')])]);
    expect(s.lines.map(pick)).toEqual([
      { bucket: 'EQ_ST_15', term: 'short', salePaise: rs('1200'), deductedCostPaise: rs('1000'), exitLoadPaise: 0n, gainPaise: rs('200') },
    ]);
    expect(s.years[0]).toMatchObject({ fy: '2023-24', estimatedTaxPaise: rs('30') });
  });

  it('2. the 23-Jul-2024 boundary: the same short-term sale is 15% on 22-Jul and 20% on 23-Jul', () => {
    // bought 10-Jan-2024 100 units for ₹1,000; sold at ₹13 → gain ₹300: 22-Jul 15% = ₹45; 23-Jul 20% = ₹60
    const on = (d: string) => run([holding([buy('2024-01-10', '100', '1000'), sell(d, '100', '13')])]);
    expect(on('2024-07-22').lines[0]!.bucket).toBe('EQ_ST_15');
    expect(on('2024-07-22').years[0]!.estimatedTaxPaise).toBe(rs('45'));
    expect(on('2024-07-23').lines[0]!.bucket).toBe('EQ_ST_20');
    expect(on('2024-07-23').years[0]!.estimatedTaxPaise).toBe(rs('60'));
    expect(on('2024-07-23').lines[0]!.rule).toContain('20% (transfers from 23-Jul-2024)');
  });

  it('3. long term from 23-Jul-2024: 12.5% above the ₹1.25 lakh exemption', () => {
    // 10,000 units bought 02-May-2022 for ₹1,00,000; sold 02-Sep-2024 at ₹30 = ₹3,00,000: gain ₹2,00,000
    // exemption ₹1,25,000 → taxable ₹75,000 × 12.5% = ₹9,375
    const s = run([holding([buy('2022-05-02', '10000', '100000'), sell('2024-09-02', '10000', '30')])]);
    expect(pick(s.lines[0]!)).toMatchObject({ bucket: 'EQ_LT_12_5', gainPaise: rs('200000') });
    expect(s.years[0]).toMatchObject({ fy: '2024-25', exemptionLimitPaise: rs('125000'), exemptionUsedPaise: rs('125000'), estimatedTaxPaise: rs('9375') });
    expect(bucket(s, '2024-25', 'EQ_LT_12_5').taxablePaise).toBe(rs('75000'));
  });

  it('4. long term before 23-Jul-2024: 10% above the ₹1 lakh exemption', () => {
    // bought 01-Jun-2021 10,000 units for ₹1,00,000; sold 02-Oct-2023 at ₹25 = ₹2,50,000: gain ₹1,50,000
    // exemption ₹1,00,000 → taxable ₹50,000 × 10% = ₹5,000
    const s = run([holding([buy('2021-06-01', '10000', '100000'), sell('2023-10-02', '10000', '25')])]);
    expect(s.lines[0]!.bucket).toBe('EQ_LT_10');
    expect(s.years[0]).toMatchObject({ fy: '2023-24', exemptionUsedPaise: rs('100000'), estimatedTaxPaise: rs('5000') });
  });

  it('5. FY 2024-25 with sales on both sides of 23-Jul: one ₹1.25 lakh exemption, against the 12.5% gains first', () => {
    // A: 1,000 units for ₹10,000 sold 03-Jun-2024 at ₹90 = ₹90,000 → LT gain ₹80,000 at 10%
    // B: 1,000 units for ₹20,000 sold 01-Aug-2024 at ₹120 = ₹1,20,000 → LT gain ₹1,00,000 at 12.5%
    // exemption ₹1,25,000: ₹1,00,000 against B (12.5%), ₹25,000 against A → A taxable ₹55,000 × 10% = ₹5,500
    const s = run([
      holding([buy('2023-01-02', '1000', '10000'), sell('2024-06-03', '1000', '90')], { key: 'A', schemeName: 'A Fund' }),
      holding([buy('2023-01-02', '1000', '20000'), sell('2024-08-01', '1000', '120')], { key: 'B', schemeName: 'B Fund' }),
    ]);
    expect(bucket(s, '2024-25', 'EQ_LT_12_5')).toMatchObject({ netPaise: rs('100000'), taxablePaise: 0n, taxPaise: 0n });
    expect(bucket(s, '2024-25', 'EQ_LT_10')).toMatchObject({ netPaise: rs('80000'), taxablePaise: rs('55000'), taxPaise: rs('5500') });
    expect(s.years[0]).toMatchObject({ exemptionUsedPaise: rs('125000'), longTermPaise: rs('180000'), estimatedTaxPaise: rs('5500') });
    expect(s.years[0]!.schemes.map((x) => [x.schemeName, x.longTermPaise])).toEqual([
      ['A Fund', rs('80000')],
      ['B Fund', rs('100000')],
    ]);
  });

  it('6. grandfathering: FMV between cost and sale value', () => {
    // 1,000 units bought 02-May-2016 for ₹20,000; NAV 31-Jan-2018 ₹35 → FMV ₹35,000; sold 03-Jun-2019 at ₹50 = ₹50,000
    // cost = max(20,000, min(35,000, 50,000)) = ₹35,000 → gain ₹15,000 (not ₹30,000); under the ₹1 lakh exemption → tax 0
    const s = run([holding([buy('2016-05-02', '1000', '20000'), sell('2019-06-03', '1000', '50')], { fmvNav4: u('35') })]);
    expect(s.lines[0]).toMatchObject({
      bucket: 'EQ_LT_10',
      fmvPaise: rs('35000'),
      costPaise: rs('20000'),
      deductedCostPaise: rs('35000'),
      gainPaise: rs('15000'),
    });
    expect(s.lines[0]!.rule).toContain('s.55(2)(ac)');
    expect(s.years[0]).toMatchObject({ fy: '2019-20', estimatedTaxPaise: 0n, exemptionUsedPaise: rs('15000') });
  });

  it('7. grandfathering cannot make a loss out of a fall below the 31-Jan-2018 value, but a fall below cost is a loss', () => {
    // same units: sold at ₹30 = ₹30,000 → cost = max(20,000, min(35,000, 30,000)) = ₹30,000 → gain 0
    const a = run([holding([buy('2016-05-02', '1000', '20000'), sell('2019-06-03', '1000', '30')], { fmvNav4: u('35') })]);
    expect(a.lines[0]).toMatchObject({ deductedCostPaise: rs('30000'), gainPaise: 0n });
    // sold at ₹15 = ₹15,000 → cost = max(20,000, min(35,000, 15,000)) = ₹20,000 → loss ₹5,000
    const b = run([holding([buy('2016-05-02', '1000', '20000'), sell('2019-06-03', '1000', '15')], { fmvNav4: u('35') })]);
    expect(b.lines[0]).toMatchObject({ deductedCostPaise: rs('20000'), gainPaise: -rs('5000') });
    expect(bucket(b, '2019-20', 'EQ_LT_10')).toMatchObject({ lossPaise: rs('5000'), taxablePaise: 0n });
  });

  it('8. grandfathering: an actual cost above the 31-Jan-2018 value stays the cost', () => {
    // 1,000 units bought 01-Dec-2017 for ₹40,000; FMV ₹35,000; sold 01-Feb-2019 at ₹45 = ₹45,000
    // cost = max(40,000, min(35,000, 45,000)) = ₹40,000 → gain ₹5,000
    const s = run([holding([buy('2017-12-01', '1000', '40000'), sell('2019-02-01', '1000', '45')], { fmvNav4: u('35') })]);
    expect(s.lines[0]).toMatchObject({ deductedCostPaise: rs('40000'), gainPaise: rs('5000'), fy: '2018-19' });
  });

  it('9. ELSS after its lock-in: long term under s.112A', () => {
    // 500 units bought 15-Jan-2021 for ₹10,000; sold 16-Jan-2024 at ₹44 = ₹22,000 → LT gain ₹12,000 at 10%, within the exemption
    const s = run([holding([buy('2021-01-15', '500', '10000'), sell('2024-01-16', '500', '44')], { elss: true, schemeName: 'Tax Saver' })]);
    expect(pick(s.lines[0]!)).toMatchObject({ bucket: 'EQ_LT_10', term: 'long', gainPaise: rs('12000') });
    expect(s.lines[0]!.rule).toMatch(/^ELSS \(equity\) fund held more than 12 months/);
    expect(s.years[0]!.estimatedTaxPaise).toBe(0n);
  });

  it('10. stamp duty is part of the cost', () => {
    // ₹10,000 at NAV ₹20: duty 10,000 × 5 / 1,00,005 = ₹0.49997 → ₹0.50; ₹9,999.50 / 20 = 499.975 units
    // sold 2 months later at ₹22: 499.975 × 22 = ₹10,999.45; gain = 10,999.45 − 10,000.00 = ₹999.45 (the duty is in the cost)
    const a = purchaseAllotment(rs('10000'), u('20'));
    expect(a).toEqual({ stampDutyPaise: 50n, netPaise: rs('9999.50'), units: 499_975n });
    const s = run([
      holding([{ type: 'BUY', date: '2025-06-02', units4: a.units * 10n, costPaise: rs('10000'), ref: 'B' }, sell('2025-08-01', '499.975', '22')]),
    ]);
    expect(pick(s.lines[0]!)).toMatchObject({ salePaise: rs('10999.45'), deductedCostPaise: rs('10000'), gainPaise: rs('999.45'), bucket: 'EQ_ST_20' });
  });

  it('11. losses net within a kind: a 20% short-term loss goes against a 15% short-term gain of the same year', () => {
    // A: bought 01-Feb-2024 1,000 units ₹10,000, sold 03-Jun-2024 at ₹20 → ST gain ₹10,000 (15%)
    // B: bought 01-Feb-2024 1,000 units ₹10,000, sold 02-Sep-2024 at ₹6 → ST loss ₹4,000 (20% rate)
    // taxable at 15%: 10,000 − 4,000 = ₹6,000 → ₹900
    const s = run([
      holding([buy('2024-02-01', '1000', '10000'), sell('2024-06-03', '1000', '20')], { key: 'A' }),
      holding([buy('2024-02-01', '1000', '10000'), sell('2024-09-02', '1000', '6')], { key: 'B' }),
    ]);
    expect(bucket(s, '2024-25', 'EQ_ST_15')).toMatchObject({ netPaise: rs('10000'), taxablePaise: rs('6000'), taxPaise: rs('900') });
    expect(bucket(s, '2024-25', 'EQ_ST_20')).toMatchObject({ netPaise: -rs('4000'), taxablePaise: 0n, taxPaise: 0n });
    expect(s.years[0]).toMatchObject({ shortTermPaise: rs('6000'), estimatedTaxPaise: rs('900') });
  });
});

describe('capital gains: debt and other funds', () => {
  it('12. debt bought from 1-Apr-2023 is short term at slab even after 3 years (s.50AA)', () => {
    // 100 units bought 03-Apr-2023 for ₹1,00,000; sold 04-May-2026 at ₹1,250 = ₹1,25,000 → gain ₹25,000, slab, no tax estimate
    const s = run([holding([buy('2023-04-03', '100', '100000'), sell('2026-05-04', '100', '1250')], { profile: 'debt' })]);
    expect(pick(s.lines[0]!)).toMatchObject({ bucket: 'SLAB', term: 'short', gainPaise: rs('25000') });
    expect(s.lines[0]!.rule).toContain('s.50AA');
    expect(bucket(s, '2026-27', 'SLAB')).toMatchObject({ taxablePaise: rs('25000'), taxPaise: null });
    expect(s.years[0]!.estimatedTaxPaise).toBe(0n);
  });

  it('13. debt bought before 1-Apr-2023, sold after 36 months before 23-Jul-2024: 20% with indexation', () => {
    // bought 01-Jun-2020 (FY 2020-21, CII 301) for ₹1,00,000; sold 03-Jun-2024 (FY 2024-25, CII 363) at ₹1,300 × 100 = ₹1,30,000
    // indexed cost = 1,00,000 × 363 / 301 = ₹1,20,598.0066 → ₹1,20,598.01; gain = ₹9,401.99; 20% = ₹1,880.398 → ₹1,880.40
    const s = run([holding([buy('2020-06-01', '100', '100000'), sell('2024-06-03', '100', '1300')], { profile: 'debt' })]);
    expect(s.lines[0]).toMatchObject({ bucket: 'LT_20_IDX', indexedCostPaise: rs('120598.01'), deductedCostPaise: rs('120598.01'), gainPaise: rs('9401.99') });
    expect(s.lines[0]!.rule).toContain('cost inflation index 301 to 363');
    expect(s.years[0]!.estimatedTaxPaise).toBe(rs('1880.40'));
  });

  it('14. debt bought before 1-Apr-2023 around 23-Jul-2024: 30 months is short term on 22-Jul, long term at 12.5% on 23-Jul', () => {
    // bought 10-Jan-2022 100 units for ₹1,00,000; sold at ₹1,100 = ₹1,10,000: gain ₹10,000
    // 22-Jul-2024: 30 months < 36 → slab; 23-Jul-2024: > 24 months → 12.5% without indexation = ₹1,250
    const on = (d: string) => run([holding([buy('2022-01-10', '100', '100000'), sell(d, '100', '1100')], { profile: 'debt' })]);
    expect(pick(on('2024-07-22').lines[0]!)).toMatchObject({ bucket: 'SLAB', term: 'short', gainPaise: rs('10000') });
    expect(on('2024-07-23').lines[0]).toMatchObject({ bucket: 'LT_12_5', term: 'long', indexedCostPaise: null, gainPaise: rs('10000') });
    expect(on('2024-07-23').years[0]!.estimatedTaxPaise).toBe(rs('1250'));
  });

  it('15. a hybrid fund held 30 months, sold before 23-Jul-2024, is short term at slab', () => {
    // bought 01-Nov-2021 for ₹50,000 (1,000 units); sold 02-May-2024 at ₹60 = ₹60,000: 30 months < 36 → slab, gain ₹10,000
    const s = run([holding([buy('2021-11-01', '1000', '50000'), sell('2024-05-02', '1000', '60')], { profile: 'mixed' })]);
    expect(pick(s.lines[0]!)).toMatchObject({ bucket: 'SLAB', gainPaise: rs('10000') });
  });
});

describe('capital gains: transfers, SWP and partial redemptions', () => {
  it('16. a switch: the switch-out is a sale (with exit load) and the switch-in a purchase at its own date and cost', () => {
    const rules = [{ withinDays: 365, percent: '1.00' }];
    // source: 1,000 units bought 01-Aug-2024 for ₹10,000; switched out 15-Jan-2025 at ₹12 = ₹12,000
    // exit load 1% (167 days < 365) = ₹120 → gain = 12,000 − 120 − 10,000 = ₹1,880, short term 20% = ₹376
    const source = holding([buy('2024-08-01', '1000', '10000'), sell('2025-01-15', '1000', '12', { label: 'Switch Out' })], {
      key: 'S',
      schemeName: 'Source Fund',
      exitLoadRules: rules,
    });
    // target: the net ₹11,880 buys 593.970 units on 16-Jan-2025 (₹0.59 duty, ₹11,879.41 / ₹20 = 593.9705 → 593.970)
    const alloc = purchaseAllotment(rs('11880'), u('20'));
    expect(alloc.units).toBe(593_970n);
    // sold 03-Mar-2025 at ₹21: 593.970 × 21 = ₹12,473.37; gain = 12,473.37 − 11,880 = ₹593.37, short term 20% = ₹118.674 → ₹118.67
    const target = holding(
      [{ type: 'BUY', date: '2025-01-16', units4: alloc.units * 10n, costPaise: rs('11880'), ref: 'SWI' }, sell('2025-03-03', '593.970', '21')],
      { key: 'T', schemeName: 'Target Fund' },
    );
    const s = run([source, target]);
    expect(s.lines.map(pick)).toEqual([
      { bucket: 'EQ_ST_20', term: 'short', salePaise: rs('12000'), deductedCostPaise: rs('10000'), exitLoadPaise: rs('120'), gainPaise: rs('1880') },
      { bucket: 'EQ_ST_20', term: 'short', salePaise: rs('12473.37'), deductedCostPaise: rs('11880'), exitLoadPaise: 0n, gainPaise: rs('593.37') },
    ]);
    expect(s.lines[0]!.saleLabel).toBe('Switch Out');
    expect(s.lines[1]!.purchaseDate).toBe('2025-01-16');
    // 1,880 + 593.37 = 2,473.37 × 20% = ₹494.674 → ₹494.67
    expect(s.years[0]).toMatchObject({ fy: '2024-25', shortTermPaise: rs('2473.37'), estimatedTaxPaise: rs('494.67') });
  });

  it('17. SWP instalments consume lots first in, first out, splitting a lot', () => {
    // L1 01-Apr-2024 100 units ₹1,000; L2 01-Jul-2024 100 units ₹1,200
    // SWP 1, 05-May-2025, 80 units at ₹15 = ₹1,200 from L1: cost 1,000 × 80/100 = ₹800 → LT gain ₹400
    // SWP 2, 05-Jun-2025, 80 units at ₹16: 20 from L1 (cost left ₹200, value ₹320 → LT ₹120)
    //   and 60 from L2 (cost 1,200 × 60/100 = ₹720, value ₹960, held < 12 months → ST ₹240 at 20% = ₹48)
    const s = run([
      holding([
        buy('2024-04-01', '100', '1000', 'L1'),
        buy('2024-07-01', '100', '1200', 'L2'),
        sell('2025-05-05', '80', '15', { label: 'SWP' }),
        sell('2025-06-05', '80', '16', { label: 'SWP' }),
      ]),
    ]);
    expect(s.lines.map((l) => [l.purchaseRef, l.units4, l.salePaise, l.deductedCostPaise, l.gainPaise, l.term])).toEqual([
      ['L1', u('80'), rs('1200'), rs('800'), rs('400'), 'long'],
      ['L1', u('20'), rs('320'), rs('200'), rs('120'), 'long'],
      ['L2', u('60'), rs('960'), rs('720'), rs('240'), 'short'],
    ]);
    expect(s.years[0]).toMatchObject({ fy: '2025-26', longTermPaise: rs('520'), shortTermPaise: rs('240'), estimatedTaxPaise: rs('48') });
  });

  it('18. partial redemptions across lots: the charged exit load is spread by lot, and earlier sales outside the period still consume lots', () => {
    const rules = [{ withinDays: 365, percent: '1.00' }];
    // L1 01-Jan-2025 50 units ₹5,000; L2 02-Jun-2025 50 units ₹5,500
    // 01-Sep-2025: 70 units at ₹120 = ₹8,400; load 1% of ₹6,000 (L1) = ₹60 and of ₹2,400 (20 units of L2) = ₹24, ₹84 charged
    //   L1: 6,000 − 60 − 5,000 = ₹940; L2: cost 5,500 × 20/50 = ₹2,200 → 2,400 − 24 − 2,200 = ₹176
    // 01-Jul-2026: 30 units at ₹130 = ₹3,900 from L2 (cost ₹3,300, 394 days: no load) → LT ₹600
    const h = holding(
      [
        buy('2025-01-01', '50', '5000', 'L1'),
        buy('2025-06-02', '50', '5500', 'L2'),
        sell('2025-09-01', '70', '120', { exitLoad: '84' }),
        sell('2026-07-01', '30', '130'),
      ],
      { exitLoadRules: rules },
    );
    const s = run([h]);
    expect(s.lines.map((l) => [l.purchaseRef, l.exitLoadPaise, l.deductedCostPaise, l.gainPaise, l.fy])).toEqual([
      ['L1', rs('60'), rs('5000'), rs('940'), '2025-26'],
      ['L2', rs('24'), rs('2200'), rs('176'), '2025-26'],
      ['L2', 0n, rs('3300'), rs('600'), '2026-27'],
    ]);
    expect(s.years.map((y) => [y.fy, y.gainPaise])).toEqual([
      ['2025-26', rs('1116')],
      ['2026-27', rs('600')],
    ]);
    // FY 2026-27 only: the 2025 sale is outside the period but has already taken L1 and 20 units of L2
    const only = run([h], '2026-04-01', '2027-03-31');
    expect(only.lines).toHaveLength(1);
    expect(only.lines[0]).toMatchObject({ purchaseRef: 'L2', deductedCostPaise: rs('3300'), gainPaise: rs('600') });
    expect(only.total.gainPaise).toBe(rs('600'));
  });

  it('19. units sold without a purchase on record are shown with nil cost and said so', () => {
    const s = run([holding([buy('2025-01-01', '10', '100'), sell('2025-03-03', '15', '12')])]);
    // 10 units from the lot: 120 − 100 = ₹20; 5 units without a lot: value ₹60, cost nil
    expect(s.lines.map((l) => [l.purchaseRef, l.gainPaise])).toEqual([
      ['B2025-01-01', rs('20')],
      [null, rs('60')],
    ]);
    expect(s.lines[1]!.rule).toContain('No purchase on record');
  });
});
