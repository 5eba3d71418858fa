import { divRoundHalfUp } from '../../money/decimal.ts';
import { lockInFreeDate } from '../../money/portfolio-lots.ts';
import { lotExitLoadPaise } from '../../money/lots/exit-load.ts';
import { costShare, FifoLots } from '../../money/lots/fifo.ts';
import { valuePaise } from '../../money/lots/scales.ts';
import { stampDutyPaise } from '../transactions/allotment.ts';
import { heldLongerThan, isLongTerm, taxClassOf } from './capital-gains-tax.ts';
import { openLots, type CapitalGainsStatement, type CgHolding } from './capital-gains.ts';
import { equityExemptionPaise } from './capital-gains-types.ts';
import { fyLabel } from './cost-inflation-index.ts';
import { sttPaise } from './stt.ts';

/**
 * Gains harvesting (and the losses that could offset this year's gains) for one investor, in the
 * current financial year:
 * - room: the s.112A exemption of the year (₹1.25 lakh from FY 2024-25) less the long-term equity
 *   gains already booked, after set-off (the statement's exemption used);
 * - per equity-oriented folio, the units to redeem and buy back to book up to that room: the
 *   redemption takes the oldest units first (money/lots/fifo.ts, as the fund house does), so the
 *   search stops at the first lot that is not yet long term (selling past it would book a
 *   short-term gain) and skips ELSS units still locked (they cannot be redeemed); the units it
 *   settles on are then taken by the one walk, lot by lot. The gain counted is net of the exit
 *   load; STT on the sale and stamp duty on the repurchase are the cost of doing it. Units are
 *   whole thousandths (registrars redeem to 3 decimals), rounded down so the gain stays inside the
 *   room;
 * - tax saved: the gain booked tax-free now would otherwise be taxed at 12.5% (s.112A) when sold
 *   later; net of the costs above;
 * - loss lots: open lots worth less than they cost, whose loss would offset this year's gains.
 * Values at the latest NAV: the order is priced at the NAV its cut-off gives, so the gain booked
 * moves with the market between now and then.
 */

export interface HarvestHolding extends CgHolding {
  schemeId: number;
  /** the latest NAV, and its date */
  nav4: bigint | null;
  lockInYears: number | null;
}

export interface HarvestLot {
  date: string;
  units4: bigint;
  costPaise: bigint;
  valuePaise: bigint;
  exitLoadPaise: bigint;
  gainPaise: bigint;
}

export interface HarvestSuggestion {
  schemeId: number;
  schemeName: string;
  folioNo: string;
  lots: HarvestLot[];
  units4: bigint;
  salePaise: bigint;
  exitLoadPaise: bigint;
  sttPaise: bigint;
  gainPaise: bigint;
  /** what the repurchase invests: the redemption's proceeds (sale less exit load and STT) */
  repurchasePaise: bigint;
  repurchaseStampDutyPaise: bigint;
  taxSavedPaise: bigint;
}

export interface LossLot {
  schemeId: number;
  schemeName: string;
  folioNo: string;
  date: string;
  units4: bigint;
  lossPaise: bigint;
  term: 'short' | 'long';
}

export interface HarvestPlan {
  fy: string;
  exemptionLimitPaise: bigint;
  /** long-term equity gains booked this year after set-off (up to the limit) */
  bookedPaise: bigint;
  roomPaise: bigint;
  suggestions: HarvestSuggestion[];
  harvestPaise: bigint;
  taxSavedPaise: bigint;
  /** gains of this year that losses could still offset (after set-off), and the lots carrying losses */
  taxableGainsPaise: bigint;
  lossLots: LossLot[];
}

