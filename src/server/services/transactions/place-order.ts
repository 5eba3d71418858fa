import { and, eq, inArray, sql } from 'drizzle-orm';
import { CATEGORIES, PAYMENT_TYPES } from '@shared/contract/transactions.ts';
import { formatDecimal } from '@shared/money/decimal.ts';
import { unitsForPaise } from '@shared/money/lots/scales.ts';
import { displayAmount, PLATFORM_MAX_ORDER_PAISE } from '@shared/rules/transactions/amounts.ts';
import { groupDecimalString } from '@shared/rules/format/indian-number.ts';
import { redemptionNavDate, type FundType } from '@shared/rules/transactions/cut-off.ts';
import { AWAITING_PAYMENT_TITLE } from '@shared/rules/transactions/offline-payment.ts';
import { istDate } from '@shared/time/ist.ts';
import { nextTransNo } from '../../adapters/exchange/numbers.ts';
import type { PaymentMode } from '../../adapters/exchange/types.ts';
import { bankAccounts, cartItems, orders, payments, registrations, users } from '../../db/schema.ts';
import type { Tx } from '../../db/client.ts';
import type { AppDeps } from '../../lib/context.ts';
import { randomToken } from '../../lib/crypto.ts';
import { errorText, isolateRow } from '../../lib/isolate.ts';
import { accountNumberOf } from '../banks/account-number.ts';
import { catalogueFacts } from './catalogue-facts.ts';
import { exchangeOf, sendOnce } from './exchange-call.ts';
import { sendItem } from './send-item.ts';
import { VERIFIED_FOR_MS } from './checkout-otp.ts';
import { folioPositions } from './holdings.ts';
import { ORDER_MESSAGES as M } from './messages.ts';
import { nextRun } from './systematic.ts';
import { orderPlacedEvent } from '../notifications/order-events.ts';

type CartRow = typeof cartItems.$inferSelect;
export interface BseOrderAnswer {
  bse_order: {
    is_success: boolean;
    success_message: string | null;
    failed_message: string | null;
    payment_url: string | null;
    logout_url: string | null;
    payment_id?: number | null;
  };
}

const KINDS_BY_CATEGORY: Record<number, string[]> = {
  [CATEGORIES.lumpsum]: ['Lumpsum'],
  [CATEGORIES.sip]: ['SIP'],
  [CATEGORIES.swpRedemption]: ['SWP', 'Redemption'],
  [CATEGORIES.stp]: ['STP'],
  [CATEGORIES.switch]: ['Switch'],
};

export const RETURN_PATH = '/portal/menu/transaction-history';

/**
 * Places OTP-verified cart items with the exchange (spec 3 §4.1). Three steps so a crash leaves
 * nothing half-done: (1) items are marked PLACING with their transaction numbers, (2) each is sent
 * to the exchange, and a send without an answer is asked about by its transaction number before
 * it is ever sent again (exchange-call.ts, sendOnce), (3) orders,
 * registrations and the payment are written with the items in one transaction. `resumePlacing`
 * finishes steps 2 and 3 for items a crash left in PLACING.
 */
