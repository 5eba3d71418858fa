import { parseDecimal } from '@shared/money/decimal.ts';
import { formatReturn, groupDecimalString, shortAmount } from '@shared/rules/format/indian-number.ts';

/**
 * How the catalogue's figures read (spec 2 §9): rupees with Indian digit grouping, AUM in
 * Thousand/Lakh/Cr, returns to 2 decimals with + when positive and NA when missing.
 */

/** "5000.00" → "₹5,000"; paise are shown only when there are any. */
export function rupees(amount: string | null | undefined): string {
  if (amount === null || amount === undefined || amount === '') return '—';
  const [whole = '0', frac = '00'] = amount.split('.');
  const paise = frac.padEnd(2, '0').slice(0, 2);
  return `₹${groupDecimalString(whole)}${paise === '00' ? '' : `.${paise}`}`;
}

/** AUM short form: "₹12,345.67 Cr". */
export function aum(amount: string | null | undefined): string {
  const paise = amount ? parseDecimal(amount, 2) : null;
  return paise === null ? '—' : `₹${shortAmount(paise)}`;
}

/** "+12.34%", "-3.10%", or "NA". */
export function returnText(value: string | number | null | undefined): string {
  const text = formatReturn(value);
  return text === 'NA' ? text : `${text}%`;
}

/** NAV as published, 4 decimals, grouped: "₹1,234.5678". */
export const navText = (nav: string | null | undefined): string => (nav ? `₹${groupDecimalString(nav)}` : '—');

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** "2026-11-20" → "20 Nov 2026". */
export function dateText(ymd: string | null | undefined): string {
  if (!ymd) return '—';
  const [y, m, d] = ymd.split('-');
  return `${Number(d)} ${MONTHS[Number(m) - 1]} ${y}`;
}
