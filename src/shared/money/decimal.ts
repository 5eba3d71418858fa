/**
 * Exact decimal arithmetic on scaled bigints. Money is rupees in integer paise (scale 2),
 * units and NAVs are scale 4 (spec: units to 4 decimals, NAV to 4 decimals). Values cross
 * the wire as decimal strings ("1234.50"), never as binary floats.
 */
export type Scale = 2 | 3 | 4 | 6;

const DECIMAL = /^(-)?(\d+)(?:\.(\d*))?$/;

/** Parses "1,23,456.78" or "12.3" into an integer at `scale`; more digits than `scale` are refused. */
export function parseDecimal(text: string, scale: Scale): bigint | null {
  const cleaned = text.trim().replace(/,/g, '');
  const m = DECIMAL.exec(cleaned);
  if (!m) return null;
  const [, sign, whole, frac = ''] = m;
  if (frac.length > scale) return null;
  const value = BigInt(whole! + frac.padEnd(scale, '0'));
  return sign ? -value : value;
}

/** "1234.5" → 123450n paise; null when not a valid rupee amount. */
export const parseRupees = (text: string): bigint | null => parseDecimal(text, 2);

/** Plain decimal string at `scale` ("1234.50"); no grouping. */
export function formatDecimal(value: bigint, scale: Scale): string {
  const neg = value < 0n;
  const abs = neg ? -value : value;
  const s = abs.toString().padStart(scale + 1, '0');
  const whole = s.slice(0, s.length - scale);
  const frac = s.slice(s.length - scale);
  return `${neg ? '-' : ''}${whole}.${frac}`;
}

export const paiseToRupeeString = (paise: bigint): string => formatDecimal(paise, 2);

/** Rounds a scaled integer down (towards zero) from one scale to a smaller one. */
export function truncateScale(value: bigint, from: Scale, to: Scale): bigint {
  if (to > from) return value * 10n ** BigInt(to - from);
  return value / 10n ** BigInt(from - to);
}

/** Half-up rounding of value/divisor for non-negative bigints. */
export function divRoundHalfUp(value: bigint, divisor: bigint): bigint {
  if (divisor <= 0n) throw new RangeError('divisor must be positive');
  const neg = value < 0n;
  const abs = neg ? -value : value;
  const q = (abs * 2n + divisor) / (2n * divisor);
  return neg ? -q : q;
}
