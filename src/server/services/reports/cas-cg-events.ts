/**
 * Imported (source 'cas') statement lines as capital-gains events: purchases, SIP instalments,
 * switch-ins and reinvested dividends are lots at what they cost; redemptions and switch-outs are
 * sales at their NAV with no exit load to add (the statement's amount is already net of it).
 * Dividends paid are income, not a transfer, so they are not here. Segregated-portfolio units
 * carry no cost of their own here (the statement does not split the cost between the two).
 * A holding with units of unknown cost (a summary statement's) is marked: no gain can be stated
 * for it.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { CgBuy, CgSell } from '@shared/rules/tax/capital-gains-types.ts';
import type { Db } from '../../db/client.ts';
import { cashFlows, outsideSchemes } from '../../db/schema.ts';
import { isCasBuy, isCasCostUnknown, MERGER_CARRY_OUT } from '../portfolio/cas-kinds.ts';

export interface CgBucket {
  schemeId: number;
  folioNo: string;
  events: Array<CgBuy | CgSell>;
  /** an outside scheme's name (the catalogue has none) */
  name?: string;
  /** it holds units a statement gave without their purchase cost (a summary's holding) */
  costUnknown?: boolean;
}

const LABEL: Record<string, string> = { REDEMPTION: 'Redemption', SWITCH_OUT: 'Switch Out', MERGER_OUT: 'Switch Out' };

/** Adds the investor's imported lines to the holdings by `${schemeId}|${folioNo}`, each holding's events kept in date order. */
export async function addCasEvents(db: Db, userId: number, byKey: Map<string, CgBucket>): Promise<void> {
  const rows = await db
    .select()
    .from(cashFlows)
    .where(and(eq(cashFlows.userId, userId), eq(cashFlows.source, 'cas')));
  if (rows.length === 0) return;
  const outsideIds = [...new Set(rows.flatMap((r) => (r.outsideSchemeId === null ? [] : [r.outsideSchemeId])))];
  const names = new Map(
    (outsideIds.length
      ? await db.select({ id: outsideSchemes.id, name: outsideSchemes.name }).from(outsideSchemes).where(inArray(outsideSchemes.id, outsideIds))
      : []
    ).map((s) => [s.id, s.name]),
  );
  const touched = new Set<CgBucket>();
  for (const r of rows) {
    if (r.kind === 'DIVIDEND_PAYOUT' || r.units4 === 0n) continue;
    const schemeId = r.schemeId ?? -r.outsideSchemeId!;
    const key = `${schemeId}|${r.folioNo}`;
    const h = byKey.get(key) ?? { schemeId, folioNo: r.folioNo, events: [], ...(r.schemeId === null ? { name: names.get(r.outsideSchemeId!) ?? '' } : {}) };
    const ref = `CAS-${r.statementDate}-${r.id}`;
    if (isCasCostUnknown(r.kind)) h.costUnknown = true;
    if (isCasBuy(r.kind)) h.events.push({ type: 'BUY', date: r.flowDate, units4: r.units4, costPaise: r.amountPaise, ref });
    else
      h.events.push({
        type: 'SELL',
        date: r.flowDate,
        units4: r.units4,
        nav4: r.nav4 ?? 0n,
        ref,
        label: LABEL[r.kind] ?? 'Redemption',
        exitLoadPaise: 0n,
        ...(r.kind === MERGER_CARRY_OUT ? { notTransfer: true } : {}),
      });
    byKey.set(key, h);
    touched.add(h);
  }
  // first in first out needs date order; on one day, units in before units out
  for (const h of touched) h.events.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : a.type === b.type ? 0 : a.type === 'BUY' ? -1 : 1));
}
