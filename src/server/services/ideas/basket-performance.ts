import { sql } from 'drizzle-orm';
import { parseDecimal } from '@shared/money/decimal.ts';
import { MAX_START_GAP_DAYS, subtractMonths } from '@shared/money/returns.ts';
import type { IdeaPerformance, IdeaPeriod } from '@shared/contract/ideas.ts';
import type { Db, Tx } from '../../db/client.ts';
import { arrayParam, queryRows } from '../schemes/store-navs.ts';

const PERIOD_MONTHS: Record<IdeaPeriod, number> = { '1Y': 12, '3Y': 36, '5Y': 60, '7Y': 84, '10Y': 120 };

export interface BasketMember {
  schemeId: number;
  /** basis points of the basket */
  weightBp: number;
}

/**
 * A basket's performance from its schemes' NAV history: bought at its weights on the period's
 * first day (the last NAV on or before it, at most MAX_START_GAP_DAYS earlier, as scheme returns
 * are measured) and held to the common latest NAV date, annualised (CAGR). A period that any
 * scheme's history does not reach is NA (null), never measured over a shorter span.
 */
export async function basketPerformance(db: Db | Tx, members: readonly BasketMember[]): Promise<IdeaPerformance> {
  const none: IdeaPerformance = { '1Y': null, '3Y': null, '5Y': null, '7Y': null, '10Y': null, asOf: null };
  if (members.length === 0) return none;
  const ids = members.map((m) => m.schemeId);
  const [latest] = await queryRows<{ as_of: string | null }>(
    db,
    sql`select min(latest_nav_date)::text as as_of from schemes where id = any(${arrayParam(ids)}::int[])`,
  );
  const asOf = latest?.as_of ?? null;
  if (!asOf) return none;
  const targets: Array<{ id: number; target: string; tag: string }> = [];
  for (const m of members) {
    targets.push({ id: m.schemeId, target: asOf, tag: 'end' });
    for (const [period, months] of Object.entries(PERIOD_MONTHS)) targets.push({ id: m.schemeId, target: subtractMonths(asOf, months), tag: period });
  }
  const rows = await queryRows<{ scheme_id: number; tag: string; nav_date: string; nav: string }>(
    db,
    sql`
    select t.scheme_id, t.tag, n.nav_date::text as nav_date, n.nav::text as nav
    from unnest(${arrayParam(targets.map((t) => t.id))}::int[], ${arrayParam(targets.map((t) => t.target))}::date[], ${arrayParam(targets.map((t) => t.tag))}::text[]) as t(scheme_id, target, tag)
    cross join lateral (
      select h.nav_date, h.nav from nav_history h
      where h.scheme_id = t.scheme_id and h.nav_date <= t.target and h.nav_date >= t.target - ${MAX_START_GAP_DAYS}::int
      order by h.nav_date desc limit 1) n`,
  );
  const nav = new Map(rows.map((r) => [`${Number(r.scheme_id)}|${r.tag}`, Number(parseDecimal(r.nav, 6) ?? 0n)]));
  const out: IdeaPerformance = { ...none, asOf };
  for (const [period, months] of Object.entries(PERIOD_MONTHS) as Array<[IdeaPeriod, number]>) {
    let growth = 0;
    let complete = true;
    for (const m of members) {
      const start = nav.get(`${m.schemeId}|${period}`);
      const end = nav.get(`${m.schemeId}|end`);
      if (!start || !end) {
        complete = false;
        break;
      }
      growth += (m.weightBp / 10_000) * (end / start);
    }
    if (!complete) continue;
    const cagr = (Math.pow(growth, 12 / months) - 1) * 100;
    out[period] = (Math.round(cagr * 100) / 100 || 0).toFixed(2);
  }
  return out;
}
