import { and, eq, inArray } from 'drizzle-orm';
import { CATEGORIES, PAYMENT_TYPES } from '@shared/contract/transactions.ts';
import { redemptionNavDate } from '@shared/rules/cut-off.ts';
import { nextTransNo } from '../../adapters/exchange/numbers.ts';
import { bankAccounts, cartItems, orders, payments, registrations, users } from '../../db/schema.ts';
import type { AppDeps } from '../../lib/context.ts';
import { randomToken } from '../../lib/crypto.ts';
import { accountNumberOf } from '../banks/account-number.ts';
import { catalogueFacts } from './catalogue-facts.ts';
import { VERIFIED_FOR_MS } from './checkout-otp.ts';
import { FREQUENCY_CODES } from './frequency.ts';
import { ORDER_MESSAGES as M } from './messages.ts';
import { nextRun } from './systematic.ts';

type CartRow = typeof cartItems.$inferSelect;
export interface BseOrderAnswer {
  bse_order: { is_success: boolean; success_message: string | null; failed_message: string | null; payment_url: string | null; logout_url: string | null };
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
 * to the exchange (which answers a repeated transaction number with its first answer), (3) orders,
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
  const items = await db.select().from(cartItems).where(and(eq(cartItems.userId, userId), eq(cartItems.status, 'CART'), inArray(cartItems.id, ids)));
  if (items.length !== ids.length) return { error: body.category === CATEGORIES.lumpsum || body.category === CATEGORIES.sip ? M.checkout : M.confirm };
  if (items.some((i) => !KINDS_BY_CATEGORY[body.category]!.includes(i.kind))) return { error: M.confirm };
  if (items.some((i) => !i.verifiedAt || now.getTime() - i.verifiedAt.getTime() > VERIFIED_FOR_MS)) return { error: M.verifyOtpAgain };
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user?.isOnboarded) return { error: M.notOnboarded };
  if (body.payment_type === PAYMENT_TYPES.netBanking && body.accountNo !== undefined) {
    const bank = await bankFor(deps, userId, String(body.accountNo));
    if (!bank) return { error: 'Please choose one of your linked bank accounts' };
  }

  const batch = randomToken(9);
  const placement = { paymentType: body.payment_type, category: body.category, accountNo: body.accountNo === undefined ? null : String(body.accountNo), batch, origin };
  // step 1: claim the items; a concurrent second request finds them no longer in CART
  const claimed: CartRow[] = [];
  for (const item of items) {
    const transNo = await nextTransNo(db, now);
    const [row] = await db
      .update(cartItems)
      .set({ status: 'PLACING', transNo, placement, placedAt: now })
      .where(and(eq(cartItems.id, item.id), eq(cartItems.status, 'CART')))
      .returning();
    if (row) claimed.push(row);
  }
  if (claimed.length === 0) return { error: M.checkout };
  return completePlacing(deps, user, claimed);
}

