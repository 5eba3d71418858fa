/**
 * AMFI's section text ("Open Ended Schemes(Equity Scheme - Large Cap Fund)") → our SEBI
 * sub-asset key, and a scheme's product name without its plan and option. AMFI has worded the
 * same category several ways over the years ("Short Term Fund", "Short Duration Fund"); the
 * rules match all wordings seen in the published files. Schemes an investor cannot buy through
 * the portal (close-ended, interval, ETFs, debt and hybrid index funds, gold) map to null: their
 * NAVs are kept but they are not listed for browsing.
 */
const RULES: ReadonlyArray<[RegExp, string]> = [
  [/overnight/, 'overnight'],
  [/liquid/, 'liquid'],
  [/ultra short/, 'ultra-short'],
  [/low duration/, 'low-duration'],
  [/money market/, 'money-market'],
  [/medium to long/, 'medium-long-duration'],
  [/short duration|short term fund/, 'short-duration'],
  [/medium duration|medium term fund/, 'medium-duration'],
  [/long duration|long term fund/, 'long-duration'],
  [/dynamic bond|dynamic term/, 'dynamic-bond'],
  [/corporate bond/, 'corporate-bond'],
  [/credit risk/, 'credit-risk'],
  [/banking and psu/, 'banking-psu'],
  [/10[ -]year constant/, 'gilt-10y'],
  [/gilt/, 'gilt'],
  [/floater|floating/, 'floater'],
  [/large ?(&|and) ?mid/, 'large-mid-cap'],
  [/large cap/, 'large-cap'],
  [/mid cap/, 'mid-cap'],
  [/small cap/, 'small-cap'],
  [/multi cap/, 'multi-cap'],
  [/flexi cap/, 'flexi-cap'],
  [/focused/, 'focused'],
  [/value fund/, 'value'],
  [/contra/, 'contra'],
  [/dividend yield/, 'dividend-yield'],
  [/sectoral|thematic/, 'sectoral'],
  [/elss/, 'elss'],
  [/index funds - equity|other scheme - index funds/, 'index'],
  [/fof overseas|fund of funds investing overseas/, 'international'],
  [/conservative hybrid/, 'conservative-hybrid'],
  [/aggressive hybrid|balanced hybrid/, 'aggressive-hybrid'],
  [/balanced advantage|dynamic asset allocation/, 'balanced-advantage'],
  [/multi asset/, 'multi-asset'],
  [/arbitrage/, 'arbitrage'],
  [/equity savings/, 'equity-savings'],
  [/retirement/, 'retirement'],
  [/children/, 'childrens'],
];

export function subAssetKeyFor(schemeType: string | null, category: string | null): string | null {
  if (!schemeType || !category || !/open ended/i.test(schemeType)) return null;
  const text = category.toLowerCase().replace(/\s+/g, ' ');
  if (/\betfs?\b|exchange traded|gold|silver/.test(text)) return null;
  if (/index funds - (debt|hybrid)/.test(text)) return null;
  for (const [pattern, key] of RULES) if (pattern.test(text)) return key;
  return null;
}

// A name part that only says plan or option ("Direct Plan", "Growth Option", "IDCW Reinvestment").
const PLAN_OR_OPTION =
  /^(direct|regular|retail|institutional|growth|idcw|dividend|payout|re-?investment|reinvest|bonus|plan|option|monthly|quarterly|weekly|daily|annual|half yearly|fortnightly|\s|-|\(|\)|&|and|of|cumulative)+$/i;

/**
 * "Axis Bluechip Fund - Direct Plan - Growth" → "Axis Bluechip Fund". Keeps the name whole when
 * nothing after a " - " is only plan/option words (the 8-field layout already splits them off).
 */
export function productNameOf(name: string): string {
  const parts = name.split(/\s+-\s+/);
  let end = parts.length;
  while (end > 1 && PLAN_OR_OPTION.test(parts[end - 1]!.trim())) end -= 1;
  return parts.slice(0, end).join(' - ').trim();
}

/** IDCW frequency from the name or option text ("Monthly IDCW" → Monthly). */
export function idcwFrequencyOf(text: string): string | null {
  const m = /\b(daily|weekly|fortnightly|monthly|quarterly|half[- ]yearly|annual|yearly)\b/i.exec(text);
  if (!m) return null;
  const word = m[1]!.toLowerCase().replace('-', ' ');
  if (word === 'annual' || word === 'yearly') return 'Annual';
  return word.charAt(0).toUpperCase() + word.slice(1);
}
