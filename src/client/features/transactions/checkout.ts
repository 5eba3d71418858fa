import { CATEGORIES, type CartDetails, type CartItem, type CheckoutType, type TransactionOtpRequest } from '@shared/contract/transactions.ts';
import type { BodyOf } from '@shared/contract/common.ts';
import type { placeOrder } from '@shared/contract/transactions.ts';
import { formatDecimal, parseRupees } from '@shared/money/decimal.ts';

/**
 * The cart's tabs and the checkout decisions of spec 3 §2.3 and §4.1, as plain functions so
 * that every branch is tested without a browser.
 */
export const CART_TABS: ReadonlyArray<{ id: CheckoutType; list: keyof Omit<CartDetails, 'cartLength'> }> = [
  { id: 'SIP', list: 'sipArray' },
  { id: 'Lumpsum', list: 'lumpsumArray' },
  { id: 'Switch', list: 'switch' },
  { id: 'STP', list: 'stp' },
  { id: 'SWP', list: 'swp' },
  { id: 'Redemption', list: 'redemption' },
];

export const CHECKOUT_MESSAGES = {
  removeConfirm: 'Are you sure want to remove this item from cart?',
  empty: 'Your cart is empty!!',
  selectToCheckout: 'please select schemes to checkout',
  selectToConfirm: 'please select the schemes to confirm',
  failedTitle: 'Failed Message',
  successTitle: 'Success Message',
  supportWillContact: 'Our Support team will contact you',
  selectChequeOrNeft: 'Please select any time',
  // ours: a checkout whose answer was lost, resolved through the status of its key
  notPlacedTitle: 'Order not placed',
  checkingTitle: 'Checking your order',
} as const;

/** Ours (the spec is silent): what a refusal dialog's title says happened, never a bare "Alert". */
export const DIALOG_TITLES = {
  orderNotPlaced: CHECKOUT_MESSAGES.notPlacedTitle,
  otpNotSent: 'OTP not sent',
  paymentNotStarted: 'Payment not started',
  notAdded: 'Not added to cart',
  cartNotUpdated: 'Cart not updated',
  nothingSelected: 'Nothing selected',
  offline: 'You are offline',
  choosePaymentMode: 'Choose a payment mode',
} as const;

export function itemsOf(cart: CartDetails, tab: CheckoutType): CartItem[] {
  return cart[CART_TABS.find((t) => t.id === tab)!.list];
}

/** The first tab with items (SIP when the cart is empty). */
export function firstFilledTab(cart: CartDetails): CheckoutType {
  return CART_TABS.find((t) => cart[t.list].length > 0)?.id ?? 'SIP';
}

export type CartGroup = { key: string; title: string | null; items: CartItem[] };

/**
 * Items of one investment idea or goal sit together under its name (spec 3 §2.3); other items
 * stand alone. Groups keep the position of their first item.
 */
export function groupCartItems(items: readonly CartItem[]): CartGroup[] {
  const groups: CartGroup[] = [];
  const byKey = new Map<string, CartGroup>();
  for (const item of items) {
    const key = item.InvIdeaID !== null ? `idea-${item.InvIdeaID}` : item.GoalID !== null ? `goal-${item.GoalID}` : `item-${item.TE_IHNO}`;
    let group = byKey.get(key);
    if (!group) {
      const title =
        item.InvIdeaID !== null ? (item.Idea ?? `Investment idea ${item.InvIdeaID}`) : item.GoalID !== null ? (item.GoalName ?? `Goal ${item.GoalID}`) : null;
      group = { key, title, items: [] };
      byKey.set(key, group);
      groups.push(group);
    }
    group.items.push(item);
  }
  return groups;
}

/** remove_cart_item's TrType: S for SIP, STP and SWP items, N otherwise. */
export function removeTrType(tab: CheckoutType): 'S' | 'N' {
  return tab === 'SIP' || tab === 'STP' || tab === 'SWP' ? 'S' : 'N';
}

/** Lumpsum always pays; SIP pays when a checked item takes its first order today. */
export function needsPayment(tab: CheckoutType, checked: readonly CartItem[]): boolean {
  if (tab === 'Lumpsum') return true;
  return tab === 'SIP' && checked.some((i) => i.FirstOrderToday === 'Y');
}