export async function placeOrders(
  deps: AppDeps,
  userId: number,
  body: { orders: Array<{ order_id: number }>; payment_type: 1 | 2 | 3 | 4; category: 1 | 4 | 5 | 6 | 7; accountNo?: string | number | undefined },
  origin: string,
): Promise<BseOrderAnswer | { error: string }> {
  const { db, clock } = deps;
  const now = clock.now();
  const ids = [...new Set(body.orders.map((o) => o.order_id))];
  const items = await db
    .select()
    .from(cartItems)
    .where(and(eq(cartItems.userId, userId), inArray(cartItems.id, ids)));
  if (items.length === ids.length && items.every((i) => i.status === 'PLACED' || i.status === 'PLACING')) {
    // a retry of a checkout that already went through (say, after the first request's process died)
    return answerForPlaced(deps, userId, items);
  }
  if (items.length !== ids.length || items.some((i) => i.status !== 'CART'))
    return { error: body.category === CATEGORIES.lumpsum || body.category === CATEGORIES.sip ? M.checkout : M.confirm };
  if (items.some((i) => !KINDS_BY_CATEGORY[body.category]!.includes(i.kind))) return { error: M.confirm };
  if (items.some((i) => !i.verifiedAt || now.getTime() - i.verifiedAt.getTime() > VERIFIED_FOR_MS)) return { error: M.verifyOtpAgain };
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user?.isOnboarded) return { error: M.notOnboarded };
  if (body.payment_type === PAYMENT_TYPES.netBanking && body.accountNo !== undefined) {
    const bank = await bankFor(deps, userId, String(body.accountNo));
    if (!bank) return { error: 'Please choose one of your linked bank accounts' };
  }
  // totals before anything reaches the exchange: one order and one payment each stay within the platform's bound
  const tooMuch = items.find((i) => (i.amountPaise ?? 0n) > PLATFORM_MAX_ORDER_PAISE);
  if (tooMuch) return { error: M.maxPurchase(displayAmount(PLATFORM_MAX_ORDER_PAISE)) };
  const payable = items.filter((i) => i.kind === 'Lumpsum' || (i.kind === 'SIP' && i.firstOrderToday)).reduce((a, i) => a + (i.amountPaise ?? 0n), 0n);
  if (payable > MAX_PAYMENT_PAISE) return { error: M.maxPayment(displayAmount(MAX_PAYMENT_PAISE)) };

  const batch = randomToken(9);
  const placement = {
    paymentType: body.payment_type,
    category: body.category,
    accountNo: body.accountNo === undefined ? null : String(body.accountNo),
    batch,
    origin,
  };
  // step 1: with the investor's row locked (so two checkouts cannot both spend the same units),
  // re-check the units every outgoing item needs, then claim the items; a concurrent second
  // request finds them no longer in CART
  const outcome = await db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    const short = await unitsShortfall(deps, tx, userId, items);
    if (short) return { ok: false as const, short };
    const claimed: CartRow[] = [];
    for (const item of items) {
      const transNo = await nextTransNo(tx, now);
      const [row] = await tx
        .update(cartItems)
        .set({ status: 'PLACING', transNo, placement, placedAt: now, placeAttempts: 0 })
        .where(and(eq(cartItems.id, item.id), eq(cartItems.status, 'CART')))
        .returning();
      if (row) claimed.push(row);
    }
    return { ok: true as const, claimed };
  });
  if (!outcome.ok) return { error: outcome.short };
  if (outcome.claimed.length === 0) return { error: M.checkout };
  return completePlacing(deps, user, outcome.claimed);
}

/** One payment may carry at most this much: ten orders at the platform's maximum. */
export const MAX_PAYMENT_PAISE = PLATFORM_MAX_ORDER_PAISE * 10n;

const OUTGOING_KINDS = ['Redemption', 'Switch', 'SWP', 'STP'];

/**
 * Units each outgoing item of a checkout needs, against what the folio has free: held units
 * minus locked ones, redemptions and switch-outs placed and not yet priced, items of other
 * checkouts being placed right now, and the earlier items of this one. Redemptions and switches
 * reserve what they take; an SWP or STP instalment must fit what is left. Null when all fit;
 * else the spec's message with the units still free.
 */
