import { divRoundHalfUp } from '../../money/decimal.ts';
import type { TaxClass } from './fund-tax-class.ts';

/**
 * Securities transaction tax on the sale of units of an equity-oriented fund to the mutual fund
 * (a redemption, a switch-out, an SWP or STP instalment), paid by the seller: 0.001% of the value
 * of the units (Finance (No. 2) Act, 2004, Chapter VII, s.98 table entry for the sale of units of
 * an equity oriented fund to the Mutual Fund; rate 0.001% from 1-Jun-2013, Finance Act, 2013).
 * The fund house deducts it from the payout; in production the amount is the exchange's
 * contract note's, this is what the simulated exchange charges and what the investor is shown
 * before placing.
 *
 * Value: units × NAV (the gross redemption value, before exit load). Rounding: to the nearest
 * paisa, half up (₹1,00,000 → ₹1.00; ₹12,345.67 → 12.34567 → ₹0.12). Not charged on debt,
 * specified or other funds, nor on purchases. Sales before 1-Jun-2013 are not ours to charge
 * (only imported holdings have such dates; their payout is the fund house's).
 */
export const STT_FROM = '2013-06-01';
export const STT_RATE = { numerator: 1n, denominator: 100_000n, percent: '0.001' } as const;

export function sttPaise(grossPaise: bigint, taxClass: TaxClass, saleDate: string): bigint {
  if (taxClass !== 'equity' || saleDate < STT_FROM || grossPaise <= 0n) return 0n;
  return divRoundHalfUp(grossPaise * STT_RATE.numerator, STT_RATE.denominator);
}
