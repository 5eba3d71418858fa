/**
 * Where a Cheque or NEFT payment goes (spec 3 §2.4: two beneficiary bank blocks). These are demo
 * values, marked as such on screen: an operator replaces them with the collection accounts the
 * exchange's clearing corporation publishes.
 */
export const BENEFICIARY_ACCOUNTS = [
  { bank: 'HDFC Bank', branch: 'Fort, Mumbai', ifsc: 'HDFC0000060', accountType: 'Current', prefix: 'MFH' },
  { bank: 'ICICI Bank', branch: 'Nariman Point, Mumbai', ifsc: 'ICIC0000106', accountType: 'Current', prefix: 'MFI' },
] as const;

export const BENEFICIARY_NAME = 'Nivesh MF Collection Account (demo)';

/** Each investor pays into a virtual account named by their Nivesh ID, so the money is matched to them. */
export function virtualAccount(prefix: string, niveshId: string): string {
  return `${prefix}${niveshId}`;
}
