import { and, eq, inArray, sql } from 'drizzle-orm';
import { purchaseAllotment } from '@shared/rules/transactions/allotment.ts';
import { redemptionExitLoad } from '@shared/money/lots/exit-load.ts';
import { FifoLots } from '@shared/money/lots/fifo.ts';
import { units3to4, units4to3, units4to3Up, unitsForPaise } from '@shared/money/lots/scales.ts';
import { taxClassOf } from '@shared/rules/tax/capital-gains-tax.ts';
import { sttPaise } from '@shared/rules/tax/stt.ts';
import { addBusinessDays, switchInNavDate } from '@shared/rules/transactions/cut-off.ts';
import { nextCounter } from '../../adapters/exchange/numbers.ts';
import { bankAccounts, folios, lots, orders, payouts, registrations } from '../../db/schema.ts';
import type { Tx } from '../../db/client.ts';
import type { AppDeps } from '../../lib/context.ts';
import { catalogueFacts } from './catalogue-facts.ts';
import { isLocked } from './holdings.ts';
import { isolateRow, PLAIN_FAILURE } from '../../lib/isolate.ts';
import { redemptionPaidEvent, redemptionRejectedEvent, unitsAllottedEvent } from '../notifications/order-events.ts';

type OrderRow = typeof orders.$inferSelect;

/**
 * The allotment sweep: every order whose NAV date has a published NAV is settled, each in its
 * own transaction with the order row locked (SKIP LOCKED, so several instances share the work).
 * Redemptions and switch-outs first, so a switch-in funded by today's switch-out is allotted in
 * the same run. Returns how many orders it settled.
 */
export async function runAllotments(deps: AppDeps): Promise<number> {
  let settled = 0;
  for (const kinds of [
    ['REDEMPTION', 'SWITCH_OUT'],
    ['PURCHASE', 'SWITCH_IN'],
  ] as const) {
    const status = kinds[0] === 'REDEMPTION' ? 'PENDING' : 'PAID';
    const due = await deps.db
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.status, status), inArray(orders.kind, [...kinds]), sql`${orders.navDate} is not null`))
      .orderBy(orders.id);
    for (const { id } of due) {
      const r = await isolateRow(
        deps,
        'allotment',
        { orderId: id },
        () => settleOne(deps, id),
        (reason) => markOrderFailed(deps, id, reason),
      );
      if (r.ok && r.value) settled++;
    }
  }
  return settled;
}

/** An order the job could not settle: FAILED, with a plain message for the investor and the reason for operators. */
export async function markOrderFailed(deps: AppDeps, orderId: number, reason: string): Promise<void> {
  const now = deps.clock.now();
  await deps.db
    .update(orders)
    .set({ status: 'FAILED', remarks: PLAIN_FAILURE, failureDetail: reason, updatedAt: now })
    .where(and(eq(orders.id, orderId), inArray(orders.status, ['PAID', 'PENDING', 'AWAITING_SWITCH', 'PAYMENT_PENDING'])));
  // a switch-in waiting for this switch-out's proceeds cannot go ahead either
  await deps.db
    .update(orders)
    .set({ status: 'FAILED', remarks: PLAIN_FAILURE, failureDetail: `switch-out ${orderId} failed`, updatedAt: now })
    .where(and(eq(orders.linkedOrderId, orderId), eq(orders.status, 'AWAITING_SWITCH')));
}

async function settleOne(deps: AppDeps, orderId: number): Promise<boolean> {
  return deps.db.transaction(async (tx) => {
    const [o] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update', { skipLocked: true });
    if (!o || !o.navDate || !(o.status === 'PAID' || o.status === 'PENDING')) return false;
    const facts = catalogueFacts(tx);
    const nav4 = await facts.navOn(o.schemeId, o.navDate);
    if (nav4 === null) return false; // the NAV for that day is not published yet: try again later
    if (o.kind === 'PURCHASE' || o.kind === 'SWITCH_IN') return allot(deps, tx, o, nav4);
    return redeem(deps, tx, o, nav4);
  });
}

