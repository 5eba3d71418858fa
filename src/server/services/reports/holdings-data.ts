import { and, eq, gt } from 'drizzle-orm';
import { isLongTerm, taxClassOf } from '@shared/rules/tax/capital-gains-tax.ts';
import { valuePaise } from '@shared/money/lots/scales.ts';
import { lots, orders } from '../../db/schema.ts';
import type { AppDeps } from '../../lib/context.ts';
import { catalogueFacts } from '../transactions/catalogue-facts.ts';

export interface OpenLot {
  schemeId: number;
  schemeName: string;
  folioNo: string;
  lotDate: string;
  units4: bigint;
  nav4: bigint;
  costPaise: bigint;
  currentNav4: bigint | null;
  navDate: string | null;
  valuePaise: bigint;
  term: 'Short term' | 'Long term';
}

export interface SchemeHolding {
  schemeId: number;
  schemeName: string;
  folioNo: string;
  units4: bigint;
  costPaise: bigint;
  valuePaise: bigint;
  nav4: bigint | null;
  navDate: string | null;
}

/**
 * The units held today, lot by lot (what is left of each allotment after FIFO redemptions), at
 * the latest NAV: cost is the lot's cost in proportion to the units left.
 */
export async function openLots(deps: AppDeps, userId: number, today: string): Promise<OpenLot[]> {
  const rows = await deps.db
    .select()
    .from(lots)
    .where(and(eq(lots.userId, userId), gt(lots.remaining4, 0n)))
    .orderBy(lots.schemeId, lots.folioNo, lots.lotDate, lots.id);
  const facts = catalogueFacts(deps.db);
  const out: OpenLot[] = [];
  for (const l of rows) {
    const s = await facts.scheme(l.schemeId);
    const nav = await facts.latestNav(l.schemeId, today);
    const cost = l.remaining4 === l.units4 ? l.costPaise : (l.costPaise * l.remaining4) / l.units4;
    out.push({
      schemeId: l.schemeId,
      schemeName: s?.name ?? `Scheme ${l.schemeId}`,
      folioNo: l.folioNo,
      lotDate: l.lotDate,
      units4: l.remaining4,
      nav4: l.nav4,
      costPaise: cost,
      currentNav4: nav?.nav4 ?? null,
      navDate: nav?.date ?? null,
      valuePaise: nav ? valuePaise(l.remaining4, nav.nav4) : 0n,
      term: isLongTerm(taxClassOf(s?.taxProfiles ?? [], today, s?.assetClassId ?? 3), l.lotDate, today) ? 'Long term' : 'Short term',
    });
  }
  return out;
}

/** Open lots added up per scheme and folio, sorted by scheme name. */
export function bySchemeFolio(list: OpenLot[]): SchemeHolding[] {
  const map = new Map<string, SchemeHolding>();
  for (const l of list) {
    const k = `${l.schemeId}|${l.folioNo}`;
    const h = map.get(k) ?? {
      schemeId: l.schemeId,
      schemeName: l.schemeName,
      folioNo: l.folioNo,
      units4: 0n,
      costPaise: 0n,
      valuePaise: 0n,
      nav4: l.currentNav4,
      navDate: l.navDate,
    };
    h.units4 += l.units4;
    h.costPaise += l.costPaise;
    h.valuePaise += l.valuePaise;
    map.set(k, h);
  }
  return [...map.values()].sort((a, b) => a.schemeName.localeCompare(b.schemeName) || a.folioNo.localeCompare(b.folioNo));
}

export interface StatementTransaction {
  date: string;
  schemeId: number;
  schemeName: string;
  folioNo: string;
  type: string;
  amountPaise: bigint | null;
  units4: bigint | null;
  nav4: bigint | null;
  stampDutyPaise: bigint | null;
  exitLoadPaise: bigint | null;
  direction: 'in' | 'out';
}

const TYPE: Record<string, string> = {
  NEW: 'New Purchase',
  ADD: 'Additional Purchase',
  ISIP: 'SIP',
  XSIP: 'SIP',
  RED: 'Redemption',
  SWT: 'Switch',
  SWP: 'SWP',
  STP: 'STP',
};

/** Processed transactions (allotted or redeemed) with a NAV date in fromDate..toDate, oldest first. */
export async function processedTransactions(deps: AppDeps, userId: number, fromDate: string, toDate: string): Promise<StatementTransaction[]> {
  const rows = await deps.db.select().from(orders).where(eq(orders.userId, userId));
  const facts = catalogueFacts(deps.db);
  const out: StatementTransaction[] = [];
  for (const o of rows.filter((r) => (r.status === 'ALLOTTED' || r.status === 'REDEEMED') && r.navDate && r.navDate >= fromDate && r.navDate <= toDate)) {
    const s = await facts.scheme(o.schemeId);
    const sold = o.status === 'REDEEMED';
    out.push({
      date: o.navDate!,
      schemeId: o.schemeId,
      schemeName: s?.name ?? `Scheme ${o.schemeId}`,
      folioNo: o.folioNo ?? '-',
      type:
        o.kind === 'SWITCH_IN'
          ? `${TYPE[o.trType] ?? o.trType} In`
          : o.kind === 'SWITCH_OUT'
            ? `${TYPE[o.trType] ?? o.trType} Out`
            : (TYPE[o.trType] ?? o.trType),
      amountPaise: sold ? (o.payoutPaise ?? null) : o.amountPaise,
      units4: o.allottedUnits4,
      nav4: o.nav4,
      stampDutyPaise: o.stampDutyPaise,
      exitLoadPaise: o.exitLoadPaise,
      direction: sold ? 'out' : 'in',
    });
  }
  return out.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : a.schemeName.localeCompare(b.schemeName)));
}
