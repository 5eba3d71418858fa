/**
 * Goal planning (spec 2 §2.11, §9): what a goal costs when it falls due, and the monthly SIP and
 * the lumpsum today that reach it at the expected return of the chosen asset mix.
 *
 * - Inflation: each goal carries its own rate (the goals table; 6% a year in the demo data, the
 *   upper edge of the RBI's 4% ± 2% CPI target band, so a plan errs on the side of saving more).
 * - Growth factors are ratios and are computed in floating point, as returns are elsewhere
 *   (shared/money/returns.ts). Every amount is rounded up to whole rupees once, into bigint paise.
 * - A SIP is paid at the start of each month, at the monthly rate equivalent to the annual return:
 *   m = (1 + r)^(1/12) − 1, so a SIP and a lumpsum grow at the same annual rate.
 * - The ratio slider has steps 0 to 10: the SIP covers 10 × step percent of the goal and a
 *   lumpsum today the rest.
 */
export const SLIDER_STEPS = 10;

export type GoalKind = 'target' | 'house' | 'marriage' | 'education' | 'retirement' | 'emergency' | 'optimiser' | 'preservation' | 'regular-income';

export const RUPEE = 100n;

const toPaise = (rupees: number): bigint => {
  if (!Number.isFinite(rupees) || rupees <= 0) return 0n;
  // 1e-6 absorbs the float noise of an exact result (₹100.0000000001 is ₹100, not ₹101)
  return BigInt(Math.ceil(rupees - 1e-6)) * RUPEE;
};
const rupeesOf = (paise: bigint): number => Number(paise) / 100;

/** Today's cost at `inflationPct` a year after `years` years, rounded up to the rupee. */
export function inflate(todayPaise: bigint, inflationPct: number, years: number): bigint {
  return toPaise(rupeesOf(todayPaise) * Math.pow(1 + inflationPct / 100, years));
}

/** The lumpsum today that grows to `targetPaise` in `years` at `returnPct` a year. */
export function lumpsumToday(targetPaise: bigint, returnPct: number, years: number): bigint {
  if (targetPaise <= 0n) return 0n;
  return toPaise(rupeesOf(targetPaise) / Math.pow(1 + returnPct / 100, years));
}

export const monthlyRate = (returnPct: number): number => Math.pow(1 + returnPct / 100, 1 / 12) - 1;

/** Value after `months` of a SIP of one rupee paid at the start of every month. */
function sipGrowth(returnPct: number, months: number): number {
  const m = monthlyRate(returnPct);
  if (m === 0) return months;
  return ((Math.pow(1 + m, months) - 1) / m) * (1 + m);
}

/** The monthly SIP that grows to `targetPaise` after `months` instalments at `returnPct` a year. */
export function monthlySip(targetPaise: bigint, returnPct: number, months: number): bigint {
  if (targetPaise <= 0n || months <= 0) return targetPaise > 0n ? targetPaise : 0n;
  return toPaise(rupeesOf(targetPaise) / sipGrowth(returnPct, months));
}

export interface Proportion {
  /** slider step 0..10 */
  step: number;
  /** the SIP's share of the goal, percent */
  SipPercent: number;
  /** monthly SIP, rupees */
  Sip: bigint;
  /** lumpsum today, rupees */
  Lumpsum: bigint;
}

/** The SIP and lumpsum for every slider step. */
export function proportions(corpusPaise: bigint, returnPct: number, years: number): Proportion[] {
  const out: Proportion[] = [];
  for (let step = 0; step <= SLIDER_STEPS; step += 1) {
    const sipPart = (corpusPaise * BigInt(step)) / BigInt(SLIDER_STEPS);
    out.push({ step, SipPercent: step * 10, Sip: monthlySip(sipPart, returnPct, years * 12), Lumpsum: lumpsumToday(corpusPaise - sipPart, returnPct, years) });
  }
  return out;
}

export interface ProjectionPoint {
  year: number;
  /** money put in by the end of the year, paise */
  invested: bigint;
  /** expected value at the end of the year, paise */
  value: bigint;
}

