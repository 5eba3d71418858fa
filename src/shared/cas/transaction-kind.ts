/**
 * What a CAS line is, from its description and the sign of its units, as CAMS and KFintech word
 * them: purchases ("Purchase", "New Purchase", "Additional Purchase"), SIP instalments
 * ("Systematic Investment", "SIP Purchase"), redemptions (also SWP instalments), switches in and
 * out (and "Merger" switches), IDCW/dividend payout and reinvestment, segregated-portfolio units,
 * stamp duty and STT lines (attached to the transaction above them), reversals and rejections
 * (paired with the purchase they undo, both dropped), and notes such as "***Address Updated***"
 * (no figures: ignored).
 */
import type { CasKind } from './model.ts';

export type LineKind = CasKind | 'STAMP_DUTY' | 'STT' | 'REVERSAL' | 'NOTE';

export function lineKind(description: string, hasAmount: boolean, units4: bigint | null): LineKind {
  const d = description.toLowerCase();
  if (/stamp\s*duty/.test(d)) return 'STAMP_DUTY';
  if (/\bstt\b|securities transaction tax/.test(d)) return 'STT';
  if (units4 === null && !hasAmount) return 'NOTE';
  if (/revers|reject/.test(d)) return 'REVERSAL';
  if (/segregat/.test(d) && (units4 ?? 0n) > 0n) return 'SEGREGATION';
  const out = units4 !== null && units4 < 0n;
  if (/merger|amalgamat/.test(d)) return out ? 'MERGER_OUT' : 'MERGER_IN';
  if (/switch/.test(d)) return out ? 'SWITCH_OUT' : 'SWITCH_IN';
  if (/idcw|dividend/.test(d)) return units4 !== null && units4 > 0n ? 'DIVIDEND_REINVEST' : 'DIVIDEND_PAYOUT';
  if (out) return 'REDEMPTION';
  if (/systematic|\bsip\b/.test(d)) return 'SIP';
  if (units4 === null) return 'NOTE';
  return 'PURCHASE';
}
