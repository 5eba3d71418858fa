import { describe, expect, it } from 'vitest';
import { inferOption, inferPlan } from './amfi-classify.ts';

describe('inferPlan', () => {
  it.each([
    ['Kaveri Bluechip Fund - Direct Plan - Growth', 'Direct'],
    ['Kaveri Bluechip Fund  - DIRECT - IDCW', 'Direct'],
    ['Kaveri Bluechip Fund- direct plan-Growth', 'Direct'],
    ['Kaveri Bluechip Fund - Regular Plan - Growth', 'Regular'],
    ['Kaveri Bluechip Fund - Retail Plan - Growth', 'Regular'],
    ['Kaveri Indirect Tax Saver Fund - Growth', 'Regular'],
    ['Kaveri Bluechip Fund', 'Regular'],
  ] as const)('%s → %s', (name, plan) => {
    expect(inferPlan(name)).toBe(plan);
  });
});

describe('inferOption', () => {
  it.each([
    ['Kaveri Bluechip Fund - Direct Plan - Growth', 'Growth'],
    ['Kaveri Bluechip Fund - Bonus Option', 'Growth'],
    ['Kaveri Bluechip Fund', 'Growth'],
    ['Kaveri Bluechip Fund - Regular Plan - IDCW', 'IDCW Payout'],
    ['Kaveri Bluechip Fund - Dividend Payout', 'IDCW Payout'],
    ['Kaveri Bluechip Fund - Monthly Dividend', 'IDCW Payout'],
    ['Kaveri Bluechip Fund - Payout of Income Distribution cum capital withdrawal option', 'IDCW Payout'],
    ['Kaveri Liquid Fund Direct Plan MONTHLY DCW Payout', 'IDCW Payout'],
    ['Kaveri Dynamic Bond Fund - Direct Plan - Monthly IDCWOption', 'IDCW Payout'],
    ['Kaveri Gilt Fund - Income Distribution cum capital withdrawal', 'IDCW Payout'],
    ['Kaveri Gilt Fund - Daily Reinvestment of Income Distribution cum Capital Withdrawal (IDCW)', 'IDCW Reinvestment'],
    ['Kaveri Bluechip Fund - Direct Plan - IDCW Reinvestment', 'IDCW Reinvestment'],
    ['Kaveri Liquid Fund Direct Plan IDCW-Re-investment', 'IDCW Reinvestment'],
    ['Kaveri Bluechip Fund - Dividend Re-invest', 'IDCW Reinvestment'],
    ['Kaveri Bluechip Fund - Daily Dividend Reinvestment Option', 'IDCW Reinvestment'],
    // "Dividend Yield" is a kind of equity fund, not a payout
    ['Kaveri Dividend Yield Fund - Direct Plan - Growth', 'Growth'],
    ['Kaveri Dividend Yield Fund - Direct Plan - IDCW', 'IDCW Payout'],
    ['Kaveri Dividend Yield Fund - Dividend Reinvestment', 'IDCW Reinvestment'],
  ] as const)('%s → %s', (name, option) => {
    expect(inferOption(name)).toBe(option);
  });
});