async function unitsShortfall(deps: AppDeps, tx: Tx, userId: number, items: CartRow[]): Promise<string | null> {
  const outgoing = items.filter((i) => OUTGOING_KINDS.includes(i.kind)).sort((a, b) => a.id - b.id);
  if (outgoing.length === 0) return null;
  const facts = catalogueFacts(tx);
  const today = istDate(deps.clock.now());
  const inFlight = await tx
    .select()
    .from(cartItems)
    .where(and(eq(cartItems.userId, userId), eq(cartItems.status, 'PLACING'), inArray(cartItems.kind, ['Redemption', 'Switch'])));
  const free = new Map<string, bigint>();
  for (const item of outgoing) {
    const key = `${item.schemeId}|${item.folioNo}`;
    const nav4 = (await facts.latestNav(item.schemeId))?.nav4 ?? null;
    if (!free.has(key)) {
      const scheme = await facts.scheme(item.schemeId);
      const [p] = await folioPositions(tx, userId, {
        schemeId: item.schemeId,
        folioNo: item.folioNo ?? '',
        navFor: async () => nav4,
        lockIn: { years: scheme?.lockInYears ?? null, today },
      });
      let available = p?.available4 ?? 0n;
      for (const other of inFlight.filter((o) => o.schemeId === item.schemeId && o.folioNo === item.folioNo)) available -= unitsOf(other, available, nav4);
      free.set(key, available > 0n ? available : 0n);
    }
    const available = free.get(key)!;
    const need = unitsOf(item, available, nav4);
    if (available <= 0n || need > available) return `Units should be less than ${available > 0n ? groupDecimalString(formatDecimal(available, 4)) : '0'}`;
    if (item.kind === 'Redemption' || item.kind === 'Switch') free.set(key, available - need);
  }
  return null;
}

/** Units an outgoing item takes: all that is free, its units, or its amount at the latest NAV (rounded up). */
function unitsOf(item: CartRow, available: bigint, nav4: bigint | null): bigint {
  if (item.allUnits) return available > 0n ? available : 1n;
  if (item.units4 !== null) return item.units4;
  if (item.amountPaise === null) return 0n;
  if (!nav4) return available + 1n; // no price to size it: it cannot be shown to fit
  return unitsForPaise(item.amountPaise, nav4, 'up');
}

/**
 * The answer for items that were already placed: the references the exchange gave them, and the
 * payment link when the payment is still open. Items still being placed get a plain note.
 */
export async function answerForPlaced(deps: AppDeps, userId: number, items: CartRow[]): Promise<BseOrderAnswer | { error: string }> {
  if (items.some((i) => i.status === 'PLACING')) return { error: M.stillPlacing };
  const ids = items.map((i) => i.id);
  const placedOrders = await deps.db
    .select()
    .from(orders)
    .where(and(eq(orders.userId, userId), inArray(orders.cartItemId, ids)));
  const regs = await deps.db
    .select()
    .from(registrations)
    .where(and(eq(registrations.userId, userId), inArray(registrations.cartItemId, ids)));
  const refs = [...regs.map((r) => r.regNo), ...placedOrders.filter((o) => o.registrationId === null && o.kind !== 'SWITCH_IN').map((o) => o.orderNo)];
  if (refs.length === 0) return { error: M.checkout };
  const placement = items[0]!.placement!;
  const paymentId = placedOrders.find((o) => o.paymentId !== null)?.paymentId ?? null;
  let paymentUrl: string | null = null;
  let mode: PaymentMode = 'NETBANKING';
  if (paymentId !== null) {
    const [p] = await deps.db.select().from(payments).where(eq(payments.id, paymentId));
    mode = (p?.mode ?? 'NETBANKING') as PaymentMode;
    if (p && p.status === 'PAYMENT NOT INITIATED') {
      const [u] = await deps.db.select({ clientCode: users.niveshId }).from(users).where(eq(users.id, userId));
      const link = await exchangeOf(deps).paymentLink({
        clientCode: u!.clientCode,
        paymentRef: p.token,
        mode,
        amountPaise: p.amountPaise,
        orderNos: refs,
        origin: placement.origin,
        createdAt: p.createdAt,
      });
      paymentUrl = link.ok ? link.url : null;
    }
  }
  return {
    bse_order: {
      is_success: true,
      success_message: successMessage(
        items.map((i) => i.kind),
        refs,
        mode,
        paymentId !== null,
      ),
      failed_message: null,
      payment_url: paymentUrl,
      logout_url: `${placement.origin}${RETURN_PATH}`,
      payment_id: paymentId,
    },
  };
}

