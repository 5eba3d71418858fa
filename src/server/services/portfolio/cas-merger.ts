/**
 * A scheme merger in a statement: the old scheme's folio shows its units going out ("Switch-Out
 * - Merger"), the new scheme's folio the units coming in, on the same day. Units received in a
 * merger are not bought: the exchange is not a transfer (Income-tax Act s.47(xviii), inserted
 * by the Finance Act 2015, from FY 2015-16), the new units cost what the old ones did (s.49(2AD))
 * and are held since the old ones were (s.2(42A) Explanation 1(hf)). So where the statement shows
 * both sides, the units going out leave at their cost, first in first out, and come in as the
 * same lots: each lot's date and cost, its units scaled by the merger ratio. A merger whose
 * other side is not in the statement stays a switch at the statement's value.
 */
import type { CasFolio, CasStatement, CasTxn } from '@shared/cas/model.ts';
import { units4Of } from '@shared/cas/balance.ts';
import { FifoLots } from '@shared/money/lots/fifo.ts';
import { isCasBuy, isCasCostUnknown, MERGER_CARRY_IN, MERGER_CARRY_OUT, OPENING_BALANCE, type Flow } from './cas-kinds.ts';

/** What the merger carries of a lot besides its units and cost (the walk's cost split is money/lots/fifo.ts's). */
interface LotFacts {
  date: string;
  unknown: boolean;
}

const abs = (x: bigint) => (x < 0n ? -x : x);

/** A folio's flows (opening balance, then each line's), with each merger whose both sides the statement shows carried. */
export function carryMergers(s: CasStatement, opening: (f: CasFolio) => Flow[], flowOf: (t: CasTxn) => Flow): (f: CasFolio) => Flow[] {
  const carriedIn = new Map<CasTxn, Flow[]>();
  const carriedOut = new Map<CasTxn, Flow>();
  const lineFlows = (t: CasTxn) => carriedIn.get(t) ?? [carriedOut.get(t) ?? flowOf(t)];
  const sides = (kind: 'MERGER_OUT' | 'MERGER_IN') =>
    s.folios
      .flatMap((f) => f.transactions.filter((t) => t.kind === kind).map((t) => ({ f, t })))
      .sort((a, b) => (a.t.date < b.t.date ? -1 : a.t.date > b.t.date ? 1 : 0));
  const ins = sides('MERGER_IN');
  for (const out of sides('MERGER_OUT')) {
    // the units received: another folio of the same fund house, the same day
    const at = ins.findIndex((i) => i.f !== out.f && i.t.date === out.t.date && i.f.amc === out.f.amc);
    if (at < 0) continue;
    const into = ins.splice(at, 1)[0]!;
    const lots = new FifoLots<LotFacts>();
    const before = [...opening(out.f), ...out.f.transactions.slice(0, out.f.transactions.indexOf(out.t)).flatMap(lineFlows)];
    for (const fl of before) {
      if (isCasBuy(fl.kind)) lots.add({ date: fl.date, unknown: isCasCostUnknown(fl.kind) }, fl.units4, fl.amountPaise);
      else if (fl.units4 > 0n) lots.take(fl.units4);
    }
    const outUnits = abs(units4Of(out.t.units));
    const inUnits = abs(units4Of(into.t.units));
    const taken = lots.take(outUnits).slices.map((slice) => ({ ...slice.lot, units4: slice.units, costPaise: slice.costPaise }));
    if (taken.length === 0 || outUnits === 0n) continue;
    const base = flowOf(into.t);
    let given = 0n;
    carriedIn.set(
      into.t,
      taken.map((l, k) => {
        // the merger ratio applied lot by lot; the last lot takes what rounding left
        const units4 = k === taken.length - 1 ? inUnits - given : (inUnits * l.units4) / outUnits;
        given += units4;
        return {
          ...base,
          date: l.date,
          kind: l.unknown ? OPENING_BALANCE : MERGER_CARRY_IN,
          units4,
          amountPaise: l.costPaise,
          nav4: null,
          stampDutyPaise: 0n,
          sttPaise: 0n,
        };
      }),
    );
    carriedOut.set(out.t, { ...flowOf(out.t), kind: MERGER_CARRY_OUT, amountPaise: taken.reduce((a, l) => a + l.costPaise, 0n) });
  }
  return (f) => [...opening(f), ...f.transactions.flatMap(lineFlows)];
}
