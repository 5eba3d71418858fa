import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { applyHeading, createLineSplitter, emptyContext, normaliseIsin, normaliseNav, parseAmfiDate, parseSchemeCode, splitLines } from './amfi-lines.ts';

describe('normaliseNav', () => {
  it.each([
    ['123.4567', '123.4567'],
    ['148.296', '148.2960'],
    ['10.', '10.0000'],
    ['1000', '1000.0000'],
    ['.5', '0.5000'],
    ['1,234.5', '1234.5000'],
    [' 56.78 ', '56.7800'],
    ['0', '0.0000'],
    // more than 4 decimals: round half up, decided by the fifth decimal alone
    ['123.45675', '123.4568'],
    ['123.45674999', '123.4567'],
    ['13.04040104', '13.0404'],
    ['0.99995', '1.0000'],
    ['9999.99995', '10000.0000'],
    ['2185944.39035', '2185944.3904'],
  ])('%s → %s', (input, expected) => {
    expect(normaliseNav(input)).toEqual({ ok: true, value: expected });
  });

  it.each(['N.A.', 'n.a.', 'NA', '-', '', '   '])('%j is a missing NAV', (input) => {
    expect(normaliseNav(input)).toEqual({ ok: true, value: null });
  });

  it.each(['abc', '-1.5', '1.2.3', '.', '1e5', '12 34'])('%j is refused', (input) => {
    expect(normaliseNav(input)).toMatchObject({ ok: false, message: `Invalid NAV "${input.trim()}"` });
  });

  it('agrees with exact half-up rounding for any 8-decimal NAV', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 10n ** 14n }), (units) => {
        // units is the NAV in 1e-8; expected = round half up to 1e-4
        const text = `${units / 10n ** 8n}.${(units % 10n ** 8n).toString().padStart(8, '0')}`;
        const rounded = (units + 5000n) / 10000n;
        const expected = `${rounded / 10000n}.${(rounded % 10000n).toString().padStart(4, '0')}`;
        expect(normaliseNav(text)).toEqual({ ok: true, value: expected });
      }),
    );
  });
});

describe('parseAmfiDate', () => {
  it.each([
    ['21-Aug-2026', '2026-08-21'],
    ['5-Feb-2024', '2024-02-05'],
    ['29-Feb-2024', '2024-02-29'],
    ['02-jan-2024', '2024-01-02'],
    ['31-DEC-2018', '2018-12-31'],
  ])('%s → %s', (input, expected) => {
    expect(parseAmfiDate(input)).toEqual({ ok: true, value: expected });
  });

  it.each(['N.A.', '-', ''])('%j is a missing date', (input) => {
    expect(parseAmfiDate(input)).toEqual({ ok: true, value: null });
  });

  it.each(['29-Feb-2023', '31-Apr-2026', '32-Jan-2024', '21-Agu-2026', '2026-08-21', '21/08/2026'])('%s is refused', (input) => {
    expect(parseAmfiDate(input)).toEqual({ ok: false, message: `Invalid date "${input}"` });
  });
});

describe('normaliseIsin and parseSchemeCode', () => {
  it('keeps real ISINs (upper-cased) and drops dashes, blanks and non-ISINs', () => {
    expect(normaliseIsin('INF0KV001011')).toBe('INF0KV001011');
    expect(normaliseIsin(' inf0kv001011 ')).toBe('INF0KV001011');
    expect(normaliseIsin('-')).toBeNull();
    expect(normaliseIsin('')).toBeNull();
    expect(normaliseIsin('Redeemed')).toBeNull();
    expect(normaliseIsin('INF0KVNOTDIGIT')).toBeNull();
  });

  it('accepts positive integer codes only', () => {
    expect(parseSchemeCode(' 119551 ')).toEqual({ ok: true, value: 119551 });
    expect(parseSchemeCode('0').ok).toBe(false);
    expect(parseSchemeCode('12a').ok).toBe(false);
    expect(parseSchemeCode('').ok).toBe(false);
  });
});

describe('applyHeading', () => {
  it('splits a section line into scheme type and category and clears the fund house', () => {
    const context = { ...emptyContext(), fundHouse: 'Old Mutual Fund' };
    applyHeading(context, 'Open Ended Schemes(Equity Scheme - Large Cap Fund)');
    expect(context).toEqual({
      schemeType: 'Open Ended Schemes',
      category: 'Equity Scheme - Large Cap Fund',
      fundHouse: null,
    });
  });

  it('accepts the spaced brackets of the history report and a section without a category', () => {
    const context = emptyContext();
    applyHeading(context, 'Close Ended Schemes ( Income )');
    expect(context).toMatchObject({ schemeType: 'Close Ended Schemes', category: 'Income' });
    applyHeading(context, 'Interval Fund Schemes');
    expect(context).toMatchObject({ schemeType: 'Interval Fund Schemes', category: null });
  });

  it('treats a fund house with brackets as a fund house and keeps the section', () => {
    const context = emptyContext();
    applyHeading(context, 'Open Ended Schemes(Other Scheme - Index Funds)');
    applyHeading(context, '  Kaveri  Mutual Fund (IDF) ');
    expect(context).toEqual({
      schemeType: 'Open Ended Schemes',
      category: 'Other Scheme - Index Funds',
      fundHouse: 'Kaveri Mutual Fund (IDF)',
    });
  });
});

describe('line splitting', () => {
  it('splits LF, CRLF and bare CR alike and drops a BOM and the final line break', () => {
    expect(splitLines('\uFEFFa\nb\r\nc\rd\r\n')).toEqual(['a', 'b', 'c', 'd']);
    expect(splitLines('a\r\rb')).toEqual(['a', '', 'b']);
    expect(splitLines('')).toEqual(['']);
  });

  it('gives the same lines however the text is chunked, even with a CRLF cut in two', () => {
    const text = 'x;1\r\n\r\ny;2\rz;3\n\r\nend';
    const splitter = createLineSplitter();
    const lines = [...splitter.push('x;1\r'), ...splitter.push('\n\r'), ...splitter.push('\ny;2\r'), ...splitter.push('z;3\n\r\nend'), ...splitter.end()];
    expect(lines).toEqual(splitLines(text));

    fc.assert(
      fc.property(fc.array(fc.nat({ max: text.length }), { maxLength: 6 }), (cuts) => {
        const points = [...new Set(cuts)].sort((a, b) => a - b);
        const s = createLineSplitter();
        const out: string[] = [];
        let from = 0;
        for (const at of [...points, text.length]) {
          out.push(...s.push(text.slice(from, at)));
          from = at;
        }
        out.push(...s.end());
        expect(out).toEqual(splitLines(text));
      }),
    );
  });
});
