/**
 * The quirks of AMFI's published NAVAll files that amfi-real-files.test.ts checks on the real
 * files (kept outside the repository), here on synthetic files written for the project, so a
 * clone without the shared data still tests them: sections that start straight with data rows
 * and no fund-house line, a fund house with "&" and brackets, a padded ISIN and a code that is no
 * ISIN, NAVs of 8 decimals, "10." and 0, empty plan and option, "(Growth)" and "Bonus Option",
 * names with doubled spaces in the 6-field layout, and rows whose NAV date is years old.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseAmfiNavAll, type AmfiNavRow } from './amfi-parse.ts';

const fixture = (name: string): string => readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8');
const dataLines = (text: string): number => text.match(/^\d+;/gm)?.length ?? 0;

describe('8-field NAVAll with sections and no fund house (amfi-sections-8field.txt, CRLF)', () => {
  const text = fixture('amfi-sections-8field.txt');
  const result = parseAmfiNavAll(text);
  const byCode = new Map<number, AmfiNavRow>(result.rows.map((r) => [r.schemeCode, r]));

  it('parses every data row without an error', () => {
    expect(text).toContain('\r\n');
    expect(result.layout).toBe('8-field');
    expect(result.errors).toEqual([]);
    expect(result.rows).toHaveLength(dataLines(text));
    expect(result.rows).toHaveLength(12);
  });

  it('does not carry a fund house into a section that starts straight with data rows', () => {
    const orphans = result.rows.filter((r) => r.fundHouse === null);
    expect(orphans.map((r) => [r.schemeCode, r.category])).toEqual([
      [901201, 'Growth'],
      [901202, 'Growth'],
      [901302, 'Life Cycle Funds - Life Cycle Fund with Maturity of 15 Years'],
    ]);
    // the section after an orphan section names its house again and gets it
    expect(byCode.get(901401)).toMatchObject({ fundHouse: 'Tungabhadra Mutual Fund', category: 'Money Market', option: '(Growth)' });
    expect(result.rows.filter((r) => r.schemeType === null || r.category === null)).toEqual([]);
  });

  it('reads a full row as it stands, with a house of "&" and brackets', () => {
    expect(byCode.get(901101)).toEqual({
      schemeCode: 901101,
      isinGrowthOrPayout: 'INF0ST001015',
      isinReinvestment: 'INF0ST001023',
      schemeName: 'Sabarmati Banking & PSU Debt Fund',
      plan: 'Direct Plan',
      option: 'IDCW-Re-investment',
      nav: '106.8821',
      navDate: '2026-08-21',
      fundHouse: 'Sabarmati & Tapti Mutual Fund (IDF)',
      schemeType: 'Open Ended Schemes',
      category: 'Debt Scheme - Banking and PSU Fund',
      line: 7,
    });
  });

  it('rounds 8 decimals, reads "10." and 0, and leaves empty plan and option empty', () => {
    expect(byCode.get(901102)).toMatchObject({ nav: '14.2521', navDate: '2017-02-17', option: '(Growth)' }); // 14.25207048
    expect(byCode.get(901103)).toMatchObject({ nav: '10.0000', navDate: '2026-04-30', plan: null, option: null });
    expect(byCode.get(901104)).toMatchObject({ nav: '0.0000', navDate: '2015-05-08' });
    expect(byCode.get(901107)).toMatchObject({ option: 'Bonus Option', nav: '1532.8272', navDate: '2017-06-14' });
  });

  it('trims a padded ISIN and drops a reinvestment code that is not an ISIN', () => {
    expect(byCode.get(901105)).toMatchObject({ isinGrowthOrPayout: null, isinReinvestment: 'INF0ST001064' });
    expect(byCode.get(901106)).toMatchObject({ isinGrowthOrPayout: 'INF0ST001072', isinReinvestment: null, nav: '10.5225' });
  });
});

describe('6-field NAVAll with sections and no fund house (amfi-sections-6field.txt, LF)', () => {
  const text = fixture('amfi-sections-6field.txt');
  const result = parseAmfiNavAll(text);
  const byCode = new Map<number, AmfiNavRow>(result.rows.map((r) => [r.schemeCode, r]));

  it('parses every data row without an error, with no plan or option columns', () => {
    expect(result.layout).toBe('6-field');
    expect(result.errors).toEqual([]);
    expect(result.rows).toHaveLength(dataLines(text));
    expect(result.rows.every((r) => r.plan === null && r.option === null)).toBe(true);
    expect(result.rows.filter((r) => r.fundHouse === null).map((r) => r.schemeCode)).toEqual([901201]);
  });

  it('collapses doubled spaces in names and pads short NAVs', () => {
    expect(byCode.get(901101)).toMatchObject({
      schemeName: 'Sabarmati Banking & PSU Debt Fund - DIRECT - IDCW',
      nav: '105.9219',
      navDate: '2026-06-19',
      line: 7,
    });
    expect(byCode.get(901102)?.nav).toBe('148.2960'); // "148.296"
    expect(byCode.get(901108)).toMatchObject({ nav: '13.0404', navDate: '2017-04-06' }); // 13.04040104
    expect(byCode.get(901103)?.nav).toBe('10.0000'); // "10."
  });
});
