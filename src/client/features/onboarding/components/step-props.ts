import type { Masters } from '@shared/contract/masters.ts';
import type { OnboardingDetails } from '@shared/contract/onboarding.ts';

/** What the wizard gives every step. */
export interface StepProps {
  details: OnboardingDetails;
  masters: Masters;
  /** on to the next step */
  next(): void;
}

/** A step's form buttons row. */
export const actionsClass = 'mt-2 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end';
