import { and, eq, inArray, isNull, lte, notInArray, sql } from 'drizzle-orm';
import { cartItems, exchangeReconDays, exchangeReconFindings } from '../../db/schema.ts';
import type { AppDeps } from '../../lib/context.ts';
import { exchangeOf } from '../transactions/exchange-call.ts';
import { resumeBatch } from '../transactions/place-order.ts';
import { compareAllotments, compareOrders, type Finding } from './compare.ts';
import { ourAllotments, ourBookings } from './our-books.ts';

export type FindingRow = typeof exchangeReconFindings.$inferSelect;

export interface DayResult {
  day: string;
  /** another instance holds the day's lease (or checked it within the interval) */
  skipped: boolean;
  /** differences seen for the first time, or again after they had been resolved */
  raised: Finding[];
  /** every difference standing for the day after this run */
  open: FindingRow[];
  resolved: number;
  /** items being placed that the exchange reported booked, finished as placed */
  placed: number;
}

/** Items younger than this are still with the request that is placing them: left alone (the placing sweep's own grace). */
const PLACING_GRACE_MS = 120_000;

/**
 * Reconciles one exchange day (IST): our bookings against the order status report, our
 * allotments against the allotment statement for that NAV date. Differences are written as
 * findings (new ones and reopened ones also logged at warn), and findings of this day that no
 * longer hold are marked resolved. The day is leased first, so two instances never check it at
 * once and it is checked at most once per `config.reconcile.everyMs` (`force`, for an operator's
 * run, checks it anyway).
 *
 * One difference is put right here: an item we still hold as being placed that the exchange
 * reports BOOKED is finished as placed, through the same path as the placing sweep (which asks
 * the exchange by transaction number and takes what it booked), so its orders, payment and
 * history are written as for any placement. That is safe because it is the outcome the
 * investor asked for, OTP-verified, with nothing on either side against it. Every other
 * difference is raised, not fixed: each has money or units behind it, and which side is right
 * needs a person. Cancelling an order we do not know could undo one the investor made through
 * the exchange; reviving a failed one would buy or sell after the investor was told it failed;
 * rewriting units or NAVs would change holdings, lots and capital gains already reported; and
 * the exchange's reports can lag or err themselves.
 */
export async function reconcileDay(deps: AppDeps, day: string, opts: { force?: boolean } = {}): Promise<DayResult> {
  const now = deps.clock.now();
  if (!(await leaseDay(deps, day, opts.force ?? false))) return { day, skipped: true, raised: [], open: [], resolved: 0, placed: 0 };
  const exchange = exchangeOf(deps);

  const report = await exchange.orderStatusReport({ date: day });
  if (!report.ok) throw new Error(`exchange order status report for ${day}: ${report.message}`);
  const compared = compareOrders(day, await ourBookings(deps.db, day), report.orders);
  const statement = await exchange.allotmentStatement({ from: day, to: day });
  if (!statement.ok) throw new Error(`exchange allotment statement for ${day}: ${statement.message}`);
  const allotmentFindings = compareAllotments(
    day,
    await ourAllotments(
      deps.db,
      day,
      statement.allotments.map((l) => l.orderNo),
    ),
    statement.allotments,
  );

  const placed = await finishBooked(
    deps,
    compared.toPlace.map((b) => b.id),
  );
  const a = await record(deps, 'orders', day, compared.findings);
  const b = await record(deps, 'allotments', day, allotmentFindings);
  const open = await deps.db
    .select()
    .from(exchangeReconFindings)
    .where(and(eq(exchangeReconFindings.day, day), isNull(exchangeReconFindings.resolvedAt)))
    .orderBy(exchangeReconFindings.id);
  await deps.db.update(exchangeReconDays).set({ checkedAt: now, openFindings: open.length }).where(eq(exchangeReconDays.day, day));
  return { day, skipped: false, raised: [...a.raised, ...b.raised], open, resolved: a.resolved + b.resolved, placed };
}

