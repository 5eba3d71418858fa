/**
 * Imported (source 'cas') cash flows as portfolio transactions. A scheme the catalogue knows keeps
 * its id, so an imported folio and Nivesh orders in the same folio and scheme are one holding; a
 * scheme it does not know gets a negative id (never a catalogue id) and is priced at the NAV its
 * latest statement printed. A dividend reinvested and segregated-portfolio units are lots but no
 * money in or out; a dividend paid is money in with no units. Units a statement shows without
 * their purchase (a summary's holding) are a lot of unknown cost: valued, never a gain.
 */
import { and, eq, inArray, lte } from 'drizzle-orm';
import type { NavSeries, PortfolioTxn } from '@shared/money/portfolio.ts';
import type { Db } from '../../db/client.ts';
import { cashFlows, outsideSchemes } from '../../db/schema.ts';
import type { SchemeLabel } from './scheme-label.ts';
import { isCasBuy, isCasCostUnknown, isCasInternal } from './cas-kinds.ts';

export interface OutsideFlows {
  txns: PortfolioTxn[];
  schemes: Map<number, SchemeLabel>;
  navs: Map<number, NavSeries>;
}

/** seq of an imported line: after any same-day Nivesh order of the folio (order ids are far below) */
const SEQ_BASE = 1_000_000_000;

/** The imported flows dated on or before `asOf`, or of every date. */
export async function loadOutsideFlows(db: Db, userId: number, asOf?: string): Promise<OutsideFlows> {
  const rows = await db
    .select()
    .from(cashFlows)
    .where(and(eq(cashFlows.userId, userId), eq(cashFlows.source, 'cas'), asOf ? lte(cashFlows.flowDate, asOf) : undefined))
    .orderBy(cashFlows.id);
  const txns: PortfolioTxn[] = [];
  const outsideIds = new Set<number>();
  for (const r of rows) {
    const schemeId = r.schemeId ?? -r.outsideSchemeId!;
    if (r.schemeId === null) outsideIds.add(r.outsideSchemeId!);
    const buy = isCasBuy(r.kind);
    txns.push({
      schemeId,
      folio: r.folioNo,
      date: r.flowDate,
      kind: buy ? 'BUY' : 'SELL',
      units4: r.units4,
      amountPaise: r.amountPaise,
      nav4: r.nav4,
      seq: SEQ_BASE + r.seq,
      ...(isCasInternal(r.kind) ? { internal: true } : {}),
      ...(isCasCostUnknown(r.kind) ? { costUnknown: true } : {}),
    });
  }
  const schemes = new Map<number, SchemeLabel>();
  const navs = new Map<number, NavSeries>();
  if (outsideIds.size) {
    const list = await db
      .select()
      .from(outsideSchemes)
      .where(inArray(outsideSchemes.id, [...outsideIds]));
    for (const s of list) {
      schemes.set(-s.id, {
        id: -s.id,
        name: s.name,
        productName: s.name,
        amcId: null,
        amcName: s.amcName,
        assetClassId: null,
        assetClassName: 'Other',
        subAssetClassName: 'Held elsewhere',
        lockInYears: null,
        exitLoad: [],
        rtaCode: null,
        outside: true,
      });
      navs.set(-s.id, { dates: [s.navDate], nav4: [s.nav4] });
    }
  }
  return { txns, schemes, navs };
}