/**
 * Steps 2 and 3 for one batch of PLACING items. `askFirst` (a retry: the sweep, reconciliation)
 * asks the exchange about each item's transaction number before sending anything (sendOnce).
 */
export async function completePlacing(
  deps: AppDeps,
  user: typeof users.$inferSelect,
  items: CartRow[],
  opts: { askFirst: boolean } = { askFirst: false },
): Promise<BseOrderAnswer> {
  const { db, clock } = deps;
  const exchange = exchangeOf(deps);
  const now = clock.now();
  const facts = catalogueFacts(db);
  const placement = items[0]!.placement!;
  const accepted: Array<{ item: CartRow; reference: string }> = [];
  const failures: string[] = [];
  for (const claimed of items) {
    const renumber = async (old: string) => {
      const transNo = await nextTransNo(db, clock.now());
      const [row] = await db
        .update(cartItems)
        .set({ transNo })
        .where(and(eq(cartItems.id, claimed.id), eq(cartItems.transNo, old), eq(cartItems.status, 'PLACING')))
        .returning({ id: cartItems.id });
      if (!row) throw new Error(`cart item ${claimed.id} is no longer being placed under ${old}`);
      deps.log.info('placing moved to a new transaction number: the old one was of another day and the exchange has nothing under it', {
        item: claimed.id,
        old,
        transNo,
      });
      return transNo;
    };
    const result = await sendOnce(
      deps,
      { clientCode: user.niveshId, transNo: claimed.transNo!, askFirst: opts.askFirst, today: istDate(now) },
      (transNo) => sendItem(exchange, user.niveshId, { ...claimed, transNo }),
      renumber,
    );
    const item = { ...claimed, transNo: result.transNo };
    if (result.ok) accepted.push({ item, reference: result.reference });
    else failures.push(`${(await facts.scheme(item.schemeId))?.name ?? 'Scheme'}: ${result.message}`);
  }

  const needsPayment = accepted.filter(({ item }) => item.kind === 'Lumpsum' || (item.kind === 'SIP' && item.firstOrderToday));
  const total = needsPayment.reduce((sum, { item }) => sum + (item.amountPaise ?? 0n), 0n);
  const paymentType = placement.paymentType;
  const mode =
    paymentType === PAYMENT_TYPES.cheque
      ? 'CHEQUE'
      : paymentType === PAYMENT_TYPES.neft
        ? 'NEFT'
        : paymentType === PAYMENT_TYPES.gateway
          ? 'UPI'
          : 'NETBANKING';
  const bank = await bankFor(deps, user.id, placement.accountNo);
  const holidays = await facts.holidays();
  // read before the transaction: on the embedded database a read outside it would wait for it
  const fundTypes = new Map<number, FundType>();
  for (const { item } of accepted) fundTypes.set(item.schemeId, (await facts.scheme(item.schemeId))?.fundType ?? 'other');
  // the payment link comes from the exchange, for the orders it has just booked
  const paymentToken = randomToken(24);
  let paymentUrl: string | null = null;
  if (needsPayment.length > 0) {
    const link = await exchange.paymentLink({
      clientCode: user.niveshId,
      paymentRef: paymentToken,
      mode: mode as PaymentMode,
      amountPaise: total,
      orderNos: needsPayment.map((a) => a.reference),
      origin: placement.origin,
      createdAt: now,
    });
    if (!link.ok) throw new Error(`exchange payment link: ${link.message}`);
    paymentUrl = link.url;
  }

  const placedPaymentId = await db.transaction(async (tx) => {
    let paymentId: number | null = null;
    if (needsPayment.length > 0) {
      const token = paymentToken;
      const offline = mode === 'CHEQUE' || mode === 'NEFT';
      const [p] = await tx
        .insert(payments)
        .values({
          userId: user.id,
          mode,
          bankName: bank?.bankName ?? null,
          amountPaise: total,
          status: offline ? 'AWAITING FOR FUNDS CONFIRMATION' : 'PAYMENT NOT INITIATED',
          token,
          createdAt: now,
        })
        .returning({ id: payments.id });
      paymentId = p!.id;
    }
    for (const { item, reference } of accepted) {
      const common = { userId: user.id, cartItemId: item.id, schemeId: item.schemeId, amcId: item.amcId, folioNo: item.folioNo, placedAt: now, updatedAt: now };
      if (item.kind === 'SIP' || item.kind === 'SWP' || item.kind === 'STP') {
        const [reg] = await tx
          .insert(registrations)
          .values({
            regNo: reference,
            userId: user.id,
            kind: item.kind,
            trType: item.trType,
            schemeId: item.schemeId,
            toSchemeId: item.toSchemeId,
            amcId: item.amcId,
            folioNo: item.folioNo,
            amountPaise: item.amountPaise,
            units4: item.units4,
            allUnits: item.allUnits,
            frequency: item.frequency ?? 3,
            day: Number(item.startDate!.slice(8, 10)),
            startDate: item.startDate!,
            endDate: item.endDate!,
            installments: item.installments ?? 1,
            mandateId: item.mandateId,
            firstOrderToday: item.firstOrderToday,
            stepUpPercent: item.stepUpPercent,
            stepUpPaise: item.stepUpPaise,
            // the first order placed today is instalment 1; the schedule continues from the start date
            runsDone: item.kind === 'SIP' && item.firstOrderToday ? 1 : 0,
            nextRunDate:
              item.kind === 'SIP' && item.firstOrderToday
                ? nextRun(
                    {
                      startDate: item.startDate!,
                      endDate: item.endDate!,
                      frequency: item.frequency ?? 3,
                      installments: item.installments ?? 1,
                      firstOrderToday: true,
                      createdAt: now,
                    },
                    1,
                  )
                : item.startDate!,
            cartItemId: item.id,
            createdAt: now,
          })
          .returning({ id: registrations.id });
        if (item.kind === 'SIP' && item.firstOrderToday) {
          await tx.insert(orders).values({
            ...common,
            orderNo: `${reference}-1`,
            transNo: item.transNo!,
            registrationId: reg!.id,
            kind: 'PURCHASE',
            trType: item.trType,
            amountPaise: item.amountPaise,
            status: 'PAYMENT_PENDING',
            paymentId,
          });
        }
      } else if (item.kind === 'Lumpsum') {
        await tx.insert(orders).values({
          ...common,
          orderNo: reference,
          transNo: item.transNo!,
          kind: 'PURCHASE',
          trType: item.trType,
          amountPaise: item.amountPaise,
          status: 'PAYMENT_PENDING',
          paymentId,
        });
      } else {
        const navDate = redemptionNavDate(now, holidays, fundTypes.get(item.schemeId) ?? 'other');
        const [out] = await tx
          .insert(orders)
          .values({
            ...common,
            orderNo: reference,
            transNo: item.transNo!,
            kind: item.kind === 'Switch' ? 'SWITCH_OUT' : 'REDEMPTION',
            trType: item.trType,
            amountPaise: item.amountPaise,
            units4: item.units4,
            allUnits: item.allUnits,
            status: 'PENDING',
            effectiveAt: now,
            navDate,
          })
          .returning({ id: orders.id });
        if (item.kind === 'Switch') {
          await tx.insert(orders).values({
            ...common,
            orderNo: `${reference}-IN`,
            // the switch-in leg is an order of its own with its own transaction number
            transNo: await nextTransNo(tx, now),
            schemeId: item.toSchemeId!,
            folioNo: item.folioNo,
            linkedOrderId: out!.id,
            kind: 'SWITCH_IN',
            trType: 'SWT',
            status: 'AWAITING_SWITCH',
          });
        }
      }
      await tx.update(cartItems).set({ status: 'PLACED' }).where(eq(cartItems.id, item.id));
    }
    await orderPlacedEvent(
      tx,
      now,
      user.id,
      accepted.map(({ item, reference }) => ({ ...item, reference })),
    );
    // refused items go back to the cart, unverified, so the investor can change or remove them
    const refused = items.filter((i) => !accepted.some((a) => a.item.id === i.id)).map((i) => i.id);
    if (refused.length)
      await tx.update(cartItems).set({ status: 'CART', verifiedAt: null, transNo: null, placement: null }).where(inArray(cartItems.id, refused));
    return paymentId;
  });

  const failed = failures.length ? failures.join('; ') : null;
  if (accepted.length === 0) return { bse_order: { is_success: false, success_message: null, failed_message: failed, payment_url: null, logout_url: null } };
  return {
    bse_order: {
      is_success: true,
      success_message: successMessage(
        accepted.map((a) => a.item.kind),
        accepted.map((a) => a.reference),
        mode,
        needsPayment.length > 0,
      ),
      failed_message: failed,
      payment_url: paymentUrl,
      logout_url: `${placement.origin}${RETURN_PATH}`,
      payment_id: placedPaymentId,
    },
  };
}

