/**
 * The value-over-time graph of the portfolio (spec 2 §2.2): value and invested amount on evenly
 * spaced days, each point exactly what computePortfolio gives for that day.
 */
import type { FifoLots } from './lots/fifo.ts';
import { valuePaise } from './lots/scales.ts';
import { addLot, byDateThenSeq, folioLots, sell, type LotFacts, type PortfolioInput } from './portfolio-lots.ts';
import { epochDay } from './xirr.ts';

export interface GraphPoint {
  date: string;
  valuePaise: bigint;
  costPaise: bigint;
}

const DAY_MS = 86_400_000;
const ymdOf = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);

/**
 * Value and invested amount (cost of what is held) over time, from the first investment to the
 * as-on day, at most `maxPoints` evenly spaced days (the last is the as-on day). Each point is
 * exactly what computePortfolio gives for that day.
 */
export function valueOverTime(input: PortfolioInput, maxPoints = 120): GraphPoint[] {
  const asOfDay = epochDay(input.asOf);
  const sorted = input.txns.filter((t) => t.date <= input.asOf).sort(byDateThenSeq);
  if (sorted.length === 0) return [];
  const startDay = epochDay(sorted[0]!.date);
  const span = asOfDay - startDay;
  const count = Math.max(1, Math.min(maxPoints, span + 1));
  const sampleDays: number[] = [];
  for (let i = 0; i < count; i += 1) sampleDays.push(count === 1 ? asOfDay : startDay + Math.round((span * i) / (count - 1)));

  const folios = new Map<string, { schemeId: number; lots: FifoLots<LotFacts>; units4: bigint }>();
  const lastTxnNav = new Map<number, { date: string; nav4: bigint }>();
  const navIndex = new Map<number, number>();
  let cost = 0n;
  let next = 0;
  const out: GraphPoint[] = [];
  for (const day of sampleDays) {
    const date = ymdOf(day);
    while (next < sorted.length && sorted[next]!.date <= date) {
      const t = sorted[next++]!;
      const key = `${t.schemeId}|${t.folio}`;
      let f = folios.get(key);
      if (!f) folios.set(key, (f = { schemeId: t.schemeId, lots: folioLots(), units4: 0n }));
      if (t.kind === 'BUY') {
        addLot(f.lots, t);
        cost += t.amountPaise;
        f.units4 += t.units4 > 0n ? t.units4 : 0n;
      } else {
        const sold = sell(f.lots, t.units4);
        cost -= sold.cost;
        f.units4 -= sold.units4;
      }
      if (t.nav4 !== null && t.nav4 > 0n) lastTxnNav.set(t.schemeId, { date: t.date, nav4: t.nav4 });
    }
    const navToday = new Map<number, bigint>();
    const priceOn = (schemeId: number): bigint => {
      const known = navToday.get(schemeId);
      if (known !== undefined) return known;
      const series = input.navs.get(schemeId);
      // samples only move forward: walk each scheme's index instead of searching
      let i = navIndex.get(schemeId) ?? -1;
      if (series) {
        while (i + 1 < series.dates.length && series.dates[i + 1]! <= date) i += 1;
        navIndex.set(schemeId, i);
      }
      const fromTxn = lastTxnNav.get(schemeId);
      const nav4 = series && i >= 0 && (!fromTxn || fromTxn.date <= series.dates[i]!) ? series.nav4[i]! : (fromTxn?.nav4 ?? 0n);
      navToday.set(schemeId, nav4);
      return nav4;
    };
    let value = 0n;
    // per folio, rounded down, as computePortfolio values each holding
    for (const f of folios.values()) if (f.units4 > 0n) value += valuePaise(f.units4, priceOn(f.schemeId));
    out.push({ date, valuePaise: value, costPaise: cost });
  }
  return out;
}

