import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  addQuickAmount,
  AMOUNT_MESSAGES,
  defaultRedeemAmount,
  displayAmount,
  installmentsToSend,
  QUICK_ADD,
  sanitizeAmountInput,
  validateDrawerInstallments,
  validateInstallments,
  validateLumpsum,
  validateRedeemAmount,
  validateRedeemUnits,
  validateSipAmount,
} from './amounts.ts';

describe('displayAmount', () => {
  it.each([
    [50000n, '500'],
    [10000000n, '1,00,000'],
    [123450n, '1,234.50'],
    [99n, '0.99'],
    [0n, '0'],
  ])('%s paise → %s', (paise, text) => {
    expect(displayAmount(paise)).toBe(text);
  });
});

describe('validateSipAmount', () => {
  it.each([
    ['', 'Amount is mandatory'],
    ['   ', 'Amount is mandatory'],
    ['499', 'Amount should be greater than 500 and less than 1,00,000'],
    ['499.99', 'Amount should be greater than 500 and less than 1,00,000'],
    ['500', null], // the minimum itself is allowed
    ['100000', null], // so is the maximum
    ['100000.01', 'Amount should be greater than 500 and less than 1,00,000'],
    ['0', 'Amount should be greater than 500 and less than 1,00,000'],
    ['12.345', 'Amount should be greater than 500 and less than 1,00,000'], // sub-paisa
    ['1.2.3', 'Amount should be greater than 500 and less than 1,00,000'],
  ])('%j in 500..100000 → %s', (amount, expected) => {
    expect(validateSipAmount(amount, '500', '100000')).toBe(expected);
  });

  it('applies no range when the frequency max is 0', () => {
    expect(validateSipAmount('10', '500', '0')).toBeNull();
    expect(validateSipAmount('0', '500', '0')).toBe(AMOUNT_MESSAGES.mandatory);
  });

  it('accepts exactly the amounts inside the bounds', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000 }), fc.integer({ min: 1, max: 1_000_000 }), fc.integer({ min: 0, max: 2_000_000 }), (a, b, x) => {
        const [lo, hi] = a <= b ? [a, b] : [b, a];
        const ok = validateSipAmount(String(x), String(lo), String(hi)) === null;
        expect(ok).toBe(x >= lo && x <= hi && x > 0);
      }),
    );
  });

  it('refuses a misconfigured bound loudly', () => {
    expect(() => validateSipAmount('500', 'abc', '1000')).toThrow(RangeError);
  });
});

describe('validateLumpsum', () => {
  it.each([
    ['', 'Amount is mandatory'],
    ['4999', 'Amount should be greater than 5,000'],
    ['5000', null],
    ['250000.50', null],
    ['0', 'Amount should be greater than 5,000'],
  ])('%j with min 5000 → %s', (amount, expected) => {
    expect(validateLumpsum(amount, '5000')).toBe(expected);
  });

  it('shows paise in the minimum only when it has them', () => {
    expect(validateLumpsum('100', '1000.50')).toBe('Amount should be greater than 1,000.50');
  });
});

describe('validateInstallments', () => {
  it.each([
    ['', 'Installments is mandatory'],
    ['5', 'Please enter a number greater than 5 and less than 121'],
    ['abc', 'Please enter a number greater than 5 and less than 121'],
    ['6', null],
    ['120', null],
    ['121', 'Please enter a number less than 121'],
  ])('%j in 6..120 → %s', (value, expected) => {
    expect(validateInstallments(value, 6, 120)).toBe(expected);
  });

  it('accepts exactly min..max', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 50 }), fc.integer({ min: 0, max: 500 }), fc.integer({ min: 0, max: 1000 }), (min, span, n) => {
        const max = min + span;
        expect(validateInstallments(String(n), min, max) === null).toBe(n >= min && n <= max);
      }),
    );
  });
});

