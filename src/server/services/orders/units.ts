/**
 * Units are stored at 4 decimals (units4) while allotments round down to 3 decimals (units3),
 * as the fund houses allot. These convert between the two without losing anything.
 */
export const units3to4 = (u3: bigint): bigint => u3 * 10n;
/** Down to 3 decimals (what can be redeemed or allotted). */
export const units4to3 = (u4: bigint): bigint => u4 / 10n;
/** Value in paise of units4 at nav4, rounded down to the paisa. */
export const valuePaise = (units4: bigint, nav4: bigint): bigint => (units4 * nav4) / 1_000_000n;
