import { and, eq, inArray } from 'drizzle-orm';
import type { OrderOutcome } from '@shared/contract/transactions.ts';
import { formatDecimal } from '@shared/money/decimal.ts';
import { navDateFor, nextBusinessDay } from '@shared/rules/transactions/cut-off.ts';
import { formatRupees } from '@shared/rules/format/indian-number.ts';
import {
  AWAITING_PAYMENT_TITLE,
  CLEARING_ACCOUNTS,
  CLEARING_BENEFICIARY,
  clearingAccountNumber,
  paymentRemarks,
} from '@shared/rules/transactions/offline-payment.ts';
import { istDate, ymdToDmy } from '@shared/time/ist.ts';
import { cartItems, orders, payments, users } from '../../db/schema.ts';
import type { AppDeps } from '../../lib/context.ts';
import { exchangeOf } from './exchange-call.ts';
import { randomToken } from '../../lib/crypto.ts';
import { errorText } from '../../lib/isolate.ts';
import { catalogueFacts } from './catalogue-facts.ts';
import { syncPayment } from './payments.ts';

const NOT_FOUND = 'Order not found';
/** The remark a rejected order carries while it may still be paid again or put back in the cart. */
export const PAYMENT_FAILED_REMARK = 'Payment failed';
export const RETURNED_TO_CART_REMARK = 'Payment failed; put back in your cart';

const OFFLINE = ['NEFT', 'CHEQUE'];

const TITLES: Record<OrderOutcome['state'], string> = {
  awaiting_payment: AWAITING_PAYMENT_TITLE,
  payment_pending: 'Order placed — payment not completed',
  paid: 'Payment received — units to be allotted',
  allotted: 'Units allotted',
  failed: 'Payment failed — no money taken',
};

/**
 * The confirmation screen's facts for one payment of the investor's: each order it pays with
 * its number, amount, units (once allotted), the NAV date (the one given, or the one the cut-off
 * rule gives if the money arrived now) and the expected allotment date (the business day after
 * the NAV date, when the fund's NAV is out); for NEFT/cheque, where to send the money and the
 * reference that matches it; and what the investor can do if the payment failed.
 */
