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
