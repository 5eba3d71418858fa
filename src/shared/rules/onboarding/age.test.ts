import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { AGE_MESSAGES, HOLDER_MIN_AGE, validateHolderDob, validateNomineeDob, isSeniorCitizen } from './age.ts';

const TODAY = '2026-08-21';
const pad = (n: number) => String(n).padStart(2, '0');
const realDate = fc
  .date({ min: new Date(Date.UTC(1900, 0, 1)), max: new Date(Date.UTC(2100, 11, 31)), noInvalidDate: true })
  .map((d) => `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`);

describe('validateHolderDob', () => {
  it.each([
    ['2007-08-21', null], // 19 today
    ['2007-08-22', 'Age Should be Greater than 18'], // 19 tomorrow
    ['2008-01-01', 'Age Should be Greater than 18'], // 18: the spec's minimum is 19
    ['1950-02-28', null],
    ['2026-08-21', 'Age Should be Greater than 18'], // born today
    ['2026-08-22', AGE_MESSAGES.future],
    ['2007-02-30', AGE_MESSAGES.invalid],
    ['', AGE_MESSAGES.invalid],
    ['21/08/2007', AGE_MESSAGES.invalid],
  ])('%s → %s', (dob, expected) => {
    expect(validateHolderDob(dob, TODAY)).toBe(expected);
  });

  it('counts a 29 February birthday as reached only on 1 March in a common year', () => {
    expect(validateHolderDob('2007-02-29', '2026-02-28')).toBe(AGE_MESSAGES.invalid); // 2007 had no 29 Feb
    expect(validateHolderDob('2004-02-29', '2023-02-28')).toBe('Age Should be Greater than 18');
    expect(validateHolderDob('2004-02-29', '2023-03-01')).toBeNull();
  });

  it('accepts exactly the past dates at least 19 years back', () => {
    fc.assert(
      fc.property(realDate, realDate, (dob, today) => {
        const result = validateHolderDob(dob, today);
        const [y, m, d] = dob.split('-').map(Number) as [number, number, number];
        // The 19th birthday, as a date string (29 Feb falls to 1 Mar in common years).
        const b = new Date(Date.UTC(y + HOLDER_MIN_AGE, m - 1, d));
        const birthday19 = `${b.getUTCFullYear()}-${pad(b.getUTCMonth() + 1)}-${pad(b.getUTCDate())}`;
        const expected = dob > today ? AGE_MESSAGES.future : birthday19 <= today ? null : AGE_MESSAGES.holderUnderAge;
        expect(result).toBe(expected);
      }),
    );
  });
});

describe('validateNomineeDob', () => {
  it.each([
    ['2008-08-21', false, null], // 18 today
    ['2008-08-22', false, 'Age should be greater than or equal 18 years'],
    ['2008-08-22', true, null], // still 17
    ['2008-08-21', true, 'Age should be less than 18 years'],
    ['2026-08-21', true, null], // a newborn minor
    ['2026-09-01', true, AGE_MESSAGES.future],
    ['not a date', false, AGE_MESSAGES.invalid],
  ])('%s minor=%s → %s', (dob, isMinor, expected) => {
    expect(validateNomineeDob(dob, TODAY, isMinor)).toBe(expected);
  });

  it('accepts a past date under exactly one of minor / not minor', () => {
    fc.assert(
      fc.property(realDate, realDate, (dob, today) => {
        fc.pre(dob <= today);
        const asMinor = validateNomineeDob(dob, today, true) === null;
        const asAdult = validateNomineeDob(dob, today, false) === null;
        expect(asMinor).not.toBe(asAdult);
      }),
    );
  });
});

describe('senior citizen (deposit rates)', () => {
  it('is 60 or older on the day: the day before the 60th birthday is not', () => {
    expect(isSeniorCitizen('1966-11-28', '2026-11-28')).toBe(true);
    expect(isSeniorCitizen('1966-11-29', '2026-11-28')).toBe(false);
    // a 38-year-old is not
    expect(isSeniorCitizen('1988-05-10', '2026-11-28')).toBe(false);
  });

  it('unknown or impossible dates of birth say nothing', () => {
    expect(isSeniorCitizen(null, '2026-11-28')).toBeNull();
    expect(isSeniorCitizen('1960-02-31', '2026-11-28')).toBeNull();
    expect(isSeniorCitizen('2030-01-01', '2026-11-28')).toBeNull();
  });
});
