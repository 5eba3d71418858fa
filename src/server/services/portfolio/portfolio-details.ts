import type { HoldingSourceFilter } from '@shared/contract/cas.ts';
import type { Holding, PortfolioAnswer } from '@shared/contract/portfolio.ts';
import { computePortfolio, percentOf, shares, type HoldingFigures } from '@shared/money/portfolio.ts';
import { ratePercent } from '@shared/money/xirr.ts';
import { COST_UNKNOWN } from '@shared/rules/portfolio/cost-unknown.ts';
import { ymdToDmy } from '@shared/time/ist.ts';
import type { AppDeps } from '../../lib/context.ts';
import { alternativesAsOn } from '../alternatives/holdings-as-on.ts';
import { four, rupees } from './format.ts';
import { loadPortfolioInput } from './load-input.ts';
import type { SchemeLabel } from './scheme-label.ts';

function holdingRow(h: HoldingFigures, s: SchemeLabel | undefined, share: string, asOf: string): Holding {
  const previousValue = h.valuePaise - h.dayChangePaise;
  return {
    mf: true,
    Product: s?.productName ?? s?.name ?? `Scheme ${h.schemeId}`,
    SchemeID: h.schemeId,
    SchemeName: s?.name ?? `Scheme ${h.schemeId}`,
    AmcId: s?.amcId ?? null,
    AMCName: s?.amcName ?? '',
    AssetClassId: s?.assetClassId ?? null,
    I_Asset_Class: s?.assetClassName ?? '',
    I_AssetClass: s?.subAssetClassName ?? '',
    Productcode_RTA: s?.rtaCode ?? null,
    I_Accno: h.folio,
    Units: four(h.units4),
    AvgPurNAV: four(h.avgNav4),
    COST: rupees(h.costPaise),
    NAVAson: h.nav ? four(h.nav.nav4) : null,
    NavAsOndate: h.nav ? ymdToDmy(h.nav.date) : null,
    AUM: rupees(h.valuePaise),
    UnrealReturns: rupees(h.gainPaise),
    AbsReturn: h.absReturn,
    RealisedRtns: rupees(h.realisedPaise),
    AUM_PERCENTAGE: share,
    FolioXirr: ratePercent(h.xirr),
    FolioXirr_note:
      h.costUnknownUnits4 > 0n ? (h.costUnknownUnits4 === h.units4 ? COST_UNKNOWN.holding : COST_UNKNOWN.xirrPart) : h.xirr.ok ? null : h.xirr.message,
    LifeDays: h.holdingDays,
    Asondate: ymdToDmy(asOf),
    DailyGain: rupees(h.dayChangePaise),
    DailyGainPer: h.previousNav4 === null ? null : percentOf(h.dayChangePaise, previousValue),
    LockedUnits: four(h.lockedUnits4),
    ExitLoadFreeUnits: four(h.exitLoadFreeUnits4),
    // only where some units came from a summary statement: the spec's answer is unchanged otherwise
    ...(h.costUnknownUnits4 > 0n ? { CostUnknownUnits: four(h.costUnknownUnits4) } : {}),
  };
}

/** POST /portfolio (spec 2 §2.9, §3, §7): every mutual-fund folio held on `asOf`, and the AIF and PMS accounts. */
export async function portfolioAnswer(deps: AppDeps, userId: number, asOf: string, source: HoldingSourceFilter = 'all'): Promise<PortfolioAnswer> {
  const [input, alternatives] = await Promise.all([loadPortfolioInput(deps, userId, asOf, source), alternativesAsOn(deps.db, userId, asOf)]);
  const p = computePortfolio(input);
  const pct = shares(p.holdings.map((h) => h.valuePaise));
  return {
    portfolio_details: p.holdings.map((h, i) => holdingRow(h, input.schemes.get(h.schemeId), pct[i]!, asOf)),
    aif_details: alternatives.filter((a) => a.row.Product === 'AIF').map((a) => a.row),
    pms_details: alternatives.filter((a) => a.row.Product === 'PMS').map((a) => a.row),
    AsonDate: ymdToDmy(asOf),
  };
}
