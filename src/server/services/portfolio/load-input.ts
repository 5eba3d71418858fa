import { and, eq, inArray, lte } from 'drizzle-orm';
import type { PortfolioInput, PortfolioTxn } from '@shared/money/portfolio.ts';
import type { Db } from '../../db/client.ts';
import type { HoldingSourceFilter } from '@shared/contract/cas.ts';
import { assetClasses, fundHouses, orders, schemes, subAssetClasses } from '../../db/schema.ts';
import { navSeriesFor } from './nav-series.ts';
import { loadOutsideFlows } from './outside-flows.ts';
import type { SchemeLabel } from './scheme-label.ts';

export interface LoadedPortfolio extends PortfolioInput {
  schemes: Map<number, SchemeLabel>;
}

const niveshOrders = (db: Db, userId: number, asOf: string) =>
  db
    .select({
      id: orders.id,
      kind: orders.kind,
      status: orders.status,
      schemeId: orders.schemeId,
      folio: orders.folioNo,
      navDate: orders.navDate,
      units4: orders.allottedUnits4,
      amountPaise: orders.amountPaise,
      payoutPaise: orders.payoutPaise,
      nav4: orders.nav4,
    })
    .from(orders)
    .where(and(eq(orders.userId, userId), inArray(orders.status, ['ALLOTTED', 'REDEEMED']), lte(orders.navDate, asOf)));

/**
 * The investor's allotted purchases (and switch-ins) and processed redemptions (and switch-outs)
 * up to `asOf` as portfolio transactions, with the schemes and their NAV histories. Orders not yet
 * allotted are not holdings (they show under Processing). A purchase costs what was paid, stamp
 * duty included; a redemption brings what was paid out, exit load deducted. `source` picks the
 * holdings bought through Nivesh, those imported from a statement ('elsewhere', outside-flows.ts),
 * or both; a folio with both keeps one history (same folio number and scheme).
 */
export async function loadPortfolioInput(db: Db, userId: number, asOf: string, source: HoldingSourceFilter = 'all'): Promise<LoadedPortfolio> {
  const [rows, outside] = await Promise.all([source === 'elsewhere' ? Promise.resolve([]) : niveshOrders(db, userId, asOf), source === 'nivesh' ? null : loadOutsideFlows(db, userId, asOf)]);
  const txns: PortfolioTxn[] = [];
  for (const o of rows) {
    if (!o.navDate || !o.folio || o.units4 === null) continue;
    const buy = o.status === 'ALLOTTED' && (o.kind === 'PURCHASE' || o.kind === 'SWITCH_IN');
    const sell = o.status === 'REDEEMED' && (o.kind === 'REDEMPTION' || o.kind === 'SWITCH_OUT');
    if (!buy && !sell) continue;
    txns.push({
      schemeId: o.schemeId,
      folio: o.folio,
      date: o.navDate,
      kind: buy ? 'BUY' : 'SELL',
      units4: o.units4,
      amountPaise: (buy ? o.amountPaise : o.payoutPaise) ?? 0n,
      nav4: o.nav4,
      seq: o.id,
    });
  }
  if (outside) txns.push(...outside.txns);
  const ids = [...new Set(txns.flatMap((t) => (t.schemeId > 0 ? [t.schemeId] : [])))];
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
          latestNavDate: schemes.latestNavDate,
        })
        .from(schemes)
        .leftJoin(fundHouses, eq(fundHouses.id, schemes.fundHouseId))
        .leftJoin(assetClasses, eq(assetClasses.id, schemes.assetClassId))
        .leftJoin(subAssetClasses, eq(subAssetClasses.id, schemes.subAssetClassId))
        .where(inArray(schemes.id, ids))
    : [];
  const labels = new Map<number, SchemeLabel>();
  const latest = new Map<number, string | null>();
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
    latest.set(s.id, s.latestNavDate);
  }
  const navs = await navSeriesFor(db, latest);
  if (outside) {
    for (const [id, label] of outside.schemes) labels.set(id, label);
    for (const [id, series] of outside.navs) navs.set(id, series);
  }
  return { txns, schemes: labels, navs, asOf };
}
