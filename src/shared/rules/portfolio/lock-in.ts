/**
 * ELSS units are locked in for 3 years from their allotment (Equity Linked Savings Scheme, 2005,
 * para 4; spec 2 §9 "ELSS lock-in 3 years"): each purchase, SIP instalment included, unlocks on
 * its own day. When nothing in a folio is free yet, the investor is told until when, instead of
 * a limit of zero.
 */
export function allLockedMessage(lockedUnits: string, firstUnlock: string): string {
  return `All ${lockedUnits} units in this folio are in the 3-year ELSS lock-in; the first of them can be redeemed from ${firstUnlock}.`;
}
