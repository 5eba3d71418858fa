import type { HoldingSourceFilter } from '@shared/contract/cas.ts';
import { COST_UNKNOWN } from '@shared/rules/portfolio/cost-unknown.ts';
import type { DashboardAnswer } from '@shared/contract/portfolio.ts';
import { graphOn, totalsOn } from '@shared/money/portfolio-timeline.ts';
import { ratePercent } from '@shared/money/xirr.ts';
import { istDate, ymdToDmy } from '@shared/time/ist.ts';
import type { AppDeps } from '../../lib/context.ts';
import { sipRegistrations, sipRow, upcomingSips } from '../registrations/sip-registrations.ts';
import { rupees } from './format.ts';
import { keptFor } from './investor-book.ts';
import { loadPortfolioInput } from './load-input.ts';

/** Points on the value-over-time graph: enough for a smooth line on a wide screen, light to send. */
export const GRAPH_POINTS = 120;

/**
 * POST /dashboard (spec 2 §2.2, §3, §7): the mutual-fund portfolio as on `asOf` (header figures,
 * value and invested amount over time, asset and sub-asset allocation) and the SIPs from the
 * investor's registrations (upcoming instalments, and every SIP for Manage SIPs).
 */
export async function dashboardAnswer(deps: AppDeps, userId: number, asOf: string, source: HoldingSourceFilter = 'all'): Promise<DashboardAnswer> {
  const input = await loadPortfolioInput(deps, userId, asOf, source);
  // registrations move the investor data version too: their SIPs are read once per version, kept on the same book
  const sips = await keptFor(input.book, 'sips', () => sipRegistrations(deps.db, userId));
  // read from the kept walk: a day never asked before costs a binary search per folio, not a walk of the history
  const p = totalsOn(input.timeline, input.schemes, input.navs, asOf);
  const t = p.totals;
  const today = istDate(deps.clock.now());
  return {
    header_details: {
      AUM: rupees(t.valuePaise),
      COST: rupees(t.costPaise),
      UnrealReturns: rupees(t.gainPaise),
      RealisedReturns: rupees(t.realisedPaise),
      OverallProfit: rupees(t.gainPaise + t.realisedPaise),
      TotalXirr: ratePercent(t.xirr),
      TotalXirr_note: t.costUnknownValuePaise > 0n ? COST_UNKNOWN.total(rupees(t.costUnknownValuePaise)) : t.xirr.ok ? null : t.xirr.message,
      Absreturn: t.absReturn,
      Lifedays: t.lifeDays,
      DayChange: rupees(t.dayChangePaise),
      AsonDate: ymdToDmy(asOf),
    },
    graph_details: graphOn(input.timeline, input.navs, asOf, GRAPH_POINTS).map((g) => ({
      AsonDate: ymdToDmy(g.date),
      AUM: rupees(g.valuePaise),
      COST: rupees(g.costPaise),
    })),
    asset_level_details: p.byAssetClass.map((a) => ({ AssetClass: a.assetClassName, AUM: rupees(a.valuePaise), AUM_PERCENTAGE: a.percent })),
    sub_asset_level_details: p.bySubAssetClass.map((s) => ({
      I_Asset_Class: s.assetClassName,
      I_AssetClass: s.subAssetClassName ?? '',
      AUM: rupees(s.valuePaise),
      AUM_PERCENTAGE: s.percent,
    })),
    investmentDetails: {
      upcoming_sip_details: upcomingSips(sips, today).map(sipRow),
      manage_sip_details: sips.map(sipRow),
    },
  };
}
