import { describe, expect, it } from 'vitest';
import { EDUCATION_ROWS, taxNote } from './fund-tax-notes.ts';

describe('educational tax notes by date', () => {
  it('from 23-Jul-2024: equity 20% / 12.5% above ₹1.25 lakh', () => {
    expect(taxNote('equity', '2024-07-23').text).toContain('20%');
    expect(taxNote('equity', '2026-11-20').text).toContain('12.5% on gains above ₹1.25 lakh');
    expect(taxNote('equity', '2024-07-22').text).toContain('15%');
  });

  it('debt: slab for units bought from 1-Apr-2023; 20% with indexation only before', () => {
    expect(taxNote('debt', '2026-11-20').text).toMatch(/^Units bought from 1-Apr-2023: gains taxed at your slab rate/);
    expect(taxNote('debt', '2026-11-20').text).toContain('12.5% without indexation');
    expect(taxNote('debt', '2023-06-01').text).toContain('20% with indexation');
    expect(taxNote('debt', '2023-03-31').text).toBe('Held up to 3 years: slab rate. Held longer: 20% with indexation.');
  });

  it('every row of the table has a tax kind', () => {
    expect(EDUCATION_ROWS).toHaveLength(10);
    expect(EDUCATION_ROWS.filter((r) => r.kind === 'debt').map((r) => r.category)).toEqual(['Liquid', 'Ultra Short Term', 'Short Term', 'Long Term', 'FMP']);
  });
});