function successMessage(kinds: string[], refs: string[], mode: string, paying: boolean): string {
  const list = refs.join(', ');
  if (kinds.every((k) => k === 'SIP'))
    return `Your SIP is registered (registration ${list}).${paying ? ' Complete the payment for the first instalment.' : ''}`;
  if (kinds.every((k) => k === 'SWP' || k === 'STP')) return `Your ${kinds[0]} is registered (registration ${list}).`;
  if (kinds.every((k) => k === 'Lumpsum')) {
    return mode === 'CHEQUE' || mode === 'NEFT'
      ? `${AWAITING_PAYMENT_TITLE} (order ${list}). Our Support team will contact you`
      : `Your order is placed (order ${list}). Complete the payment to confirm it.`;
  }
  return `Your request is placed (order ${list}).`;
}

/** The investor's bank chosen for paying (by id or account number), or else the default one. */
async function bankFor(deps: AppDeps, userId: number, accountNo: string | null) {
  const banks = await deps.db.select().from(bankAccounts).where(eq(bankAccounts.userId, userId));
  if (accountNo !== null) return banks.find((b) => String(b.id) === accountNo || accountNumberOf(deps.config, b) === accountNo) ?? null;
  return banks.find((b) => b.isDefault) ?? banks[0] ?? null;
}

