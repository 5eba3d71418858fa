/**
 * XIRR: the annual rate r at which the dated cash flows of an investment are worth nothing today,
 * Σ amountᵢ · (1 + r)^(−tᵢ) = 0, with tᵢ the years (actual days / 365) from the first flow, as
 * spreadsheet XIRR and fund-house statements compute it. A rate is a ratio, not money, so it is a
 * float here; the amounts come in as paise (or any one unit) and only their ratios matter.
 *
 * The unknown is solved in its continuously compounded form L = ln(1 + r), which is defined for
 * every real L (no r < −1 region to fall into): Newton's method from a guess made of the flows
 * themselves, and when Newton leaves the road (a flat slope, a jump out of range, no progress),
 * a bracket with a sign change is searched and closed by bisection safeguarded Newton steps.
 * It never returns NaN: when there is no rate, the answer says why.
 */

export interface CashFlow {
  /** YYYY-MM-DD (a calendar day; times of day do not matter to XIRR) */
  date: string;
  /** negative: money put in; positive: money taken out or the value held at the end */
  amount: number;
}

export type XirrFailure =
  /** fewer than two flows, or all on one day: no time passed, so there is no rate */
  | 'no-time'
  /** nothing was ever put in (no negative flow) */
  | 'no-investment'
  /** nothing came back and nothing is held (no positive flow): the loss is total */
  | 'no-return'
  /** a flow is not a finite number or a date is not a date */
  | 'bad-input'
  /** the flows have no rate within ±(1e−6 % … 10⁶ %) a year, or the search did not settle */
  | 'no-solution';

export type XirrResult =
  | { ok: true; /** a fraction per year: 0.1234 is 12.34 % */ rate: number; iterations: number; method: 'newton' | 'bracket' }
  | { ok: false; reason: XirrFailure; message: string };

const DAY_MS = 86_400_000;
const DAYS_IN_YEAR = 365;
/** |ΔL| below this ends the search (L = ln(1+r); 1e−12 is far below the 2-decimal percent shown) */
const TOLERANCE = 1e-12;
const MAX_NEWTON = 50;
const MAX_BISECT = 200;
/** L beyond ±14 is a rate above 10⁶ % a year or a loss closer than 1e−6 of everything: not an answer */
const L_LIMIT = 14;

const MESSAGES: Record<XirrFailure, string> = {
  'no-time': 'Returns need at least one day between the first investment and the valuation',
  'no-investment': 'There is no investment to measure a return on',
  'no-return': 'Nothing is held and nothing was received, so the return cannot be annualised',
  'bad-input': 'A cash flow has an invalid date or amount',
  'no-solution': 'These cash flows have no annual return that balances them',
};

const fail = (reason: XirrFailure): XirrResult => ({ ok: false, reason, message: MESSAGES[reason] });

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Days since 1970-01-01 of a YYYY-MM-DD date, or NaN. */
export function epochDay(ymd: string): number {
  const m = DATE.exec(ymd);
  if (!m) return Number.NaN;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (mo < 1 || mo > 12 || d < 1 || d > new Date(Date.UTC(y, mo, 0)).getUTCDate()) return Number.NaN;
  return Date.UTC(y, mo - 1, d) / DAY_MS;
}

/**
 * Flows folded to one amount per day (same-day flows add up exactly in the equation), as years
 * from the first day. Typed arrays keep the inner loop free of object lookups.
 */
interface Prepared {
  t: Float64Array;
  a: Float64Array;
  n: number;
}

/** Days spanned beyond which the flows are folded by sorting rather than by a day-indexed array (about 1,000 years). */
const MAX_BUCKET_SPAN = 400_000;

