/** What an imported statement line is, as money: units in (a lot), units out, or cash only. */
const BUY_KINDS = new Set(['PURCHASE', 'SIP', 'SWITCH_IN', 'MERGER_IN', 'DIVIDEND_REINVEST', 'SEGREGATION']);
export const isCasBuy = (kind: string) => BUY_KINDS.has(kind);
/** units that arrive without money leaving the investor's pocket: a lot, not an XIRR cash flow */
export const isCasInternal = (kind: string) => kind === 'DIVIDEND_REINVEST' || kind === 'SEGREGATION';