/** The long-term equity rate the harvested gain would bear later (s.112A, transfers from 23-Jul-2024). */
export const LTCG_EQUITY_RATE_BP = 1250n;
export function harvestPlan(holdings: readonly HarvestHolding[], statement: CapitalGainsStatement, today: string): HarvestPlan {
  const fy = fyLabel(today);
  const year = statement.years.find((y) => y.fy === fy);
  const limit = equityExemptionPaise(fy);
  const booked = year ? year.exemptionUsedPaise : 0n;
  let room = limit - booked;
  const suggestions: HarvestSuggestion[] = [];
  const lossLots: LossLot[] = [];
  for (const h of holdings) {
    if (h.nav4 === null) continue;
    const nav4 = h.nav4;
    const taxClass = taxClassOf(h.taxProfiles, today);
    const free = openLots(h).filter((l) => !(h.lockInYears && today < lockInFreeDate(l.date, h.lockInYears)));
    for (const l of free) {
      const value = valuePaise(l.units4, nav4);
      if (value < l.costPaise)
        lossLots.push({
          schemeId: h.schemeId,
          schemeName: h.schemeName,
          folioNo: h.folioNo,
          date: l.date,
          units4: l.units4,
          lossPaise: l.costPaise - value,
          term: isLongTerm(taxClass, l.date, today) ? 'long' : 'short',
        });
    }
    if (taxClass !== 'equity' || room <= 0n) continue;
    // how many units, oldest first, book a gain that fits the room
    let sell4 = 0n;
    let searched = 0n;
    for (const l of free) {
      if (!heldLongerThan(l.date, today, 12)) break;
      const whole = priced(h, l.date, l.units4, l.costPaise, nav4, today);
      if (searched + whole.gainPaise <= room) {
        sell4 += l.units4;
        searched += whole.gainPaise;
        continue;
      }
      // part of the lot: the thousandths of a unit whose gain fits the room left
      const left = room - searched;
      let units4 = ((left * l.units4) / whole.gainPaise / 10n) * 10n;
      let part = priced(h, l.date, units4, costShare(l.costPaise, l.units4, units4), nav4, today);
      while (units4 > 0n && part.gainPaise > left) {
        units4 -= 10n;
        part = priced(h, l.date, units4, costShare(l.costPaise, l.units4, units4), nav4, today);
      }
      if (units4 > 0n && part.gainPaise > 0n) sell4 += units4;
      break;
    }
    // the redemption of those units, lot by lot as the walk takes them
    const walk = new FifoLots<string>();
    for (const l of free) walk.add(l.date, l.units4, l.costPaise);
    const lots = walk.take(sell4).slices.map((s) => priced(h, s.lot, s.units, s.costPaise, nav4, today));
    let gain = lots.reduce((a, x) => a + x.gainPaise, 0n);
    // whole lots are not always whole thousandths: trim the tail to what a registrar redeems
    if (gain <= 0n || lots.length === 0) continue;
    const units4 = sell4;
    if (units4 % 10n !== 0n) continue;
    // one redemption: its value is units × NAV rounded once, the last slice taking the remainder (as the statement splits it)
    const gross = valuePaise(units4, nav4);
    const last = lots[lots.length - 1]!;
    const remainder = gross - lots.reduce((a, x) => a + x.valuePaise, 0n);
    last.valuePaise += remainder;
    last.gainPaise += remainder;
    gain += remainder;
    const sale = gross;
    const load = lots.reduce((a, x) => a + x.exitLoadPaise, 0n);
    const stt = sttPaise(gross, 'equity', today);
    const repurchase = sale - load - stt;
    const duty = stampDutyPaise(repurchase, today);
    const saved = divRoundHalfUp(gain * LTCG_EQUITY_RATE_BP, 10_000n) - stt - duty;
    suggestions.push({
      schemeId: h.schemeId,
      schemeName: h.schemeName,
      folioNo: h.folioNo,
      lots,
      units4,
      salePaise: sale,
      exitLoadPaise: load,
      sttPaise: stt,
      gainPaise: gain,
      repurchasePaise: repurchase,
      repurchaseStampDutyPaise: duty,
      taxSavedPaise: saved,
    });
    room -= gain;
  }
  const taxable = year ? year.buckets.reduce((a, b) => a + b.taxablePaise, 0n) : 0n;
  return {
    fy,
    exemptionLimitPaise: limit,
    bookedPaise: booked,
    roomPaise: limit - booked,
    suggestions,
    harvestPaise: suggestions.reduce((a, s) => a + s.gainPaise, 0n),
    taxSavedPaise: suggestions.reduce((a, s) => a + s.taxSavedPaise, 0n),
    taxableGainsPaise: taxable,
    lossLots: taxable > 0n ? lossLots.sort((a, b) => (b.lossPaise > a.lossPaise ? 1 : b.lossPaise < a.lossPaise ? -1 : 0)) : [],
  };
}

/** Units of a lot bought on `date` for costPaise, sold at nav4 today: value (rounded down), exit load and gain. */
function priced(h: HarvestHolding, date: string, units4: bigint, costPaise: bigint, nav4: bigint, today: string): HarvestLot {
  const value = valuePaise(units4, nav4);
  const load = lotExitLoadPaise(date, units4, today, nav4, h.exitLoadRules);
  return { date, units4, costPaise, valuePaise: value, exitLoadPaise: load, gainPaise: value - load - costPaise };
}