/** How many sweeps may try to finish a batch a crash left in PLACING before its items are given up as FAILED. */
export const MAX_PLACE_ATTEMPTS = 5;
export const PLACING_FAILED_MESSAGE = 'We could not place this order with the exchange. No money has been taken from you; please add it to your cart again.';

/**
 * The sweep for items a crash left in PLACING for more than two minutes. Each batch is tried on
 * its own (one that fails does not stop the others) at most MAX_PLACE_ATTEMPTS times; then its
 * items become FAILED, with a FAILED order each in the investor's history saying why.
 */
export async function resumePlacing(deps: AppDeps): Promise<number> {
  const cutoff = new Date(deps.clock.now().getTime() - 120_000);
  const stuck = await deps.db.select().from(cartItems).where(eq(cartItems.status, 'PLACING'));
  const batches = new Map<string, CartRow[]>();
  for (const item of stuck) {
    if (!item.placedAt || item.placedAt > cutoff || !item.placement) continue;
    const list = batches.get(item.placement.batch) ?? [];
    list.push(item);
    batches.set(item.placement.batch, list);
  }
  let resumed = 0;
  for (const [batch, items] of batches) if (await resumeBatch(deps, batch, items)) resumed++;
  return resumed;
}

/**
 * One more try at a batch left in PLACING, asking the exchange about each transaction number
 * before sending (the sweep, and reconciliation when the exchange reports one of them booked).
 * Counts the try; past MAX_PLACE_ATTEMPTS the batch is given up. Returns whether it was placed.
 */
