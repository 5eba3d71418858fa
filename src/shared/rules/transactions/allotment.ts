import { divRoundHalfUp } from '../../money/decimal.ts';
import { units4to3, unitsForPaise } from '../../money/lots/scales.ts';

/**
 * Purchase allotment and stamp duty, in bigint only.
 * Money: integer paise (scale 2). NAV: scale 4 (10.1234 → 101234n). Units: scale 3
 * (1.234 units → 1234n), as registrars allot them (money/lots/scales.ts). A redemption's value
 * and exit load are money/lots/exit-load.ts's.
 *
 * Stamp duty on the issue of units: 0.005% under the Indian Stamp Act, 1899 as amended by the
 * Finance Act, 2019, with the Indian Stamp (Collection of Stamp-Duty through Stock Exchanges,
 * Clearing Corporations and Depositories) Rules, 2019; in force from 1-Jul-2020. The duty is
 * charged on the consideration that buys the units, i.e. on the amount invested net of the duty:
 * gross = net × 1.00005, so duty = gross − gross / 1.00005 = gross × 5 / 100005, rounded to the
 * nearest paisa (half up). ₹500 → ₹0.02 (2.49987 paise); ₹1 crore → ₹499.98 (49,997.50012
 * paise). It applies to every issue of units: purchases, SIP instalments, switch-ins, STP-ins.
 * Units are rounded down, so the investor is never allotted more than the money paid for.
 * No duty on units issued before 1-Jul-2020 (the amendment's date of coming into force): older
 * purchases, such as imported holdings, pay none.
 */
export const STAMP_DUTY_FROM = '2020-07-01';
export const STAMP_DUTY_RATE = { numerator: 5n, denominator: 100_000n, percent: '0.005' } as const;
/** gross × 5 / 100005: the duty when the gross amount includes it. */
const DUTY_OF_GROSS = { numerator: STAMP_DUTY_RATE.numerator, denominator: STAMP_DUTY_RATE.denominator + STAMP_DUTY_RATE.numerator } as const;

function requirePositiveNav(nav4: bigint): void {
  if (nav4 <= 0n) throw new RangeError(`NAV must be positive, got ${nav4}`);
}

/** The duty on a gross amount for units allotted on `onDate` (YYYY-MM-DD; omitted: a date the duty is in force). */
export function stampDutyPaise(amountPaise: bigint, onDate?: string): bigint {
  if (amountPaise < 0n) throw new RangeError('Amount must not be negative');
  if (onDate !== undefined && onDate < STAMP_DUTY_FROM) return 0n;
  return divRoundHalfUp(amountPaise * DUTY_OF_GROSS.numerator, DUTY_OF_GROSS.denominator);
}

export interface PurchaseAllotment {
  stampDutyPaise: bigint;
  netPaise: bigint;
  units: bigint;
}

/** (Amount − stamp duty) / NAV, rounded down to 3 decimals: ₹500 at 31.60 → ₹499.98 → 15.822 units. */
export function purchaseAllotment(amountPaise: bigint, nav4: bigint, onDate?: string): PurchaseAllotment {
  requirePositiveNav(nav4);
  const duty = stampDutyPaise(amountPaise, onDate);
  const net = amountPaise - duty;
  return { stampDutyPaise: duty, netPaise: net, units: units4to3(unitsForPaise(net, nav4, 'down')) };
}

export function unitsForPurchase(amountPaise: bigint, nav4: bigint): bigint {
  return purchaseAllotment(amountPaise, nav4).units;
}
