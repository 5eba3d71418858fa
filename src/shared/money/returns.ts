/**
 * Point-to-point scheme returns (spec 2 §3: Sch_Return1Mth .. Sch_Return10Yr, and the Cat_Return
 * averages). Below a year the return is absolute, from a year up it is annualised (CAGR), as
 * AMFI and fund factsheets publish them. Returns are ratios, not money, so they come back as
 * numbers rounded to 2 decimals; NAVs go in as exact decimal strings.
 */
import { divRoundHalfUp, parseDecimal } from './decimal.ts';

export interface NavPoint {
  /** YYYY-MM-DD */
  date: string;
  /** Decimal string, e.g. "123.4567". */
  nav: string;
}

export const PERIODS = [
  { key: 'Sch_Return1Mth', label: '1M', months: 1 },
  { key: 'Sch_Return3Mth', label: '3M', months: 3 },
  { key: 'Sch_Return6Mth', label: '6M', months: 6 },
  { key: 'Sch_Return1Yr', label: '1Y', months: 12 },
  { key: 'Sch_Return3Yr', label: '3Y', months: 36 },
  { key: 'Sch_Return5Yr', label: '5Y', months: 60 },
  { key: 'Sch_Return7Yr', label: '7Y', months: 84 },
  { key: 'Sch_Return10Yr', label: '10Y', months: 120 },
] as const;

export type ReturnPeriod = (typeof PERIODS)[number];
export type ReturnKey = ReturnPeriod['key'];
export type SchemeReturns = Record<ReturnKey, number | null>;

/**
 * How far before the period's start date the last NAV may lie. Covers weekends and holiday
 * runs; a longer silence means the history does not reach back far enough (or has a hole),
 * and the return is shown as NA rather than measured over the wrong span.
 */
export const MAX_START_GAP_DAYS = 7;

const DAY_MS = 86_400_000;

function ymdParts(ymd: string): [number, number, number] {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(ymd);
  if (!m) throw new RangeError(`Not a YYYY-MM-DD date: "${ymd}"`);
  return [Number(m[1]), Number(m[2]), Number(m[3])];
}

const ymd = (y: number, m: number, d: number): string => `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;

const daysInMonth = (y: number, m: number): number => new Date(Date.UTC(y, m, 0)).getUTCDate();

/** Calendar months back; a day the target month lacks (31 Feb) becomes its last day. */
export function subtractMonths(date: string, months: number): string {
  const [y, m, d] = ymdParts(date);
  const index = y * 12 + (m - 1) - months;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  return ymd(year, month, Math.min(d, daysInMonth(year, month)));
}

export function addDays(date: string, days: number): string {
  const [y, m, d] = ymdParts(date);
  const t = new Date(Date.UTC(y, m - 1, d) + days * DAY_MS);
  return ymd(t.getUTCFullYear(), t.getUTCMonth() + 1, t.getUTCDate());
}

/** Index of the last point dated on or before `date` in an oldest-first series, or -1. */
function lastOnOrBefore(series: readonly NavPoint[], date: string): number {
  let lo = 0;
  let hi = series.length - 1;
  let found = -1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (series[mid]!.date <= date) {
      found = mid;
      lo = mid + 1;
    } else hi = mid - 1;
  }
  return found;
}

// Scale 6 leaves room for NAVs that have not yet been normalised to 4 decimals.
function navValue(nav: string): bigint {
  const value = parseDecimal(nav, 6);
  if (value === null || value < 0n) throw new RangeError(`Not a NAV: "${nav}"`);
  return value;
}

/** Rounds to 2 decimals, half away from zero, and never returns -0. */
function round2(x: number): number {
  const r = (Math.sign(x) * Math.round(Math.abs(x) * 100)) / 100;
  return r === 0 ? 0 : r;
}

/** Return in percent over one period, or null when the series cannot support it. */
export function periodReturn(series: readonly NavPoint[], asOf: string, months: number): number | null {
  const endIndex = lastOnOrBefore(series, asOf);
  if (endIndex < 0) return null;
  const target = subtractMonths(asOf, months);
  const startIndex = lastOnOrBefore(series, target);
  if (startIndex < 0 || series[startIndex]!.date < addDays(target, -MAX_START_GAP_DAYS)) return null;
  const start = navValue(series[startIndex]!.nav);
  const end = navValue(series[endIndex]!.nav);
  if (start === 0n) return null;
  if (months < 12) {
    // Exact: hundredths of a percent = (end - start) / start * 100 * 100, rounded half up.
    const hundredths = divRoundHalfUp((end - start) * 10_000n, start);
    return round2(Number(hundredths) / 100);
  }
  // Both are integers at the same scale and far below 2^53, so the ratio is one exact division.
  const ratio = Number(end) / Number(start);
  return round2((Math.pow(ratio, 12 / months) - 1) * 100);
}

/** Every period of PERIODS for one scheme. `series` must be sorted oldest first. */
export function computeReturns(series: readonly NavPoint[], asOf: string): SchemeReturns {
  const out = {} as SchemeReturns;
  for (const period of PERIODS) out[period.key] = periodReturn(series, asOf, period.months);
  return out;
}

/** Mean of the schemes that have a return for the period; null when none has. */
export function categoryAverage(returnsList: ReadonlyArray<number | null | undefined>): number | null {
  let sum = 0;
  let count = 0;
  for (const r of returnsList) {
    if (r === null || r === undefined || !Number.isFinite(r)) continue;
    sum += r;
    count += 1;
  }
  return count === 0 ? null : round2(sum / count);
}

/** Category averages for every period (the Cat_Return figures), keyed like the scheme returns. */
export function categoryReturns(schemes: readonly SchemeReturns[]): SchemeReturns {
  const out = {} as SchemeReturns;
  for (const { key } of PERIODS) out[key] = categoryAverage(schemes.map((s) => s[key]));
  return out;
}
