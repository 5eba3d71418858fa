import { formatDecimal } from '@shared/money/decimal.ts';
import type { ExchangeAllotment, ExchangeOrderState } from '../../adapters/exchange/types.ts';

/**
 * Our books against the exchange's reports, as pure functions (the reading and the writing are in
 * reconcile-day.ts). Every difference becomes a Finding; a difference is named by its
 * fingerprint, so the same one seen by many runs is one finding.
 */

/** How our books hold something we sent to the exchange under a transaction number. */
export type OurState = 'PLACING' | 'LIVE' | 'CANCELLED' | 'REJECTED' | 'FAILED';

export interface OurBooking {
  what: 'order' | 'registration' | 'placing';
  /** our row: order id, registration id or cart item id */
  id: number;
  /** null for a registration made by a SIP modification (matched by its number) */
  transNo: string | null;
  /** the exchange's number as we recorded it; null while placing */
  orderNo: string | null;
  clientCode: string;
  state: OurState;
}

/** One of our orders as the allotment comparison needs it (direct orders only: see our-books.ts). */
export interface OurAllotment {
  orderNo: string;
  clientCode: string;
  /** SETTLED: allotted or redeemed; OPEN: not yet priced here; REJECTED and FAILED: nothing moves here */
  status: 'SETTLED' | 'OPEN' | 'REJECTED' | 'FAILED';
  folioNo: string | null;
  units4: bigint | null;
  nav4: bigint | null;
  amountPaise: bigint | null;
  navDate: string | null;
}

export type FindingKind =
  | 'MISSING_AT_EXCHANGE'
  | 'UNKNOWN_TO_US'
  | 'STATE_MISMATCH'
  | 'NUMBER_MISMATCH'
  | 'ALLOTMENT_MISMATCH'
  | 'ALLOTMENT_MISSING_AT_EXCHANGE'
  | 'ALLOTMENT_UNKNOWN_TO_US';

export interface Finding {
  fingerprint: string;
  kind: FindingKind;
  report: 'orders' | 'allotments';
  day: string;
  transNo: string | null;
  orderNo: string | null;
  clientCode: string | null;
  ours: Record<string, string | null> | null;
  theirs: Record<string, string | null> | null;
  detail: string;
}

const finding = (f: Omit<Finding, 'fingerprint'>): Finding => ({ ...f, fingerprint: `${f.report}|${f.day}|${f.kind}|${f.transNo ?? f.orderNo ?? ''}` });

const LIVE_WORDS: Record<OurState, string> = { PLACING: 'being placed', LIVE: 'live', CANCELLED: 'cancelled', REJECTED: 'rejected', FAILED: 'failed' };

/**
 * Our bookings of one exchange day against the exchange's order status report for that day.
 * Matched by our transaction number, else by the exchange's number.
 * - LIVE here: the exchange must have it BOOKED; CANCELLED or REJECTED there is a state mismatch,
 *   absent there is missing at the exchange.
 * - CANCELLED here (a registration): BOOKED there is a mismatch (it may still debit or redeem).
 * - REJECTED here (payment failed, units short): BOOKED there is not raised: the exchange rejects
 *   an unpaid or unfillable order only when the fund house reports it, and nothing moves for it
 *   unless the allotment statement says so, which the allotment comparison raises.
 * - FAILED here: BOOKED there is raised (it stands there while the investor was told it failed).
 * - PLACING here: BOOKED there goes to `toPlace` (safe to finish, see reconcile-day.ts); else it
 *   is left to the placing sweep, which asks by the same transaction number.
 * - BOOKED there and nothing here: unknown to us.
 */
