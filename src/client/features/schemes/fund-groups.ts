import type { SchemeCard } from '@shared/contract/schemes.ts';

/** One fund with its plan and option variants (Direct/Regular × Growth/IDCW ...), as Coin and Groww list them. */
export interface FundGroup {
  key: string;
  /** the fund's name without plan and option ("Kotak Bluechip Fund") */
  name: string;
  amc: string;
  variants: SchemeCard[];
}

const PLAN = /^(direct|regular)( plan)?$/i;
const OPTION = /\b(growth|idcw|dividend|payout|reinvestment|bonus)\b/i;

/** "Kotak Bluechip Fund - Direct Plan - Growth" → "Kotak Bluechip Fund" (the segments naming plan or option go). */
export function fundName(schemeName: string): string {
  const parts = schemeName.split(/\s+-\s+/);
  const kept = parts.filter((p, i) => i === 0 || !(PLAN.test(p.trim()) || OPTION.test(p)));
  return kept.join(' - ').trim();
}

/** The option a variant offers: Growth, or its IDCW wording from the name ("Annual IDCW Reinvestment"). */
export function optionLabel(s: SchemeCard): string {
  if (s.Growthoption === 'Y') return 'Growth';
  const fromName = s.SchemeName.split(/\s+-\s+/)
    .slice(1)
    .find((p) => OPTION.test(p) && !PLAN.test(p.trim()));
  if (fromName) return fromName.trim();
  return s.Dividendreinvestment === 'Y' ? 'IDCW Reinvestment' : 'IDCW Payout';
}

/** Groups the listed variants under their fund, in the order the list has them (a sort ranks a fund by its best variant). */
export function groupFunds(list: readonly SchemeCard[]): FundGroup[] {
  const groups = new Map<string, FundGroup>();
  for (const s of list) {
    const name = fundName(s.SchemeName);
    const key = `${s.AmcID ?? s.AMC}|${name.toLowerCase()}`;
    const g = groups.get(key);
    if (g) g.variants.push(s);
    else groups.set(key, { key, name, amc: s.AMC, variants: [s] });
  }
  return [...groups.values()];
}

/**
 * The variant a fund row shows first: while a sort is in force, the one that ranked the fund
 * (so the figures shown are the ones sorted by); otherwise Direct Growth when there is one.
 */
export function defaultVariant(g: FundGroup, sorted: boolean): SchemeCard {
  if (sorted) return g.variants[0]!;
  return g.variants.find((v) => v.PlanName === 'Direct' && v.Growthoption === 'Y') ?? g.variants.find((v) => v.Growthoption === 'Y') ?? g.variants[0]!;
}

/** The variant of a plan and option, or the plan's first when that option is not offered in it. */
export function pickVariant(g: FundGroup, plan: string, option: string): SchemeCard {
  const inPlan = g.variants.filter((v) => v.PlanName === plan);
  return inPlan.find((v) => optionLabel(v) === option) ?? inPlan[0] ?? g.variants[0]!;
}
