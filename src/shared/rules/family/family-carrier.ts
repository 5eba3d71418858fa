import { PAN_MESSAGES, isPanShape } from '../onboarding/pan.ts';
import { validateNiveshId } from '../onboarding/nivesh-id.ts';
import { FAMILY_ENTRY } from './family.ts';

/** The link's carrier (PAN or ID) checked as the screen checks it; null when fine. */
export function validateFamilyCarrier(type: number, carrier: string, own: { pan: string | null; niveshId: string }): string | null {
  const value = carrier.trim().toUpperCase();
  if (type === FAMILY_ENTRY.pan) {
    if (value === '') return PAN_MESSAGES.mandatory;
    if (!isPanShape(value)) return PAN_MESSAGES.invalid;
    if (value[3] !== 'P') return PAN_MESSAGES.nonIndividual;
    if (own.pan && value === own.pan.toUpperCase()) return PAN_MESSAGES.invalid;
    return null;
  }
  return validateNiveshId(value, own.niveshId);
}
