import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { canAddNominee, MAX_NOMINEES, remainingShare, validateGuardian, validateShare, validateTotal } from './nominee-share.ts';

/** Up to 3 saved whole shares whose total is at most 100, as the form allows. */
const savedShares = fc.array(fc.integer({ min: 1, max: 100 }), { maxLength: MAX_NOMINEES }).filter((s) => s.reduce((a, b) => a + b, 0) <= 100);

describe('remainingShare', () => {
  it('is what the saved shares leave of 100, never negative', () => {
    expect(remainingShare([])).toBe(100);
    expect(remainingShare([50, 30])).toBe(20);
    expect(remainingShare([60, 60])).toBe(0);
  });
});

describe('validateShare', () => {
  it.each([
    ['', 'Please enter number between 1-100'],
    ['0', 'Please enter number between 1-100'],
    ['101', 'Please enter number between 1-100'],
    ['12.5', 'Please enter number between 1-100'],
    ['-5', 'Please enter number between 1-100'],
    ['abc', 'Please enter number between 1-100'],
    ['100', null],
    ['1', null],
    [' 40 ', null],
  ])('first nominee %j → %s', (input, expected) => {
    expect(validateShare(input, [])).toBe(expected);
  });

  it('refuses more than the remaining share with the remaining value', () => {
    expect(validateShare('50', [60])).toBe('Please enter number less than or equal to 40');
    expect(validateShare('40', [60])).toBeNull();
    expect(validateShare('1', [70, 30])).toBe('Please enter number less than or equal to 0');
  });

  it('accepts exactly 1..remaining, so the total never passes 100', () => {
    fc.assert(
      fc.property(savedShares, fc.integer({ min: 1, max: 100 }), (saved, share) => {
        const ok = validateShare(String(share), saved) === null;
        expect(ok).toBe(share <= remainingShare(saved));
      }),
    );
  });
});

describe('validateTotal', () => {
  it('passes only a total of exactly 100', () => {
    expect(validateTotal([100])).toBeNull();
    expect(validateTotal([50, 25, 25])).toBeNull();
    expect(validateTotal([50, 25])).toBe('Sum of percentage not amounting to 100%');
    expect(validateTotal([])).toBe('Sum of percentage not amounting to 100%');
  });
});

describe('canAddNominee', () => {
  it('shows the form below 3 nominees and below 100 %', () => {
    expect(canAddNominee([])).toBe(true);
    expect(canAddNominee([40, 40])).toBe(true);
    expect(canAddNominee([40, 60])).toBe(false);
    expect(canAddNominee([10, 10, 10])).toBe(false);
  });

  it('agrees with the remaining share for any saved list', () => {
    fc.assert(
      fc.property(savedShares, (saved) => {
        expect(canAddNominee(saved)).toBe(saved.length < 3 && remainingShare(saved) > 0);
      }),
    );
  });
});

describe('validateGuardian', () => {
  it('requires a guardian for a minor only', () => {
    expect(validateGuardian(true, '')).toBe('Please select Guardian');
    expect(validateGuardian(true, '  ')).toBe('Please select Guardian');
    expect(validateGuardian(true, null)).toBe('Please select Guardian');
    expect(validateGuardian(true, 'Ravi Rao')).toBeNull();
    expect(validateGuardian(false, '')).toBeNull();
  });
});
