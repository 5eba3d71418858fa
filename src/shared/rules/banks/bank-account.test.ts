import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  ACCOUNT_NUMBER_MAX_LENGTH,
  BANK_MESSAGES,
  isValidAccountNumber,
  maskAccountNumber,
  sanitizeAccountNumber,
  validateBankDetails,
} from './bank-account.ts';

describe('sanitizeAccountNumber', () => {
  it('keeps digits only and at most 17', () => {
    expect(sanitizeAccountNumber('50100-1234 5678ab')).toBe('5010012345678');
    expect(sanitizeAccountNumber('123456789012345678901')).toBe('12345678901234567');
  });

  it('always yields at most 17 digits', () => {
    fc.assert(
      fc.property(fc.string(), (raw) => {
        const v = sanitizeAccountNumber(raw);
        expect(v.length).toBeLessThanOrEqual(ACCOUNT_NUMBER_MAX_LENGTH);
        expect(v).toMatch(/^\d*$/);
      }),
    );
  });
});

describe('isValidAccountNumber', () => {
  it('accepts 6 to 17 digits', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{6,17}$/), (v) => {
        expect(isValidAccountNumber(v)).toBe(true);
      }),
    );
  });

  it('refuses fewer than 6, more than 17 and non-digits', () => {
    for (const v of ['', '12345', '123456789012345678', '12345a7', '123 4567']) {
      expect(isValidAccountNumber(v)).toBe(false);
    }
  });
});

describe('maskAccountNumber', () => {
  it('shows only the last 4 digits and keeps the length', () => {
    expect(maskAccountNumber('50100123456789')).toBe('XXXXXXXXXX6789');
    expect(maskAccountNumber('1234')).toBe('1234');
  });

  it('never reveals more than the last 4 digits', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{5,17}$/), (v) => {
        const m = maskAccountNumber(v);
        expect(m).toHaveLength(v.length);
        expect(m.slice(-4)).toBe(v.slice(-4));
        expect(m.slice(0, -4)).toMatch(/^X+$/);
      }),
    );
  });
});

describe('validateBankDetails', () => {
  const ok = { accountHolderName: 'Asha Rao', accountNumber: '50100123456789', accountType: 'SB', ifsc: 'HDFC0001234' };

  it('passes a complete, well-formed form', () => {
    expect(validateBankDetails(ok)).toBeNull();
  });

  it('asks for all fields with either spec wording', () => {
    expect(validateBankDetails({ ...ok, accountType: '' })).toBe('Please fill all Fields');
    expect(validateBankDetails({ ...ok, accountHolderName: '  ' }, BANK_MESSAGES.allMandatory)).toBe('All fields are Mandatory');
  });

  it('checks the IFSC before the account number', () => {
    expect(validateBankDetails({ ...ok, ifsc: 'HDFC123', accountNumber: '12' })).toBe('Please enter valid IFSC code');
    expect(validateBankDetails({ ...ok, accountNumber: '12345' })).toBe(BANK_MESSAGES.invalidAccountNumber);
  });
});
