/**
 * Where an investor sends NEFT/RTGS or cheque money for an order placed through the exchange.
 * Exchange orders are paid into the exchange's clearing corporation (for BSE StAR MF, Indian
 * Clearing Corporation Ltd), never into the distributor's account; each investor has a virtual
 * account number made of the clearing bank's prefix and the investor's unique client code (UCC),
 * so the money is matched to them, and the order numbers go in the remarks. The values below are
 * the demo's: an operator replaces them with the ones the clearing corporation publishes.
 */
export const CLEARING_BENEFICIARY = 'Indian Clearing Corporation Ltd (demo details)';

export const CLEARING_ACCOUNTS = [
  { bank: 'HDFC Bank', branch: 'Fort, Mumbai', ifsc: 'HDFC0000060', accountType: 'Current', prefix: 'MFICCL' },
  { bank: 'ICICI Bank', branch: 'Nariman Point, Mumbai', ifsc: 'ICIC0000106', accountType: 'Current', prefix: 'ICCLMF' },
] as const;

/** The investor's own account number at one clearing bank: prefix + unique client code. */
export function clearingAccountNumber(prefix: string, clientCode: string): string {
  return `${prefix}${clientCode}`;
}

/** What goes in the transfer's remarks so the exchange can match it to the orders. */
export function paymentRemarks(clientCode: string, orderNos: readonly string[]): string {
  return `${clientCode} ${orderNos.join(' ')}`.trim();
}

/** The state an order placed for NEFT or cheque is in until the money is received. */
export const AWAITING_PAYMENT_TITLE = 'Order placed — awaiting your payment';
