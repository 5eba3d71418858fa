import { describe, expect, it } from 'vitest';
import type { SchemeCard } from '@shared/contract/schemes.ts';
import { defaultVariant, fundName, groupFunds, optionLabel, pickVariant } from './fund-groups.ts';

let next = 1;
function card(name: string, plan: 'Direct' | 'Regular', growth: boolean, reinvest = false, amc = 'Sundaram Mutual Fund'): SchemeCard {
  return {
    SchemeID: next++,
    SchemeName: name,
    AMC: amc,
    AmcID: amc.length,
    PlanName: plan,
    Growthoption: growth ? 'Y' : 'N',
    Dividendreinvestment: !growth && reinvest ? 'Y' : 'N',
    DividendPayout: !growth && !reinvest ? 'Y' : 'N',
  } as SchemeCard;
}

const sundaram = [
  card('Sundaram Frontline Equity Fund - Direct Plan - Annual IDCW Reinvestment', 'Direct', false, true),
  card('Sundaram Frontline Equity Fund - Direct Plan - Growth', 'Direct', true),
  card('Sundaram Frontline Equity Fund - Regular Plan - Annual IDCW Payout', 'Regular', false),
  card('Sundaram Frontline Equity Fund - Regular Plan - Growth', 'Regular', true),
];
const kotak = [
  card('Kotak Bluechip Fund - Regular Plan - Growth', 'Regular', true, false, 'Kotak Mahindra Mutual Fund'),
  card('Kotak Bluechip Fund - Direct Plan - Growth', 'Direct', true, false, 'Kotak Mahindra Mutual Fund'),
];

describe('fund groups', () => {
  it('names the fund without plan and option', () => {
    expect(fundName('Sundaram Frontline Equity Fund - Direct Plan - Annual IDCW Reinvestment')).toBe('Sundaram Frontline Equity Fund');
    expect(fundName('Kotak Bluechip Fund - Regular Plan - Growth')).toBe('Kotak Bluechip Fund');
    expect(fundName('Nippon India ETF Nifty 50 BeES')).toBe('Nippon India ETF Nifty 50 BeES');
    expect(fundName('Aditya Birla Sun Life Nifty 50 - Index Fund - Direct - Growth')).toBe('Aditya Birla Sun Life Nifty 50 - Index Fund');
  });

  it('labels the options: Growth, or the IDCW wording of the name', () => {
    expect(sundaram.map(optionLabel)).toEqual(['Annual IDCW Reinvestment', 'Growth', 'Annual IDCW Payout', 'Growth']);
  });

  it('puts every variant under its fund, in list order: 6 rows become 2', () => {
    const groups = groupFunds([kotak[0]!, ...sundaram, kotak[1]!]);
    expect(groups.map((g) => [g.name, g.variants.length])).toEqual([
      ['Kotak Bluechip Fund', 2],
      ['Sundaram Frontline Equity Fund', 4],
    ]);
  });

  it('shows Direct Growth first, or under a sort the variant that ranked the fund', () => {
    const [g] = groupFunds(sundaram);
    expect(defaultVariant(g!, false).SchemeName).toBe('Sundaram Frontline Equity Fund - Direct Plan - Growth');
    expect(defaultVariant(g!, true).SchemeName).toBe('Sundaram Frontline Equity Fund - Direct Plan - Annual IDCW Reinvestment');
  });

  it("picks the variant of a plan and option, or the plan's first when that option is not in it", () => {
    const [g] = groupFunds(sundaram);
    expect(pickVariant(g!, 'Regular', 'Annual IDCW Payout').SchemeName).toBe('Sundaram Frontline Equity Fund - Regular Plan - Annual IDCW Payout');
    expect(pickVariant(g!, 'Regular', 'Annual IDCW Reinvestment').SchemeName).toBe('Sundaram Frontline Equity Fund - Regular Plan - Annual IDCW Payout');
  });
});
