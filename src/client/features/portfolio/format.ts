import { formatDecimal, parseDecimal } from '@shared/money/decimal.ts';
import { formatReturn, groupDecimalString, groupIndian, shortAmount } from '@shared/rules/format/indian-number.ts';
import { unitsDisplay } from '@shared/money/units-text.ts';
import { savedOn } from '../../offline/saved-on.ts';

/**
 * How the dashboard and portfolio read (spec 2 §9, spec 3 §9): rupees with Indian grouping,
 * returns to 2 decimals with + when positive and 'NA' when zero or missing, units to 4 decimals as on statements.
 */

/** "12345.5" → "₹12,345.50" (paise always shown: these are the investor's own figures). */
export function money(text: string | null | undefined): string {
  const paise = text ? parseDecimal(text, 2) : null;
  if (paise === null) return '—';
  const neg = paise < 0n;
  return `${neg ? '-' : ''}₹${groupDecimalString(formatDecimal(neg ? -paise : paise, 2))}`;
}

/**
 * A whole count with Indian grouping ("12,345" days), as toLocaleString('en-IN') wrote it. Not
 * through Intl: the first Intl formatter of a page builds the locale's ICU data, one of the
 * dashboard's longest pieces of work while it renders (TBT).
 */
export function wholeCount(n: number): string {
  if (!Number.isFinite(n)) return String(n);
  const whole = Math.round(n);
  return `${whole < 0 ? '-' : ''}${groupIndian(String(Math.abs(whole)))}`;
}

/** A gain with its sign: "+₹1,234.00", "-₹56.10". */
export function signedMoney(text: string | null | undefined): string {
  const paise = text ? parseDecimal(text, 2) : null;
  if (paise === null) return '—';
  return paise > 0n ? `+${money(text)}` : money(text);
}

/** Short form for charts and the pie: "₹12.35 Lakh". */
export function shortMoney(text: string): string {
  const paise = parseDecimal(text, 2);
  return paise === null ? '—' : `₹${shortAmount(paise)}`;
}

/** "+12.34%", "-3.10%", or "NA". */
export function returnText(value: string | null | undefined): string {
  const text = formatReturn(value);
  return text === 'NA' ? text : `${text}%`;
}

/** Units as statements show them, 4 decimals (the shared formatter): "1234.5678" → "1,234.5678". */
export function unitsText(text: string | null | undefined): string {
  return (text ? unitsDisplay(text) : null) ?? '—';
}

/** "20/11/2026" → "2026-11-20". */
export function dmyToYmd(dmy: string): string {
  const [d, m, y] = dmy.split('/');
  return `${y}-${m}-${d}`;
}

/** "2026-11-20" → "11/20/2026", as the dashboard and portfolio calls send dates (spec 2 §9). */
export function ymdToMdy(ymd: string): string {
  const [y, m, d] = ymd.split('-');
  return `${m}/${d}/${y}`;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** Blog dates read MMM DD, YYYY (spec 3 §9): "2026-11-05" → "Nov 05, 2026". */
export function blogDate(ymd: string): string {
  const [y, m, d] = ymd.split('-');
  return `${MONTHS[Number(m) - 1]} ${d}, ${y}`;
}

/** "20/11/2026" → "20 Nov 2026" (chart axis and captions). */
export function shortDate(dmy: string): string {
  const [d, m, y] = dmy.split('/');
  return `${Number(d)} ${MONTHS[Number(m) - 1]} ${y}`;
}

/** When a device copy was fetched, in IST: "as on 23/11/2026, 5:50 pm". */
export function asOnLabel(fetchedAt: number): string {
  return `as on ${savedOn(fetchedAt)}`;
}

/** Sign of a decimal string, for colouring gains. */
export function tone(text: string | null | undefined): 'up' | 'down' | 'flat' {
  const n = text ? Number(text) : 0;
  return n > 0 ? 'up' : n < 0 ? 'down' : 'flat';
}
