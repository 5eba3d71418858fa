import { divRoundHalfUp } from '../../money/decimal.ts';
import {
  GAIN_BUCKETS,
  STATEMENT_NOTES,
  equityExemptionPaise,
  type BucketTotal,
  type CapitalGainsStatement,
  type CarriedLoss,
  type FySummary,
  type GainBucketId,
  type GainFact,
  type GainLine,
  type SchemeTotal,
  type SetOff,
} from './capital-gains-types.ts';

/**
 * The statement's totals: per financial year, each kind of gain netted (a net loss of one rate
 * against the other rate of the same kind, higher rate first), then losses of one kind set
 * against gains of another (s.70) and losses of earlier years brought forward (s.74), the yearly
 * exemption of long-term equity gains after set-off (higher rate first), the estimated tax at the
 * special rates, and per scheme.
 *
 * `lines` may hold sales before `fromDate`: their years are worked out only for the losses they
 * carry into the period (whole financial years); the statement shows the lines and years of the
 * period. `earlier` gives such sales as bare facts instead (year, bucket, gain), all the carry
 * needs, so a long history is not written out line by line to reach this year.
 */
export function summarise(lines: GainLine[], fromDate: string, toDate: string, earlier: readonly GainFact[] = []): CapitalGainsStatement {
  const inRange = lines.filter((l) => l.saleDate >= fromDate && l.saleDate <= toDate);
  const firstFy = inRange[0] ? inRange.reduce((a, l) => (l.fy < a ? l.fy : a), inRange[0].fy) : null;
  const byFy = new Map<string, GainLine[]>();
  for (const l of lines) {
    // earlier years in full; the period's years with its own lines only
    if (l.saleDate >= fromDate ? l.saleDate > toDate : firstFy === null || l.fy >= firstFy) continue;
    const list = byFy.get(l.fy);
    if (list) list.push(l);
    else byFy.set(l.fy, [l]);
  }
  // earlier sales given as facts: like the lines above, whole years before the period's first
  const carryOnly = new Map<string, GainFact[]>();
  if (firstFy !== null) {
    for (const f of earlier) {
      if (f.fy >= firstFy) continue;
      const list = carryOnly.get(f.fy);
      if (list) list.push(f);
      else carryOnly.set(f.fy, [f]);
    }
  }
  let pool: CarriedLoss[] = [];
  const years: FySummary[] = [];
  for (const fy of [...new Set([...byFy.keys(), ...carryOnly.keys()])].sort()) {
    if (firstFy !== null && fy >= firstFy) {
      const y = fySummary(fy, byFy.get(fy)!, pool);
      pool = y.setOff.carriedForward;
      years.push(y);
    } else {
      // a year before the period: only what it carries forward is needed
      pool = setOff(fy, bucketTotals([...(byFy.get(fy) ?? []), ...(carryOnly.get(fy) ?? [])]), pool).carriedForward;
    }
  }
  const sum = (f: (y: FySummary) => bigint) => years.reduce((a, y) => a + f(y), 0n);
  return {
    fromDate,
    toDate,
    lines: inRange,
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

/** "2024-25" → "2032-33": the last year a loss of `fy` may be set off in (eight assessment years after, s.74(3)). */
export function lastCarryFy(fy: string): string {
  const start = Number(fy.slice(0, 4)) + 8;
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
}

const rateOf = (b: BucketTotal) => GAIN_BUCKETS[b.id].rateBp ?? 0;
/** The order gains absorb a loss: slab-rate short-term first (the slab is unknown: taken as the highest), then equity short-term, then long-term other before equity (whose first ₹1.25 lakh is exempt anyway), higher rate first. */
const SHORT_ORDER = ['slab', 'equity-st'] as const;
const LONG_ORDER = ['other-lt', 'equity-lt'] as const;

function absorb(buckets: BucketTotal[], kinds: readonly string[], loss: bigint): bigint {
  let left = loss;
  for (const kind of kinds) {
    for (const b of buckets.filter((x) => GAIN_BUCKETS[x.id].kind === kind).sort((a, c) => rateOf(c) - rateOf(a))) {
      if (left === 0n) return 0n;
      const off = b.taxablePaise < left ? b.taxablePaise : left;
      b.taxablePaise -= off;
      left -= off;
    }
  }
  return left;
}

/**
 * s.70 then s.74 on the year's buckets (taxable = net gain after netting within each kind):
 * the year's short-term loss against short-term then long-term gains (s.70(2)); its long-term
 * loss against long-term gains only (s.70(3)); then losses brought forward, oldest first: short
 * term against short- then long-term gains (s.74(1)(a)), long term against long-term gains only
 * (s.74(1)(b)). What is left of the year's loss, and of older losses not yet expired, carries.
 */
function setOff(fy: string, buckets: BucketTotal[], pool: readonly CarriedLoss[]): SetOff {
  const lossOf = (kinds: readonly string[]) => {
    const net = buckets.filter((b) => kinds.includes(GAIN_BUCKETS[b.id].kind)).reduce((a, b) => a + b.netPaise, 0n);
    return net < 0n ? -net : 0n;
  };
  // within a kind the loss has already gone against that kind's gains: the loss left is the kind's net loss
  const stLossSlab = lossOf(['slab']);
  const stLossEq = lossOf(['equity-st']);
  const stLoss = stLossSlab + stLossEq;
  const ltLoss = lossOf(['other-lt']) + lossOf(['equity-lt']);
  // a slab loss may go against equity short-term gains and the other way round, then long term
  const stLeft = absorb(buckets, [...SHORT_ORDER, ...LONG_ORDER], stLoss);
  const ltLeft = absorb(buckets, LONG_ORDER, ltLoss);
  const live = pool.filter((c) => c.lastFy >= fy && c.paise > 0n).sort((a, b) => (a.fromFy < b.fromFy ? -1 : a.fromFy > b.fromFy ? 1 : 0));
  let used = 0n;
  const after: CarriedLoss[] = live.map((c) => {
    const left = absorb(buckets, c.term === 'short' ? [...SHORT_ORDER, ...LONG_ORDER] : LONG_ORDER, c.paise);
    used += c.paise - left;
    return { ...c, paise: left };
  });
  const carried = after.filter((c) => c.paise > 0n);
  if (stLeft > 0n) carried.push({ fromFy: fy, term: 'short', paise: stLeft, lastFy: lastCarryFy(fy) });
  if (ltLeft > 0n) carried.push({ fromFy: fy, term: 'long', paise: ltLeft, lastFy: lastCarryFy(fy) });
  return {
    shortTermLossPaise: stLoss,
    longTermLossPaise: ltLoss,
    shortTermLossSetOffPaise: stLoss - stLeft,
    longTermLossSetOffPaise: ltLoss - ltLeft,
    broughtForward: live,
    broughtForwardUsedPaise: used,
    carriedForward: carried,
  };
}

/** A year's buckets (in GAIN_BUCKETS order), each kind netted within itself: taxable before set-off. */
function bucketTotals(lines: readonly GainFact[]): BucketTotal[] {
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
  return buckets;
}

function fySummary(fy: string, lines: GainLine[], pool: readonly CarriedLoss[]): FySummary {
  const buckets = bucketTotals(lines);
  const offs = setOff(fy, buckets, pool);
  // the yearly exemption of long-term equity gains, against the higher rate first
  const limit = equityExemptionPaise(fy);
  let exemption = limit;
  for (const b of buckets
    .filter((x) => GAIN_BUCKETS[x.id].kind === 'equity-lt')
    .sort((a, c) => (GAIN_BUCKETS[c.id].rateBp ?? 0) - (GAIN_BUCKETS[a.id].rateBp ?? 0))) {
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
    const s = schemes.get(l.key) ?? {
      key: l.key,
      schemeName: l.schemeName,
      folioNo: l.folioNo,
      salePaise: 0n,
      costPaise: 0n,
      exitLoadPaise: 0n,
      shortTermPaise: 0n,
      longTermPaise: 0n,
      gainPaise: 0n,
    };
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
    setOff: offs,
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