/** Steps 2 and 3 for one batch of PLACING items. */
export async function completePlacing(deps: AppDeps, user: typeof users.$inferSelect, items: CartRow[]): Promise<BseOrderAnswer> {
  const { db, clock, adapters } = deps;
  const now = clock.now();
  const facts = catalogueFacts(db);
  const placement = items[0]!.placement!;
  const accepted: Array<{ item: CartRow; reference: string }> = [];
  const failures: string[] = [];
  for (const item of items) {
    const result =
      item.kind === 'SIP' || item.kind === 'SWP' || item.kind === 'STP'
        ? await adapters.exchange
            .registerSystematic({
              clientCode: user.niveshId,
              transNo: item.transNo!,
              kind: item.kind === 'SIP' ? (item.trType as 'XSIP' | 'ISIP') : item.kind,
              schemeCode: item.exchangeSchemeCode ?? '',
              toSchemeCode: item.toExchangeSchemeCode,
              folioNo: item.folioNo,
              amountPaise: item.amountPaise,
              units4: item.units4,
              frequency: FREQUENCY_CODES[item.frequency ?? 3] ?? 'MONTHLY',
              startDate: item.startDate!,
              installments: item.installments ?? 1,
              mandateId: item.mandateId,
              firstOrderToday: item.firstOrderToday,
            })
            .then((r) => (r.ok ? { ok: true as const, reference: r.regNo } : r))
        : await adapters.exchange
            .placeOrder({
              clientCode: user.niveshId,
              transNo: item.transNo!,
              kind: item.kind === 'Lumpsum' ? 'PURCHASE' : item.kind === 'Switch' ? 'SWITCH' : 'REDEMPTION',
              schemeCode: item.exchangeSchemeCode ?? '',
              toSchemeCode: item.toExchangeSchemeCode,
              folioNo: item.folioNo,
              amountPaise: item.amountPaise,
              units4: item.units4,
              allUnits: item.allUnits,
            })
            .then((r) => (r.ok ? { ok: true as const, reference: r.orderNo } : r));
    if (result.ok) accepted.push({ item, reference: result.reference });
    else failures.push(`${(await facts.scheme(item.schemeId))?.name ?? 'Scheme'}: ${result.message}`);
  }

  const needsPayment = accepted.filter(({ item }) => item.kind === 'Lumpsum' || (item.kind === 'SIP' && item.firstOrderToday));
  const total = needsPayment.reduce((sum, { item }) => sum + (item.amountPaise ?? 0n), 0n);
  const paymentType = placement.paymentType;
  const mode = paymentType === PAYMENT_TYPES.cheque ? 'CHEQUE' : paymentType === PAYMENT_TYPES.neft ? 'NEFT' : paymentType === PAYMENT_TYPES.gateway ? 'UPI' : 'NETBANKING';
  const bank = await bankFor(deps, user.id, placement.accountNo);
  let paymentUrl: string | null = null;
  const holidays = await facts.holidays();

  await db.transaction(async (tx) => {
    let paymentId: number | null = null;
    if (needsPayment.length > 0) {
      const token = randomToken(24);
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
      if (!offline) paymentUrl = `${placement.origin}/api/exchange-sim/pay/${token}`;
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
            frequency: item.frequency ?? 3,
            day: Number(item.startDate!.slice(8, 10)),
            startDate: item.startDate!,
            endDate: item.endDate!,
            installments: item.installments ?? 1,
            mandateId: item.mandateId,
            firstOrderToday: item.firstOrderToday,
            // the first order placed today is instalment 1; the schedule continues from the start date
            runsDone: item.kind === 'SIP' && item.firstOrderToday ? 1 : 0,
            nextRunDate:
              item.kind === 'SIP' && item.firstOrderToday
                ? nextRun({ startDate: item.startDate!, endDate: item.endDate!, frequency: item.frequency ?? 3, installments: item.installments ?? 1, firstOrderToday: true, createdAt: now }, 1)
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
        await tx.insert(orders).values({ ...common, orderNo: reference, transNo: item.transNo!, kind: 'PURCHASE', trType: item.trType, amountPaise: item.amountPaise, status: 'PAYMENT_PENDING', paymentId });
      } else {
        const navDate = redemptionNavDate(now, holidays);
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
            transNo: `${item.transNo!.slice(0, 18)}I`,
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
    // refused items go back to the cart, unverified, so the investor can change or remove them
    const refused = items.filter((i) => !accepted.some((a) => a.item.id === i.id)).map((i) => i.id);
    if (refused.length) await tx.update(cartItems).set({ status: 'CART', verifiedAt: null, transNo: null, placement: null }).where(inArray(cartItems.id, refused));
  });

  const failed = failures.length ? failures.join('; ') : null;
  if (accepted.length === 0) return { bse_order: { is_success: false, success_message: null, failed_message: failed, payment_url: null, logout_url: null } };
  return {
    bse_order: {
      is_success: true,
      success_message: successMessage(accepted.map((a) => a.item.kind), accepted.map((a) => a.reference), mode, needsPayment.length > 0),
      failed_message: failed,
      payment_url: paymentUrl,
      logout_url: `${placement.origin}${RETURN_PATH}`,
    },
  };
}

function successMessage(kinds: string[], refs: string[], mode: string, paying: boolean): string {
  const list = refs.join(', ');
  if (kinds.every((k) => k === 'SIP')) return `Your SIP is registered (registration ${list}).${paying ? ' Complete the payment for the first instalment.' : ''}`;
  if (kinds.every((k) => k === 'SWP' || k === 'STP')) return `Your ${kinds[0]} is registered (registration ${list}).`;
  if (kinds.every((k) => k === 'Lumpsum')) {
    return mode === 'CHEQUE' || mode === 'NEFT'
      ? `Your order is placed (order ${list}). Our Support team will contact you`
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

/** The sweep for items a crash left in PLACING for more than two minutes. */
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
  for (const items of batches.values()) {
    const [user] = await deps.db.select().from(users).where(eq(users.id, items[0]!.userId));
    if (user) await completePlacing(deps, user, items);
  }
  return batches.size;
}
