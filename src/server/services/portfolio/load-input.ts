import { eq, inArray } from 'drizzle-orm';
import type { PortfolioInput } from '@shared/money/portfolio.ts';
import type { PortfolioTimeline } from '@shared/money/portfolio-timeline.ts';
import type { Db } from '../../db/client.ts';
import type { HoldingSourceFilter } from '@shared/contract/cas.ts';
import type { AppDeps } from '../../lib/context.ts';
import { assetClasses, fundHouses, schemes, subAssetClasses } from '../../db/schema.ts';
import { catalogueGeneration } from '../../lib/catalogue-memory.ts';
import { investorBook, keptFor, timelineOf, txnsOf, type InvestorBook } from './investor-book.ts';
import { navSeriesFor } from './nav-series.ts';
import type { SchemeLabel } from './scheme-label.ts';

export interface LoadedPortfolio extends PortfolioInput {
  schemes: Map<number, SchemeLabel>;
  /** the walk over every transaction of the source (any date): figures for any day without walking again */
  timeline: PortfolioTimeline;
  /** the investor book it was read from (what else is kept for this data version hangs on it) */
  book: InvestorBook;
}

/**
 * The investor's allotted purchases (and switch-ins) and processed redemptions (and switch-outs)
 * up to `asOf` as portfolio transactions, with the schemes and their NAV histories, and the walk
 * over them (investor-book.ts: kept per investor data version). Orders not yet allotted are not
 * holdings (they show under Processing). A purchase costs what was paid, stamp duty included; a
 * redemption brings what was paid out, exit load deducted. `source` picks the holdings bought
 * through Nivesh, those imported from a statement ('elsewhere', outside-flows.ts), or both; a
 * folio with both keeps one history (same folio number and scheme).
 */
export async function loadPortfolioInput(
  deps: Pick<AppDeps, 'db' | 'config'>,
  userId: number,
  asOf: string,
  source: HoldingSourceFilter = 'all',
): Promise<LoadedPortfolio> {
  const { db } = deps;
  const [book, catalogue] = await Promise.all([investorBook(db, userId), catalogueGeneration(db, deps.config.cataloguePollMs)]);
  const { txns: all, latest, schemeIds: ids } = txnsOf(book, source);
  const timeline = timelineOf(book, source);
  const [labels, navs] = await Promise.all([
    keptFor(book, `labels|${catalogue.version}|${ids.join(',')}`, () => readLabels(db, ids)),
    navSeriesFor(db, ids, catalogue.version),
  ]);
  const schemesOut = new Map(labels);
  const navsOut = new Map(navs);
  if (source !== 'nivesh') {
    for (const [id, label] of book.outside.schemes) schemesOut.set(id, label);
    for (const [id, series] of book.outside.navs) navsOut.set(id, series);
  }
  return { txns: asOf >= latest ? all : all.filter((t) => t.date <= asOf), schemes: schemesOut, navs: navsOut, asOf, timeline, book };
}

/** What the screens show of each scheme (kept per investor book and catalogue version by the caller). */
async function readLabels(db: Db, ids: number[]): Promise<Map<number, SchemeLabel>> {
  const schemeRows = ids.length
    ? await db
        .select({
          id: schemes.id,
          name: schemes.name,
          productName: schemes.productName,
          amcId: schemes.fundHouseId,
          amcName: fundHouses.name,
          assetClassId: schemes.assetClassId,
          assetClassName: assetClasses.name,
          subAssetClassName: subAssetClasses.name,
          lockInYears: schemes.lockInYears,
          exitLoad: schemes.exitLoadRules,
          rtaCode: schemes.rtaProductCode,
        })
        .from(schemes)
        .leftJoin(fundHouses, eq(fundHouses.id, schemes.fundHouseId))
        .leftJoin(assetClasses, eq(assetClasses.id, schemes.assetClassId))
        .leftJoin(subAssetClasses, eq(subAssetClasses.id, schemes.subAssetClassId))
        .where(inArray(schemes.id, ids))
    : [];
  const labels = new Map<number, SchemeLabel>();
  for (const s of schemeRows) {
    labels.set(s.id, {
      id: s.id,
      name: s.name,
      productName: s.productName,
      amcId: s.amcId,
      amcName: s.amcName ?? '',
      assetClassId: s.assetClassId,
      assetClassName: s.assetClassName ?? '',
      subAssetClassName: s.subAssetClassName ?? '',
      lockInYears: s.lockInYears,
      exitLoad: s.exitLoad,
      rtaCode: s.rtaCode,
    });
  }
  return labels;
}
