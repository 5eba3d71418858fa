import { formatDecimal, parseDecimal } from './decimal.ts';
import { groupDecimalString } from '../rules/format/indian-number.ts';

/**
 * Units as every screen and statement shows them: the 4 decimals they are held to, grouped the
 * Indian way ("1,234.5678"). One formatter, so a holding never reads 1,234.56 on screen and
 * 1,234.5678 on its statement. (Spec 3 says 2 decimals; the investor compares the two, and the
 * 4 the registrar allots are what redemption and capital gains count.)
 */
export function formatUnits(units4: bigint): string {
  return groupDecimalString(formatDecimal(units4, 4));
}

/** A units decimal string as shown, or null when it is not a number. */
export function unitsDisplay(text: string): string | null {
  const u = parseDecimal(text, 4);
  return u === null ? null : formatUnits(u);
}
