import { describe, expect, it } from 'vitest';
import type { ExchangeAllotment, ExchangeOrderState } from '../../adapters/exchange/types.ts';
import { compareAllotments, compareOrders, type OurAllotment, type OurBooking } from './compare.ts';

const DAY = '2026-11-18';
const T1 = '2026111810231000001';
const T2 = '2026111810231000002';
const T3 = '2026111810231000003';

const ours = (o: Partial<OurBooking> & Pick<OurBooking, 'state'>): OurBooking => ({
  what: 'order',
  id: 1,
  transNo: T1,
  orderNo: '30000001',
  clientCode: 'NIV1',
  ...o,
});
const theirs = (t: Partial<ExchangeOrderState> = {}): ExchangeOrderState => ({
  clientCode: 'NIV1',
  transNo: T1,
  orderNo: '30000001',
  state: 'BOOKED',
  remarks: null,
  ...t,
});

describe('compareOrders', () => {
  it('finds nothing when every live order of ours stands at the exchange under the same number', () => {
    const r = compareOrders(
      DAY,
      [ours({ state: 'LIVE' }), ours({ id: 2, what: 'registration', transNo: null, orderNo: '5000001', state: 'LIVE' })],
      [theirs(), theirs({ transNo: T2, orderNo: '5000001' })],
    );
    expect(r).toEqual({ findings: [], toPlace: [] });
  });

  it('raises a live order the exchange does not have, and one it has that we do not', () => {
    const r = compareOrders(DAY, [ours({ state: 'LIVE' })], [theirs({ transNo: T2, orderNo: '30000002', clientCode: 'NIV2' })]);
    expect(r.findings.map((f) => [f.kind, f.transNo, f.orderNo, f.clientCode])).toEqual([
      ['MISSING_AT_EXCHANGE', T1, '30000001', 'NIV1'],
      ['UNKNOWN_TO_US', T2, '30000002', 'NIV2'],
    ]);
    expect(r.findings[0]!.fingerprint).toBe(`orders|${DAY}|MISSING_AT_EXCHANGE|${T1}`);
    expect(r.findings[1]!.detail).toBe(`The exchange has 30000002 booked under ${T2} for client NIV2; our books have no such order`);
  });

  it('raises a live order cancelled or rejected there, and a registration cancelled here but standing there', () => {
    const r = compareOrders(
      DAY,
      [
        ours({ state: 'LIVE' }),
        ours({ id: 2, transNo: T2, orderNo: '30000002', state: 'LIVE' }),
        ours({ id: 3, what: 'registration', transNo: T3, orderNo: '5000003', state: 'CANCELLED' }),
      ],
      [
        theirs({ state: 'CANCELLED', remarks: 'Cancelled by the member' }),
        theirs({ transNo: T2, orderNo: '30000002', state: 'REJECTED', remarks: 'Scheme suspended' }),
        theirs({ transNo: T3, orderNo: '5000003' }),
      ],
    );
    expect(r.findings.map((f) => [f.kind, f.detail])).toEqual([
      ['STATE_MISMATCH', 'Our order 30000001 is live; the exchange has it cancelled (Cancelled by the member)'],
      ['STATE_MISMATCH', 'Our order 30000002 is live; the exchange has it rejected (Scheme suspended)'],
      ['STATE_MISMATCH', 'Our registration 5000003 is cancelled; the exchange has it booked'],
    ]);
  });

  it('raises what the exchange holds booked while we hold it as failed; a failed one cancelled there is consistent', () => {
    const r = compareOrders(
      DAY,
      [ours({ state: 'FAILED', orderNo: null }), ours({ id: 2, transNo: T2, orderNo: null, state: 'FAILED' })],
      [theirs(), theirs({ transNo: T2, orderNo: '30000002', state: 'CANCELLED' })],
    );
    expect(r.findings.map((f) => [f.kind, f.transNo, f.orderNo])).toEqual([['UNKNOWN_TO_US', T1, '30000001']]);
  });

  it('does not raise an order we rejected that still stands there, but does raise one the exchange never had', () => {
    const r = compareOrders(DAY, [ours({ state: 'REJECTED' }), ours({ id: 2, transNo: T2, orderNo: '30000002', state: 'REJECTED' })], [theirs()]);
    expect(r.findings.map((f) => [f.kind, f.transNo])).toEqual([['MISSING_AT_EXCHANGE', T2]]);
  });

  it('hands back an item being placed that the exchange booked, with its number; otherwise leaves it to the sweep', () => {
    const placing = ours({ what: 'placing', id: 9, orderNo: null, state: 'PLACING' });
    expect(compareOrders(DAY, [placing], [theirs({ orderNo: '30000042' })])).toEqual({ findings: [], toPlace: [{ ...placing, orderNo: '30000042' }] });
    expect(compareOrders(DAY, [placing], [])).toEqual({ findings: [], toPlace: [] });
    expect(compareOrders(DAY, [placing], [theirs({ state: 'REJECTED' })])).toEqual({ findings: [], toPlace: [] });
    // another client's booking under our number is not ours to take
    expect(compareOrders(DAY, [placing], [theirs({ clientCode: 'NIV9' })]).toPlace).toEqual([]);
  });

  it('raises a different exchange number, and a booking under another client', () => {
    const r = compareOrders(
      DAY,
      [ours({ state: 'LIVE' }), ours({ id: 2, transNo: T2, orderNo: '30000002', state: 'LIVE' })],
      [theirs({ orderNo: '30000099' }), theirs({ transNo: T2, orderNo: '30000002', clientCode: 'NIV7' })],
    );
    expect(r.findings.map((f) => f.kind)).toEqual(['NUMBER_MISMATCH', 'STATE_MISMATCH']);
    expect(r.findings[1]!.detail).toBe("Our order 30000002 is client NIV1's; the exchange has it under client NIV7");
  });
});

