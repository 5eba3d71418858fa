import { inArray } from 'drizzle-orm';
import type { HoldingSourceFilter } from '@shared/contract/holding-source.ts';
import type { HarvestAnswer } from '@shared/contract/portfolio-harvest.ts';
import { formatDecimal } from '@shared/money/decimal.ts';
import { capitalGains } from '@shared/rules/tax/capital-gains.ts';
import { fyLabel } from '@shared/rules/tax/cost-inflation-index.ts';
import { FAMILY_MESSAGES as M } from '@shared/rules/family/family.ts';
import { harvestPlan, type HarvestHolding, type HarvestPlan } from '@shared/rules/tax/harvest.ts';
import { istDate, ymdToDmy } from '@shared/time/ist.ts';
import { users } from '../../db/schema.ts';
import type { AppDeps, SessionUser } from '../../lib/context.ts';
import { keptForInvestor } from '../../lib/investor-answer.ts';
import { refuse } from '../../lib/refusal.ts';
import { catalogueFacts } from '../transactions/catalogue-facts.ts';
import { loadCgHoldings } from '../reports/capital-gains-data.ts';
import { actorOf, familyOf } from '../family/membership.ts';

const m = (p: bigint) => formatDecimal(p, 2);
const units = (u: bigint) => formatDecimal(u, 4);

/** One investor's harvesting plan for the financial year of `today` (shared/rules/tax/harvest.ts), over the holdings of `source`. */
export async function harvestPlanFor(
  deps: AppDeps,
  userId: number,
  today: string,
  source: HoldingSourceFilter = 'all',
): Promise<HarvestPlan & { amcOf: Map<number, number> }> {
  const holdings = await loadCgHoldings(deps, userId, source);
  const facts = catalogueFacts(deps.db);
  const ids = holdings.map((h) => Number(h.key.split('|')[0]));
  facts.preload(ids);
  facts.preloadLatestNavs(ids, today);
  const withNav: HarvestHolding[] = [];
  const amcOf = new Map<number, number>();
  for (const [i, h] of holdings.entries()) {
    const s = await facts.scheme(ids[i]!);
    const nav = await facts.latestNav(ids[i]!, today);
    if (s) amcOf.set(s.id, s.amcId);
    withNav.push({ ...h, schemeId: ids[i]!, nav4: nav?.nav4 ?? null, lockInYears: s?.lockInYears ?? null });
  }
  const start = Number(fyLabel(today).slice(0, 4));
  return { ...harvestPlan(withNav, capitalGains(withNav, `${start}-04-01`, `${start + 1}-03-31`), today), amcOf };
}

type KeptPlan = HarvestPlan & { amcOf: Map<number, number> };

/**
 * The plan kept per investor data version, catalogue version and day (lib/investor-answer.ts), as
 * the dashboard is: it walks the investor's whole order history (losses of earlier years carry
 * into this one, s.74), which changes only when an order, lot or statement import is written (each
 * moves the version), while NAVs, tax classes and exit loads move the catalogue version. The
 * investor's screen and the family head's table then share one computation, and a write shows at
 * once on every instance.
 */
export function keptHarvestPlan(deps: AppDeps, userId: number, today: string, source: HoldingSourceFilter = 'all'): Promise<KeptPlan> {
  return keptForInvestor(
    deps.db,
    deps.config.cataloguePollMs,
    userId,
    `harvest-plan|${today}|${source}`,
    () => harvestPlanFor(deps, userId, today, source),
    planBytes,
  );
}

/** Roughly what a kept plan holds in memory: a few hundred bytes a suggested lot or loss lot. */
const planBytes = (p: KeptPlan) => 1_024 + 384 * (p.lossLots.length + p.suggestions.reduce((a, s) => a + 1 + s.lots.length, 0));

export function harvestAnswer(p: KeptPlan): HarvestAnswer {
  return {
    FY: p.fy,
    ExemptionLimit: m(p.exemptionLimitPaise),
    Booked: m(p.bookedPaise),
    Room: m(p.roomPaise),
    Harvest: m(p.harvestPaise),
    TaxSaved: m(p.taxSavedPaise),
    TaxableGains: m(p.taxableGainsPaise),
    suggestions: p.suggestions.map((s) => ({
      SchemeID: s.schemeId,
      AmcID: p.amcOf.get(s.schemeId) ?? 0,
      SchemeName: s.schemeName,
      FolioNo: s.folioNo,
      Units: units(s.units4),
      SaleValue: m(s.salePaise),
      ExitLoad: m(s.exitLoadPaise),
      STT: m(s.sttPaise),
      Gain: m(s.gainPaise),
      Repurchase: m(s.repurchasePaise),
      RepurchaseStampDuty: m(s.repurchaseStampDutyPaise),
      TaxSaved: m(s.taxSavedPaise),
      lots: s.lots.map((l) => ({ PurchaseDate: ymdToDmy(l.date), Units: units(l.units4), Cost: m(l.costPaise), Value: m(l.valuePaise), Gain: m(l.gainPaise) })),
    })),
    loss_lots: p.lossLots.map((l) => ({
      SchemeID: l.schemeId,
      SchemeName: l.schemeName,
      FolioNo: l.folioNo,
      PurchaseDate: ymdToDmy(l.date),
      Units: units(l.units4),
      Loss: m(l.lossPaise),
      Term: l.term === 'short' ? 'Short term' : 'Long term',
    })),
  };
}

/** The family head's table: every member's room to harvest this year, and what the suggestions would book. */
export async function familyHarvest(deps: AppDeps, session: SessionUser) {
  const actor = actorOf(session);
  const family = await familyOf(deps.db, actor);
  if (family.headUserId !== actor) throw refuse('forbidden', M.familyPortfolioHeadOnly);
  const today = istDate(deps.clock.now());
  const people = await deps.db.select().from(users).where(inArray(users.id, family.userIds));
  const byId = new Map(people.map((u) => [u.id, u]));
  const rows = [];
  for (const id of family.userIds) {
    const p = await keptHarvestPlan(deps, id, today);
    const u = byId.get(id);
    rows.push({
      UserID: id,
      Name: [u?.firstName, u?.lastName].filter(Boolean).join(' ') || 'Investor',
      IsHead: id === family.headUserId,
      FY: p.fy,
      Booked: m(p.bookedPaise),
      Room: m(p.roomPaise),
      Harvest: m(p.harvestPaise),
      TaxSaved: m(p.taxSavedPaise),
    });
  }
  return { family_harvest: rows };
}
