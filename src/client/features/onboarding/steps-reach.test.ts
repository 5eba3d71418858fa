import { describe, expect, it } from 'vitest';
import { canOpenStep, reachableStep } from './steps.ts';

describe('which onboarding steps an investor may open', () => {
  it('with nothing saved, only the first: FATCA is not open', () => {
    expect(reachableStep(0)).toEqual({ next: 'identification', nextIndex: 0 });
    expect(canOpenStep('identification', 0)).toBe(true);
    expect(canOpenStep('personal-details', 0)).toBe(false);
    expect(canOpenStep('fatca', 0)).toBe(false);
  });

  it('the steps saved and the next one; the address save leads to FATCA', () => {
    // position 3 after the bank step: identification, personal and bank done, holders next
    expect(reachableStep(3)).toEqual({ next: 'other-holders', nextIndex: 3 });
    expect(canOpenStep('bank-details', 3)).toBe(true);
    expect(canOpenStep('other-holders', 3)).toBe(true);
    expect(canOpenStep('nominee-details', 3)).toBe(false);
    expect(canOpenStep('fatca', 7)).toBe(true);
    expect(canOpenStep('upload_cheque', 7)).toBe(false);
    expect(canOpenStep('upload_signature', 9)).toBe(true);
  });
});
