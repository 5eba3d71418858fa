import type { KycAdapter } from './types.ts';

/** The digits that make a PAN "not KYC-verified" in the embedded registry (README: KYC test PANs). */
export const NOT_KYC_DIGITS = '9999';

/**
 * The embedded KYC registry, for demo and tests: deterministic and offline. A PAN whose four
 * digits are 9999 (e.g. ABCPE9999F) is not KYC-verified; every other PAN is KYC-verified.
 */
export function embeddedKyc(): KycAdapter {
  return {
    name: 'embedded',
    checkPan(pan) {
      const digits = pan.trim().toUpperCase().slice(5, 9);
      return Promise.resolve({ status: digits === NOT_KYC_DIGITS ? 'not_verified' : 'verified', source: 'embedded' });
    },
  };
}
