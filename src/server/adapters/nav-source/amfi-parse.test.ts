import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { iterateAmfiNavAll, iterateAmfiNavAllChunks, parseAmfiNavAll, type AmfiNavEvent } from './amfi-parse.ts';

const fixture = (name: string): string => readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8');

const equityLargeCap = { schemeType: 'Open Ended Schemes', category: 'Equity Scheme - Large Cap Fund' };

describe('6-field layout (amfi-daily-6field.txt, LF)', () => {
  const text = fixture('amfi-daily-6field.txt');
  const result = parseAmfiNavAll(text);
  const byCode = new Map(result.rows.map((r) => [r.schemeCode, r]));

  it('detects the layout from the header', () => {
    expect(result.layout).toBe('6-field');
  });

  it('reads a full row with its section and fund house, and collapses extra spaces in the name', () => {
    expect(byCode.get(900101)).toEqual({
      schemeCode: 900101,
      isinGrowthOrPayout: 'INF0KV001011',
      isinReinvestment: null,
      schemeName: 'Kaveri Bluechip Fund - Direct Plan - Growth',
      plan: null,
      option: null,
      nav: '123.4567',
      navDate: '2026-08-21',
      fundHouse: 'Kaveri Mutual Fund',
      ...equityLargeCap,
      line: 7,
    });
  });

  it('keeps both ISINs and pads the NAV to 4 decimals', () => {
    expect(byCode.get(900102)).toMatchObject({
      isinGrowthOrPayout: 'INF0KV001029',
      isinReinvestment: 'INF0KV001037',
      nav: '45.6000',
    });
  });

  it('reads N.A., empty and dash as missing NAV, date and ISIN', () => {
    expect(byCode.get(900103)).toMatchObject({ isinGrowthOrPayout: null, isinReinvestment: null, nav: null, navDate: null });
    expect(byCode.get(900104)).toMatchObject({ nav: null, navDate: '2026-08-21' });
    expect(byCode.get(900301)).toMatchObject({ nav: null, navDate: '2024-02-29' });
  });

  it('rounds NAVs with more than 4 decimals half up and accepts "10." and integers', () => {
    expect(byCode.get(900201)?.nav).toBe('10.0000'); // 10.00004999
    expect(byCode.get(900202)?.nav).toBe('13.0405'); // 13.04045
    expect(byCode.get(900203)?.nav).toBe('10.0000'); // "10."
    expect(byCode.get(900204)).toMatchObject({ nav: '1000.0000', navDate: '2024-02-05' }); // 5-Feb-2024
  });

  it('drops a reinvestment "ISIN" that is not an ISIN', () => {
    expect(byCode.get(900202)?.isinReinvestment).toBeNull(); // "Redeemed"
  });

  it('follows fund-house lines (even with brackets) and section lines', () => {
    expect(byCode.get(900201)).toMatchObject({ fundHouse: 'Narmada Mutual Fund (IDF)', ...equityLargeCap });
    expect(byCode.get(900301)).toMatchObject({
      fundHouse: 'Narmada Mutual Fund',
      schemeType: 'Close Ended Schemes',
      category: 'Income',
      line: 23,
    });
  });

  it('reports malformed rows with their line numbers and text instead of throwing', () => {
    expect(result.rows.map((r) => r.schemeCode)).toEqual([900101, 900102, 900103, 900104, 900201, 900202, 900203, 900204, 900301]);
    expect(result.errors.map(({ line, message }) => ({ line, message }))).toEqual([
      { line: 24, message: 'Invalid scheme code "ABC123"' },
      { line: 25, message: 'Expected 6 fields, found 5' },
      { line: 26, message: 'Invalid NAV "abc"' },
      { line: 27, message: 'Invalid date "31-Feb-2026"' },
      { line: 28, message: 'Missing scheme name' },
      { line: 29, message: 'Expected fields separated by ";"' },
      { line: 30, message: 'Invalid date "2026-08-21"' },
    ]);
    const lines = text.split('\n');
    for (const error of result.errors) expect(error.text).toBe(lines[error.line - 1]);
  });

  it('gives the same result whatever the line endings', () => {
    expect(parseAmfiNavAll(text.replace(/\n/g, '\r\n'))).toEqual(result);
    expect(parseAmfiNavAll(text.replace(/\n/g, '\r'))).toEqual(result);
  });
});

