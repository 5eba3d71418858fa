import { describe, expect, it } from 'vitest';
import { MANDATE_MESSAGES as M, sanitizeMandateAmount, validateMandate } from './mandate.ts';

const ok = { accountId: '12', amount: '5000', mandateType: 'N', bankName: '' };

describe('mandate form', () => {
  it('needs the account, then the amount, then (NACH only) the bank name', () => {
    expect(validateMandate({ ...ok, accountId: '' })).toBe(M.selectAccount);
    expect(validateMandate({ ...ok, amount: ' ' })).toBe(M.amountMandatory);
    expect(validateMandate({ ...ok, mandateType: 'X' })).toBe(M.bankNameMandatory);
    expect(validateMandate({ ...ok, mandateType: 'X', bankName: 'HDFC Bank' })).toBeNull();
    expect(validateMandate(ok)).toBeNull();
    expect(validateMandate({ ...ok, mandateType: 'Q' })).toBe(M.invalidType);
  });

  it('holds E-NACH and ISIP to ₹10,00,000 and NACH to ₹1 crore', () => {
    expect(validateMandate({ ...ok, amount: '1000000' })).toBeNull();
    expect(validateMandate({ ...ok, amount: '1000000.01' })).toBe(M.electronicMax);
    expect(validateMandate({ ...ok, mandateType: 'I', amount: '1000001' })).toBe(M.electronicMax);
    expect(validateMandate({ ...ok, mandateType: 'X', bankName: 'SBI', amount: '1000001' })).toBeNull();
    expect(validateMandate({ ...ok, mandateType: 'X', bankName: 'SBI', amount: '10000000.01' })).toBe(M.physicalMax);
    expect(validateMandate({ ...ok, amount: '0' })).toBe(M.amountPositive);
  });

  it('keeps only digits and the decimal point while typing', () => {
    expect(sanitizeMandateAmount('₹1,00,000.505')).toBe('100000.50');
    expect(sanitizeMandateAmount('12a3')).toBe('123');
  });
});
