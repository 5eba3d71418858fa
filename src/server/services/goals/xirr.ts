/**
 * XIRR of dated flows (actual days / 365), found by bisection on the NPV, which is monotonic in the
 * rate for an investment (outflows first, value at the end). A rate is a ratio, so a float; the
 * amounts come in as paise. Null when there is no rate to find (no time passed, nothing invested).
 * Issue 9 brings the portfolio's XIRR (shared/money/xirr.ts); the lead folds this one into it.
 */
export interface Flow {
  /** YYYY-MM-DD */
  date: string;
  /** negative: money in; positive: value out (or held at the end) */
  amount: number;
}

const DAY = 86_400_000;

export function xirr(flows: readonly Flow[]): number | null {
  if (flows.length < 2 || !flows.some((f) => f.amount < 0) || !flows.some((f) => f.amount > 0)) return null;
  const t0 = Math.min(...flows.map((f) => Date.parse(`${f.date}T00:00:00Z`)));
  const years = flows.map((f) => (Date.parse(`${f.date}T00:00:00Z`) - t0) / DAY / 365);
  if (years.every((y) => y === 0)) return null;
  const npv = (r: number) => flows.reduce((s, f, i) => s + f.amount / Math.pow(1 + r, years[i]!), 0);
  let lo = -0.9999;
  let hi = 10;
  let fLo = npv(lo);
  const fHi = npv(hi);
  if (Number.isNaN(fLo) || Number.isNaN(fHi) || Math.sign(fLo) === Math.sign(fHi)) return null;
  for (let i = 0; i < 200 && hi - lo > 1e-10; i += 1) {
    const mid = (lo + hi) / 2;
    const fMid = npv(mid);
    if (Math.sign(fMid) === Math.sign(fLo)) {
      lo = mid;
      fLo = fMid;
    } else hi = mid;
  }
  return (lo + hi) / 2;
}

/** Percent with 2 decimals, or null. */
export const xirrText = (rate: number | null): string | null => (rate === null || !Number.isFinite(rate) ? null : (Math.round(rate * 10_000) / 100 || 0).toFixed(2));
