import type { SipFrequency } from '@shared/rules/registrations/sip-calendar.ts';

/** Frequency master ids (spec 1 §3 masters) as the SIP calendar counts them. */
const BY_ID: Record<number, SipFrequency | 'daily'> = {
  1: 'daily',
  2: 'weekly',
  3: 'monthly',
  4: 'quarterly',
  5: 'fortnightly',
  6: 'half-yearly',
  7: 'yearly',
};

export function frequencyOf(id: number): SipFrequency | 'daily' | null {
  return BY_ID[id] ?? null;
}

export const FREQUENCY_CODES: Record<number, string> = {
  1: 'DAILY',
  2: 'WEEKLY',
  3: 'MONTHLY',
  4: 'QUARTERLY',
  5: 'FORTNIGHTLY',
  6: 'HALF YEARLY',
  7: 'ANNUALLY',
};
