import { formatDecimal, type Scale } from '../../money/decimal.ts';

/** Indian digit grouping: the last three digits, then groups of two (12,34,56,789). */
export function groupIndian(wholeDigits: string): string {
  if (wholeDigits.length <= 3) return wholeDigits;
  const last3 = wholeDigits.slice(-3);
  let rest = wholeDigits.slice(0, -3);
  const groups: string[] = [];
  while (rest.length > 2) {
    groups.unshift(rest.slice(-2));
    rest = rest.slice(0, -2);
  }
  if (rest) groups.unshift(rest);
  return `${groups.join(',')},${last3}`;
}

/** Groups a plain decimal string ("1234567.5" → "12,34,567.5"). */
export function groupDecimalString(text: string): string {
  const neg = text.startsWith('-');
  const body = neg ? text.slice(1) : text;
  const [whole = '0', frac] = body.split('.');
  return `${neg ? '-' : ''}${groupIndian(whole)}${frac !== undefined ? `.${frac}` : ''}`;
}

/** ₹ with Indian grouping and two decimals from integer paise. */
export function formatRupees(paise: bigint, opts: { symbol?: boolean } = {}): string {
  const text = groupDecimalString(formatDecimal(paise, 2));
  return opts.symbol === false ? text : `₹${text}`;
}

export function formatScaled(value: bigint, scale: Scale): string {
  return groupDecimalString(formatDecimal(value, scale));
}

/** AUM short forms (spec 2 §9): Thousand (1e3), Lakh (1e5), Cr (1e7), two decimals, from paise. */
export function shortAmount(paise: bigint): string {
  const neg = paise < 0n;
  const abs = neg ? -paise : paise;
  const units: Array<[bigint, string]> = [
    [10_000_000n * 100n, 'Cr'],
    [100_000n * 100n, 'Lakh'],
    [1_000n * 100n, 'Thousand'],
  ];
  for (const [size, label] of units) {
    if (abs >= size) {
      // two decimals, rounded half up
      const hundredths = (abs * 100n * 2n + size) / (2n * size);
      return `${neg ? '-' : ''}${groupDecimalString(formatDecimal(hundredths, 2))} ${label}`;
    }
  }
  return `${neg ? '-' : ''}${groupDecimalString(formatDecimal(abs, 2))}`;
}

/** Returns/percentages: 2 decimals, + when positive, 'NA' when zero or missing (spec 2 §9). */
export function formatReturn(value: string | number | null | undefined): string {
  if (value === null || value === undefined || value === '') return 'NA';
  const n = typeof value === 'number' ? value : Number(value);
  if (!Number.isFinite(n) || n === 0) return 'NA';
  const fixed = n.toFixed(2);
  return n > 0 ? `+${fixed}` : fixed;
}
