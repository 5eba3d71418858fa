import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { iterateAmfiNavHistoryChunks, parseAmfiNavHistory, type AmfiNavHistoryEvent } from './amfi-history-parse.ts';

const text = readFileSync(new URL('./fixtures/nav-history.txt', import.meta.url), 'utf8');

describe('parseAmfiNavHistory (nav-history.txt, CRLF)', () => {
  const result = parseAmfiNavHistory(text);

  it('reads every day of a scheme with its section (spaced brackets) and fund house', () => {
    const kaveri = result.rows.filter((r) => r.schemeCode === 900101);
    expect(kaveri.map((r) => [r.navDate, r.nav])).toEqual([
      ['2026-08-19', '120.5000'],
      ['2026-08-20', '121.2500'],
      ['2026-08-21', '123.4567'],
    ]);
    expect(kaveri[0]).toEqual({
      schemeCode: 900101,
      schemeName: 'Kaveri Bluechip Fund - Direct Plan - Growth',
      isinGrowthOrPayout: 'INF0KV001011',
      isinReinvestment: null,
      nav: '120.5000',
      navDate: '2026-08-19',
      fundHouse: 'Kaveri Mutual Fund',
      schemeType: 'Open Ended Schemes',
      category: 'Equity Scheme - Large Cap Fund',
      line: 7,
    });
  });

  it('takes the NAV column, not repurchase or sale price, and rounds it half up', () => {
    expect(result.rows.find((r) => r.schemeCode === 900102)).toMatchObject({
      schemeName: 'Kaveri Bluechip Fund - Regular Plan - IDCW',
      isinReinvestment: 'INF0KV001037',
      nav: '45.6001', // 45.60005
    });
  });

  it('reads N.A. as a missing NAV and a lower-case month as a date', () => {
    expect(result.rows.find((r) => r.schemeCode === 900103)).toMatchObject({ nav: null, isinGrowthOrPayout: null, navDate: '2026-08-21' });
    expect(result.rows.find((r) => r.schemeCode === 900302)).toMatchObject({
      navDate: '2024-01-02',
      schemeType: 'Close Ended Schemes',
      category: 'Income',
      fundHouse: 'Narmada Mutual Fund',
    });
  });

  it('reports malformed rows with line numbers', () => {
    expect(result.errors).toEqual([
      { line: 12, message: 'Expected 8 fields, found 6', text: '900104;Kaveri Bluechip Fund - Direct Plan - IDCW;12.5;;;21-Aug-2026' },
      { line: 18, message: 'Invalid date "32-Jan-2024"', text: '900301;Narmada Fixed Term Plan Series 7 - Growth;INF0NM002010;-;10.5;;;32-Jan-2024' },
      { line: 20, message: 'Invalid scheme code "XYZ"', text: 'XYZ;Narmada Fixed Term Plan Series 10 - Growth;INF0NM002036;-;10.52;;;02-Jan-2024' },
    ]);
    expect(result.rows).toHaveLength(6);
  });

  it('refuses a header of another report', () => {
    expect(parseAmfiNavHistory('Scheme Code;ISIN Div Payout/ ISIN Growth;ISIN Div Reinvestment;Scheme Name;Net Asset Value;Date').errors).toMatchObject([
      { line: 1, message: 'Unknown header with 6 fields' },
    ]);
  });

  it('streams the same rows from chunks', async () => {
    const events: AmfiNavHistoryEvent[] = [];
    for await (const event of iterateAmfiNavHistoryChunks(text.match(/[\s\S]{1,7}/g)!)) events.push(event);
    expect(events.filter((e) => e.kind === 'row').map((e) => e.row)).toEqual(result.rows);
    expect(events.filter((e) => e.kind === 'error').map((e) => e.error)).toEqual(result.errors);
  });
});
