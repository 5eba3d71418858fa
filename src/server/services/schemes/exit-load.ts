import { and, eq, gt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { lots, schemes } from '../../db/schema.ts';
import { refuse } from '../../lib/refusal.ts';
import { formatDecimal } from '../../../shared/money/decimal.ts';
import { daysHeld, exitLoadPeriod } from '../../../shared/money/lots/exit-load.ts';
import { istDate } from '../../../shared/time/ist.ts';
import { SCHEME_MESSAGES } from '../../../shared/contract/schemes.ts';
import { SCHEME_INFO_MESSAGES } from '../../../shared/contract/scheme-info.ts';
import { parseId } from './scheme-card.ts';
import { exitLoadRows } from './exit-load-rows.ts';

/**
 * POST /transaction/get_exit_load: the scheme's exit load and, for the signed-in investor's folio,
 * the units still inside the load period (ExitFeeApplicable) and those already free of it
 * (ExitFeeNotApplicable), counted from the allotment dates of the units still held.
 */
export async function exitLoad(db: Db, now: Date, input: { SchId: number | string; folioNo?: string | null }, userId: number | null) {
  const id = parseId(input.SchId);
  const [scheme] =
    id === null
      ? []
      : await db.select({ id: schemes.id, text: schemes.exitLoadText, rules: schemes.exitLoadRules }).from(schemes).where(eq(schemes.id, id)).limit(1);
  if (!scheme) throw refuse('not-found', SCHEME_MESSAGES.schemeNotFound);
  if (!scheme.text) return { exit_load: [], exit_load_rules: [], error: SCHEME_INFO_MESSAGES.noExitLoad };
  let units = { applicable: '0.0000', notApplicable: '0.0000' };
  const folio = input.folioNo?.trim();
  if (userId !== null && folio) {
    // A unit redeemed today pays a load while a tier that charges one covers its days held
    // (shared/money/lots/exit-load.ts); a 0 % tier, or no tier, leaves it free.
    const today = istDate(now);
    const inside = exitLoadPeriod(scheme.rules);
    const held = await db
      .select({ lotDate: lots.lotDate, units4: lots.remaining4 })
      .from(lots)
      .where(and(eq(lots.userId, userId), eq(lots.schemeId, scheme.id), eq(lots.folioNo, folio), gt(lots.remaining4, 0n)));
    let within = 0n;
    let free = 0n;
    for (const l of held) {
      if (inside(daysHeld(l.lotDate, today))) within += l.units4;
      else free += l.units4;
    }
    units = { applicable: formatDecimal(within, 4), notApplicable: formatDecimal(free, 4) };
  }
  return { exit_load: exitLoadRows(scheme.text, units), exit_load_rules: scheme.rules };
}