function prepare(days: ArrayLike<number>, amounts: ArrayLike<number>): Prepared | XirrFailure {
  const count = days.length;
  let sorted = true;
  let integral = true;
  let neg = false;
  let pos = false;
  let min = Infinity;
  let max = -Infinity;
  for (let i = 0; i < count; i += 1) {
    const d = days[i]!;
    const x = amounts[i]!;
    if (!Number.isFinite(d) || !Number.isFinite(x)) return 'bad-input';
    if (i > 0 && d < days[i - 1]!) sorted = false;
    if (!Number.isInteger(d)) integral = false;
    if (d < min) min = d;
    if (d > max) max = d;
    if (x < 0) neg = true;
    else if (x > 0) pos = true;
  }
  if (!neg) return 'no-investment';
  if (!pos) return 'no-return';
  const t = new Float64Array(count);
  const a = new Float64Array(count);
  let n = 0;
  if (sorted) {
    for (let i = 0; i < count; i += 1) {
      if (n > 0 && days[i] === days[i - 1]) a[n - 1]! += amounts[i]!;
      else {
        t[n] = days[i]!;
        a[n] = amounts[i]!;
        n += 1;
      }
    }
  } else if (integral && max - min < MAX_BUCKET_SPAN) {
    // whole days in a bounded span: add each flow into its day's slot, then read the slots in order (no sort)
    const span = max - min + 1;
    const sum = new Float64Array(span);
    const seen = new Uint8Array(span);
    for (let i = 0; i < count; i += 1) {
      const k = days[i]! - min;
      sum[k]! += amounts[i]!;
      seen[k] = 1;
    }
    for (let k = 0; k < span; k += 1) {
      if (seen[k] === 0) continue;
      t[n] = min + k;
      a[n] = sum[k]!;
      n += 1;
    }
  } else {
    // the distinct days by a numeric sort of a typed array (cheaper than sorting the flows), then each flow added to its day
    const sortedDays = Float64Array.from(days).sort();
    for (let i = 0; i < count; i += 1) if (n === 0 || sortedDays[i] !== t[n - 1]) t[n++] = sortedDays[i]!;
    for (let i = 0; i < count; i += 1) {
      let lo = 0;
      let hi = n - 1;
      const d = days[i]!;
      while (lo < hi) {
        const mid = (lo + hi) >> 1;
        if (t[mid]! < d) lo = mid + 1;
        else hi = mid;
      }
      a[lo]! += amounts[i]!;
    }
  }
  if (n < 2) return 'no-time';
  const first = t[0]!;
  for (let i = 0; i < n; i += 1) t[i] = (t[i]! - first) / DAYS_IN_YEAR;
  return { t, a, n };
}

/** f(L) = Σ aᵢ e^(−tᵢL) and f′(L) = −Σ tᵢ aᵢ e^(−tᵢL), in one pass (one exp per day). */
function valueAndSlope(p: Prepared, L: number): [number, number] {
  let f = 0;
  let d = 0;
  const { t, a, n } = p;
  for (let i = 0; i < n; i += 1) {
    const term = a[i]! * Math.exp(-t[i]! * L);
    f += term;
    d -= t[i]! * term;
  }
  return [f, d];
}

/**
 * The sign of f(L) without overflow: every term is scaled by the same e^(−s), s the largest
 * exponent, which leaves the sign of the sum alone (used where L may be far from the answer).
 */
function signAt(p: Prepared, L: number): number {
  const { t, a, n } = p;
  let s = -Infinity;
  for (let i = 0; i < n; i += 1) s = Math.max(s, -t[i]! * L);
  let f = 0;
  for (let i = 0; i < n; i += 1) f += a[i]! * Math.exp(-t[i]! * L - s);
  return Math.sign(f);
}

/** A starting guess from the flows: the money multiple annualised over the money-weighted time. */
function guess(p: Prepared): number {
  let out = 0;
  let back = 0;
  let weighted = 0;
  const end = p.t[p.n - 1]!;
  for (let i = 0; i < p.n; i += 1) {
    const x = p.a[i]!;
    if (x < 0) {
      out -= x;
      weighted -= x * (end - p.t[i]!);
    } else back += x;
  }
  const years = weighted / out;
  if (!(out > 0) || !(back > 0) || !(years > 1e-9)) return 0.1;
  const L = Math.log(back / out) / years;
  return Number.isFinite(L) ? Math.max(-L_LIMIT / 2, Math.min(L_LIMIT / 2, L)) : 0.1;
}

