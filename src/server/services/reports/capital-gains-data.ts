import { and, eq, inArray } from 'drizzle-orm';
import { capitalGains, type CapitalGainsStatement, type CgHolding } from '@shared/rules/tax/capital-gains.ts';
import type { HoldingSourceFilter } from '@shared/contract/holding-source.ts';
import { GRANDFATHERING_DATE } from '@shared/rules/tax/capital-gains-tax.ts';
import { COST_UNKNOWN } from '@shared/rules/portfolio/cost-unknown.ts';
import { profileOfAssetClass } from '@shared/rules/tax/fund-tax-class.ts';
import { orders } from '../../db/schema.ts';
import type { AppDeps } from '../../lib/context.ts';
import { catalogueFacts } from '../transactions/catalogue-facts.ts';
import { addCasEvents, type CgBucket } from './cas-cg-events.ts';

const SALE_LABEL: Record<string, string> = { RED: 'Redemption', SWT: 'Switch Out', SWP: 'SWP', STP: 'STP' };

/**
 * One investor's holdings as the capital-gains engine reads them: per scheme and folio, every
 * allotment (purchases, SIP instalments, switch-ins, STP-ins) and every processed sale
 * (redemptions, SWP instalments, switch-outs, STP-outs), from the orders the allotment job
 * settled, in the order they were priced. The same lots the portfolio holds, rebuilt from their
 * source so any period can be stated.
 */
export async function loadCgHoldings(deps: AppDeps, userId: number, source: HoldingSourceFilter = 'all'): Promise<CgHolding[]> {
  return (await loadCgInput(deps, userId, source)).holdings;
}

/**
 * The holdings as above, of the source asked for (bought through Nivesh, imported from a
 * statement, or both), and apart those no gain can be worked on: a folio holding units a summary
 * statement gave without their cost.
 */
export async function loadCgInput(
  deps: AppDeps,
  userId: number,
  source: HoldingSourceFilter = 'all',
): Promise<{ holdings: CgHolding[]; costUnknown: Array<{ schemeName: string; folioNo: string }> }> {
  const rows =
    source === 'elsewhere'
      ? []
      : await deps.db
          .select()
          .from(orders)
          .where(and(eq(orders.userId, userId), inArray(orders.status, ['ALLOTTED', 'REDEEMED'])));
  rows.sort((a, b) => (a.navDate! < b.navDate! ? -1 : a.navDate! > b.navDate! ? 1 : a.updatedAt.getTime() - b.updatedAt.getTime() || a.id - b.id));
  const facts = catalogueFacts(deps.db);
  const byKey = new Map<string, CgBucket>();
  for (const o of rows) {
    if (!o.folioNo || !o.navDate || o.allottedUnits4 === null || o.nav4 === null) continue;
    const key = `${o.schemeId}|${o.folioNo}`;
    const h = byKey.get(key) ?? { schemeId: o.schemeId, folioNo: o.folioNo, events: [] };
    if (o.status === 'ALLOTTED') h.events.push({ type: 'BUY', date: o.navDate, units4: o.allottedUnits4, costPaise: o.amountPaise ?? 0n, ref: o.orderNo });
    else
      h.events.push({
        type: 'SELL',
        date: o.navDate,
        units4: o.allottedUnits4,
        nav4: o.nav4,
        ref: o.orderNo,
        label: o.kind === 'SWITCH_OUT' && o.trType === 'STP' ? 'STP' : (SALE_LABEL[o.trType] ?? 'Redemption'),
        exitLoadPaise: o.exitLoadPaise ?? 0n,
        sttPaise: o.sttPaise ?? 0n,
      });
    byKey.set(key, h);
  }
  // holdings imported from a statement (source 'cas') count as much as those bought here
  if (source !== 'nivesh') await addCasEvents(deps.db, userId, byKey);
  const out: CgHolding[] = [];
  const costUnknown: Array<{ schemeName: string; folioNo: string }> = [];
  // all the schemes' facts (and grandfathering NAVs) at once, not a query per holding
  const held = [...byKey.values()];
  facts.preload(held.map((h) => h.schemeId).filter((id) => id > 0));
  facts.preloadLatestNavs(
    held.filter((h) => h.events.some((e) => e.type === 'BUY' && e.date <= GRANDFATHERING_DATE)).map((h) => h.schemeId),
    GRANDFATHERING_DATE,
  );
  for (const [key, h] of byKey) {
    const s = await facts.scheme(h.schemeId);
    if (h.costUnknown) {
      costUnknown.push({ schemeName: h.name ?? s?.name ?? `Scheme ${h.schemeId}`, folioNo: h.folioNo });
      continue;
    }
    const grandfathered = h.events.some((e) => e.type === 'BUY' && e.date <= GRANDFATHERING_DATE);
    // the fair market value is the NAV of 31-Jan-2018 (or the last NAV before it, had that day none)
    const fmv = grandfathered ? await facts.latestNav(h.schemeId, GRANDFATHERING_DATE) : null;
    out.push({
      key,
      schemeName: h.name ?? s?.name ?? `Scheme ${h.schemeId}`,
      folioNo: h.folioNo,
      taxProfiles: s?.taxProfiles ?? [{ from: '1900-01-01', profile: profileOfAssetClass(null) }],
      isin: s?.isin ?? null,
      elss: Boolean(s?.lockInYears),
      fmvNav4: fmv && fmv.date >= '2018-01-24' ? fmv.nav4 : null,
      exitLoadRules: s?.exitLoad ?? [],
      events: h.events,
    });
  }
  return { holdings: out, costUnknown };
}

/** The investor's statement of capital gain/loss for sales dated fromDate..toDate; it names the folios it cannot state. */
export async function capitalGainsFor(
  deps: AppDeps,
  userId: number,
  fromDate: string,
  toDate: string,
  source: HoldingSourceFilter = 'all',
): Promise<CapitalGainsStatement> {
  const input = await loadCgInput(deps, userId, source);
  const s = capitalGains(input.holdings, fromDate, toDate);
  s.notes.push(...input.costUnknown.map((h) => COST_UNKNOWN.capitalGains(h.schemeName, h.folioNo)));
  return s;
}

/** Each sale's realised gain (all its FIFO slices), by order number. */
export async function realisedGains(deps: AppDeps, userId: number): Promise<Map<string, bigint>> {
  const s = capitalGains(await loadCgHoldings(deps, userId), '1900-01-01', '2999-12-31');
  const out = new Map<string, bigint>();
  for (const l of s.lines) out.set(l.saleRef, (out.get(l.saleRef) ?? 0n) + l.gainPaise);
  return out;
}
