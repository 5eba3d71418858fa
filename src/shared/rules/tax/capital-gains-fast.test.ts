import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { capitalGains, capitalGainsInFull, type CgBuy, type CgHolding, type CgSell } from './capital-gains.ts';
import { heldLongerThan } from './capital-gains-tax.ts';
import { FUND_TAX_PROFILES } from './fund-tax-class.ts';

/**
 * The statement prices sales before its period for their gain only (what the losses carried
 * into it need). On any history and any period it must give exactly what pricing every earlier
 * sale as a full line gives: the same lines, years, set-off, carry-forward and totals.
 */
const DAY = 86_400_000;
const BASE = Date.UTC(2016, 0, 1);
const SPAN = 12 * 366; // 2016 to 2027: grandfathering, s.10(38), indexation, 23-Jul-2024, s.50AA
const ymd = (d: number) => new Date(BASE + d * DAY).toISOString().slice(0, 10);

const eventArb = fc.record({
  day: fc.integer({ min: 0, max: SPAN }),
  sell: fc.boolean(),
  // a buy may carry no units (a zero-unit allotment); a sale always has some
  units4: fc.oneof(fc.bigInt({ min: 0n, max: 50_000_000n }), fc.constant(0n)),
  money: fc.bigInt({ min: 0n, max: 20_000_000n }),
  nav4: fc.bigInt({ min: 1_0000n, max: 900_0000n }),
  exitLoad: fc.oneof(fc.constant<bigint | null>(null), fc.constant<bigint | null>(0n), fc.bigInt({ min: 1n, max: 50_000n })),
  stt: fc.option(fc.bigInt({ min: 0n, max: 5_000n })),
});

const holdingArb = fc
  .record({
    events: fc.array(eventArb, { minLength: 10, maxLength: 60 }),
    profiles: fc.array(fc.record({ day: fc.integer({ min: 0, max: SPAN }), profile: fc.constantFrom(...FUND_TAX_PROFILES) }), { minLength: 1, maxLength: 3 }),
    elss: fc.boolean(),
    fmvNav4: fc.option(fc.bigInt({ min: 1_0000n, max: 500_0000n })),
    exitLoad: fc.boolean(),
  })
  .map(({ events, profiles, elss, fmvNav4, exitLoad }): Omit<CgHolding, 'key' | 'schemeName' | 'folioNo'> => ({
    taxProfiles: profiles.map((p) => ({ from: ymd(p.day), profile: p.profile })),
    isin: null,
    elss,
    fmvNav4,
    exitLoadRules: exitLoad ? [{ withinDays: 365, percent: '1.00' }] : [],
    events: [...events]
      .sort((a, b) => a.day - b.day)
      .map((e, i): CgBuy | CgSell =>
        e.sell
          ? {
              type: 'SELL',
              date: ymd(e.day),
              units4: e.units4 + 1n,
              nav4: e.nav4,
              ref: `S${i}`,
              label: 'Redemption',
              exitLoadPaise: e.exitLoad,
              ...(e.stt === null ? {} : { sttPaise: e.stt }),
            }
          : { type: 'BUY', date: ymd(e.day), units4: e.units4, costPaise: e.money, ref: `B${i}` },
      ),
  }));

const caseArb = fc.record({
  holdings: fc.array(holdingArb, { minLength: 1, maxLength: 3 }),
  // mostly after some years of history, so that losses have years to be carried from
  from: fc.integer({ min: 2 * 366, max: SPAN }),
  length: fc.integer({ min: 0, max: 4 * 366 }),
  fyAligned: fc.boolean(),
});

describe('capital gains: earlier sales priced for their gain only', () => {
  it('gives the statement that pricing every sale in full gives, on random histories and periods', () => {
    let carried = 0;
    fc.assert(
      fc.property(caseArb, ({ holdings, from, length, fyAligned }) => {
        const hs: CgHolding[] = holdings.map((h, i) => ({ ...h, key: `H${i}`, schemeName: `Fund ${i % 2}`, folioNo: String(100 + i) }));
        let fromDate = ymd(from);
        // a financial year from 1-Apr, as the harvest and the yearly report ask, or any day
        if (fyAligned) fromDate = `${fromDate < `${fromDate.slice(0, 4)}-04-01` ? Number(fromDate.slice(0, 4)) - 1 : fromDate.slice(0, 4)}-04-01`;
        const toDate = ymd(from + length);
        const fast = capitalGains(hs, fromDate, toDate);
        expect(fast).toStrictEqual(capitalGainsInFull(hs, fromDate, toDate));
        if (fast.years.some((y) => y.setOff.broughtForwardUsedPaise > 0n)) carried++;
      }),
      { numRuns: 300 },
    );
    // the histories do bring losses of earlier years into the period (else the check proves little)
    expect(carried).toBeGreaterThan(10);
  });
});

describe('holding period without Date objects', () => {
  it('"more than N months" agrees with the calendar: the anniversary by Date, a month end clamped (29 Feb to 28 Feb)', () => {
    const iso = (t: number) => new Date(t).toISOString().slice(0, 10);
    fc.assert(
      fc.property(
        fc.integer({ min: 1990, max: 2040 }),
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: 1, max: 31 }),
        fc.integer({ min: 0, max: 1_500 }),
        fc.constantFrom(12, 24, 36),
        (y, m, dayOfMonth, held, months) => {
          // days past a month's end fall on its last day: month ends and 29 Feb come up often
          const d = Math.min(dayOfMonth, new Date(Date.UTC(y, m, 0)).getUTCDate());
          const bought = Date.UTC(y, m - 1, d);
          const last = new Date(Date.UTC(y, m - 1 + months + 1, 0)).getUTCDate();
          const anniversary = iso(Date.UTC(y, m - 1 + months, Math.min(d, last)));
          const sold = iso(bought + held * DAY);
          expect(heldLongerThan(iso(bought), sold, months)).toBe(sold > anniversary);
        },
      ),
      { numRuns: 1000 },
    );
  });
});