describe('validateDrawerInstallments', () => {
  it('uses the idea and goal drawer wording for 6..999', () => {
    expect(validateDrawerInstallments('5')).toBe('Please enter a number greater than 5');
    expect(validateDrawerInstallments('1000')).toBe('Please enter a number less than 1000');
    expect(validateDrawerInstallments('6')).toBeNull();
    expect(validateDrawerInstallments('999')).toBeNull();
    expect(validateDrawerInstallments('')).toBe('Installments is mandatory');
  });
});

describe('installmentsToSend', () => {
  it('sends the smaller of entered and max', () => {
    expect(installmentsToSend(24, 120)).toBe(24);
    expect(installmentsToSend(200, 120)).toBe(120);
  });
});

describe('validateRedeemAmount', () => {
  it.each([
    ['', 'Amount/Units is mandatory'],
    ['0', 'Amount/Units is mandatory'],
    ['125000.75', null], // the whole value may be redeemed
    ['125000.76', 'Amount should be less than 1,25,000.75'],
    ['5000', null],
  ])('%j of 125000.75 → %s', (amount, expected) => {
    expect(validateRedeemAmount(amount, '125000.75')).toBe(expected);
  });
});

describe('validateRedeemUnits', () => {
  it.each([
    ['', 'Units is mandotory'],
    ['0', 'Units should be less than 1,234.567'],
    ['1234.567', null],
    ['1234.5671', 'Units should be less than 1,234.567'],
    ['10.12345', 'Units should be less than 1,234.567'], // more than 4 decimals
    ['0.001', null],
  ])('%j of 1234.567 → %s', (units, expected) => {
    expect(validateRedeemUnits(units, '1234.567')).toBe(expected);
  });
});

describe('sanitizeAmountInput', () => {
  it.each([
    ['₹1,00,000', '100000'],
    ['12.345', '12.34'],
    ['1.2.3', '1.23'],
    ['abc', ''],
    ['.5', '.5'],
  ])('%j → %j', (raw, clean) => {
    expect(sanitizeAmountInput(raw)).toBe(clean);
  });

  it('keeps only digits and at most one dot', () => {
    fc.assert(
      fc.property(fc.string(), (raw) => {
        expect(sanitizeAmountInput(raw)).toMatch(/^\d*(\.\d{0,2})?$/);
      }),
    );
  });
});

describe('quick add', () => {
  it('has the spec chips', () => {
    expect(QUICK_ADD).toEqual({ purchase: [2000, 5000, 7000, 10000], sip: [500, 1000, 2000, 5000], cart: [2000, 5000, 10000] });
  });

  it('adds to the current amount', () => {
    expect(addQuickAmount('', 2000)).toBe('2000');
    expect(addQuickAmount('5000', 5000)).toBe('10000');
    expect(addQuickAmount('100.50', 500)).toBe('600.50');
  });
});

describe('defaultRedeemAmount', () => {
  it('is 5000 from a value of 5000 up, else empty', () => {
    expect(defaultRedeemAmount('5000')).toBe('5000');
    expect(defaultRedeemAmount('4999.99')).toBe('');
    expect(defaultRedeemAmount('250000')).toBe('5000');
    expect(defaultRedeemAmount('')).toBe('');
  });
});

describe('validateMaxAmount', () => {
  it('bounds a lumpsum by the scheme maximum, else by the platform maximum of ₹10 crore', async () => {
    const { validateMaxAmount, PLATFORM_MAX_ORDER_PAISE } = await import('./amounts.ts');
    expect(PLATFORM_MAX_ORDER_PAISE).toBe(1_000_000_000n * 10n);
    expect(validateMaxAmount('200000', 20_000_000n)).toBeNull();
    expect(validateMaxAmount('200000.01', 20_000_000n)).toBe('Amount should be less than 2,00,000');
    expect(validateMaxAmount('100000000', null)).toBeNull();
    expect(validateMaxAmount('100000000.01', null)).toBe('Amount should be less than 10,00,00,000');
    expect(validateMaxAmount('92233720368547757', 0n)).toBe('Amount should be less than 10,00,00,000');
  });
});