describe('8-field layout (amfi-daily-8field-crlf.txt, CRLF)', () => {
  const text = fixture('amfi-daily-8field-crlf.txt');
  const result = parseAmfiNavAll(text);
  const byCode = new Map(result.rows.map((r) => [r.schemeCode, r]));

  it('really is a CRLF file', () => {
    expect(text).toContain('\r\n');
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  });

  it('reads plan and option columns', () => {
    expect(result.layout).toBe('8-field');
    expect(byCode.get(900401)).toEqual({
      schemeCode: 900401,
      isinGrowthOrPayout: 'INF0GD001013',
      isinReinvestment: 'INF0GD001021',
      schemeName: 'Godavari Liquid Fund',
      plan: 'Direct Plan',
      option: 'IDCW-Re-investment',
      nav: '1001.2346', // 1001.23456 rounded half up
      navDate: '2026-08-21',
      fundHouse: 'Godavari Mutual Fund',
      schemeType: 'Open Ended Schemes',
      category: 'Debt Scheme - Liquid Fund',
      line: 7,
    });
    expect(byCode.get(900402)).toMatchObject({ plan: 'Regular Plan', option: 'MONTHLY DCW Payout', nav: '1000.0000' });
  });

  it('reads empty plan and option, N.A. NAV and empty date as missing', () => {
    expect(byCode.get(900403)).toMatchObject({ plan: null, option: null, nav: null, navDate: null });
  });

  it('normalises ISINs and keeps a semicolon that belongs to the name', () => {
    expect(byCode.get(900404)).toMatchObject({ isinGrowthOrPayout: null, nav: '2890.5440' });
    expect(byCode.get(900501)).toMatchObject({ isinGrowthOrPayout: 'INF0TP001014', fundHouse: 'Tapi Mutual Fund', ...equityLargeCap });
    expect(byCode.get(900503)).toMatchObject({ schemeName: 'Tapi; Top 200 Fund', plan: 'Direct Plan', navDate: '2017-06-14', line: 18 });
  });

  it('reports a row with too few fields, without a trailing CR in its text', () => {
    expect(result.errors).toEqual([
      {
        line: 17,
        message: 'Expected 8 fields, found 7',
        text: '900502;INF0TP001022;-;Tapi Top 100 Fund;Regular Plan;45.1;21-Aug-2026',
      },
    ]);
    expect(result.rows.map((r) => r.schemeCode)).toEqual([900401, 900402, 900403, 900404, 900501, 900503]);
  });
});

describe('bare CR line endings (amfi-daily-bare-cr.txt)', () => {
  const text = fixture('amfi-daily-bare-cr.txt');
  const result = parseAmfiNavAll(text);

  it('really uses bare CR', () => {
    expect(text).toContain('\r');
    expect(text).not.toContain('\n');
  });

  it('parses every row with the right lines and headings', () => {
    expect(result.errors).toEqual([]);
    expect(result.rows.map((r) => [r.schemeCode, r.line, r.nav, r.navDate, r.schemeType, r.category, r.fundHouse])).toEqual([
      [900601, 7, '11.0790', '2026-08-21', 'Interval Fund Schemes', 'Income', 'Krishna Mutual Fund'],
      [900602, 8, '36.8779', '2026-08-21', 'Interval Fund Schemes', 'Income', 'Krishna Mutual Fund'],
      [900701, 14, '0.0000', '2024-03-31', 'Close Ended Schemes', 'Income/Debt Oriented Schemes - Fixed Term Plan', 'Krishna Mutual Fund'],
      [900702, 15, null, '2024-03-31', 'Close Ended Schemes', 'Income/Debt Oriented Schemes - Fixed Term Plan', 'Krishna Mutual Fund'],
    ]);
  });
});