async function allot(deps: AppDeps, tx: Tx, o: OrderRow, nav4: bigint): Promise<boolean> {
  const now = deps.clock.now();
  if (o.amountPaise === null || o.amountPaise <= 0n) throw new Error(`purchase order ${o.id} has no amount`);
  const { stampDutyPaise, units } = purchaseAllotment(o.amountPaise, nav4, o.navDate!);
  // a SIP instalment goes to the folio an earlier instalment opened, of this registration or of
  // the one it replaced when the SIP was modified; only the plan's first allotment opens one
  const folioNo = o.folioNo ?? (o.registrationId ? await registrationFolio(tx, o.registrationId) : null) ?? (await openFolio(tx, o.userId, o.amcId, now));
  const units4 = units3to4(units);
  await tx.insert(lots).values({
    userId: o.userId,
    folioNo,
    schemeId: o.schemeId,
    orderId: o.id,
    lotDate: o.navDate!,
    units4,
    remaining4: units4,
    nav4,
    costPaise: o.amountPaise,
  });
  await tx.update(orders).set({ status: 'ALLOTTED', folioNo, nav4, allottedUnits4: units4, stampDutyPaise, updatedAt: now }).where(eq(orders.id, o.id));
  await unitsAllottedEvent(tx, now, { userId: o.userId, schemeId: o.schemeId, kind: o.kind, units4, nav4, navDate: o.navDate!, folioNo });
  // a SIP's first allotment opens the folio its later instalments use
  if (o.registrationId && o.folioNo === null) {
    await tx
      .update(registrations)
      .set({ folioNo })
      .where(and(eq(registrations.id, o.registrationId), sql`${registrations.folioNo} is null`));
  }
  return true;
}

/** The folio of a registration, else of the registrations it replaced (newest first); null while none has one. */
async function registrationFolio(tx: Tx, registrationId: number): Promise<string | null> {
  let id: number | null = registrationId;
  for (let hops = 0; id !== null && hops < 50; hops++) {
    const [r] = await tx.select({ folioNo: registrations.folioNo }).from(registrations).where(eq(registrations.id, id)).limit(1);
    if (r?.folioNo) return r.folioNo;
    const [before] = await tx.select({ id: registrations.id }).from(registrations).where(eq(registrations.replacedById, id)).limit(1);
    id = before?.id ?? null;
  }
  return null;
}

/** A folio number: the fund house's id and a sequence, 10 digits, unique across fund houses. */
async function openFolio(tx: Tx, userId: number, amcId: number, now: Date): Promise<string> {
  const seq = await nextCounter(tx, 'folio');
  const folioNo = `${String(amcId).padStart(3, '0')}${String(seq).padStart(7, '0')}`;
  await tx.insert(folios).values({ userId, amcId, folioNo, createdAt: now });
  return folioNo;
}

