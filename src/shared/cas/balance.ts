/**
 * A folio of a CAS is imported only when its transactions add up: opening units plus every
 * line's units equal the closing balance, and each line's printed running balance agrees. The
 * device checks it before showing the folio, the server again before storing it.
 */
import { parseDecimal } from '../money/decimal.ts';
import type { CasFolio } from './model.ts';

export const units4Of = (text: string | null): bigint => (text === null ? 0n : (parseDecimal(text, 4) ?? 0n));
export const paiseOf = (text: string | null): bigint => (text === null ? 0n : (parseDecimal(text, 2) ?? 0n));

export interface FolioBalance {
  ok: boolean;
  /** opening + Σ units, units4 */
  computed4: bigint;
  closing4: bigint;
  /** the first line whose printed balance differs from the running sum, if any */
  badLine: number | null;
}

export function folioBalance(folio: CasFolio): FolioBalance {
  let running = units4Of(folio.openingUnits);
  let badLine: number | null = null;
  folio.transactions.forEach((t, i) => {
    running += units4Of(t.units);
    if (badLine === null && t.balance !== null && units4Of(t.balance) !== running) badLine = i;
  });
  const closing4 = units4Of(folio.closingUnits);
  return { ok: running === closing4 && badLine === null, computed4: running, closing4, badLine };
}
