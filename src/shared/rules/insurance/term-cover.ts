/**
 * The term-life cover the insurance wizard suggests before submit (income replacement): a year's
 * income for every working year left, plus loans still to repay, less what is already saved and
 * any cover already held; rounded up to the next ₹5 lakh, as insurers sell cover in such steps.
 */
const STEP_PAISE = 50_000_000n;

export interface CoverInput {
  annualIncomePaise: bigint;
  age: number;
  retirementAge: number;
  investmentsPaise: bigint;
  loansPaise: bigint;
  existingCoverPaise: bigint;
}

export function suggestTermCover(x: CoverInput): bigint {
  const years = Math.max(0, x.retirementAge - x.age);
  const need = x.annualIncomePaise * BigInt(years) + x.loansPaise - x.investmentsPaise - x.existingCoverPaise;
  if (need <= 0n) return 0n;
  return ((need + STEP_PAISE - 1n) / STEP_PAISE) * STEP_PAISE;
}

/**
 * The ages a term plan is sold for (ours; the spec is silent): Indian insurers issue term cover
 * from 18 and, at the oldest, to cover ending at 85; a working life, and so cover bought to
 * replace income, ends at 75 at the latest. An age of 250 is a typing slip, not a plan.
 */
export const TERM_AGES = { minAge: 18, maxAge: 65, maxRetirementAge: 75 } as const;

export const TERM_AGE_MESSAGES = {
  age: `Age should be between ${TERM_AGES.minAge} and ${TERM_AGES.maxAge}`,
  retirementAfterAge: 'Retirement Age should be greater than Current Age',
  retirementMax: `Retirement Age should be ${TERM_AGES.maxRetirementAge} or less`,
} as const;

/** What is wrong with the age answers (either may be absent while the wizard is half done). */
export function termAgeProblem(age: number | null, retirementAge: number | null): string | null {
  if (age !== null && (age < TERM_AGES.minAge || age > TERM_AGES.maxAge)) return TERM_AGE_MESSAGES.age;
  if (retirementAge !== null && retirementAge > TERM_AGES.maxRetirementAge) return TERM_AGE_MESSAGES.retirementMax;
  if (age !== null && retirementAge !== null && retirementAge <= age) return TERM_AGE_MESSAGES.retirementAfterAge;
  return null;
}
