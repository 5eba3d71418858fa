import { describe, expect, it } from 'vitest';
import { parseOrderAnswer, parsePasswordAnswer } from './answer.ts';
import { isTodaysTransNo, transNoFor } from './trans-no.ts';

/**
 * Order entry answers in the exchange's documented eight-field shape, one per case the adapter
 * must tell apart. Written from BSE StAR MF's web-service file structure; no live answer could be
 * captured from here, so the remarks texts are the documented kind, and the classifier reads
 * them by keywords rather than by exact wording.
 */
const PAIRS: Array<[string, string, Partial<ReturnType<typeof parseOrderAnswer>>]> = [
  [
    'order taken',
    'NEW|2026112810231000071|31450001|1023101|10231|NIV0000042|ORD CONF: Your Request for FRESH PURCHASE 5000.00 in SCHEME: HDFC-GR is confirmed for CLIENT CODE: NIV0000042 ORDER NO: 31450001|0',
    { transNo: '2026112810231000071', orderId: '31450001', clientCode: 'NIV0000042', ok: true, refusal: null },
  ],
  [
    'refused with remarks (SuccessFlag 1)',
    'NEW|2026112810231000072|0|1023101|10231|NIV0000042|FAILED: MINIMUM PURCHASE AMOUNT IS 5000|1',
    { ok: false, refusal: 'other', remarks: 'FAILED: MINIMUM PURCHASE AMOUNT IS 5000' },
  ],
  ['password expired', 'NEW|2026112810231000073|0|1023101|10231|NIV0000042|FAILED: PASSWORD EXPIRED OR INVALID|1', { ok: false, refusal: 'password' }],
  [
    'session password not valid',
    'NEW|2026112810231000073|0|1023101|10231|NIV0000042|FAILED: INVALID SESSION, GENERATE NEW PASSWORD|1',
    { ok: false, refusal: 'password' },
  ],
  [
    'duplicate transaction number',
    'NEW|2026112810231000074|0|1023101|10231|NIV0000042|FAILED: DUPLICATE TRANSACTION NUMBER|1',
    { ok: false, refusal: 'duplicate' },
  ],
  [
    'transaction reference already used',
    'NEW|2026112810231000074|0|1023101|10231|NIV0000042|FAILED: TRANS NO ALREADY EXISTS|1',
    { ok: false, refusal: 'duplicate' },
  ],
  [
    'cut-off passed',
    'NEW|2026112810231000075|0|1023101|10231|NIV0000042|FAILED: ORDER ENTRY TIME IS OVER (CUT OFF TIME PASSED)|1',
    { ok: false, refusal: 'cut-off' },
  ],
  ['market closed', 'NEW|2026112810231000075|0|1023101|10231|NIV0000042|FAILED: MARKET IS CLOSED|1', { ok: false, refusal: 'cut-off' }],
  ['flag 0 without an order number is no order', 'NEW|2026112810231000076|0|1023101|10231|NIV0000042|UNKNOWN|0', { ok: false, refusal: 'other' }],
];

describe('BSE order entry answers', () => {
  it.each(PAIRS)('%s', (_name, line, expected) => {
    expect(parseOrderAnswer(line)).toMatchObject(expected);
  });

  it('refuses a line that is not the eight-field shape, or an unknown flag', () => {
    expect(() => parseOrderAnswer('NEW|123|0|FAILED|1')).toThrow('not 8 fields');
    expect(() => parseOrderAnswer('<html>Service Unavailable</html>')).toThrow('not 8 fields');
    expect(() => parseOrderAnswer('NEW|1|2|3|4|5|remarks|Y')).toThrow('SuccessFlag "Y"');
  });

  it('reads getPassword answers', () => {
    expect(parsePasswordAnswer('100|Xy9+abc|def==')).toEqual({ ok: true, password: 'Xy9+abc|def==' });
    expect(parsePasswordAnswer('101|FAILED: INVALID USER ID OR PASSWORD')).toEqual({ ok: false, reason: 'FAILED: INVALID USER ID OR PASSWORD' });
    expect(parsePasswordAnswer('')).toEqual({ ok: false, reason: 'empty answer' });
  });
});

describe('transaction numbers', () => {
  // 18:45 UTC on 28 Nov is 00:15 IST on 29 Nov: the exchange's day is India's
  const lateNight = new Date('2026-11-28T18:45:00Z');

  it('are the IST date, the member code and a daily sequence, 19 characters', () => {
    expect(transNoFor('10231', lateNight, 42)).toBe('2026112910231000042');
    expect(transNoFor('10231', lateNight, 42)).toHaveLength(19);
    expect(() => transNoFor('10231', lateNight, 1_000_000)).toThrow('does not fit 6 digits');
    expect(() => transNoFor('1023112345', lateNight, 1)).toThrow('leaves no room');
  });

  it("are only today's and this member's", () => {
    expect(isTodaysTransNo('2026112910231000042', '10231', lateNight)).toBe(true);
    expect(isTodaysTransNo('2026112810231000042', '10231', lateNight)).toBe(false);
    expect(isTodaysTransNo('2026112910232000042', '10231', lateNight)).toBe(false);
    expect(isTodaysTransNo('20261129102310000420', '10231', lateNight)).toBe(false);
  });
});
