import { formatDecimal, parseDecimal, parseRupees } from '../../money/decimal.ts';
import { groupDecimalString } from '../format/indian-number.ts';

/**
 * Amounts, installments and redemptions on the transaction forms and cart drawers (spec 2 §5, §9).
 * Amounts are rupee decimal strings as typed; comparisons are done in bigint paise.
 *
 * Bounds are inclusive: the spec words the message "greater than {min}", but {min} is the
 * scheme's minimum investment, which is itself a valid amount (a ₹500 SIP in a ₹500-minimum
 * scheme). Numbers in messages are shown as an Indian investor reads them: Indian grouping, no
 * "₹", and no ".00" for whole rupees (500, 1,00,000, 1,234.50). Counts (installments) are plain.
 */
export const AMOUNT_MESSAGES = {
  mandatory: 'Amount is mandatory',
  installmentsMandatory: 'Installments is mandatory',
  redeemMandatory: 'Amount/Units is mandatory',
  unitsMandatory: 'Units is mandotory',
} as const;

export const QUICK_ADD = {
  purchase: [2000, 5000, 7000, 10000],
  sip: [500, 1000, 2000, 5000],
  cart: [2000, 5000, 10000],
} as const;

/**
 * The most one order may carry when the scheme sets no maximum of its own: ₹10 crore. Retail
 * orders above that go through the fund house directly; the bound also keeps every sum of a
 * cart far inside a 64-bit paise column.
 */
export const PLATFORM_MAX_ORDER_PAISE = 10_00_00_000n * 100n; // ₹10,00,00,000

/** Idea and goal drawers (spec 2 §5, §9): 6 to 999 installments. */
export const DRAWER_INSTALLMENTS = { min: 6, max: 999 } as const;
export const DEFAULT_REDEEM_AMOUNT = '5000';

/** 50000 → "500", 10000000 → "1,00,000", 123450 → "1,234.50". */
export function displayAmount(paise: bigint): string {
  const text = groupDecimalString(formatDecimal(paise, 2));
  return text.endsWith('.00') ? text.slice(0, -3) : text;
}

function rupeesOrThrow(text: string, what: string): bigint {
  const v = parseRupees(text);
  if (v === null) throw new RangeError(`${what} is not a rupee amount: "${text}"`);
  return v;
}

export const sipRangeMessage = (min: bigint, max: bigint): string => `Amount should be greater than ${displayAmount(min)} and less than ${displayAmount(max)}`;
export const lumpsumMinMessage = (min: bigint): string => `Amount should be greater than ${displayAmount(min)}`;

/**
 * SIP amount within the frequency's [min, max]. A max of 0 means the frequency gives no range
 * (the idea and goal drawers apply the range only when max is above 0); then any positive amount.
 */
export function validateSipAmount(amount: string, min: string, max: string): string | null {
  if (amount.trim() === '') return AMOUNT_MESSAGES.mandatory;
  const lo = rupeesOrThrow(min, 'SIP minimum');
  const hi = rupeesOrThrow(max, 'SIP maximum');
  const value = parseRupees(amount);
  if (hi <= 0n) return value !== null && value > 0n ? null : AMOUNT_MESSAGES.mandatory;
  if (value === null || value <= 0n || value < lo || value > hi) return sipRangeMessage(lo, hi);
  return null;
}

/** Lumpsum (new purchase: minimum purchase amount; additional purchase: AdditionalPurchaseAmount). */
export function validateLumpsum(amount: string, min: string): string | null {
  if (amount.trim() === '') return AMOUNT_MESSAGES.mandatory;
  const lo = rupeesOrThrow(min, 'Lumpsum minimum');
  const value = parseRupees(amount);
  if (value === null || value <= 0n || value < lo) return lumpsumMinMessage(lo);
  return null;
}

/** Lumpsum at most the scheme's maximum, else the platform's: 'Amount should be less than {max}'. */
export function validateMaxAmount(amount: string, maxPaise: bigint | null): string | null {
  const max = maxPaise !== null && maxPaise > 0n ? maxPaise : PLATFORM_MAX_ORDER_PAISE;
  const value = parseRupees(amount);
  if (value !== null && value > max) return `Amount should be less than ${displayAmount(max)}`;
  return null;
}

/** Scheme SIP installments within the frequency's [min, max]. */
export function validateInstallments(value: string, min: number, max: number): string | null {
  const v = value.trim();
  if (v === '') return AMOUNT_MESSAGES.installmentsMandatory;
  const n = /^\d+$/.test(v) ? Number(v) : Number.NaN;
  if (n > max) return `Please enter a number less than ${max + 1}`;
  if (!(n >= min)) return `Please enter a number greater than ${min - 1} and less than ${max + 1}`;
  return null;
}

/** Idea and goal drawers: 6..999, worded 'greater than 5' / 'less than 1000'. */
export function validateDrawerInstallments(value: string): string | null {
  const { min, max } = DRAWER_INSTALLMENTS;
  const v = value.trim();
  if (v === '') return AMOUNT_MESSAGES.installmentsMandatory;
  const n = /^\d+$/.test(v) ? Number(v) : Number.NaN;
  if (n > max) return `Please enter a number less than ${max + 1}`;
  if (!(n >= min)) return `Please enter a number greater than ${min - 1}`;
  return null;
}

/** The count sent is the smaller of the entered value and the maximum. */
export function installmentsToSend(entered: number, max: number): number {
  return Math.min(entered, max);
}

/** Redemption, switch or SWP by amount: more than 0 and not above the current value. */
export function validateRedeemAmount(amount: string, currentValue: string): string | null {
  if (amount.trim() === '') return AMOUNT_MESSAGES.redeemMandatory;
  const value = rupeesOrThrow(currentValue, 'Current value');
  const wanted = parseRupees(amount);
  if (wanted === null || wanted <= 0n) return AMOUNT_MESSAGES.redeemMandatory;
  if (wanted > value) return `Amount should be less than ${displayAmount(value)}`;
  return null;
}

/** By units: more than 0 and not above the units held (units to at most 4 decimals). */
export function validateRedeemUnits(units: string, held: string): string | null {
  if (units.trim() === '') return AMOUNT_MESSAGES.unitsMandatory;
  const heldUnits = parseDecimal(held, 4);
  if (heldUnits === null) throw new RangeError(`Held units are not a number: "${held}"`);
  const wanted = parseDecimal(units, 4);
  if (wanted === null || wanted <= 0n || wanted > heldUnits) {
    return `Units should be less than ${groupDecimalString(held.trim().replace(/,/g, ''))}`;
  }
  return null;
}

/** Digits and one dot, at most 2 decimals (paise), as the amount inputs do while typing. */
export function sanitizeAmountInput(raw: string): string {
  const kept = raw.replace(/[^0-9.]/g, '');
  const dot = kept.indexOf('.');
  if (dot === -1) return kept;
  return `${kept.slice(0, dot)}.${kept
    .slice(dot + 1)
    .replace(/\./g, '')
    .slice(0, 2)}`;
}

/** A quick-add chip adds its rupees to the amount already typed (an unreadable one counts as 0). */
export function addQuickAmount(current: string, rupees: number): string {
  const base = parseRupees(current) ?? 0n;
  const total = base + BigInt(rupees) * 100n;
  return total % 100n === 0n ? (total / 100n).toString() : formatDecimal(total, 2);
}

/** Redemption (and switch, SWP, STP) starts at 5000 when the holding is worth that much. */
export function defaultRedeemAmount(currentValue: string): string {
  const value = parseRupees(currentValue);
  return value !== null && value >= 500000n ? DEFAULT_REDEEM_AMOUNT : '';
}
