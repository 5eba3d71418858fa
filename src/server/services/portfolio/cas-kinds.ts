/**
 * What an imported statement line is, as money: units in (a lot), units out, or cash only.
 * OPENING_BALANCE is ours, not a statement's line: units a statement shows without their
 * purchase (every holding of a summary statement, a detailed statement's opening balance),
 * stored as a lot whose cost is not known.
 */
export const OPENING_BALANCE = 'OPENING_BALANCE';
const BUY_KINDS = new Set(['PURCHASE', 'SIP', 'SWITCH_IN', 'MERGER_IN', 'DIVIDEND_REINVEST', 'SEGREGATION', OPENING_BALANCE]);
export const isCasBuy = (kind: string) => BUY_KINDS.has(kind);
/** units that arrive without money leaving the investor's pocket: a lot, not an XIRR cash flow */
export const isCasInternal = (kind: string) => kind === 'DIVIDEND_REINVEST' || kind === 'SEGREGATION' || kind === OPENING_BALANCE;
/** units whose purchase cost the statement does not give: no gain, XIRR or capital gain is worked on them */
export const isCasCostUnknown = (kind: string) => kind === OPENING_BALANCE;
