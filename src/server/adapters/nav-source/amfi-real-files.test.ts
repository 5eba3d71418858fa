/**
 * Integration test against two real AMFI files kept outside the repository in shared/data
 * (they are public data but not ours to ship). Without the folder it skips with one printed
 * line (amfi-parse.test.ts covers the same quirks on synthetic files); with
 * REQUIRE_SHARED_DATA=1, as in CI, it fails instead, so a green CI run means the parser has met
 * the real thing.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { sharedDataOrSkip } from '../../../../tests/support/shared-data.ts';
import { describe, expect, it } from 'vitest';
import { parseAmfiNavAll, type AmfiNavRow, type AmfiParseResult } from './amfi-parse.ts';

const amfiDir = sharedDataOrSkip('amfi', 'amfi-real-files.test.ts (the AMFI parser on two real NAVAll files)');

interface Loaded {
  text: string;
  result: AmfiParseResult;
  byCode: Map<number, AmfiNavRow>;
}

const cache = new Map<string, Loaded>();

// Loaded inside each test (once per file), not while the file is collected.
function load(name: string): Loaded {
  const cached = cache.get(name);
  if (cached) return cached;
  const text = readFileSync(resolve(amfiDir!, name), 'utf8');
  const result = parseAmfiNavAll(text);
  const loaded = { text, result, byCode: new Map(result.rows.map((r) => [r.schemeCode, r])) };
  cache.set(name, loaded);
  return loaded;
}

/** Data rows counted independently of the parser: lines that start with a scheme code. */
const dataLines = (text: string): number => text.match(/^\d+;/gm)?.length ?? 0;

describe.skipIf(!amfiDir)('real NAVAll, 8-field layout (NAVAll_2026-08-21.txt)', () => {
  const file = (): Loaded => load('NAVAll_2026-08-21.txt');

  it('parses every scheme without an error', () => {
    expect(file().result.layout).toBe('8-field');
    expect(file().result.errors).toEqual([]);
    // 14,283 lines have 8 fields; one of them is the header.
    expect(file().result.rows).toHaveLength(14_282);
    expect(dataLines(file().text)).toBe(14_282);
    expect(new Set(file().result.rows.map((r) => r.schemeCode)).size).toBe(14_282);
  });

  it('gives every row a section, and a fund house except where the file gives none', () => {
    expect(file().result.rows.filter((r) => r.schemeType === null || r.category === null)).toEqual([]);
    // Four sections start straight with data rows, no fund-house line; they must not inherit
    // the fund house of the section before.
    const orphans = file().result.rows.filter((r) => r.fundHouse === null);
    expect(orphans).toHaveLength(21);
    expect(new Set(orphans.map((r) => r.category))).toEqual(
      new Set([
        'Growth',
        'Income/Debt Oriented Schemes - Floating Interest Rates Fund',
        'Income/Debt Oriented Schemes - Other Debt Scheme',
        'Life Cycle Funds - Life Cycle Fund with Maturity of 15 Years',
      ]),
    );
  });

  it('reads known rows as they stand in the file', () => {
    expect(file().byCode.get(119551)).toEqual({
      schemeCode: 119551,
      isinGrowthOrPayout: 'INF209KA12Z1',
      isinReinvestment: 'INF209KA13Z9',
      schemeName: 'Aditya Birla Sun Life Banking & PSU Debt Fund',
      plan: 'Direct Plan',
      option: 'IDCW-Re-investment',
      nav: '106.8821',
      navDate: '2026-08-21',
      fundHouse: 'Aditya Birla Sun Life Mutual Fund',
      schemeType: 'Open Ended Schemes',
      category: 'Debt Scheme - Banking and PSU Fund',
      line: 7,
    });
    expect(file().byCode.get(108274)?.nav).toBe('102.4660');
    expect(file().byCode.get(128952)).toMatchObject({ option: 'Bonus Option', nav: '1532.8272', navDate: '2017-06-14' });
    // quirks: 8 decimals, "10.", a zero NAV, a non-ISIN and a padded ISIN, empty plan/option
    expect(file().byCode.get(108716)?.nav).toBe('14.2521'); // 14.25207048
    expect(file().byCode.get(150939)).toMatchObject({ nav: '10.0000', navDate: '2026-04-30', plan: null, option: null });
    expect(file().byCode.get(119289)?.nav).toBe('0.0000');
    expect(file().byCode.get(152713)).toMatchObject({ isinReinvestment: null, nav: '10.5225' }); // "HDFCNIVODG"
    expect(file().byCode.get(133786)).toMatchObject({ isinGrowthOrPayout: null, isinReinvestment: 'INF178L01BT0' });
    expect(file().byCode.get(130565)).toMatchObject({ isinReinvestment: null, fundHouse: 'IL&FS Mutual Fund (IDF)' });
  });
});

describe.skipIf(!amfiDir)('real NAVAll, 6-field layout (NAVAll_2026-06-20.txt)', () => {
  const file = (): Loaded => load('NAVAll_2026-06-20.txt');

  it('parses every scheme without an error', () => {
    expect(file().result.layout).toBe('6-field');
    expect(file().result.errors).toEqual([]);
    expect(file().result.rows).toHaveLength(14_219);
    expect(dataLines(file().text)).toBe(14_219);
    expect(file().result.rows.filter((r) => r.fundHouse === null)).toHaveLength(5);
    expect(file().result.rows.every((r) => r.plan === null && r.option === null)).toBe(true);
  });

  it('reads known rows as they stand in the file', () => {
    expect(file().byCode.get(119551)).toMatchObject({
      schemeName: 'Aditya Birla Sun Life Banking & PSU Debt Fund - DIRECT - IDCW', // two spaces in the file
      nav: '105.9219',
      navDate: '2026-06-19',
      line: 7,
    });
    expect(file().byCode.get(108272)?.nav).toBe('148.2960'); // "148.296"
    expect(file().byCode.get(128752)).toMatchObject({ nav: '13.0404', navDate: '2017-04-06' }); // 13.04040104
    expect(file().byCode.get(150939)?.nav).toBe('10.0000'); // "10."
  });
});
