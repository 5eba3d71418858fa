import { describe, expect, it } from 'vitest';
import { parseDecimal } from '../../money/decimal.ts';
import { capitalGains, type CgHolding } from './capital-gains.ts';
import { taxClassOf } from './capital-gains-tax.ts';
import { profileOfCategory, profileOn, taxClassFor, type FundTaxProfile, type TaxProfileEntry } from './fund-tax-class.ts';

/**
 * Hand-worked cases on ₹5 lakh: 50,000 units bought at NAV ₹10 (cost ₹5,00,000, stamp duty
 * left out for round figures), sold at the NAV given. Rates before surcharge and cess.
 */
const rs = (s: string) => parseDecimal(s, 2)!;
const u = (s: string) => parseDecimal(s, 4)!;
const fund = (profile: FundTaxProfile | TaxProfileEntry[], bought: string, sold: string, nav: string, name = 'Test Fund'): CgHolding => ({
  key: name,
  schemeName: name,
  folioNo: '0010000001',
  taxProfiles: typeof profile === 'string' ? [{ from: '1900-01-01', profile }] : profile,
  isin: null,
  elss: false,
  fmvNav4: null,
  exitLoadRules: [],
  events: [
    { type: 'BUY', date: bought, units4: u('50000'), costPaise: rs('500000'), ref: 'B1' },
    { type: 'SELL', date: sold, units4: u('50000'), nav4: u(nav), ref: 'S1', label: 'Redemption', exitLoadPaise: 0n },
  ],
});
const one = (h: CgHolding) => {
  const s = capitalGains([h], '2000-04-01', '2099-03-31');
  const l = s.lines[0]!;
  return { bucket: l.bucket, taxClass: l.taxClass, gainPaise: l.gainPaise, fy: l.fy, tax: s.years[0]!.estimatedTaxPaise };
};

describe('tax profile from the SEBI category', () => {
  it('equity-oriented: equity schemes, ELSS, index, arbitrage, aggressive hybrid, balanced advantage, equity savings', () => {
    for (const key of ['large-cap', 'elss', 'index', 'arbitrage', 'aggressive-hybrid', 'balanced-advantage', 'equity-savings'])
      expect(profileOfCategory(key, null)).toBe('equity');
  });
  it('debt-oriented: debt categories and conservative hybrid; gold, silver and overseas are low equity; multi-asset mixed', () => {
    expect(profileOfCategory('liquid', null)).toBe('debt');
    expect(profileOfCategory('conservative-hybrid', null)).toBe('debt');
    expect(profileOfCategory('international', null)).toBe('low-equity');
    expect(profileOfCategory('multi-asset', null)).toBe('mixed');
    // not browsable, so no sub-asset key: AMFI's own category text decides
    expect(profileOfCategory(null, 'Other Scheme - Gold ETF')).toBe('low-equity');
    expect(profileOfCategory(null, 'Other Scheme - Index Funds - Debt')).toBe('debt');
    expect(profileOfCategory(null, 'Solution Oriented Scheme - Retirement Fund')).toBeNull();
  });
  it('the definition of a specified fund by year of transfer: low equity is specified up to 31-Mar-2025, other from 1-Apr-2025', () => {
    expect(taxClassFor('low-equity', '2025-03-31')).toBe('specified');
    expect(taxClassFor('low-equity', '2025-04-01')).toBe('other');
    expect(taxClassFor('debt', '2025-04-01')).toBe('specified');
    expect(taxClassFor('mixed', '2024-01-01')).toBe('other');
  });
  it('a dated reclassification applies to transfers from its date; before the first entry the first holds', () => {
    const history: TaxProfileEntry[] = [
      { from: '2020-01-01', profile: 'equity' },
      { from: '2025-01-15', profile: 'mixed' },
    ];
    expect(profileOn(history, '2019-06-01')).toBe('equity');
    expect(profileOn(history, '2025-01-14')).toBe('equity');
    expect(profileOn(history, '2025-01-15')).toBe('mixed');
    expect(taxClassOf(history, '2025-02-03')).toBe('other');
  });
});