const mine = (o: Partial<OurAllotment> = {}): OurAllotment => ({
  orderNo: '30000001',
  clientCode: 'NIV1',
  status: 'SETTLED',
  folioNo: '0010000001',
  units4: 3_164_550n,
  nav4: 315_600n,
  amountPaise: 1_000_000n,
  navDate: DAY,
  ...o,
});
const line = (l: Partial<ExchangeAllotment> = {}): ExchangeAllotment => ({
  clientCode: 'NIV1',
  orderNo: '30000001',
  schemeCode: 'EQ1-GR',
  folioNo: '',
  units4: 3_164_550n,
  nav4: 315_600n,
  amountPaise: 1_000_000n,
  navDate: DAY,
  ...l,
});

describe('compareAllotments', () => {
  it('finds nothing when units, NAV and amount agree (an empty folio there is not compared)', () => {
    expect(compareAllotments(DAY, [mine()], [line()])).toEqual([]);
    expect(compareAllotments(DAY, [mine()], [line({ folioNo: '0010000001' })])).toEqual([]);
  });

  it('names each figure that differs, in units, NAV and rupees', () => {
    // hand-written figures: 316.4550 units at 31.5600 here; 316.4560 at 31.5500, ₹9,999 and another folio there
    const [f] = compareAllotments(DAY, [mine()], [line({ units4: 3_164_560n, nav4: 315_500n, amountPaise: 999_900n, folioNo: '0010000002' })]);
    expect(f!.kind).toBe('ALLOTMENT_MISMATCH');
    expect(f!.detail).toBe(
      'Order 30000001 on 2026-11-18: units 316.4550 here, 316.4560 there; NAV 31.5600 here, 31.5500 there; amount ₹10000.00 here, ₹9999.00 there; folio 0010000001 here, 0010000002 there',
    );
    expect(f!.ours).toMatchObject({ units: '316.4550', nav: '31.5600', amount: '10000.00' });
    expect(f!.theirs).toMatchObject({ units: '316.4560', nav: '31.5500', amount: '9999.00', folioNo: '0010000002' });
  });

  it('raises our settlement with no line there, and a line for an order we never had or hold as rejected', () => {
    const found = compareAllotments(
      DAY,
      [mine(), mine({ orderNo: '30000003', status: 'REJECTED', units4: null, nav4: null, navDate: null })],
      [line({ orderNo: '30000002' }), line({ orderNo: '30000003' })],
    );
    expect(found.map((f) => [f.kind, f.orderNo])).toEqual([
      ['ALLOTMENT_MISSING_AT_EXCHANGE', '30000001'],
      ['ALLOTMENT_UNKNOWN_TO_US', '30000002'],
      ['ALLOTMENT_UNKNOWN_TO_US', '30000003'],
    ]);
    expect(found[2]!.detail).toBe('The exchange allotted 316.4550 units of EQ1-GR at 31.5600 on 2026-11-18 for order 30000003; our books hold it as rejected');
  });

  it('leaves a line for an order we have not priced yet to our sweep, and raises one priced here on another NAV date', () => {
    expect(compareAllotments(DAY, [mine({ status: 'OPEN', units4: null, nav4: null, navDate: null })], [line()])).toEqual([]);
    const [f] = compareAllotments(DAY, [mine({ navDate: '2026-11-17' })], [line()]);
    expect([f!.kind, f!.detail]).toEqual([
      'ALLOTMENT_MISMATCH',
      'Order 30000001: settled here at the NAV of 2026-11-17, by the exchange at the NAV of 2026-11-18',
    ]);
  });
});
