import { and, eq, gte, inArray, isNull, lt, ne } from 'drizzle-orm';
import { valuePaise } from '@shared/money/lots/scales.ts';
import type { Db } from '../../db/client.ts';
import { cartItems, orders, registrations, users } from '../../db/schema.ts';
import type { OurAllotment, OurBooking, OurState } from './compare.ts';

/**
 * What our books say we sent to the exchange, read for the comparison. Only what we sent under
 * a transaction number of our own is the exchange's to confirm: lumpsum purchases, redemptions,
 * switches (their switch-out; the switch-in leg is not an order of its own there) and
 * SIP/SWP/STP registrations. SIP instalments and SWP/STP runs are written by our instalment
 * job, not booked by us, so they are not compared.
 */

const DIRECT_KINDS = ['PURCHASE', 'REDEMPTION', 'SWITCH_OUT'];

/** Transaction numbers start with the day they were made for (YYYYMMDD, IST): the day's range of them. */
const transRange = (day: string) => {
  const ymd = day.replaceAll('-', '');
  const next = new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10).replaceAll('-', '');
  return { from: ymd, to: next };
};

const istDayRange = (day: string) => {
  const from = new Date(`${day}T00:00:00+05:30`);
  return { from, to: new Date(from.getTime() + 86_400_000) };
};

/** PAYMENT_PENDING, PAID, ALLOTTED, PENDING, REDEEMED: standing (or done) at the exchange as far as we know. */
const stateOfOrder = (status: string): OurState => (status === 'FAILED' ? 'FAILED' : status === 'REJECTED' ? 'REJECTED' : 'LIVE');

/** Our orders, registrations and items being placed of one exchange day (IST). */
export async function ourBookings(db: Db, day: string): Promise<OurBooking[]> {
  const t = transRange(day);
  const placed = await db
    .select({ id: orders.id, transNo: orders.transNo, orderNo: orders.orderNo, status: orders.status, clientCode: users.niveshId })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(and(gte(orders.transNo, t.from), lt(orders.transNo, t.to), isNull(orders.registrationId), ne(orders.kind, 'SWITCH_IN')));
  const d = istDayRange(day);
  const regs = await db
    .select({
      id: registrations.id,
      regNo: registrations.regNo,
      cancelStatus: registrations.cancelStatus,
      transNo: cartItems.transNo,
      clientCode: users.niveshId,
    })
    .from(registrations)
    .innerJoin(users, eq(users.id, registrations.userId))
    .leftJoin(cartItems, eq(cartItems.id, registrations.cartItemId))
    .where(and(gte(registrations.createdAt, d.from), lt(registrations.createdAt, d.to)));
  const placing = await db
    .select({ id: cartItems.id, transNo: cartItems.transNo, clientCode: users.niveshId })
    .from(cartItems)
    .innerJoin(users, eq(users.id, cartItems.userId))
    .where(and(eq(cartItems.status, 'PLACING'), gte(cartItems.transNo, t.from), lt(cartItems.transNo, t.to)));
  return [
    ...placed.map((o) => ({
      what: 'order' as const,
      id: o.id,
      transNo: o.transNo,
      orderNo: o.status === 'FAILED' ? null : o.orderNo,
      clientCode: o.clientCode,
      state: stateOfOrder(o.status),
    })),
    ...regs.map((r) => ({
      what: 'registration' as const,
      id: r.id,
      transNo: r.transNo,
      orderNo: r.regNo,
      clientCode: r.clientCode,
      state: (r.cancelStatus === 'Y' ? 'CANCELLED' : 'LIVE') as OurState,
    })),
    ...placing.map((p) => ({ what: 'placing' as const, id: p.id, transNo: p.transNo, orderNo: null, clientCode: p.clientCode, state: 'PLACING' as const })),
  ];
}

type OrderRow = {
  orderNo: string;
  kind: string;
  status: string;
  folioNo: string | null;
  allottedUnits4: bigint | null;
  nav4: bigint | null;
  amountPaise: bigint | null;
  navDate: string | null;
  clientCode: string;
};

const COLUMNS = {
  orderNo: orders.orderNo,
  kind: orders.kind,
  status: orders.status,
  folioNo: orders.folioNo,
  allottedUnits4: orders.allottedUnits4,
  nav4: orders.nav4,
  amountPaise: orders.amountPaise,
  navDate: orders.navDate,
  clientCode: users.niveshId,
};

function allotmentOf(o: OrderRow): OurAllotment {
  const settled = o.status === 'ALLOTTED' || o.status === 'REDEEMED';
  const status = settled ? 'SETTLED' : o.status === 'REJECTED' ? 'REJECTED' : o.status === 'FAILED' ? 'FAILED' : 'OPEN';
  // a purchase states what was invested; a redemption what its units fetched before load and tax
  const amountPaise = !settled
    ? o.amountPaise
    : o.kind === 'PURCHASE'
      ? o.amountPaise
      : o.allottedUnits4 !== null && o.nav4 !== null
        ? valuePaise(o.allottedUnits4, o.nav4)
        : null;
  return { orderNo: o.orderNo, clientCode: o.clientCode, status, folioNo: o.folioNo, units4: o.allottedUnits4, nav4: o.nav4, amountPaise, navDate: o.navDate };
}

/** Our direct orders settled at the NAV of `day`, and any other of ours that the statement names. */
export async function ourAllotments(db: Db, day: string, named: readonly string[]): Promise<OurAllotment[]> {
  const direct = and(isNull(orders.registrationId), inArray(orders.kind, DIRECT_KINDS));
  const settled = await db
    .select(COLUMNS)
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(and(direct, eq(orders.navDate, day), inArray(orders.status, ['ALLOTTED', 'REDEEMED'])));
  const have = new Set(settled.map((o) => o.orderNo));
  const missing = [...new Set(named)].filter((n) => !have.has(n));
  const others = missing.length
    ? await db
        .select(COLUMNS)
        .from(orders)
        .innerJoin(users, eq(users.id, orders.userId))
        .where(and(direct, inArray(orders.orderNo, missing)))
    : [];
  return [...settled, ...others].map(allotmentOf);
}