export function compareOrders(day: string, ours: readonly OurBooking[], theirs: readonly ExchangeOrderState[]): { findings: Finding[]; toPlace: OurBooking[] } {
  const byTrans = new Map(theirs.map((t) => [t.transNo, t]));
  const byNo = new Map(theirs.map((t) => [t.orderNo, t]));
  const matched = new Set<ExchangeOrderState>();
  const findings: Finding[] = [];
  const toPlace: OurBooking[] = [];
  for (const o of ours) {
    const t = (o.transNo !== null ? byTrans.get(o.transNo) : undefined) ?? (o.orderNo !== null && o.state !== 'FAILED' ? byNo.get(o.orderNo) : undefined);
    if (t) matched.add(t);
    const base = {
      report: 'orders' as const,
      day,
      transNo: o.transNo ?? t?.transNo ?? null,
      orderNo: o.orderNo ?? t?.orderNo ?? null,
      clientCode: o.clientCode,
    };
    const oursView = { what: o.what, id: String(o.id), state: o.state, orderNo: o.orderNo, clientCode: o.clientCode };
    const theirsView = t ? { state: t.state, orderNo: t.orderNo, clientCode: t.clientCode, remarks: t.remarks } : null;
    const name = `${o.what} ${o.orderNo ?? o.transNo ?? o.id}`;
    if (o.state === 'PLACING') {
      if (t?.state === 'BOOKED' && t.clientCode === o.clientCode) toPlace.push({ ...o, orderNo: t.orderNo });
      continue;
    }
    if (!t) {
      if (o.state !== 'FAILED')
        findings.push(
          finding({
            ...base,
            kind: 'MISSING_AT_EXCHANGE',
            ours: oursView,
            theirs: null,
            detail: `Our ${name} (${LIVE_WORDS[o.state]}) is not in the exchange's order status report for ${day}`,
          }),
        );
      continue;
    }
    if (t.clientCode !== o.clientCode) {
      findings.push(
        finding({
          ...base,
          kind: 'STATE_MISMATCH',
          ours: oursView,
          theirs: theirsView,
          detail: `Our ${name} is client ${o.clientCode}'s; the exchange has it under client ${t.clientCode}`,
        }),
      );
      continue;
    }
    const mismatch =
      (o.state === 'LIVE' && t.state !== 'BOOKED') || (o.state === 'CANCELLED' && t.state === 'BOOKED')
        ? `Our ${name} is ${LIVE_WORDS[o.state]}; the exchange has it ${t.state.toLowerCase()}${t.remarks ? ` (${t.remarks})` : ''}`
        : null;
    if (mismatch) findings.push(finding({ ...base, kind: 'STATE_MISMATCH', ours: oursView, theirs: theirsView, detail: mismatch }));
    else if (o.state === 'FAILED' && t.state === 'BOOKED')
      findings.push(
        finding({
          ...base,
          kind: 'UNKNOWN_TO_US',
          ours: oursView,
          theirs: theirsView,
          detail: `The exchange has ${t.orderNo} booked under ${t.transNo}; our books hold it as failed`,
        }),
      );
    else if (o.orderNo !== null && o.state !== 'FAILED' && o.orderNo !== t.orderNo) {
      findings.push(
        finding({
          ...base,
          kind: 'NUMBER_MISMATCH',
          ours: oursView,
          theirs: theirsView,
          detail: `Our ${name} has number ${o.orderNo}; the exchange numbers transaction ${t.transNo} ${t.orderNo}`,
        }),
      );
    }
  }
  for (const t of theirs) {
    if (matched.has(t) || t.state !== 'BOOKED') continue;
    findings.push(
      finding({
        report: 'orders',
        day,
        kind: 'UNKNOWN_TO_US',
        transNo: t.transNo,
        orderNo: t.orderNo,
        clientCode: t.clientCode,
        ours: null,
        theirs: { state: t.state, orderNo: t.orderNo, clientCode: t.clientCode, remarks: t.remarks },
        detail: `The exchange has ${t.orderNo} booked under ${t.transNo} for client ${t.clientCode}; our books have no such order`,
      }),
    );
  }
  return { findings, toPlace };
}

const units = (u: bigint | null) => (u === null ? null : formatDecimal(u, 4));
const rupees = (p: bigint | null) => (p === null ? null : formatDecimal(p, 2));

