import type { BankVerifier } from './types.ts';

/**
 * The embedded "bank" for demo and tests. Like the embedded KYC registry, it answers from the
 * number itself so every outcome can be tried: an account number ending in 000 does not exist,
 * one ending in 111 is closed, one ending in 999 belongs to someone else (R SHARMA); any other
 * is open in the holder's name as the bank would print it (upper case).
 */
export function simulatedBankVerifier(): BankVerifier {
  return {
    name: 'simulated',
    async verify({ accountNumber, holderName }) {
      if (accountNumber.endsWith('000')) return { ok: false, reason: 'not_found', message: 'Account does not exist' };
      if (accountNumber.endsWith('111')) return { ok: false, reason: 'closed', message: 'Account is closed' };
      if (accountNumber.endsWith('999')) return { ok: true, nameAtBank: 'R SHARMA' };
      return { ok: true, nameAtBank: holderName.trim().toUpperCase() };
    },
  };
}
