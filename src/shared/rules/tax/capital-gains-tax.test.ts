import { describe, expect, it } from 'vitest';
import { heldLongerThan, holdingRule, isLongTerm, taxClassOf, taxNotes } from './capital-gains-tax.ts';

describe('capital-gains tax rules by transfer date', () => {
  it('equity: 15% / 10% above ₹1 lakh up to 22-Jul-2024, 20% / 12.5% above ₹1.25 lakh from 23-Jul-2024', () => {
    expect(holdingRule('equity', '2023-01-10', '2024-07-22')).toMatchObject({
      longTermAfterMonths: 12,
      shortTerm: '15%',
      longTerm: '10% on gains above ₹1 lakh a financial year',
    });
    expect(holdingRule('equity', '2023-01-10', '2024-07-23')).toMatchObject({
      longTermAfterMonths: 12,
      shortTerm: '20%',
      longTerm: '12.5% on gains above ₹1.25 lakh a financial year',
    });
  });

  it('debt bought from 1-Apr-2023 is short term at slab however long it is held', () => {
    expect(holdingRule('specified', '2023-04-01', '2029-04-01')).toEqual({ longTermAfterMonths: null, shortTerm: 'your income-tax slab rate', longTerm: null });
    expect(isLongTerm('specified', '2023-04-01', '2030-01-01')).toBe(false);
  });

  it('debt bought before 1-Apr-2023: 36 months with indexation before 23-Jul-2024, 24 months at 12.5% after', () => {
    expect(holdingRule('specified', '2023-03-31', '2024-07-22')).toMatchObject({ longTermAfterMonths: 36, longTerm: '20% with indexation' });
    expect(holdingRule('specified', '2023-03-31', '2025-04-01')).toMatchObject({ longTermAfterMonths: 24, longTerm: '12.5% without indexation' });
    // bought 31-Mar-2023, sold 1-Apr-2025: 24 months and a day → long term under the new rule
    expect(isLongTerm('specified', '2023-03-31', '2025-04-01')).toBe(true);
    // bought 10-Jan-2022, sold 22-Jul-2024: 30 months, under the old 36-month rule → short term
    expect(isLongTerm('specified', '2022-01-10', '2024-07-22')).toBe(false);
    // the same units sold a day later fall under the 24-month rule → long term
    expect(isLongTerm('specified', '2022-01-10', '2024-07-23')).toBe(true);
  });

  it('"more than 12 months" starts the day after the anniversary; 29 Feb counts to 28 Feb', () => {
    expect(heldLongerThan('2025-03-10', '2026-03-10', 12)).toBe(false);
    expect(heldLongerThan('2025-03-10', '2026-03-11', 12)).toBe(true);
    expect(heldLongerThan('2024-02-29', '2025-02-28', 12)).toBe(false);
    expect(heldLongerThan('2024-02-29', '2025-03-01', 12)).toBe(true);
  });

  it('a scheme with no classification on record falls back to its asset class: equity 1; liquid 2 and debt 4 specified; hybrid 3 other', () => {
    expect([1, 2, 3, 4].map((id) => taxClassOf([], '2025-06-02', id))).toEqual(['equity', 'specified', 'other', 'specified']);
  });

  it('the notes an investor reads name the rates in force and the date they apply from', () => {
    const now = taxNotes('2026-11-25');
    expect(now.equity.heading).toBe('Equity funds (sales from 23-Jul-2024)');
    expect(now.equity.lines.join(' ')).toContain('20%');
    expect(now.equity.lines.join(' ')).toContain('12.5% on gains above ₹1.25 lakh');
    expect(now.debt.lines[0]).toContain('bought from 01-Apr-2023');
    expect(now.debt.lines[1]).toContain('more than 24 months, taxed at 12.5% without indexation');
    const then = taxNotes('2024-01-15');
    expect(then.equity.lines.join(' ')).toContain('15%');
    expect(then.debt.lines[1]).toContain('more than 36 months, taxed at 20% with indexation');
  });
});
