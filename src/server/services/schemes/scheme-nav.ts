import { and, asc, desc, eq, gte, lte } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { navHistory, schemes } from '../../db/schema.ts';
import { refuse } from '../../lib/refusal.ts';
import { PERIODS, subtractMonths } from '../../../shared/money/returns.ts';
import { SCHEME_MESSAGES, type PeriodLabel } from '../../../shared/contract/schemes.ts';
import { parseId } from './scheme-card.ts';

/** Where a period's chart starts: the last NAV on or before the period's first day (so the chart starts from a real value). */
export async function periodStart(db: Db, schemeId: number, latest: string, period: PeriodLabel): Promise<string | null> {
  const months = PERIODS.find((p) => p.label === period)!.months;
  const target = subtractMonths(latest, months);
  const [start] = await db
    .select({ d: navHistory.navDate })
    .from(navHistory)
    .where(and(eq(navHistory.schemeId, schemeId), lte(navHistory.navDate, target)))
    .orderBy(desc(navHistory.navDate))
    .limit(1);
  return start?.d ?? null;
}

/** GET /schemes/get_scheme_nav/{id}[?period=]: the NAV series, oldest first; the whole history without a period. */
export async function schemeNav(db: Db, idText: string, period: PeriodLabel | null): Promise<Array<{ SN_NAV: string; SN_NAVDt: string }>> {
  const id = parseId(idText);
  const [scheme] = id === null ? [] : await db.select({ id: schemes.id, latest: schemes.latestNavDate }).from(schemes).where(eq(schemes.id, id)).limit(1);
  if (!scheme) throw refuse('not-found', SCHEME_MESSAGES.schemeNotFound);
  if (!scheme.latest) return [];
  // A history shorter than the period starts at its first NAV.
  const from = period ? await periodStart(db, scheme.id, scheme.latest, period) : null;
  const rows = await db
    .select({ SN_NAV: navHistory.nav, SN_NAVDt: navHistory.navDate })
    .from(navHistory)
    .where(and(eq(navHistory.schemeId, scheme.id), from ? gte(navHistory.navDate, from) : undefined))
    .orderBy(asc(navHistory.navDate));
  return rows;
}
