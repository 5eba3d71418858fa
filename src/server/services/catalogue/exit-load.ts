import { and, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { lots, schemes } from '../../db/schema.ts';
import { HttpError } from '../../lib/http-error.ts';
import { formatDecimal } from '../../../shared/money/decimal.ts';
import { addDays } from '../../../shared/money/returns.ts';
import { istDate } from '../../../shared/time/ist.ts';
import { SCHEME_MESSAGES } from '../../../shared/contract/schemes.ts';
import { SCHEME_INFO_MESSAGES } from '../../../shared/contract/scheme-info.ts';
import { parseId } from './scheme-card.ts';
import { exitLoadDays, exitLoadRows } from './exit-load-rows.ts';

/**
 * POST /transaction/get_exit_load: the scheme's exit load and, for the signed-in investor's folio,
 * the units still inside the load period (ExitFeeApplicable) and those already free of it
 * (ExitFeeNotApplicable), counted from the allotment dates of the units still held.
 */
export async function exitLoad(db: Db, now: Date, input: { SchId: number | string; folioNo?: string | null }, userId: number | null) {
  const id = parseId(input.SchId);
  const [scheme] = id === null ? [] : await db.select({ id: schemes.id, text: schemes.exitLoadText, rules: schemes.exitLoadRules }).from(schemes).where(eq(schemes.id, id)).limit(1);
  if (!scheme) throw new HttpError(404, SCHEME_MESSAGES.schemeNotFound);
  if (!scheme.text) return { exit_load: [], exit_load_rules: [], error: SCHEME_INFO_MESSAGES.noExitLoad };
  let units = { applicable: '0.0000', notApplicable: '0.0000' };
  const folio = input.folioNo?.trim();
  if (userId !== null && folio) {
    // Units held for at most the longest load period still pay a load when redeemed today
    // (shared/rules/allotment.ts: a rule applies while days held <= withinDays).
    // With no load at all, no unit is inside a load period.
    const today = istDate(now);
    const loadFrom = scheme.rules.length ? addDays(today, -exitLoadDays(scheme.rules)) : addDays(today, 1);
    const [row] = await db
      .select({
        within: sql<string>`coalesce(sum(${lots.remaining4}) filter (where ${lots.lotDate} >= ${loadFrom}), 0)::text`,
        free: sql<string>`coalesce(sum(${lots.remaining4}) filter (where ${lots.lotDate} < ${loadFrom}), 0)::text`,
      })
      .from(lots)
      .where(and(eq(lots.userId, userId), eq(lots.schemeId, scheme.id), eq(lots.folioNo, folio), gt(lots.remaining4, 0n)));
    units = { applicable: formatDecimal(BigInt(row?.within ?? '0'), 4), notApplicable: formatDecimal(BigInt(row?.free ?? '0'), 4) };
  }
  return { exit_load: exitLoadRows(scheme.text, units), exit_load_rules: scheme.rules };
}
