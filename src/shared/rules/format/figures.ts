import { formatDecimal, parseDecimal } from '../../money/decimal.ts';
import { groupDecimalString } from './indian-number.ts';

/** How the Mutual Funds home, the ideas and the goals show amounts and returns (spec 2 §9). */

/** "12345.5" → "₹12,345.50"; whole rupees without paise ("₹50,000"); unreadable → "-". */
export function rupees(text: string | null | undefined): string {
  if (text === null || text === undefined || text.trim() === '') return '-';
  const paise = parseDecimal(text.replace(/,/g, ''), 2);
  if (paise === null) return '-';
  const grouped = groupDecimalString(formatDecimal(paise, 2));
  return `₹${grouped.endsWith('.00') ? grouped.slice(0, -3) : grouped}`;
}

export const rupeesOfPaise = (paise: bigint) => rupees(formatDecimal(paise, 2));

/** Returns with 2 decimals and a + when positive (spec 2 §9); 'NA' when missing. */
export function percent(text: string | null | undefined): string {
  if (text === null || text === undefined || text === '') return 'NA';
  const n = Number(text);
  if (!Number.isFinite(n)) return 'NA';
  return `${n > 0 ? '+' : ''}${n.toFixed(2)}%`;
}
