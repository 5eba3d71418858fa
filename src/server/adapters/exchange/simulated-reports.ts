import { and, asc, eq, gte, inArray, lt } from 'drizzle-orm';
import { parseDecimal } from '@shared/money/decimal.ts';
import { units3to4, units4to3Up, unitsForPaise, valuePaise } from '@shared/money/lots/scales.ts';
import { purchaseAllotment } from '@shared/rules/transactions/allotment.ts';
import { navDateFor, redemptionNavDate, type FundType } from '@shared/rules/transactions/cut-off.ts';
import { istDate } from '@shared/time/ist.ts';
import type { Db } from '../../db/client.ts';
import {
  exchangeSchemeCodes,
  marketHolidays,
  navHistory,
  schemes,
  simExchangeOrders,
  simExchangePaymentOrders,
  simExchangePayments,
  subAssetClasses,
} from '../../db/schema.ts';
import type { Clock } from '../../lib/clock.ts';
import type { ExchangeAllotment, ExchangeOrderState, ExchangeResult } from './types.ts';

type Booked = typeof simExchangeOrders.$inferSelect;
/** What the simulator keeps of a request (bigints as decimal strings). */
interface Kept {
  clientCode: string;
  kind: string;
  schemeCode: string;
  folioNo: string | null;
  amountPaise: string | null;
  units4: string | null;
  allUnits?: boolean;
}

const ORDER_KINDS = ['PURCHASE', 'REDEMPTION', 'SWITCH'];

/** One booking as the order status report shows it: cancelled when we cancelled it, else standing. */
export function stateOf(row: Booked): ExchangeOrderState {
  const kept = row.request as Kept;
  return {
    clientCode: kept.clientCode,
    transNo: row.transNo,
    orderNo: row.reference,
    state: row.cancelledAt ? 'CANCELLED' : 'BOOKED',
    remarks: row.cancelledAt ? 'Cancelled by the member' : null,
  };
}

/** Every booking the simulator took on one IST day, orders and registrations alike. */
export async function simulatedOrderStatusReport(db: Db, date: string): Promise<ExchangeResult<{ orders: ExchangeOrderState[] }>> {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return { ok: false, message: 'Invalid date' };
  const from = new Date(`${date}T00:00:00+05:30`);
  const to = new Date(from.getTime() + 86_400_000);
  const rows = await db
    .select()
    .from(simExchangeOrders)
    .where(and(gte(simExchangeOrders.createdAt, from), lt(simExchangeOrders.createdAt, to)))
    .orderBy(asc(simExchangeOrders.createdAt), asc(simExchangeOrders.transNo));
  return { ok: true, orders: rows.map(stateOf) };
}

/**
 * The simulator's allotment statement, from its own knowledge only, as a registrar would state
 * it: its booked orders that were not cancelled, the money its gateway saw (a payment link names
 * the orders it pays; the gateway's approval, or NEFT/cheque funds after the simulator's bank
 * delay, is when the money arrived), the cut-off rules for the NAV date, and the NAV the
 * catalogue publishes for that date (the catalogue stands in for the fund house's NAV). Units
 * follow the registrar's rules: purchases (amount − stamp duty) / NAV down to 3 decimals;
 * redemptions and switch-outs the units asked (or the amount's units rounded up, or every unit
 * held) at 3 decimals, out of what this statement itself allotted to the client in that scheme
 * (the simulator keeps no other holdings; a request beyond them by amount takes what is left,
 * otherwise the registrar rejects it and states nothing).
 * What it cannot know it leaves out rather than guesses: the folio a new purchase opens (the
 * registrar assigns it; reported empty), SIP/SWP/STP instalments (run on our side, not booked
 * here) and the switch-in leg of a switch (the target's purchase; only the switch-out is stated).
 */