export async function orderOutcome(deps: AppDeps, userId: number, paymentId: number): Promise<{ outcome: OrderOutcome } | { error: string }> {
  const [p] = await deps.db
    .select()
    .from(payments)
    .where(and(eq(payments.id, paymentId), eq(payments.userId, userId)))
    .limit(1);
  if (!p || p.mode === 'MANDATE') return { error: NOT_FOUND };
  const rows = await deps.db.select().from(orders).where(eq(orders.paymentId, p.id)).orderBy(orders.id);
  if (rows.length === 0) return { error: NOT_FOUND };
  const [u] = await deps.db.select({ clientCode: users.niveshId }).from(users).where(eq(users.id, userId));
  const facts = catalogueFacts(deps.db);
  const holidays = await facts.holidays();
  const now = deps.clock.now();
  const today = istDate(now);
  const placedDay = istDate(p.createdAt);
  const offline = OFFLINE.includes(p.mode);
  const state: OrderOutcome['state'] =
    p.status === 'REJECTED'
      ? 'failed'
      : p.status === 'APPROVED'
        ? rows.every((o) => o.status === 'ALLOTTED')
          ? 'allotted'
          : 'paid'
        : offline
          ? 'awaiting_payment'
          : 'payment_pending';
  const out: OrderOutcome['orders'] = [];
  for (const o of rows) {
    const s = await facts.scheme(o.schemeId);
    // before the money arrives the NAV date is the one it would get if it arrived now
    const navDate = o.navDate ?? (state === 'failed' ? null : navDateFor({ realisedAt: now, fundType: s?.fundType ?? 'other', holidays }));
    out.push({
      ID: o.id,
      order_no: o.orderNo,
      scheme_name: s?.name ?? `Scheme ${o.schemeId}`,
      kind: o.registrationId !== null ? 'SIP first instalment' : o.trType === 'ADD' ? 'Additional Purchase' : 'New Purchase',
      amount: o.amountPaise === null ? null : formatDecimal(o.amountPaise, 2),
      units: o.allottedUnits4 === null ? null : formatDecimal(o.allottedUnits4, 4),
      nav: o.nav4 === null ? null : formatDecimal(o.nav4, 4),
      nav_date: navDate ? ymdToDmy(navDate) : null,
      nav_date_final: o.navDate !== null,
      allotment_date: navDate ? ymdToDmy(o.status === 'ALLOTTED' ? istDate(o.updatedAt) : nextBusinessDay(navDate, holidays)) : null,
      status_word:
        o.status === 'ALLOTTED'
          ? 'Units allotted'
          : o.status === 'PAID'
            ? 'Payment received'
            : o.status === 'REJECTED'
              ? (o.remarks ?? 'Rejected')
              : o.status === 'FAILED'
                ? 'Failed'
                : offline
                  ? 'Awaiting your payment'
                  : 'Payment not completed',
    });
  }
  const orderNos = rows.map((o) => o.orderNo);
  const clientCode = u?.clientCode ?? '';
  const sameDay = placedDay === today;
  const rejected = rows.filter((o) => o.status === 'REJECTED' && o.remarks === PAYMENT_FAILED_REMARK);
  // a gateway payment not completed, or failed, may be made (again) on the day of the order
  const canPayAgain = !offline && sameDay && ((state === 'failed' && rejected.length === rows.length) || state === 'payment_pending');
  const canReturn = state === 'failed' && rejected.some((o) => o.registrationId === null && o.cartItemId !== null);
  return {
    outcome: {
      payment_id: p.id,
      state,
      title: TITLES[state],
      mode: p.mode,
      amount: formatDecimal(p.amountPaise, 2),
      placed_on: ymdToDmy(placedDay),
      orders: out,
      beneficiaries: offline
        ? CLEARING_ACCOUNTS.map((a) => ({
            name: CLEARING_BENEFICIARY,
            bank: a.bank,
            branch: a.branch,
            ifsc: a.ifsc,
            account_type: a.accountType,
            account_no: clearingAccountNumber(a.prefix, clientCode),
          }))
        : [],
      reference: offline ? clientCode : null,
      remarks: offline ? paymentRemarks(clientCode, orderNos) : null,
      if_failed: ifFailed(state, p.mode, p.amountPaise, canPayAgain, canReturn),
      can_pay_again: canPayAgain,
      can_return_to_cart: canReturn,
    },
  };
}

function ifFailed(state: OrderOutcome['state'], mode: string, amount: bigint, canPay: boolean, toCart: boolean): string {
  if (state === 'failed') {
    const ways = [canPay ? 'pay again now (today only)' : null, toCart ? 'put the order back in your cart' : null].filter(Boolean).join(', or ');
    return `No money has been taken and no units will be allotted for this payment.${ways ? ` You can ${ways}.` : ' Please place the order again.'}`;
  }
  if (OFFLINE.includes(mode)) {
    return `Send ${formatRupees(amount)} from your own bank account registered with us, to one of the accounts below, with the remarks shown. Units are allotted at the NAV of the day the money is received by the cut-off. Money from another person's account is returned.`;
  }
  return 'If money left your account but the payment shows as failed, your bank returns it within 5 to 7 working days. If the payment did not go through, you can pay again today from this screen.';
}

/**
 * Pay again after a failed payment, on the day of the order: the orders the failed payment
 * rejected are open again under a new payment, and the exchange gives a fresh link for it.
 * Null when the payment is not one that can be paid again.
 */
