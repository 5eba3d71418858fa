import { valuePaise } from '../../money/lots/scales.ts';
import { displayAmount } from '../transactions/amounts.ts';

/**
 * A units-based SWP or STP instalment must be worth at least the scheme's minimum instalment
 * amount, valued at the latest NAV (the fund house's scheme information document sets the minimum
 * per instalment whatever the instalment is stated in; 0.001 units × 6 is not a plan). Values in
 * paise, rounded down (units4 × nav4 / 10^6), as every redemption value.
 */
export function unitsInstalmentProblem(units4: bigint, nav4: bigint | null, minPaise: bigint): string | null {
  if (nav4 === null || nav4 <= 0n || minPaise <= 0n) return null;
  const value = valuePaise(units4, nav4);
  if (value >= minPaise) return null;
  return `Each instalment should be worth at least ₹${displayAmount(minPaise)}: these units are worth ₹${displayAmount(value)} at the latest NAV`;
}