export async function simulatedAllotmentStatement(
  db: Db,
  clock: Clock,
  fundsDelayMinutes: number,
  range: { from: string; to: string },
): Promise<ExchangeResult<{ allotments: ExchangeAllotment[] }>> {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(range.from) || !/^\d{4}-\d{2}-\d{2}$/.test(range.to) || range.from > range.to)
    return { ok: false, message: 'Invalid date range' };
  const now = clock.now();
  const booked = (await db.select().from(simExchangeOrders).orderBy(asc(simExchangeOrders.createdAt), asc(simExchangeOrders.transNo))).filter(
    (r) => !r.cancelledAt && ORDER_KINDS.includes((r.request as Kept).kind),
  );
  if (booked.length === 0) return { ok: true, allotments: [] };
  const holidays = (await db.select({ day: marketHolidays.day }).from(marketHolidays)).map((h) => h.day);
  const codes = [...new Set(booked.map((r) => (r.request as Kept).schemeCode))];
  const schemeRows = await db
    .select({ code: exchangeSchemeCodes.bseCode, schemeId: exchangeSchemeCodes.schemeId, fundType: subAssetClasses.fundType })
    .from(exchangeSchemeCodes)
    .innerJoin(schemes, eq(schemes.id, exchangeSchemeCodes.schemeId))
    .leftJoin(subAssetClasses, eq(subAssetClasses.id, schemes.subAssetClassId))
    .where(inArray(exchangeSchemeCodes.bseCode, codes));
  const schemeOf = new Map(schemeRows.map((s) => [s.code, { id: s.schemeId, fundType: (s.fundType ?? 'other') as FundType }]));
  const links = await db
    .select({
      orderNo: simExchangePaymentOrders.orderNo,
      mode: simExchangePaymentOrders.mode,
      createdAt: simExchangePaymentOrders.createdAt,
      status: simExchangePayments.status,
      decidedAt: simExchangePayments.decidedAt,
    })
    .from(simExchangePaymentOrders)
    .leftJoin(simExchangePayments, eq(simExchangePayments.paymentRef, simExchangePaymentOrders.paymentRef))
    .where(
      inArray(
        simExchangePaymentOrders.orderNo,
        booked.map((b) => b.reference),
      ),
    );
  const realisedAt = (orderNo: string): Date | null => {
    const times = links
      .filter((l) => l.orderNo === orderNo)
      .map((l) =>
        l.mode === 'NEFT' || l.mode === 'CHEQUE' ? new Date(l.createdAt.getTime() + fundsDelayMinutes * 60_000) : l.status === 'APPROVED' ? l.decidedAt : null,
      )
      .filter((t): t is Date => t !== null && t <= now);
    return times.length ? new Date(Math.min(...times.map((t) => t.getTime()))) : null;
  };

  // each order's NAV date, then the registrar's order of work: by NAV date, outgoing before incoming
  const dated: Array<{ row: Booked; kept: Kept; scheme: { id: number; fundType: FundType }; navDate: string }> = [];
  for (const row of booked) {
    const kept = row.request as Kept;
    const scheme = schemeOf.get(kept.schemeCode);
    if (!scheme) continue;
    if (kept.kind === 'PURCHASE') {
      const at = realisedAt(row.reference);
      if (at) dated.push({ row, kept, scheme, navDate: navDateFor({ realisedAt: at, fundType: scheme.fundType, holidays }) });
    } else dated.push({ row, kept, scheme, navDate: redemptionNavDate(row.createdAt, holidays, scheme.fundType) });
  }
  dated.sort((a, b) => (a.navDate !== b.navDate ? (a.navDate < b.navDate ? -1 : 1) : Number(a.kept.kind === 'PURCHASE') - Number(b.kept.kind === 'PURCHASE')));
  const navs = new Map<string, bigint | null>();
  const navOn = async (schemeId: number, day: string) => {
    const key = `${schemeId}|${day}`;
    if (!navs.has(key)) {
      const [n] = await db
        .select({ nav: navHistory.nav })
        .from(navHistory)
        .where(and(eq(navHistory.schemeId, schemeId), eq(navHistory.navDate, day)))
        .limit(1);
      navs.set(key, n ? parseDecimal(n.nav, 4) : null);
    }
    return navs.get(key) ?? null;
  };

  const held3 = new Map<string, bigint>();
  const lines: ExchangeAllotment[] = [];
  for (const { row, kept, scheme, navDate } of dated) {
    if (navDate > range.to || navDate > istDate(now)) continue;
    const nav4 = await navOn(scheme.id, navDate);
    if (nav4 === null) continue; // not priced yet
    const key = `${kept.clientCode}|${scheme.id}`;
    const have = held3.get(key) ?? 0n;
    let units3: bigint;
    let amountPaise: bigint;
    if (kept.kind === 'PURCHASE') {
      amountPaise = BigInt(kept.amountPaise ?? '0');
      units3 = purchaseAllotment(amountPaise, nav4, navDate).units;
      held3.set(key, have + units3);
    } else {
      const byAmount = !kept.allUnits && kept.units4 === null && kept.amountPaise !== null;
      let want3 = kept.allUnits
        ? have
        : kept.units4 !== null
          ? units4to3Up(BigInt(kept.units4))
          : units4to3Up(unitsForPaise(BigInt(kept.amountPaise ?? '0'), nav4, 'up'));
      if (want3 > have && byAmount && have > 0n) want3 = have;
      if (want3 <= 0n || want3 > have) continue; // the registrar rejects it: nothing allotted or paid
      units3 = want3;
      amountPaise = valuePaise(units3to4(units3), nav4);
      held3.set(key, have - units3);
    }
    if (navDate < range.from) continue;
    lines.push({
      clientCode: kept.clientCode,
      orderNo: row.reference,
      schemeCode: kept.schemeCode,
      folioNo: kept.folioNo ?? '',
      units4: units3to4(units3),
      nav4,
      amountPaise,
      navDate,
    });
  }
  return { ok: true, allotments: lines };
}