/** Takes the day for this instance: one conditional update, so of two instances only one wins. */
async function leaseDay(deps: AppDeps, day: string, force: boolean): Promise<boolean> {
  const now = deps.clock.now();
  const until = new Date(now.getTime() + deps.config.reconcile.everyMs);
  await deps.db
    .insert(exchangeReconDays)
    .values({ day, leaseUntil: new Date(0) })
    .onConflictDoNothing();
  const [won] = await deps.db
    .update(exchangeReconDays)
    .set({ leaseUntil: until })
    .where(force ? eq(exchangeReconDays.day, day) : and(eq(exchangeReconDays.day, day), lte(exchangeReconDays.leaseUntil, now)))
    .returning({ day: exchangeReconDays.day });
  return Boolean(won);
}

/** Writes this run's findings for one report and day; returns those new or reopened, and how many were resolved. */
async function record(deps: AppDeps, report: 'orders' | 'allotments', day: string, findings: Finding[]): Promise<{ raised: Finding[]; resolved: number }> {
  const now = deps.clock.now();
  const existing = await deps.db
    .select()
    .from(exchangeReconFindings)
    .where(and(eq(exchangeReconFindings.report, report), eq(exchangeReconFindings.day, day)));
  const before = new Map(existing.map((e) => [e.fingerprint, e]));
  const raised: Finding[] = [];
  for (const f of findings) {
    const was = before.get(f.fingerprint);
    if (!was || was.resolvedAt !== null) raised.push(f);
    const facts = { kind: f.kind, transNo: f.transNo, orderNo: f.orderNo, clientCode: f.clientCode, ours: f.ours, theirs: f.theirs, detail: f.detail };
    await deps.db
      .insert(exchangeReconFindings)
      .values({ fingerprint: f.fingerprint, report, day, ...facts, firstSeenAt: now, lastSeenAt: now })
      .onConflictDoUpdate({ target: exchangeReconFindings.fingerprint, set: { ...facts, lastSeenAt: now, resolvedAt: null } });
  }
  for (const f of raised)
    deps.log.warn('exchange reconciliation: difference', { kind: f.kind, day: f.day, transNo: f.transNo, orderNo: f.orderNo, detail: f.detail });
  const seen = findings.map((f) => f.fingerprint);
  const gone = await deps.db
    .update(exchangeReconFindings)
    .set({ resolvedAt: now })
    .where(
      and(
        eq(exchangeReconFindings.report, report),
        eq(exchangeReconFindings.day, day),
        isNull(exchangeReconFindings.resolvedAt),
        seen.length ? notInArray(exchangeReconFindings.fingerprint, seen) : sql`true`,
      ),
    )
    .returning({ id: exchangeReconFindings.id, detail: exchangeReconFindings.detail });
  for (const g of gone) deps.log.info('exchange reconciliation: difference resolved', { id: g.id, day, detail: g.detail });
  return { raised, resolved: gone.length };
}

/** Finishes, as placed, the batches of items the exchange reports booked (past the placing request's grace). */
async function finishBooked(deps: AppDeps, itemIds: number[]): Promise<number> {
  if (itemIds.length === 0) return 0;
  const cutoff = new Date(deps.clock.now().getTime() - PLACING_GRACE_MS);
  const items = await deps.db
    .select()
    .from(cartItems)
    .where(and(inArray(cartItems.id, itemIds), eq(cartItems.status, 'PLACING')));
  const batches = new Set(items.flatMap((i) => (i.placement && i.placedAt && i.placedAt <= cutoff ? [i.placement.batch] : [])));
  let placed = 0;
  for (const batch of batches) {
    // the whole batch: its items share one payment
    const members = await deps.db
      .select()
      .from(cartItems)
      .where(and(eq(cartItems.status, 'PLACING'), sql`${cartItems.placement}->>'batch' = ${batch}`));
    if (members.length === 0) continue;
    if (await resumeBatch(deps, batch, members)) {
      placed += members.length;
      deps.log.info('exchange reconciliation: items the exchange reported booked are placed', { batch, items: members.map((m) => m.id).join(',') });
    }
  }
  return placed;
}
