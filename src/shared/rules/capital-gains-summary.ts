import { divRoundHalfUp } from '../money/decimal.ts';
import { GAIN_BUCKETS, STATEMENT_NOTES, equityExemptionPaise, type BucketTotal, type CapitalGainsStatement, type FySummary, type GainBucketId, type GainLine, type SchemeTotal } from './capital-gains-types.ts';

/**
 * The statement's totals: per financial year, each kind of gain netted (a net loss of one rate
 * against the other rate of the same kind, higher rate first), the yearly exemption of long-term
 * equity gains (higher rate first), the estimated tax at the special rates, and per scheme.
 */
export function summarise(lines: GainLine[], fromDate: string, toDate: string): CapitalGainsStatement {
  const byFy = new Map<string, GainLine[]>();
  for (const l of lines) {
    const list = byFy.get(l.fy);
    if (list) list.push(l);
    else byFy.set(l.fy, [l]);
  }
  const years = [...byFy.keys()].sort().map((fy) => fySummary(fy, byFy.get(fy)!));
  const sum = (f: (y: FySummary) => bigint) => years.reduce((a, y) => a + f(y), 0n);
  return {
    fromDate,
    toDate,
    lines,
    years,
    total: {
      salePaise: sum((y) => y.salePaise),
      costPaise: sum((y) => y.deductedCostPaise),
      exitLoadPaise: sum((y) => y.exitLoadPaise),
      shortTermPaise: sum((y) => y.shortTermPaise),
      longTermPaise: sum((y) => y.longTermPaise),
      gainPaise: sum((y) => y.gainPaise),
      estimatedTaxPaise: sum((y) => y.estimatedTaxPaise),
    },
    notes: [...STATEMENT_NOTES],
  };
}

function fySummary(fy: string, lines: GainLine[]): FySummary {
  const totals = new Map<GainBucketId, BucketTotal>();
  for (const l of lines) {
    const t = totals.get(l.bucket) ?? { id: l.bucket, gainPaise: 0n, lossPaise: 0n, netPaise: 0n, taxablePaise: 0n, taxPaise: null };
    if (l.gainPaise >= 0n) t.gainPaise += l.gainPaise;
    else t.lossPaise -= l.gainPaise;
    t.netPaise += l.gainPaise;
    totals.set(l.bucket, t);
  }
  const ids = (Object.keys(GAIN_BUCKETS) as GainBucketId[]).filter((id) => totals.has(id));
  const buckets = ids.map((id) => totals.get(id)!);
  for (const kind of ['equity-st', 'equity-lt', 'slab', 'other-lt'] as const) {
    netWithinKind(buckets.filter((b) => GAIN_BUCKETS[b.id].kind === kind));
  }
  // the yearly exemption of long-term equity gains, against the higher rate first
  const limit = equityExemptionPaise(fy);
  let exemption = limit;
  for (const b of buckets.filter((x) => GAIN_BUCKETS[x.id].kind === 'equity-lt').sort((a, c) => (GAIN_BUCKETS[c.id].rateBp ?? 0) - (GAIN_BUCKETS[a.id].rateBp ?? 0))) {
    const use = b.taxablePaise < exemption ? b.taxablePaise : exemption;
    b.taxablePaise -= use;
    exemption -= use;
  }
  for (const b of buckets) {
    const rate = GAIN_BUCKETS[b.id].rateBp;
    b.taxPaise = rate === null ? null : divRoundHalfUp(b.taxablePaise * BigInt(rate), 10_000n);
  }
  const schemes = new Map<string, SchemeTotal>();
  for (const l of lines) {
    const s = schemes.get(l.key) ?? { key: l.key, schemeName: l.schemeName, folioNo: l.folioNo, salePaise: 0n, costPaise: 0n, exitLoadPaise: 0n, shortTermPaise: 0n, longTermPaise: 0n, gainPaise: 0n };
    s.salePaise += l.salePaise;
    s.costPaise += l.deductedCostPaise;
    s.exitLoadPaise += l.exitLoadPaise;
    if (l.term === 'short') s.shortTermPaise += l.gainPaise;
    else s.longTermPaise += l.gainPaise;
    s.gainPaise += l.gainPaise;
    schemes.set(l.key, s);
  }
  const add = (f: (l: GainLine) => bigint) => lines.reduce((a, l) => a + f(l), 0n);
  return {
    fy,
    buckets,
    schemes: [...schemes.values()].sort((a, b) => a.schemeName.localeCompare(b.schemeName) || a.folioNo.localeCompare(b.folioNo)),
    exemptionLimitPaise: limit,
    exemptionUsedPaise: limit - exemption,
    salePaise: add((l) => l.salePaise),
    costPaise: add((l) => l.costPaise),
    deductedCostPaise: add((l) => l.deductedCostPaise),
    exitLoadPaise: add((l) => l.exitLoadPaise),
    shortTermPaise: add((l) => (l.term === 'short' ? l.gainPaise : 0n)),
    longTermPaise: add((l) => (l.term === 'long' ? l.gainPaise : 0n)),
    gainPaise: add((l) => l.gainPaise),
    estimatedTaxPaise: buckets.reduce((a, b) => a + (b.taxPaise ?? 0n), 0n),
  };
}

/** Net losses of one rate go against the other rates of the same kind, higher rate first; taxable is what is left. */
function netWithinKind(group: BucketTotal[]): void {
  let loss = group.reduce((a, b) => a + (b.netPaise < 0n ? -b.netPaise : 0n), 0n);
  const gains = group.filter((b) => b.netPaise > 0n).sort((a, c) => (GAIN_BUCKETS[c.id].rateBp ?? 0) - (GAIN_BUCKETS[a.id].rateBp ?? 0));
  for (const b of group) b.taxablePaise = 0n;
  for (const b of gains) {
    const off = b.netPaise < loss ? b.netPaise : loss;
    b.taxablePaise = b.netPaise - off;
    loss -= off;
  }
}
