import { describe, expect, it } from 'vitest';
import { idcwFrequencyOf, productNameOf, subAssetKeyFor } from './amfi-category.ts';
import { SUB_ASSET_BY_KEY } from '../../services/schemes/taxonomy.ts';

const OPEN = 'Open Ended Schemes';

describe('subAssetKeyFor', () => {
  it.each([
    ['Equity Scheme - Large Cap Fund', 'large-cap'],
    ['Equity Schemes - Large & Mid Cap Fund', 'large-mid-cap'],
    ['Equity Scheme - Sectoral/ Thematic', 'sectoral'],
    ['Equity Schemes - Thematic Fund', 'sectoral'],
    ['Equity Scheme - ELSS', 'elss'],
    ['Equity Schemes - ELSS- Tax Saver Fund', 'elss'],
    ['Debt Scheme - Liquid Fund', 'liquid'],
    ['Income/Debt Oriented Schemes - Overnight Fund', 'overnight'],
    ['Income/Debt Oriented Schemes - Short Term Fund', 'short-duration'],
    ['Income/Debt Oriented Schemes - Ultra Short to Short Term Fund', 'ultra-short'],
    ['Income/Debt Oriented Schemes - Medium to Long Term Fund', 'medium-long-duration'],
    ['Income/Debt Oriented Schemes - Medium Term Fund', 'medium-duration'],
    ['Debt Scheme - Gilt Fund with 10 year constant duration', 'gilt-10y'],
    ['Income/Debt Oriented Schemes - 10-year Constant Maturity Gilt Fund', 'gilt-10y'],
    ['Debt Scheme - Gilt Fund', 'gilt'],
    ['Income/Debt Oriented Schemes - Floating Interest Rates Fund', 'floater'],
    ['Hybrid Scheme - Balanced Hybrid Fund', 'aggressive-hybrid'],
    ['Hybrid Scheme - Dynamic Asset Allocation or Balanced Advantage', 'balanced-advantage'],
    ['Hybrid Schemes - Balanced Advantage Fund/ Dynamic Asset Allocation', 'balanced-advantage'],
    ['Solution Oriented Scheme - Children’s Fund', 'childrens'],
    ['Other Scheme - Index Funds', 'index'],
    ['Index Funds - Equity Funds', 'index'],
    ['Overseas Fund of Funds - Fund of Funds investing overseas', 'international'],
  ])('maps "%s" to %s, a category we list', (category, key) => {
    expect(subAssetKeyFor(OPEN, category)).toBe(key);
    expect(SUB_ASSET_BY_KEY.has(key)).toBe(true);
  });

  it.each([
    [OPEN, 'Other Scheme - Gold ETF'],
    [OPEN, 'Exchange Traded Funds (ETFs) - Equity ETF'],
    [OPEN, 'Other Scheme - Other  ETFs'],
    [OPEN, 'Index Funds - Debt Funds'],
    [OPEN, 'Growth'],
    ['Close Ended Schemes', 'Equity Scheme - Large Cap Fund'],
    ['Interval Fund Schemes', 'Income'],
    [null, 'Equity Scheme - Large Cap Fund'],
    [OPEN, null],
  ])('does not list %s (%s)', (type, category) => {
    expect(subAssetKeyFor(type, category)).toBeNull();
  });
});

describe('productNameOf', () => {
  it.each([
    ['Axis Bluechip Fund - Direct Plan - Growth', 'Axis Bluechip Fund'],
    ['Aditya Birla Sun Life Banking & PSU Debt Fund - DIRECT - IDCW', 'Aditya Birla Sun Life Banking & PSU Debt Fund'],
    ['HDFC Liquid Fund - Regular Plan - Daily IDCW Reinvestment', 'HDFC Liquid Fund'],
    ['Kaveri Bluechip Fund', 'Kaveri Bluechip Fund'],
    ['Krishna Annual Interval Fund - I', 'Krishna Annual Interval Fund - I'],
    ['Narmada Fixed Term Plan Series 9 - Growth', 'Narmada Fixed Term Plan Series 9'],
  ])('%s → %s', (name, product) => {
    expect(productNameOf(name)).toBe(product);
  });
});

describe('idcwFrequencyOf', () => {
  it('reads the payout frequency, or null', () => {
    expect(idcwFrequencyOf('Regular Plan MONTHLY DCW Payout')).toBe('Monthly');
    expect(idcwFrequencyOf('Half-Yearly IDCW')).toBe('Half yearly');
    expect(idcwFrequencyOf('Annual IDCW')).toBe('Annual');
    expect(idcwFrequencyOf('IDCW Reinvestment')).toBeNull();
  });
});