/**
 * Our orders settled on one NAV date against the exchange's allotment statement for that date.
 * `ours` holds our orders settled that day and any other order of ours a statement line names.
 * A line for an order we have not priced yet (OPEN) is not a difference: our sweep prices it at
 * the same NAV. The folio is compared only when the exchange states one.
 */
export function compareAllotments(day: string, ours: readonly OurAllotment[], theirs: readonly ExchangeAllotment[]): Finding[] {
  const lines = new Map(theirs.map((l) => [l.orderNo, l]));
  const findings: Finding[] = [];
  const base = (orderNo: string, clientCode: string) => ({ report: 'allotments' as const, day, transNo: null, orderNo, clientCode });
  const view = (o: OurAllotment) => ({
    status: o.status,
    folioNo: o.folioNo,
    units: units(o.units4),
    nav: units(o.nav4),
    amount: rupees(o.amountPaise),
    navDate: o.navDate,
  });
  const lineView = (l: ExchangeAllotment) => ({
    folioNo: l.folioNo,
    units: units(l.units4),
    nav: units(l.nav4),
    amount: rupees(l.amountPaise),
    navDate: l.navDate,
    schemeCode: l.schemeCode,
  });
  for (const o of ours) {
    if (o.status !== 'SETTLED' || o.navDate !== day) continue;
    const l = lines.get(o.orderNo);
    if (!l) {
      findings.push(
        finding({
          ...base(o.orderNo, o.clientCode),
          kind: 'ALLOTMENT_MISSING_AT_EXCHANGE',
          ours: view(o),
          theirs: null,
          detail: `Our order ${o.orderNo} was settled at the NAV of ${day}; the exchange's allotment statement has no line for it`,
        }),
      );
      continue;
    }
    const diffs = [
      o.units4 !== l.units4 ? `units ${units(o.units4)} here, ${units(l.units4)} there` : null,
      o.nav4 !== l.nav4 ? `NAV ${units(o.nav4)} here, ${units(l.nav4)} there` : null,
      o.amountPaise !== l.amountPaise ? `amount ₹${rupees(o.amountPaise)} here, ₹${rupees(l.amountPaise)} there` : null,
      l.folioNo !== '' && o.folioNo !== null && o.folioNo !== l.folioNo ? `folio ${o.folioNo} here, ${l.folioNo} there` : null,
      o.clientCode !== l.clientCode ? `client ${o.clientCode} here, ${l.clientCode} there` : null,
    ].filter((d): d is string => d !== null);
    if (diffs.length)
      findings.push(
        finding({
          ...base(o.orderNo, o.clientCode),
          kind: 'ALLOTMENT_MISMATCH',
          ours: view(o),
          theirs: lineView(l),
          detail: `Order ${o.orderNo} on ${day}: ${diffs.join('; ')}`,
        }),
      );
  }
  const byNo = new Map(ours.map((o) => [o.orderNo, o]));
  for (const l of theirs) {
    if (l.navDate !== day) continue;
    const o = byNo.get(l.orderNo);
    if (o?.status === 'OPEN' || (o?.status === 'SETTLED' && o.navDate === day)) continue;
    if (o?.status === 'SETTLED') {
      findings.push(
        finding({
          ...base(l.orderNo, l.clientCode),
          kind: 'ALLOTMENT_MISMATCH',
          ours: view(o),
          theirs: lineView(l),
          detail: `Order ${l.orderNo}: settled here at the NAV of ${o.navDate}, by the exchange at the NAV of ${day}`,
        }),
      );
      continue;
    }
    const here = o ? `our books hold it as ${o.status.toLowerCase()}` : 'our books have no such order';
    findings.push(
      finding({
        ...base(l.orderNo, l.clientCode),
        kind: 'ALLOTMENT_UNKNOWN_TO_US',
        ours: o ? view(o) : null,
        theirs: lineView(l),
        detail: `The exchange allotted ${units(l.units4)} units of ${l.schemeCode} at ${units(l.nav4)} on ${day} for order ${l.orderNo}; ${here}`,
      }),
    );
  }
  return findings;
}