export async function resumeBatch(deps: AppDeps, batch: string, items: CartRow[]): Promise<boolean> {
  const ids = items.map((i) => i.id);
  const counted = await deps.db
    .update(cartItems)
    .set({ placeAttempts: sql`${cartItems.placeAttempts} + 1` })
    .where(and(inArray(cartItems.id, ids), eq(cartItems.status, 'PLACING')))
    .returning();
  if (counted.length === 0) return false;
  if (counted.some((i) => i.placeAttempts > MAX_PLACE_ATTEMPTS)) {
    await failPlacing(deps, counted, `gave up after ${MAX_PLACE_ATTEMPTS} attempts`);
    return false;
  }
  const r = await isolateRow(
    deps,
    'resume-placing',
    { batch, items: ids.join(',') },
    async () => {
      const [user] = await deps.db.select().from(users).where(eq(users.id, counted[0]!.userId));
      if (!user) throw new Error(`user ${counted[0]!.userId} not found`);
      return completePlacing(deps, user, counted, { askFirst: true });
    },
    async () => {},
  );
  return r.ok;
}

const ORDER_KIND: Record<string, string> = {
  Lumpsum: 'PURCHASE',
  SIP: 'PURCHASE',
  Redemption: 'REDEMPTION',
  SWP: 'REDEMPTION',
  Switch: 'SWITCH_OUT',
  STP: 'SWITCH_OUT',
};

/**
 * Items that could not be placed: FAILED, each with a FAILED order in history; nothing else is
 * written. Whatever the exchange booked for them before the failure is cancelled there first, so
 * a redemption the investor sees as FAILED cannot still sell their units. A cancel the exchange
 * refuses is logged with the transaction number for operations, and kept in the order's detail.
 */
async function failPlacing(deps: AppDeps, items: CartRow[], why: string): Promise<void> {
  const now = deps.clock.now();
  deps.log.error('placing given up', { items: items.map((i) => i.id).join(','), why });
  const detail = new Map<number, string>();
  const [user] = await deps.db.select({ niveshId: users.niveshId }).from(users).where(eq(users.id, items[0]!.userId));
  for (const item of items) {
    if (!item.transNo || !user) continue;
    const cancel = await exchangeOf(deps)
      .cancelByTransNo({ clientCode: user.niveshId, transNo: item.transNo })
      .catch((err: unknown) => ({ ok: false as const, message: errorText(err) }));
    if (!cancel.ok) {
      deps.log.error('placing given up: the exchange did not cancel; cancel it by hand', { transNo: item.transNo, item: item.id, error: cancel.message });
      detail.set(item.id, `${why}; exchange cancel refused: ${cancel.message}`);
    } else if (cancel.found) detail.set(item.id, `${why}; cancelled at the exchange`);
  }
  try {
    await deps.db.transaction(async (tx) => {
      for (const item of items) {
        await tx.insert(orders).values({
          orderNo: `F${item.transNo ?? item.id}`,
          transNo: item.transNo ?? (await nextTransNo(tx, now)),
          userId: item.userId,
          cartItemId: item.id,
          kind: ORDER_KIND[item.kind] ?? 'PURCHASE',
          trType: item.trType,
          schemeId: item.schemeId,
          amcId: item.amcId,
          folioNo: item.folioNo,
          amountPaise: item.amountPaise,
          units4: item.units4,
          allUnits: item.allUnits,
          status: 'FAILED',
          remarks: PLACING_FAILED_MESSAGE,
          failureDetail: detail.get(item.id) ?? why,
          placedAt: item.placedAt ?? now,
          updatedAt: now,
        });
        await tx.update(cartItems).set({ status: 'FAILED', failureReason: PLACING_FAILED_MESSAGE }).where(eq(cartItems.id, item.id));
      }
    });
  } catch (err) {
    // at least stop retrying: the items are FAILED with the reason even if history could not take a row
    deps.log.error('placing given up: history row not written', { items: items.map((i) => i.id).join(','), error: errorText(err) });
    await deps.db
      .update(cartItems)
      .set({ status: 'FAILED', failureReason: PLACING_FAILED_MESSAGE })
      .where(
        inArray(
          cartItems.id,
          items.map((i) => i.id),
        ),
      );
  }
}