async function redeem(deps: AppDeps, tx: Tx, o: OrderRow, nav4: bigint): Promise<boolean> {
  const now = deps.clock.now();
  const held = await tx
    .select()
    .from(lots)
    .where(and(eq(lots.userId, o.userId), eq(lots.schemeId, o.schemeId), eq(lots.folioNo, o.folioNo!), sql`${lots.remaining4} > 0`))
    .orderBy(lots.lotDate, lots.id)
    .for('update');
  const scheme = await catalogueFacts(tx).scheme(o.schemeId);
  // units still in an ELSS lock-in on the NAV date cannot leave
  const free = scheme?.lockInYears ? held.filter((l) => !isLocked(l.lotDate, scheme.lockInYears!, o.navDate!)) : held;
  const held3 = free.reduce((a, l) => a + units4to3(l.remaining4), 0n);
  let want3: bigint;
  if (o.allUnits) want3 = held3;
  else if (o.units4 !== null)
    want3 = units4to3Up(o.units4); // a 4th decimal rounds up to the next 0.001
  else if (o.amountPaise !== null)
    want3 = units4to3Up(unitsForPaise(o.amountPaise, nav4, 'up')); // amount / nav, rounded up
  else throw new Error(`outgoing order ${o.id} has no amount, no units and no all-units flag`);
  if (want3 <= 0n || want3 > held3) {
    if (!o.allUnits && o.amountPaise !== null && want3 > held3 && held3 > 0n)
      want3 = held3; // NAV moved: redeem what is left
    else {
      await tx
        .update(orders)
        .set({ status: 'REJECTED', remarks: held3 === 0n && held.length > 0 ? 'Units are under lock-in' : 'Insufficient units in the folio', updatedAt: now })
        .where(eq(orders.id, o.id));
      await redemptionRejectedEvent(tx, now, {
        userId: o.userId,
        schemeId: o.schemeId,
        kind: o.kind,
        reason: held3 === 0n && held.length > 0 ? 'Units are under lock-in' : 'Insufficient units in the folio',
        planKind: o.trType === 'SWP' || o.trType === 'STP' ? o.trType : null,
      });
      return true;
    }
  }
  // the load is priced on each lot's whole thousandths (what the registrar redeems)
  const fifo = redemptionExitLoad(
    free.map((l) => ({ date: l.lotDate, units4: units3to4(units4to3(l.remaining4)) })),
    units3to4(want3),
    o.navDate!,
    nav4,
    scheme?.exitLoad ?? [],
  );
  // consume the lots oldest first (by date, then allotment), as the exit load was priced
  const walk = new FifoLots<(typeof free)[number]>();
  for (const l of free) walk.add(l, l.remaining4);
  for (const s of walk.take(units3to4(want3)).slices) {
    await tx
      .update(lots)
      .set({ remaining4: s.lot.remaining4 - s.units })
      .where(eq(lots.id, s.lot.id));
  }
  // STT on equity-oriented units, taken from what is paid out (or switched in)
  const stt = sttPaise(fifo.grossPaise, taxClassOf(scheme?.taxProfiles ?? [], o.navDate!, scheme?.assetClassId ?? null), o.navDate!);
  const payout = fifo.netPaise - stt;
  await tx
    .update(orders)
    .set({ status: 'REDEEMED', nav4, allottedUnits4: units3to4(want3), exitLoadPaise: fifo.totalLoadPaise, sttPaise: stt, payoutPaise: payout, updatedAt: now })
    .where(eq(orders.id, o.id));
  if (o.kind === 'SWITCH_OUT') {
    // the proceeds buy the target scheme on the day they are available, at the target's own cut-off
    const [inLeg] = await tx
      .select()
      .from(orders)
      .where(and(eq(orders.linkedOrderId, o.id), eq(orders.status, 'AWAITING_SWITCH')));
    if (inLeg) {
      const target = await catalogueFacts(tx).scheme(inLeg.schemeId);
      const when = switchInNavDate({
        outNavDate: o.navDate!,
        sourceAssetClassId: scheme?.assetClassId ?? 1,
        targetFundType: target?.fundType ?? 'other',
        holidays: await catalogueFacts(tx).holidays(),
      });
      await tx
        .update(orders)
        .set({ status: 'PAID', amountPaise: payout, effectiveAt: when.realisedAt, navDate: when.navDate, updatedAt: now })
        .where(eq(orders.id, inLeg.id));
    }
    return true;
  }
  const banks = await tx.select().from(bankAccounts).where(eq(bankAccounts.userId, o.userId));
  const bank = banks.find((b) => b.isDefault) ?? banks[0];
  const holidays = await catalogueFacts(tx).holidays();
  // credit in 1-2 working days for debt and liquid funds, 3 for equity (spec 3 §9)
  const days = scheme && scheme.assetClassId !== 1 ? 1 : 3;
  await tx.insert(payouts).values({
    orderId: o.id,
    userId: o.userId,
    bankName: bank?.bankName ?? 'Registered bank',
    accountLast4: bank?.accountMasked.slice(-4) ?? '',
    amountPaise: payout,
    expectedDate: addBusinessDays(o.navDate!, days, holidays),
    createdAt: now,
  });
  await redemptionPaidEvent(tx, now, {
    userId: o.userId,
    schemeId: o.schemeId,
    payoutPaise: payout,
    bankName: bank?.bankName ?? 'Registered bank',
    accountLast4: bank?.accountMasked.slice(-4) ?? '',
    expectedDate: addBusinessDays(o.navDate!, days, holidays),
    fromPlan: o.registrationId !== null,
  });
  return true;
}
