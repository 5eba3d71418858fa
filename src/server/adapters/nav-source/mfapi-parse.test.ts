import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { MfapiParseError, parseMfapiHistory } from './mfapi-parse.ts';

const fixture = (): Record<string, unknown> =>
  JSON.parse(readFileSync(new URL('./fixtures/mfapi-history.json', import.meta.url), 'utf8')) as Record<string, unknown>;

const withData = (data: unknown): unknown => ({ ...fixture(), data });

describe('parseMfapiHistory', () => {
  it('reads meta and returns the points oldest first, exact to 4 decimals', () => {
    expect(parseMfapiHistory(fixture())).toEqual({
      schemeCode: 900101,
      schemeName: 'Kaveri Bluechip Fund - Direct Plan - Growth',
      fundHouse: 'Kaveri Mutual Fund',
      schemeType: 'Open Ended Schemes',
      category: 'Equity Scheme - Large Cap Fund',
      isinGrowth: 'INF0KV001011',
      isinReinvestment: null,
      points: [
        { date: '2024-12-31', nav: '98.7000' },
        { date: '2026-08-18', nav: '120.1235' }, // 120.123456 rounded half up
        { date: '2026-08-20', nav: '121.2500' }, // listed twice with the same NAV
        { date: '2026-08-21', nav: '123.4567' }, // "123.45670"
      ],
    });
  });

  it('accepts a scheme code written as a string and blank or absent meta fields', () => {
    const json = fixture();
    const meta: Record<string, unknown> = { ...(json.meta as object), scheme_code: '900101', fund_house: '', isin_growth: '-' };
    delete meta.scheme_category;
    expect(parseMfapiHistory({ ...json, meta })).toMatchObject({ schemeCode: 900101, fundHouse: null, category: null, isinGrowth: null });
  });

  it('refuses a document of the wrong shape, naming the place', () => {
    expect(() => parseMfapiHistory(null)).toThrow(MfapiParseError);
    expect(() => parseMfapiHistory({ ...fixture(), meta: { scheme_name: 'x' } })).toThrow(/meta\.scheme_code/);
    expect(() => parseMfapiHistory(withData([{ date: '2026-08-21', nav: '1' }]))).toThrow(/data\.0\.date/);
    expect(() => parseMfapiHistory(withData([{ date: '21-08-2026', nav: 12.5 }]))).toThrow(/data\.0\.nav/);
  });

  it('refuses impossible dates, bad NAVs and two different NAVs for one day', () => {
    expect(() => parseMfapiHistory(withData([{ date: '30-02-2026', nav: '1' }]))).toThrow('Invalid date "30-02-2026" at data.0');
    expect(() => parseMfapiHistory(withData([{ date: '21-08-2026', nav: '12,5.x' }]))).toThrow(/Invalid NAV .* at data\.0/);
    expect(() =>
      parseMfapiHistory(
        withData([
          { date: '21-08-2026', nav: '1' },
          { date: '21-08-2026', nav: '2' },
        ]),
      ),
    ).toThrow('Two different NAVs for 21-08-2026 (1.0000 and 2.0000)');
  });

  it('refuses an answer whose status is not SUCCESS', () => {
    expect(() => parseMfapiHistory({ ...fixture(), status: 'ERROR' })).toThrow(/status "ERROR"/);
  });
});
