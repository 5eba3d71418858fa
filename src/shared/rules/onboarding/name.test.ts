import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { capitalizeFirst, isValidPersonName, NAME_MAX_LENGTH } from './name.ts';

describe('capitalizeFirst', () => {
  it.each([
    ['ravi', 'Ravi'],
    ['asha rao', 'Asha rao'],
    ['mcDonald', 'McDonald'],
    ['  kumar', '  Kumar'],
    ['Ravi', 'Ravi'],
    ['', ''],
    ['.ravi', '.ravi'],
  ])('%j → %j', (input, expected) => {
    expect(capitalizeFirst(input)).toBe(expected);
  });

  it('changes at most the first letter and is idempotent', () => {
    fc.assert(
      fc.property(fc.string(), (v) => {
        const once = capitalizeFirst(v);
        const changed = [...v].filter((c, i) => c !== once[i]).length;
        expect(once).toHaveLength(v.length);
        expect(changed).toBeLessThanOrEqual(1);
        expect(capitalizeFirst(once)).toBe(once);
      }),
    );
  });
});

describe('isValidPersonName', () => {
  it.each([
    ['Asha', true],
    ["D'Souza", true],
    ['K. Ravi-Kumar', true],
    ['  Asha  ', true],
    ['', false],
    ['   ', false],
    ['Asha1', false],
    ['.Asha', false],
    ['Asha@Rao', false],
    ['A'.repeat(NAME_MAX_LENGTH), true],
    ['A'.repeat(NAME_MAX_LENGTH + 1), false],
  ])('%j → %s', (v, ok) => {
    expect(isValidPersonName(v)).toBe(ok);
  });

  it('refuses any name containing a digit', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[A-Za-z]{1,20}$/), fc.integer({ min: 0, max: 9 }), (name, digit) => {
        expect(isValidPersonName(`${name}${digit}`)).toBe(false);
      }),
    );
  });
});