/** The plan's expected path, year by year: the lumpsum today plus the monthly SIP. */
export function projection(sipPaise: bigint, lumpsumPaise: bigint, returnPct: number, years: number): ProjectionPoint[] {
  const points: ProjectionPoint[] = [{ year: 0, invested: lumpsumPaise, value: lumpsumPaise }];
  for (let y = 1; y <= years; y += 1) {
    const value = rupeesOf(lumpsumPaise) * Math.pow(1 + returnPct / 100, y) + rupeesOf(sipPaise) * sipGrowth(returnPct, y * 12);
    points.push({ year: y, invested: lumpsumPaise + sipPaise * BigInt(y * 12), value: BigInt(Math.round(value)) * RUPEE });
  }
  return points;
}

export interface RetirementInput {
  currentAge: number;
  retirementAge: number;
  lifeExpectancy: number;
  /** today's monthly expense */
  monthlyExpensePaise: bigint;
  /** expenses keep rising with inflation after retirement */
  inflationProtected: boolean;
  /** savings already set aside (EPF, PPF, mutual funds, deposits...), today's value */
  savingsPaise: bigint;
  inflationPct: number;
  /** expected return until retirement (the chosen mix) */
  returnPct: number;
  /** return on the corpus during retirement (a debt-heavy mix) */
  postReturnPct: number;
}

/**
 * The corpus needed on retirement day: a year's expenses drawn at the start of every year of
 * retirement, growing with inflation when protected, discounted at the post-retirement return;
 * less what today's savings grow to by then at the expected return.
 */
export function retirementCorpus(x: RetirementInput): {
  expenseAtRetirementPaise: bigint;
  grossCorpusPaise: bigint;
  savingsAtRetirementPaise: bigint;
  corpusPaise: bigint;
} {
  const toRetire = x.retirementAge - x.currentAge;
  const inRetirement = x.lifeExpectancy - x.retirementAge;
  const monthly = rupeesOf(x.monthlyExpensePaise) * Math.pow(1 + x.inflationPct / 100, toRetire);
  const growth = x.inflationProtected ? x.inflationPct / 100 : 0;
  let gross = 0;
  for (let k = 0; k < inRetirement; k += 1) gross += (12 * monthly * Math.pow(1 + growth, k)) / Math.pow(1 + x.postReturnPct / 100, k);
  const savings = rupeesOf(x.savingsPaise) * Math.pow(1 + x.returnPct / 100, toRetire);
  const grossPaise = toPaise(gross);
  const savingsPaise = toPaise(savings);
  return {
    expenseAtRetirementPaise: toPaise(monthly),
    grossCorpusPaise: grossPaise,
    savingsAtRetirementPaise: savingsPaise,
    corpusPaise: grossPaise > savingsPaise ? grossPaise - savingsPaise : 0n,
  };
}

/**
 * The asset mix of a goal plan: by how far away the goal is, and never more equity than the
 * investor's risk status allows (a conservative investor stays at most in the medium mix).
 * The buckets' schemes and expected returns are data (goal_buckets), this only picks one.
 */
export type GoalBucketKey = 'goal-short' | 'goal-medium' | 'goal-long';

export function goalBucketFor(years: number, riskStatus: string | null): GoalBucketKey {
  const byTime: GoalBucketKey = years < 3 ? 'goal-short' : years < 5 ? 'goal-medium' : 'goal-long';
  const conservative = riskStatus !== null && /conservative/i.test(riskStatus) && !/moderately/i.test(riskStatus);
  return conservative && byTime === 'goal-long' ? 'goal-medium' : byTime;
}

/** Return Optimiser slider (spec 2 §9): step 1-3 → desired return and holding duration. */
export const OPTIMISER_LEVELS = [
  { step: 1, desiredReturn: 7, label: '5-7', duration: '3 Years' },
  { step: 2, desiredReturn: 10, label: '8-10', duration: '3 - 6 Years' },
  { step: 3, desiredReturn: 13, label: '11-13', duration: 'Above 6 Years' },
] as const;

export const PRESERVATION = {
  onlyDebt: 'Only Debt',
  shortDuration: '1 to 3 years',
} as const;

/** Capital Preservation (spec 2 §9): Complete when Only Debt or 1 to 3 years, else Partial. */
export function protectionFor(riskChoice: string, duration: string): 'Complete' | 'Partial' {
  return riskChoice === PRESERVATION.onlyDebt || duration === PRESERVATION.shortDuration ? 'Complete' : 'Partial';
}

/** Objectives whose schemes page shows only the type chosen in the questions (spec 2 §4). */
export const SINGLE_TYPE_OBJECTIVES: readonly GoalKind[] = ['emergency', 'optimiser', 'preservation'];
