/**
 * What an imported statement line is, as money: units in (a lot), units out, or cash only.
 * OPENING_BALANCE is ours, not a statement's line: units a statement shows without their
 * purchase (every holding of a summary statement, a detailed statement's opening balance),
 * stored as a lot whose cost is not known.
 */
export const OPENING_BALANCE = 'OPENING_BALANCE';
/**
 * A scheme merger whose both sides the statement shows (cas-merger.ts): the units given up leave
 * at their cost, and the units received come in as the lots given up, at their cost and dates.
 */
export const MERGER_CARRY_OUT = 'MERGER_CARRY_OUT';
export const MERGER_CARRY_IN = 'MERGER_CARRY_IN';
const BUY_KINDS = new Set(['PURCHASE', 'SIP', 'SWITCH_IN', 'MERGER_IN', 'DIVIDEND_REINVEST', 'SEGREGATION', OPENING_BALANCE, MERGER_CARRY_IN]);
export const isCasBuy = (kind: string) => BUY_KINDS.has(kind);
/** units that arrive without money leaving the investor's pocket: a lot, not an XIRR cash flow */
export const isCasInternal = (kind: string) =>
  kind === 'DIVIDEND_REINVEST' || kind === 'SEGREGATION' || kind === OPENING_BALANCE || kind === MERGER_CARRY_IN || kind === MERGER_CARRY_OUT;
/** units whose purchase cost the statement does not give: no gain, XIRR or capital gain is worked on them */
export const isCasCostUnknown = (kind: string) => kind === OPENING_BALANCE;

/** A statement line as money, as the import and the merger carry it (units ≥ 0; kind is the line's kind). */
export interface Flow {
  date: string;
  kind: string;
  units4: bigint;
  amountPaise: bigint;
  nav4: bigint | null;
  stampDutyPaise: bigint;
  sttPaise: bigint;
}
