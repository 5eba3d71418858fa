import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { schemes } from '../../db/schema.ts';
import { refuse } from '../../lib/refusal.ts';
import { MAX_START_GAP_DAYS } from '../../../shared/money/returns.ts';
import { SCHEME_MESSAGES, type PeriodLabel } from '../../../shared/contract/schemes.ts';
import { parseId } from './scheme-card.ts';
import { periodStart } from './scheme-nav.ts';
import { queryRows } from './store-navs.ts';

/**
 * POST /transaction/category_average: how the scheme's category grew over the period, as the
 * value `marketValue` would have become, day by day. Each active growth option of the category
 * is measured against its own NAV at the period's start, and the ratios are averaged; numeric
 * arithmetic in the database keeps it exact to 4 decimals.
 */
export async function categoryAverage(
  db: Db,
  schemaId: number | string,
  marketValue: number | string,
  period: PeriodLabel,
): Promise<Array<{ MrkValue: string; SN_NAVDt: string }>> {
  const id = parseId(schemaId);
  const [scheme] =
    id === null
      ? []
      : await db.select({ id: schemes.id, sub: schemes.subAssetClassId, latest: schemes.latestNavDate }).from(schemes).where(eq(schemes.id, id)).limit(1);
  if (!scheme) throw refuse('not-found', SCHEME_MESSAGES.schemeNotFound);
  if (scheme.sub === null || scheme.latest === null) return [];
  const start = (await periodStart(db, scheme.id, scheme.latest, period)) ?? null;
  if (!start) return [];
  const value = String(marketValue);
  return queryRows<{ MrkValue: string; SN_NAVDt: string }>(
    db,
    sql`
    with members as (
      select id from schemes where sub_asset_class_id = ${scheme.sub} and option = 'Growth' and is_active
    ), base as (
      select m.id, b.nav from members m
      cross join lateral (
        select nav from nav_history h where h.scheme_id = m.id and h.nav_date <= ${start}::date and h.nav_date >= ${start}::date - ${MAX_START_GAP_DAYS}::int
        order by h.nav_date desc limit 1) b
      where b.nav > 0
    )
    select round(${value}::numeric * avg(h.nav / base.nav), 4)::text as "MrkValue", h.nav_date::text as "SN_NAVDt"
    from nav_history h join base on base.id = h.scheme_id
    where h.nav_date >= ${start}::date and h.nav_date <= ${scheme.latest}::date
    group by h.nav_date order by h.nav_date`,
  );
}