function newton(p: Prepared): { L: number; iterations: number } | null {
  let L = guess(p);
  for (let i = 1; i <= MAX_NEWTON; i += 1) {
    const [f, d] = valueAndSlope(p, L);
    if (!Number.isFinite(f) || !Number.isFinite(d) || d === 0) return null;
    const step = f / d;
    const next = L - step;
    if (!Number.isFinite(next) || Math.abs(next) > L_LIMIT) return null;
    if (Math.abs(next - L) <= TOLERANCE * Math.max(1, Math.abs(next))) return { L: next, iterations: i };
    L = next;
  }
  return null;
}

/** Finds a sign change by widening from the guess, then bisects it to the tolerance. */
function bracket(p: Prepared): { L: number; iterations: number } | null {
  const g = guess(p);
  const s0 = signAt(p, g);
  if (s0 === 0) return { L: g, iterations: 0 };
  let lo = Number.NaN;
  let hi = Number.NaN;
  for (let width = 0.05; width <= 2 * L_LIMIT; width *= 2) {
    for (const x of [g - width, g + width]) {
      if (Math.abs(x) > L_LIMIT) continue;
      const s = signAt(p, x);
      if (s === 0) return { L: x, iterations: 0 };
      if (s !== s0) {
        lo = Math.min(g, x);
        hi = Math.max(g, x);
        break;
      }
    }
    if (!Number.isNaN(lo)) break;
  }
  if (Number.isNaN(lo)) return null;
  let sLo = signAt(p, lo);
  for (let i = 1; i <= MAX_BISECT; i += 1) {
    const mid = (lo + hi) / 2;
    if (hi - lo <= TOLERANCE * Math.max(1, Math.abs(mid))) return { L: mid, iterations: i };
    const s = signAt(p, mid);
    if (s === 0) return { L: mid, iterations: i };
    if (s === sLo) {
      lo = mid;
      sLo = s;
    } else hi = mid;
  }
  return null;
}

function solve(p: Prepared): XirrResult {
  const n = newton(p);
  if (n) return { ok: true, rate: Math.expm1(n.L), iterations: n.iterations, method: 'newton' };
  const b = bracket(p);
  if (b) return { ok: true, rate: Math.expm1(b.L), iterations: b.iterations, method: 'bracket' };
  return fail('no-solution');
}

/** XIRR of dated flows (any order). */
export function xirr(flows: readonly CashFlow[]): XirrResult {
  const days = new Float64Array(flows.length);
  const amounts = new Float64Array(flows.length);
  for (let i = 0; i < flows.length; i += 1) {
    days[i] = epochDay(flows[i]!.date);
    amounts[i] = flows[i]!.amount;
  }
  return xirrDays(days, amounts);
}

/** XIRR of flows given as parallel arrays of epoch days and amounts (the fast path for large portfolios). */
export function xirrDays(days: ArrayLike<number>, amounts: ArrayLike<number>): XirrResult {
  const p = prepare(days, amounts);
  if (typeof p === 'string') return fail(p);
  return solve(p);
}

/** A rate as a percent with 2 decimals ("12.34"), or null when there is no rate (shown as NA). */
export function ratePercent(result: XirrResult): string | null {
  if (!result.ok) return null;
  return percentText(result.rate * 100);
}

/** A percent number to the 2-decimal string the API sends; -0 becomes 0. */
export function percentText(percent: number): string | null {
  if (!Number.isFinite(percent)) return null;
  // half away from zero, as the returns of shared/money/returns.ts
  const r = (Math.sign(percent) * Math.round(Math.abs(percent) * 100)) / 100;
  return (r === 0 ? 0 : r).toFixed(2);
}
