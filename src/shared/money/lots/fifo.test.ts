import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { FifoLots } from './fifo.ts';
import { redemptionExitLoad, type ExitLoadRule } from './exit-load.ts';
import { parseDecimal } from '../decimal.ts';

/**
 * The one walk (and the load it prices) against a reference walk small enough to check by eye,
 * on any history: purchases (several on one day), redemptions and switches out taking whole and
 * partial lots, and sales of more than is held. (Before the portfolio, the capital-gains
 * statement, the allotment and harvesting moved to it, the same histories checked it against
 * each of their own walks.)
 */
const DAY = 86_400_000;
const ymd = (d: number) => new Date(Date.UTC(2023, 0, 1) + d * DAY).toISOString().slice(0, 10);

type Event =
  { kind: 'BUY'; day: number; units4: bigint; costPaise: bigint } | { kind: 'REDEEM' | 'SWITCH_OUT'; day: number; share: number; over: bigint; nav4: bigint };

const eventArb: fc.Arbitrary<Event> = fc.oneof(
  fc.record({
    kind: fc.constant('BUY' as const),
    // now and then on a day other lots share
    day: fc.oneof(fc.integer({ min: 0, max: 800 }), fc.constantFrom(100, 400, 700)),
    units4: fc.oneof(fc.bigInt({ min: 1n, max: 5_000_000n }), fc.bigInt({ min: 1n, max: 30n }), fc.constant(0n)),
    costPaise: fc.bigInt({ min: 0n, max: 10_000_000n }),
  }),
  fc.record({
    kind: fc.constantFrom('REDEEM' as const, 'SWITCH_OUT' as const),
    day: fc.integer({ min: 0, max: 800 }),
    // a share of what is held (in hundredths), and now and then more than is held
    share: fc.integer({ min: 1, max: 100 }),
    over: fc.oneof(fc.constant(0n), fc.constant(0n), fc.bigInt({ min: 1n, max: 2_000_000n })),
    nav4: fc.bigInt({ min: 1_0000n, max: 900_0000n }),
  }),
);

const RULES: ExitLoadRule[][] = [
  [],
  [{ withinDays: 365, percent: '1.00' }],
  [
    { withinDays: 365, percent: '1.00' },
    { withinDays: 730, percent: '0' },
  ],
  [
    { withinDays: 30, percent: '0' },
    { withinDays: 365, percent: '0.50' },
  ],
  [
    { withinDays: 1, percent: '0.0070' },
    { withinDays: 3, percent: '0.0060' },
    { withinDays: 6, percent: '0.0045' },
  ],
];

/**
 * The reference walk, small enough to check by eye: lots in a list, a sale takes from the front,
 * a whole lot with all its cost, a part with its share of the cost rounded half up.
 */
type RefLot = { date: string; ref: string; units4: bigint; costPaise: bigint };
function referenceTake(lots: RefLot[], units4: bigint): { taken: Array<{ date: string; ref: string; units4: bigint; costPaise: bigint }>; short: bigint } {
  const taken = [];
  let left = units4;
  while (left > 0n && lots.length > 0) {
    const lot = lots[0]!;
    if (lot.units4 <= left) {
      taken.push({ ...lot });
      left -= lot.units4;
      lots.shift();
    } else {
      const cost = (2n * lot.costPaise * left + lot.units4) / (2n * lot.units4);
      taken.push({ date: lot.date, ref: lot.ref, units4: left, costPaise: cost });
      lot.units4 -= left;
      lot.costPaise -= cost;
      left = 0n;
    }
  }
  return { taken, short: left };
}

/** The reference load of a slice: the first rule, shortest first, whose days cover it; units4 × nav4 × percent / 10^12, half up. */
function referenceLoad(date: string, units4: bigint, onDate: string, nav4: bigint, rules: readonly ExitLoadRule[]): bigint {
  const days = (Date.parse(onDate) - Date.parse(date)) / DAY;
  const rule = [...rules].sort((a, b) => a.withinDays - b.withinDays).find((r) => days <= r.withinDays);
  const percent4 = rule ? parseDecimal(rule.percent, 4)! : 0n;
  const exact = units4 * nav4 * percent4; // paise × 10^12
  return (2n * exact + 10n ** 12n) / (2n * 10n ** 12n);
}

const historyArb = fc.record({
  events: fc.array(eventArb, { minLength: 1, maxLength: 40, size: 'max' }).map((es) => [...es].sort((a, b) => a.day - b.day)),
  rules: fc.constantFrom(...RULES),
});

describe('the one FIFO walk', () => {
  it('takes what the reference walk takes, and prices the load the reference prices, on random histories', () => {
    const seen = { partial: 0, sameDay: 0, short: 0, loaded: 0, switches: 0 };
    fc.assert(
      fc.property(historyArb, ({ events, rules }) => {
        const walk = new FifoLots<{ date: string; ref: string }>();
        const reference: RefLot[] = [];
        events.forEach((e, i) => {
          const date = ymd(e.day);
          if (e.kind === 'BUY') {
            walk.add({ date, ref: `B${i}` }, e.units4, e.costPaise);
            if (e.units4 > 0n) reference.push({ date, ref: `B${i}`, units4: e.units4, costPaise: e.costPaise });
            return;
          }
          const held = walk.units();
          const units4 = (held * BigInt(e.share)) / 100n + e.over;
          if (units4 === 0n) return;

          // the allotment's load, before the sale takes the lots (it never sells more than is held)
          const redeemable = units4 < held ? units4 : held;
          const open = walk.remaining();
          const now = redemptionExitLoad(
            open.map((s) => ({ date: s.lot.date, units4: s.units })),
            redeemable,
            date,
            e.nav4,
            rules,
          );
          const priced = referenceTake(
            reference.map((l) => ({ ...l })),
            redeemable,
          ).taken;
          expect(now.lines.map((l) => [l.date, l.units4, l.loadPaise])).toEqual(
            priced.map((l) => [l.date, l.units4, referenceLoad(l.date, l.units4, date, e.nav4, rules)]),
          );

          const taken = walk.take(units4);
          const ref = referenceTake(reference, units4);
          expect(taken.slices.map((s) => ({ date: s.lot.date, ref: s.lot.ref, units4: s.units, costPaise: s.costPaise }))).toEqual(ref.taken);
          expect(taken.shortUnits).toBe(ref.short);
          expect(walk.remaining().map((s) => ({ date: s.lot.date, ref: s.lot.ref, units4: s.units, costPaise: s.costPaise }))).toEqual(reference);
          const last = taken.slices[taken.slices.length - 1];
          if (last && open.find((o) => o.lot === last.lot)!.units > last.units) seen.partial++;
          if (new Set(open.map((o) => o.lot.date)).size < open.length) seen.sameDay++;
          if (taken.shortUnits > 0n) seen.short++;
          if (now.totalLoadPaise > 0n) seen.loaded++;
          if (e.kind === 'SWITCH_OUT') seen.switches++;
        });
        expect(walk.units()).toBe(reference.reduce((a, l) => a + l.units4, 0n));
      }),
      { numRuns: 400 },
    );
    // the histories do reach every case (else the agreement proves little)
    for (const n of Object.values(seen)) expect(n).toBeGreaterThan(50);
  });
});
