import { formatDecimal, parseDecimal } from '@shared/money/decimal.ts';
import { valuePaise } from '@shared/money/lots/scales.ts';
import { groupDecimalString } from '@shared/rules/format/indian-number.ts';
import type { SipFrequency } from '@shared/rules/registrations/sip-calendar.ts';
import { unitsDisplay } from '@shared/money/units-text.ts';
import type { Folio } from './types.ts';

/** "12345.5" → "₹12,345.50"; null or unreadable → "-". */
export function rupees(text: string | null | undefined): string {
  if (text === null || text === undefined || text.trim() === '') return '-';
  const paise = parseDecimal(text.replace(/,/g, ''), 2);
  return paise === null ? '-' : `₹${groupDecimalString(formatDecimal(paise, 2))}`;
}

/** Units as statements show them, 4 decimals (the shared formatter); "All" stays as it is. */
export function unitsText(text: string | null | undefined): string {
  if (text === null || text === undefined || text === '') return '-';
  return unitsDisplay(text) ?? text;
}

/** "HALF YEARLY" → "Half Yearly". */
export function frequencyLabel(code: string): string {
  return code
    .toLowerCase()
    .split(/\s+/)
    .map((w) => (w ? w[0]!.toUpperCase() + w.slice(1) : w))
    .join(' ');
}

/** The Frequency master id as the SIP calendar counts it (1 daily has no step). */
const STEP_BY_VALUE: Record<number, SipFrequency> = { 2: 'weekly', 3: 'monthly', 4: 'quarterly', 5: 'fortnightly', 6: 'half-yearly', 7: 'yearly' };
export function stepOf(value: number): SipFrequency | null {
  return STEP_BY_VALUE[value] ?? null;
}

/**
 * What the redeemable units of a folio are worth at its NAV, rounded down to the paisa as the
 * server counts it; the folio's current value when all its units are free.
 */
export function redeemableValue(folio: Folio): string {
  if (folio.redeemable_units === folio.units) return folio.current_value;
  const units4 = parseDecimal(folio.redeemable_units, 4);
  const nav4 = folio.nav === null ? null : parseDecimal(folio.nav, 4);
  if (units4 === null || nav4 === null) return '0.00';
  return formatDecimal(valuePaise(units4, nav4), 2);
}

/** Growth and IDCW flags the order carries, from the scheme's option name. */
export function optionFlags(option: string): { Growthoption: 'Y' | 'N'; DividendReinvestment: 'Y' | 'N' } {
  const o = option.toLowerCase();
  return { Growthoption: o.includes('growth') ? 'Y' : 'N', DividendReinvestment: o.includes('reinvest') ? 'Y' : 'N' };
}

/** A fresh key per form submission: a double tap or a retried request never adds twice. */
export function newIdempotencyKey(): string {
  return crypto.randomUUID();
}
