import { CUT_OFF, LIQUID_CUT_OFF, OVERNIGHT_ONLINE_REDEMPTION_CUT_OFF, type ClockTime } from './cut-off.ts';

/**
 * The cut-off rules of cut-off.ts in an investor's words, built from the same constants, so the
 * information drawer cannot say one thing while the allotment job does another.
 */
export function clockText(t: ClockTime): string {
  const h = t.hour % 12 === 0 ? 12 : t.hour % 12;
  return `${h}:${String(t.minute).padStart(2, '0')} ${t.hour < 12 ? 'am' : 'pm'}`;
}

export const PURCHASE_NOTES = [
  `Liquid and overnight funds: money received by the fund house up to ${clockText(LIQUID_CUT_OFF)} on a business day gets the previous day’s NAV; money received later gets the NAV of the day before the next business day.`,
  `Equity, debt and hybrid funds: money received by the fund house up to ${clockText(CUT_OFF)} on a business day gets that day’s NAV; money received later gets the next business day’s NAV.`,
  'The NAV depends on when your payment reaches the fund house, not on when you place the order.',
];

export const REDEMPTION_NOTES = [
  `Equity, debt and hybrid funds: requests placed up to ${clockText(CUT_OFF)} on a business day are processed at that day’s NAV; later requests at the next business day’s NAV.`,
  `Liquid and overnight funds: requests placed up to ${clockText(CUT_OFF)} on a business day (${clockText(OVERNIGHT_ONLINE_REDEMPTION_CUT_OFF)} for overnight funds redeemed online) get the NAV of the day before the next business day, so a Friday request earns the weekend; later requests get the next business day’s NAV.`,
];

export const SWITCH_IN_NOTE =
  'The new scheme’s units are bought when the redeemed money is available to it (the next business day for liquid and debt funds, two business days for equity and hybrid funds), at the new scheme’s own cut-off.';
