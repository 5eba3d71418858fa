/**
 * Plan and option of a scheme from its name. The 6-field NAVAll layout has only the name; the
 * 8-field layout has Plan and Option columns, but their wording is free text ("IDCW-Re-investment",
 * "MONTHLY DCW Payout", "Growth Option"), so callers pass `${name} ${plan} ${option}` through
 * the same rules.
 */
export type SchemePlan = 'Direct' | 'Regular';
export type SchemeOption = 'Growth' | 'IDCW Payout' | 'IDCW Reinvestment';

/** Direct when the name says so; every other plan (Regular, Retail, Institutional...) is sold with commission. */
export function inferPlan(name: string): SchemePlan {
  return /\bdirect\b/i.test(name) ? 'Direct' : 'Regular';
}

// "DCW" is a misspelling of IDCW that appears in AMFI's own files, and "IDCWOption" a missing
// space, hence no word boundary after it. Some names spell IDCW out in full.
const DISTRIBUTION = /\bi?dcw|\bdividend\b|\bincome\s+distribution\b/i;
const REINVEST = /\bre-?\s*invest/i;
const PAYOUT = /\bpay\s*-?\s*out\b/i;
// "Dividend Yield" names a kind of equity fund, not an income distribution.
const DIVIDEND_YIELD = /\bdividend\s+yield\b/gi;

export function inferOption(name: string): SchemeOption {
  const text = name.replace(DIVIDEND_YIELD, ' ');
  const distributes = DISTRIBUTION.test(text);
  if (distributes && REINVEST.test(text)) return 'IDCW Reinvestment';
  if (distributes || PAYOUT.test(text)) return 'IDCW Payout';
  return 'Growth';
}