export async function payAgain(
  deps: AppDeps,
  userId: number,
  orderId: number,
  origin: string,
): Promise<{ payment_type: 1; payment_url: string; logout_url: string } | null> {
  const now = deps.clock.now();
  const [o] = await deps.db
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.userId, userId)))
    .limit(1);
  if (!o?.paymentId || o.status !== 'REJECTED' || o.remarks !== PAYMENT_FAILED_REMARK || istDate(o.placedAt) !== istDate(now)) return null;
  const [old] = await deps.db.select().from(payments).where(eq(payments.id, o.paymentId));
  if (!old || old.status !== 'REJECTED' || OFFLINE.includes(old.mode) || old.mode === 'MANDATE') return null;
  const [u] = await deps.db.select({ clientCode: users.niveshId }).from(users).where(eq(users.id, userId));
  const siblings = await deps.db.select().from(orders).where(eq(orders.paymentId, old.id));
  if (siblings.some((s) => s.status !== 'REJECTED' || s.remarks !== PAYMENT_FAILED_REMARK)) return null;
  const token = randomToken(24);
  const link = await exchangeOf(deps).paymentLink({
    clientCode: u!.clientCode,
    paymentRef: token,
    mode: old.mode as 'NETBANKING' | 'UPI',
    amountPaise: old.amountPaise,
    orderNos: siblings.map((s) => s.orderNo),
    origin,
    createdAt: now,
  });
  if (!link.ok || !link.url) return null;
  const url = link.url;
  const reopened = await deps.db.transaction(async (tx) => {
    // the failed payment stays in the books as it was; a new one carries the same orders
    const [fresh] = await tx
      .insert(payments)
      .values({ userId, mode: old.mode, bankName: old.bankName, amountPaise: old.amountPaise, status: 'PAYMENT NOT INITIATED', token, createdAt: now })
      .returning({ id: payments.id });
    const moved = await tx
      .update(orders)
      .set({ status: 'PAYMENT_PENDING', paymentId: fresh!.id, remarks: null, updatedAt: now })
      .where(and(eq(orders.paymentId, old.id), eq(orders.status, 'REJECTED'), eq(orders.remarks, PAYMENT_FAILED_REMARK)))
      .returning({ id: orders.id });
    return moved.length > 0 ? fresh!.id : null;
  });
  if (reopened === null) return null;
  return { payment_type: 1, payment_url: url, logout_url: `${origin}${confirmationPath(reopened)}` };
}

/** The app's confirmation screen for a payment (where the gateway sends the investor back). */
export function confirmationPath(paymentId: number): string {
  return `/portal/order-confirmation?payment=${paymentId}`;
}

/**
 * The lumpsum orders of a failed payment go back into the cart as new, unverified items (the
 * same scheme, folio and amount), so the investor can check out again; each order says so, and
 * cannot then be paid again. A SIP's failed first instalment is not put back: its registration stands.
 */
export async function returnToCart(deps: AppDeps, userId: number, paymentId: number): Promise<{ returned: number } | { error: string }> {
  const now = deps.clock.now();
  const [p] = await deps.db
    .select()
    .from(payments)
    .where(and(eq(payments.id, paymentId), eq(payments.userId, userId)))
    .limit(1);
  if (!p || p.status !== 'REJECTED') return { error: 'Only an order whose payment failed can be put back in the cart' };
  return deps.db.transaction(async (tx) => {
    const failed = await tx
      .select()
      .from(orders)
      .where(and(eq(orders.paymentId, p.id), eq(orders.status, 'REJECTED'), eq(orders.remarks, PAYMENT_FAILED_REMARK)))
      .for('update');
    const lumpsums = failed.filter((o) => o.registrationId === null && o.cartItemId !== null);
    if (lumpsums.length === 0) return { error: 'This order is already back in your cart' };
    const items = await tx
      .select()
      .from(cartItems)
      .where(
        inArray(
          cartItems.id,
          lumpsums.map((o) => o.cartItemId!),
        ),
      );
    for (const item of items) {
      await tx.insert(cartItems).values({
        userId,
        kind: item.kind,
        trType: item.trType,
        schemeId: item.schemeId,
        toSchemeId: item.toSchemeId,
        amcId: item.amcId,
        folioNo: item.folioNo,
        amountPaise: item.amountPaise,
        units4: item.units4,
        allUnits: item.allUnits,
        invIdeaId: item.invIdeaId,
        goalId: item.goalId,
        exchangeSchemeCode: item.exchangeSchemeCode,
        toExchangeSchemeCode: item.toExchangeSchemeCode,
        checked: true,
        status: 'CART',
        createdAt: now,
      });
    }
    await tx
      .update(orders)
      .set({ remarks: RETURNED_TO_CART_REMARK, updatedAt: now })
      .where(
        inArray(
          orders.id,
          lumpsums.map((o) => o.id),
        ),
      );
    return { returned: items.length };
  });
}

/** Asks the exchange about the investor's own open payment; a failure there leaves the stored state shown. */
export async function syncOwnPayment(deps: AppDeps, userId: number, paymentId: number): Promise<void> {
  const [p] = await deps.db
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.id, paymentId), eq(payments.userId, userId)))
    .limit(1);
  if (!p) return;
  await syncPayment(deps, p.id).catch((err: unknown) => deps.log.warn('payment sync on read failed', { paymentId, error: errorText(err) }));
}