export function checkoutLabel(tab: CheckoutType): string {
  if (tab === 'SIP') return 'PLACE ORDER';
  if (tab === 'Lumpsum') return 'PROCEED TO PAYMENT';
  return 'CONFIRM';
}

export function nothingSelectedMessage(tab: CheckoutType): string {
  return tab === 'SIP' || tab === 'Lumpsum' ? CHECKOUT_MESSAGES.selectToCheckout : CHECKOUT_MESSAGES.selectToConfirm;
}

export function categoryOf(tab: CheckoutType): 1 | 4 | 5 | 6 | 7 {
  switch (tab) {
    case 'Lumpsum':
      return CATEGORIES.lumpsum;
    case 'SIP':
      return CATEGORIES.sip;
    case 'STP':
      return CATEGORIES.stp;
    case 'Switch':
      return CATEGORIES.switch;
    default:
      return CATEGORIES.swpRedemption;
  }
}

/** Sum of the items' amounts as a decimal string of rupees (units-only items add nothing). */
export function totalAmount(items: readonly CartItem[]): string {
  const paise = items.reduce((sum, i) => sum + (i.TE_AMOUNT ? (parseRupees(i.TE_AMOUNT) ?? 0n) : 0n), 0n);
  return formatDecimal(paise, 2);
}

export function otpRequest(tab: CheckoutType, checked: readonly CartItem[]): TransactionOtpRequest {
  return {
    ihno: checked.map((i) => i.TE_IHNO),
    totalAmount: totalAmount(checked),
    schemeDesc: checked.map((i) => i.SchDesc),
    folio: checked.map((i) => i.TE_ACNO),
    type: tab,
  };
}

export type PlaceOrderBody = BodyOf<typeof placeOrder>;
export type OrderBody = Pick<PlaceOrderBody, 'orders' | 'category'>;

/** Orders are 'Normal' for a lumpsum, 'sys' for everything else (spec 3 §4.1). */
export function orderBody(tab: CheckoutType, checked: readonly CartItem[]): OrderBody {
  return { orders: checked.map((i) => ({ order_id: i.TE_IHNO, type: tab === 'Lumpsum' ? 'Normal' : 'sys' })), category: categoryOf(tab) };
}

/** What navigation state carries from the cart to /portal/transaction-verify. */
export interface CheckoutState {
  type: CheckoutType;
  otp: TransactionOtpRequest;
  order: OrderBody;
  /** the OTP challenge to verify against */
  code: string;
  /** go to /portal/payments after the OTP (Lumpsum, or SIP with a first order today) */
  pay: boolean;
}

/** After the OTP: SIP and SWP land on manage-sip (the spec's quirk), STP on manage-stp, others on history. */
export function successDestination(type: CheckoutType): '/portal/menu/manage-sip' | '/portal/menu/manage-stp' | '/portal/menu/transaction-history' {
  if (type === 'SIP' || type === 'SWP') return '/portal/menu/manage-sip';
  if (type === 'STP') return '/portal/menu/manage-stp';
  return '/portal/menu/transaction-history';
}

export type BseOrder = {
  is_success: boolean;
  success_message: string | null;
  failed_message: string | null;
  payment_url: string | null;
  logout_url: string | null;
  payment_id?: number | null | undefined;
};

export type PlaceOutcome =
  | { kind: 'error'; message: string }
  | { kind: 'failed'; message: string }
  | { kind: 'pay'; url: string; message: string | null; failed: string | null }
  | { kind: 'success'; message: string | null; failed: string | null; paymentId: number | null };

/**
 * Reads place-order's answer into what the screen does next: an error alert, the failure popup,
 * the gateway (after showing a partial failure, if any), or the success popup.
 */
export function placeOutcome(answer: { bse_order: BseOrder } | { error: string }): PlaceOutcome {
  if ('error' in answer) return { kind: 'error', message: answer.error };
  const o = answer.bse_order;
  if (!o.is_success) return { kind: 'failed', message: o.failed_message ?? o.success_message ?? 'Order failed' };
  if (o.payment_url) return { kind: 'pay', url: o.payment_url, message: o.success_message, failed: o.failed_message };
  return { kind: 'success', message: o.success_message, failed: o.failed_message, paymentId: o.payment_id ?? null };
}
