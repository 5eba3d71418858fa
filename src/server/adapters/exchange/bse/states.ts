import type { ExchangeOrderState } from '../types.ts';
import { field } from './soap.ts';

/**
 * One line of the exchange's order status report as our order state. Registrations (XSIP, STP,
 * SWP) carry their registration number, orders their order number; our transaction number is
 * the internal reference we sent with each.
 */
export function orderStateOf(d: Record<string, unknown>): ExchangeOrderState {
  const type = field(d, 'OrderType').toUpperCase();
  const registration = type === 'XSIP' || type === 'ISIP' || type === 'SIP' || type === 'STP' || type === 'SWP';
  const status = `${field(d, 'OrderStatus')} ${field(d, 'OrderRemarks')}`.toUpperCase();
  const state = /CANCEL|CXL/.test(status) ? 'CANCELLED' : /INVALID|REJECT/.test(status) ? 'REJECTED' : 'BOOKED';
  return {
    clientCode: field(d, 'ClientCode'),
    transNo: field(d, 'InternalRefNo'),
    orderNo: registration ? field(d, 'SIPRegnNo') || field(d, 'OrderNumber') : field(d, 'OrderNumber'),
    state,
    remarks: field(d, 'OrderRemarks') || null,
  };
}