describe('capital gains by the fund, each sold before and after 23-Jul-2024 and in FY 2025-26', () => {
  it('1. arbitrage, 13 months, sold 02-Sep-2024: long-term equity within the ₹1.25 lakh exemption, no tax', () => {
    // 50,000 × ₹10.76 = ₹5,38,000 − ₹5,00,000 = ₹38,000 long term (s.112A), under ₹1,25,000 → ₹0.
    // Taxed as "other" at a 30% slab it would have been ₹11,400.
    expect(one(fund('equity', '2023-08-01', '2024-09-02', '10.76', 'Arbitrage'))).toEqual({
      bucket: 'EQ_LT_12_5',
      taxClass: 'equity',
      gainPaise: rs('38000'),
      fy: '2024-25',
      tax: 0n,
    });
  });
  it('2. arbitrage, 13 months, sold 03-Jun-2024 (before 23-Jul-2024): long term at 10% above ₹1 lakh, no tax', () => {
    expect(one(fund('equity', '2023-05-02', '2024-06-03', '10.76'))).toEqual({
      bucket: 'EQ_LT_10',
      taxClass: 'equity',
      gainPaise: rs('38000'),
      fy: '2024-25',
      tax: 0n,
    });
  });
  it('3. arbitrage sold in FY 2025-26 with ₹1,50,000 gain: 12.5% on ₹25,000 = ₹3,125', () => {
    // 50,000 × ₹13 = ₹6,50,000 − ₹5,00,000 = ₹1,50,000; − ₹1,25,000 exemption = ₹25,000 × 12.5%
    expect(one(fund('equity', '2024-05-02', '2025-06-03', '13'))).toEqual({
      bucket: 'EQ_LT_12_5',
      taxClass: 'equity',
      gainPaise: rs('150000'),
      fy: '2025-26',
      tax: rs('3125'),
    });
  });
  it('4. aggressive hybrid, 7 months, sold 03-Jun-2024: short-term equity 15% on ₹20,000 = ₹3,000', () => {
    expect(one(fund('equity', '2023-11-01', '2024-06-03', '10.40'))).toEqual({
      bucket: 'EQ_ST_15',
      taxClass: 'equity',
      gainPaise: rs('20000'),
      fy: '2024-25',
      tax: rs('3000'),
    });
  });
  it('5. aggressive hybrid, 7 months, sold 02-Sep-2024: short-term equity 20% on ₹20,000 = ₹4,000', () => {
    expect(one(fund('equity', '2024-02-01', '2024-09-02', '10.40'))).toEqual({
      bucket: 'EQ_ST_20',
      taxClass: 'equity',
      gainPaise: rs('20000'),
      fy: '2024-25',
      tax: rs('4000'),
    });
  });
  it('6. balanced advantage (65% or more gross equity) sold in FY 2025-26, short term: 20% on ₹10,000 = ₹2,000', () => {
    expect(one(fund(profileOfCategory('balanced-advantage', null)!, '2025-01-01', '2025-06-03', '10.20'))).toEqual({
      bucket: 'EQ_ST_20',
      taxClass: 'equity',
      gainPaise: rs('10000'),
      fy: '2025-26',
      tax: rs('2000'),
    });
  });
  it('7. conservative hybrid bought 02-May-2023, 25 months, sold 03-Jun-2025: specified fund, slab (not 12.5%)', () => {
    // ₹5,87,000 − ₹5,00,000 = ₹87,000 at slab: 30% = ₹26,100, where 12.5% would have been ₹10,875 (₹15,225 too little)
    expect(one(fund('debt', '2023-05-02', '2025-06-03', '11.74'))).toEqual({
      bucket: 'SLAB',
      taxClass: 'specified',
      gainPaise: rs('87000'),
      fy: '2025-26',
      tax: 0n,
    });
  });
  it('8. conservative hybrid bought 02-May-2022, sold 03-Jun-2024: 25 months under the 36-month rule, short term at slab', () => {
    expect(one(fund('debt', '2022-05-02', '2024-06-03', '11.74'))).toMatchObject({ bucket: 'SLAB', gainPaise: rs('87000') });
  });
  it('9. conservative hybrid bought 02-May-2022, sold 02-Sep-2024: more than 24 months, long term 12.5% = ₹10,875', () => {
    expect(one(fund('debt', '2022-05-02', '2024-09-02', '11.74'))).toEqual({
      bucket: 'LT_12_5',
      taxClass: 'specified',
      gainPaise: rs('87000'),
      fy: '2024-25',
      tax: rs('10875'),
    });
  });
  it('10. conservative hybrid bought 02-May-2022, sold in FY 2025-26: long term 12.5% = ₹10,875', () => {
    expect(one(fund('debt', '2022-05-02', '2025-06-03', '11.74'))).toMatchObject({ bucket: 'LT_12_5', tax: rs('10875') });
  });
  it('11. gold fund bought 02-May-2023, sold 03-Jun-2024: specified fund (≤35% Indian equity), slab', () => {
    expect(one(fund('low-equity', '2023-05-02', '2024-06-03', '11'))).toEqual({
      bucket: 'SLAB',
      taxClass: 'specified',
      gainPaise: rs('50000'),
      fy: '2024-25',
      tax: 0n,
    });
  });
  it('12. gold fund bought 02-May-2023, sold 03-Mar-2025 (after 23-Jul-2024, FY 2024-25): still specified, slab', () => {
    expect(one(fund('low-equity', '2023-05-02', '2025-03-03', '11'))).toMatchObject({ bucket: 'SLAB', taxClass: 'specified' });
  });
  it('13. gold fund bought 02-May-2023, sold 03-Jun-2025 (FY 2025-26): no longer specified; 25 months → long term 12.5% = ₹6,250', () => {
    expect(one(fund('low-equity', '2023-05-02', '2025-06-03', '11'))).toEqual({
      bucket: 'LT_12_5',
      taxClass: 'other',
      gainPaise: rs('50000'),
      fy: '2025-26',
      tax: rs('6250'),
    });
  });
  it('14. overseas fund of funds bought 01-Jun-2023, sold 01-Oct-2024: specified, slab, not exempt equity', () => {
    // ₹5,35,400 − ₹5,00,000 = ₹35,400 at a 30% slab ≈ ₹10,620 that "exempt equity" would have missed
    expect(one(fund('low-equity', '2023-06-01', '2024-10-01', '10.708'))).toEqual({
      bucket: 'SLAB',
      taxClass: 'specified',
      gainPaise: rs('35400'),
      fy: '2024-25',
      tax: 0n,
    });
  });
  it('15. overseas fund of funds bought 01-Jun-2021, sold 03-Jun-2024 (before 23-Jul-2024): 36 months + 2 days, 20% with indexation', () => {
    // indexed cost ₹5,00,000 × 363 / 317 = ₹5,72,555.205 → ₹5,72,555.21; sale ₹6,00,000 → gain ₹27,444.79;
    // 20% = ₹5,488.958 → ₹5,488.96
    expect(one(fund('low-equity', '2021-06-01', '2024-06-03', '12'))).toEqual({
      bucket: 'LT_20_IDX',
      taxClass: 'specified',
      gainPaise: rs('27444.79'),
      fy: '2024-25',
      tax: rs('5488.96'),
    });
  });
  it('16. overseas fund of funds bought 01-Jun-2023, sold 01-Jul-2025 (FY 2025-26): other, 25 months → 12.5% on ₹35,400 = ₹4,425', () => {
    expect(one(fund('low-equity', '2023-06-01', '2025-07-01', '10.708'))).toEqual({
      bucket: 'LT_12_5',
      taxClass: 'other',
      gainPaise: rs('35400'),
      fy: '2025-26',
      tax: rs('4425'),
    });
  });
  it('17. multi-asset (mixed) bought 01-Jun-2023, sold 01-Oct-2024: other, 16 months ≤ 24 → slab; not specified', () => {
    expect(one(fund('mixed', '2023-06-01', '2024-10-01', '10.708'))).toMatchObject({ bucket: 'SLAB', taxClass: 'other' });
    // held 25 months: long term 12.5% (a specified fund would stay at slab)
    expect(one(fund('mixed', '2023-06-01', '2025-07-02', '10.708'))).toMatchObject({ bucket: 'LT_12_5', taxClass: 'other', tax: rs('4425') });
  });
  it('18. a fund reclassified on 15-Jan-2025 from equity to mixed: a 13-month sale after that date is short term at slab', () => {
    const history: TaxProfileEntry[] = [
      { from: '1900-01-01', profile: 'equity' },
      { from: '2025-01-15', profile: 'mixed' },
    ];
    expect(one(fund(history, '2023-12-01', '2025-01-14', '10.76'))).toMatchObject({ bucket: 'EQ_LT_12_5', taxClass: 'equity' });
    expect(one(fund(history, '2023-12-01', '2025-01-15', '10.76'))).toMatchObject({ bucket: 'SLAB', taxClass: 'other' });
  });
});