describe('layout without a header, and header trouble', () => {
  it('takes the layout from the first data row', () => {
    expect(parseAmfiNavAll('Kaveri Mutual Fund\n900101;-;-;Kaveri Fund;12.5;21-Aug-2026\n')).toMatchObject({
      layout: '6-field',
      rows: [{ schemeCode: 900101, nav: '12.5000', plan: null, fundHouse: 'Kaveri Mutual Fund', schemeType: null, line: 2 }],
    });
    expect(parseAmfiNavAll('900101;-;-;Kaveri Fund;Direct Plan;Growth;12.5;21-Aug-2026')).toMatchObject({
      layout: '8-field',
      rows: [{ plan: 'Direct Plan', option: 'Growth' }],
    });
  });

  it('treats an empty file as an empty 8-field file', () => {
    expect(parseAmfiNavAll('')).toEqual({ layout: '8-field', rows: [], errors: [] });
  });

  it('refuses an unknown header and a second header that disagrees', () => {
    const unknown = parseAmfiNavAll('Scheme Code;A;B;C;D;E;F\n900101;-;-;Kaveri Fund;12.5;21-Aug-2026');
    expect(unknown.errors).toMatchObject([{ line: 1, message: 'Unknown header with 7 fields' }]);
    expect(unknown.layout).toBe('6-field');

    const header6 = 'Scheme Code;ISIN Div Payout/ ISIN Growth;ISIN Div Reinvestment;Scheme Name;Net Asset Value;Date';
    const header8 = 'Scheme Code;ISIN Div Payout/ ISIN Growth;ISIN Div Reinvestment;Scheme Name;Plan;Option;Net Asset Value;Date';
    const mixed = parseAmfiNavAll(`${header6}\n${header6}\n${header8}`);
    expect(mixed.errors).toMatchObject([{ line: 3, message: 'Header says 8-field but the file is 6-field' }]);
  });

  it('refuses a row that has the wrong number of fields when there is no header', () => {
    expect(parseAmfiNavAll('900101;-;-;Kaveri Fund;Growth;12.5;21-Aug-2026').errors).toMatchObject([{ line: 1, message: 'Expected 6 or 8 fields, found 7' }]);
  });
});

describe('streaming', () => {
  const collect = async (chunks: string[]): Promise<AmfiNavEvent[]> => {
    const events: AmfiNavEvent[] = [];
    for await (const event of iterateAmfiNavAllChunks(chunks)) events.push(event);
    return events;
  };

  it('yields the layout first, then rows and errors in file order', () => {
    const kinds = [...iterateAmfiNavAll(fixture('amfi-daily-8field-crlf.txt'))].map((e) => e.kind);
    expect(kinds[0]).toBe('layout');
    expect(kinds.filter((k) => k === 'layout')).toHaveLength(1);
    expect(kinds.slice(1)).toEqual(['row', 'row', 'row', 'row', 'row', 'error', 'row']);
  });

  it('gives the same events however a CRLF download is cut into chunks', async () => {
    const text = fixture('amfi-daily-8field-crlf.txt');
    const whole = [...iterateAmfiNavAll(text)];
    // Cutting right after every CR is the case that breaks naive splitters.
    const afterEachCr = text.split(/(?<=\r)/);
    expect(await collect(afterEachCr)).toEqual(whole);
    await fc.assert(
      fc.asyncProperty(fc.array(fc.nat({ max: text.length }), { maxLength: 12 }), async (cuts) => {
        const points = [0, ...new Set(cuts), text.length].sort((a, b) => a - b);
        const chunks = points.slice(1).map((at, i) => text.slice(points[i], at));
        expect(await collect(chunks)).toEqual(whole);
      }),
      { numRuns: 50 },
    );
  });
});
