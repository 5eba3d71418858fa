/**
 * KYC lookup at a KYC Registration Agency (KRA): is this PAN KYC-compliant? Onboarding asks at
 * the identification step; a PAN that is not KYC-verified cannot open an account (spec 1 §4).
 */
import type { KraStatus } from './kra-status.ts';

export interface KycAnswer {
  status: 'verified' | 'not_verified';
  /** which registry answered */
  source: string;
  /** the registry's own status, when it gives one (kra-status.ts) */
  kraStatus?: KraStatus;
}

export interface KycAdapter {
  readonly name: string;
  checkPan(pan: string): Promise<KycAnswer>;
}
