import { divRoundHalfUp } from '../decimal.ts';

/**
 * The one first-in-first-out walk over a folio's lots. A sale (redemption, switch-out, SWP or
 * STP out-leg, a merger's units given up) takes the oldest units still held first, as the fund
 * house does and as SEBI requires for exit load; the same walk gives the portfolio its cost, the
 * capital-gains statement its slices, harvesting its open lots and the allotment the units a
 * redemption consumes and the load it pays.
 *
 * The walk keeps its own record of each lot's open units and cost; `L` is whatever the caller
 * needs to know about a lot (its date, reference, whether its cost is known). Units are at any
 * one scale of the caller's choosing (scales.ts): the walk only adds and compares them.
 */

/** Units of one lot, and what they cost. */
export interface LotSlice<L> {
  readonly lot: L;
  units: bigint;
  costPaise: bigint;
}

export interface Taken<L> {
  /** oldest lot first; the last may be part of a lot */
  slices: LotSlice<L>[];
  /** units the sale asked for that no lot held */
  shortUnits: bigint;
}

/**
 * The cost of `units` out of a lot of `lotUnits` that cost `lotCostPaise`: the whole cost for the
 * whole lot, else its share rounded half up to the paisa. The lot keeps the rest of its cost, so
 * however a lot is sold its slices' costs add up to what it cost.
 */
export function costShare(lotCostPaise: bigint, lotUnits: bigint, units: bigint): bigint {
  return units === lotUnits ? lotCostPaise : divRoundHalfUp(lotCostPaise * units, lotUnits);
}

export class FifoLots<L> {
  private readonly open: LotSlice<L>[] = [];
  /** index of the oldest lot with units left */
  private head = 0;

  /** Adds a lot after those already held: the caller adds them oldest first. A lot of no units holds nothing and is not kept. */
  add(lot: L, units: bigint, costPaise = 0n): void {
    if (units > 0n) this.open.push({ lot, units, costPaise });
  }

  /** Takes `units` oldest first and returns what came from which lot; units beyond what is held come back as `shortUnits`. */
  take(units: bigint): Taken<L> {
    const slices: LotSlice<L>[] = [];
    let left = units;
    while (left > 0n && this.head < this.open.length) {
      const held = this.open[this.head]!;
      const part = held.units < left ? held.units : left;
      const cost = costShare(held.costPaise, held.units, part);
      slices.push({ lot: held.lot, units: part, costPaise: cost });
      held.units -= part;
      held.costPaise -= cost;
      left -= part;
      if (held.units === 0n) this.head++;
    }
    return { slices, shortUnits: left > 0n ? left : 0n };
  }

  /** The lots still held, oldest first, each with its open units and their cost (copies). */
  remaining(): LotSlice<L>[] {
    return this.mapRemaining((lot, units, costPaise) => ({ lot, units, costPaise }));
  }

  /** The lots still held, oldest first, each as `as` makes it from the lot, its open units and their cost. */
  mapRemaining<T>(as: (lot: L, units: bigint, costPaise: bigint) => T): T[] {
    const out: T[] = [];
    for (let i = this.head; i < this.open.length; i++) {
      const held = this.open[i]!;
      out.push(as(held.lot, held.units, held.costPaise));
    }
    return out;
  }

  /** Units still held. */
  units(): bigint {
    let sum = 0n;
    for (let i = this.head; i < this.open.length; i++) sum += this.open[i]!.units;
    return sum;
  }
}
