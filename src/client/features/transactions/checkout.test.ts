import { describe, expect, it } from 'vitest';
import type { CartDetails, CartItem } from '@shared/contract/transactions.ts';
import {
  checkoutLabel,
  firstFilledTab,
  groupCartItems,
  itemsOf,
  needsPayment,
  nothingSelectedMessage,
  orderBody,
  otpRequest,
  placeOutcome,
  removeTrType,
  successDestination,
  totalAmount,
} from './checkout.ts';

let n = 100;
function item(patch: Partial<CartItem> = {}): CartItem {
  n += 1;
  return {
    StepUp: null,
    TE_IHNO: n,
    TE_AMOUNT: '5000.00',
    TE_UNITS: null,
    TE_TRDATE: '10/03/2026',
    TE_ACNO: 'New Folio',
    TE_TRTYPE: 'NEW',
    SchDesc: `Scheme ${n}`,
    ToSchDesc: null,
    Installments: null,
    FirstOrderToday: 'N',
    NAV: '10.0000',
    Sch_Return1Yr: null,
    AssetClassName: 'Equity',
    Sub_AssetclassName: 'Large Cap Fund',
    Schemeoption: 'Growth',
    TailWindRec: 'N',
    InvIdeaID: null,
    Idea: null,
    GoalID: null,
    GoalName: null,
    checked: true,
    Sch: n,
    StartDate: null,
    Frequency: null,
    ...patch,
  };
}

const empty: CartDetails = { sipArray: [], lumpsumArray: [], switch: [], stp: [], swp: [], redemption: [], cartLength: 0 };

describe('cart tabs', () => {
  it('reads each tab from its list and opens on the first tab with items', () => {
    const red = item({ TE_TRTYPE: 'RED' });
    const cart = { ...empty, redemption: [red], cartLength: 1 };
    expect(itemsOf(cart, 'Redemption')).toEqual([red]);
    expect(firstFilledTab(cart)).toBe('Redemption');
    expect(firstFilledTab(empty)).toBe('SIP');
  });

  it('groups items of one idea or goal under its name, keeping order', () => {
    const a = item();
    const i1 = item({ InvIdeaID: 7, Idea: 'Tax Saver' });
    const g1 = item({ GoalID: 3, GoalName: null });
    const i2 = item({ InvIdeaID: 7, Idea: 'Tax Saver' });
    const groups = groupCartItems([a, i1, g1, i2]);
    expect(groups.map((g) => [g.title, g.items.map((x) => x.TE_IHNO)])).toEqual([
      [null, [a.TE_IHNO]],
      ['Tax Saver', [i1.TE_IHNO, i2.TE_IHNO]],
      ['Goal 3', [g1.TE_IHNO]],
    ]);
  });

  it('removes SIP, STP and SWP items as S, the others as N', () => {
    expect(['SIP', 'STP', 'SWP', 'Lumpsum', 'Switch', 'Redemption'].map((t) => removeTrType(t as never))).toEqual(['S', 'S', 'S', 'N', 'N', 'N']);
  });

  it('labels the buttons and the empty-selection messages by tab', () => {
    expect(checkoutLabel('SIP')).toBe('PLACE ORDER');
    expect(checkoutLabel('Lumpsum')).toBe('PROCEED TO PAYMENT');
    expect(checkoutLabel('Switch')).toBe('CONFIRM');
    expect(checkoutLabel('Redemption')).toBe('CONFIRM');
    expect(nothingSelectedMessage('Lumpsum')).toBe('please select schemes to checkout');
    expect(nothingSelectedMessage('SIP')).toBe('please select schemes to checkout');
    expect(nothingSelectedMessage('STP')).toBe('please select the schemes to confirm');
  });
});

describe('checkout decisions', () => {
  it('pays for a lumpsum, and for a SIP only when a checked item orders today', () => {
    expect(needsPayment('Lumpsum', [item()])).toBe(true);
    expect(needsPayment('SIP', [item({ FirstOrderToday: 'N' })])).toBe(false);
    expect(needsPayment('SIP', [item(), item({ FirstOrderToday: 'Y' })])).toBe(true);
    expect(needsPayment('Redemption', [item({ FirstOrderToday: 'Y' })])).toBe(false);
  });

  it('builds the OTP request and the order body from the checked items', () => {
    const a = item({ TE_AMOUNT: '1000.50', TE_ACNO: '0050000001' });
    const b = item({ TE_AMOUNT: null, TE_UNITS: 'All', TE_ACNO: '0050000002' });
    expect(otpRequest('Redemption', [a, b])).toEqual({
      ihno: [a.TE_IHNO, b.TE_IHNO],
      totalAmount: '1000.50',
      schemeDesc: [a.SchDesc, b.SchDesc],
      folio: ['0050000001', '0050000002'],
      type: 'Redemption',
    });
    expect(orderBody('Lumpsum', [a])).toEqual({ orders: [{ order_id: a.TE_IHNO, type: 'Normal' }], category: 1 });
    expect(orderBody('SIP', [a]).orders[0]!.type).toBe('sys');
    expect(['SIP', 'SWP', 'Redemption', 'STP', 'Switch'].map((t) => orderBody(t as never, [a]).category)).toEqual([4, 5, 5, 6, 7]);
    expect(totalAmount([item({ TE_AMOUNT: '0.10' }), item({ TE_AMOUNT: '0.20' })])).toBe('0.30');
  });

  it('lands SIP and SWP on manage-sip, STP on manage-stp, the rest on history', () => {
    expect(successDestination('SIP')).toBe('/portal/menu/manage-sip');
    expect(successDestination('SWP')).toBe('/portal/menu/manage-sip');
    expect(successDestination('STP')).toBe('/portal/menu/manage-stp');
    expect(successDestination('Switch')).toBe('/portal/menu/transaction-history');
    expect(successDestination('Redemption')).toBe('/portal/menu/transaction-history');
  });

  it('reads place-order answers', () => {
    const base = { is_success: true, success_message: 'Placed', failed_message: null, payment_url: null, logout_url: null };
    expect(placeOutcome({ error: 'please select schemes to checkout' })).toEqual({ kind: 'error', message: 'please select schemes to checkout' });
    expect(placeOutcome({ bse_order: { ...base, is_success: false, success_message: null, failed_message: 'X: refused' } })).toEqual({
      kind: 'failed',
      message: 'X: refused',
    });
    expect(placeOutcome({ bse_order: { ...base, payment_url: 'http://gw/pay/1' } })).toEqual({
      kind: 'pay',
      url: 'http://gw/pay/1',
      message: 'Placed',
      failed: null,
    });
    expect(placeOutcome({ bse_order: { ...base, failed_message: 'Y: refused' } })).toEqual({
      kind: 'success',
      message: 'Placed',
      failed: 'Y: refused',
      paymentId: null,
    });
    // NEFT/cheque: no gateway, but a payment to await, whose confirmation screen comes next
    expect(placeOutcome({ bse_order: { ...base, payment_id: 42 } })).toEqual({ kind: 'success', message: 'Placed', failed: null, paymentId: 42 });
  });
});
