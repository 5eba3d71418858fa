import { asc, eq } from 'drizzle-orm';
import { formatDecimal, parseRupees } from '@shared/money/decimal.ts';
import type { GoalScheme } from '@shared/contract/goals.ts';
import { basketMinimum, splitByWeight, weightBp, weightsAreWhole, type BasketPart } from '@shared/rules/transactions/basket-split.ts';
import { sipEndDate } from '@shared/rules/registrations/sip-calendar.ts';
import { ymdToDmy } from '@shared/time/ist.ts';
import type { Db } from '../../db/client.ts';
import { goalBucketSchemes, goalBuckets, schemes } from '../../db/schema.ts';
import { catalogueFacts } from '../transactions/catalogue-facts.ts';
import { codeFor, type SchemeFacts } from '../transactions/scheme-port.ts';

/** Goal SIPs are monthly (spec 2 §7: Frequency fixed to 3). */
export const GOAL_SIP_FREQUENCY = 3;

export interface Bucket {
  key: string;
  name: string;
  expectedReturnPct: number;
  members: Array<{ scheme: SchemeFacts; weight: string; weightBp: number; plan: 'Direct' | 'Regular' }>;
}

/** A bucket with its schemes, or null when it is missing, empty or its weights do not add up to 100. */
export async function loadBucket(db: Db, key: string): Promise<Bucket | null> {
  const [b] = await db.select().from(goalBuckets).where(eq(goalBuckets.key, key)).limit(1);
  if (!b) return null;
  const links = await db
    .select({ schemeId: goalBucketSchemes.schemeId, weight: goalBucketSchemes.weight, plan: schemes.plan })
    .from(goalBucketSchemes)
    .innerJoin(schemes, eq(schemes.id, goalBucketSchemes.schemeId))
    .where(eq(goalBucketSchemes.bucketKey, key))
    .orderBy(asc(goalBucketSchemes.sortOrder), asc(goalBucketSchemes.schemeId));
  const facts = catalogueFacts(db);
  const members: Bucket['members'] = [];
  for (const l of links) {
    const scheme = await facts.scheme(l.schemeId);
    const bp = weightBp(l.weight);
    if (!scheme || bp === null) return null;
    members.push({ scheme, weight: l.weight, weightBp: bp, plan: l.plan });
  }
  if (!weightsAreWhole(members)) return null;
  return { key: b.key, name: b.name, expectedReturnPct: Number(b.expectedReturnPct), members };
}

export function lumpsumPartsOf(b: Bucket): BasketPart[] | null {
  if (b.members.some((m) => !m.scheme.allowed.NEW || !codeFor(m.scheme, 'purchase', null))) return null;
  return b.members.map((m) => ({ key: m.scheme.id, weightBp: m.weightBp, minPaise: m.scheme.minPurchasePaise, maxPaise: m.scheme.maxPurchasePaise }));
}

export function sipPartsOf(b: Bucket): BasketPart[] | null {
  const parts: BasketPart[] = [];
  for (const m of b.members) {
    const f = m.scheme.sipFrequencies.find((x) => x.value === GOAL_SIP_FREQUENCY);
    if (!m.scheme.allowed.SIP || !f || !codeFor(m.scheme, 'sip', null)) return null;
    parts.push({ key: m.scheme.id, weightBp: m.weightBp, minPaise: f.minAmountPaise, maxPaise: f.maxAmountPaise });
  }
  return parts;
}

export const rupees = (p: bigint) => formatDecimal(p, 2);

/** The bucket's smallest SIP and lumpsum (null: the bucket cannot take that type). */
export function bucketLimits(b: Bucket): { Sip: string | null; Lumpsum: string } {
  const sip = sipPartsOf(b);
  const lump = lumpsumPartsOf(b);
  return { Sip: sip ? rupees(basketMinimum(sip)) : null, Lumpsum: lump ? rupees(basketMinimum(lump)) : '0.00' };
}

type Split = { ok: true; rows: GoalScheme[] } | { ok: false; reason: 'below-min' | 'above-max' | 'unavailable'; limit: bigint };

/**
 * A SIP or a lumpsum split over the bucket's schemes by weight (the shared rule), as the schemes
 * page lists them. A SIP runs `months` monthly instalments (within each scheme's limits) and
 * would end, started next month, on the EndDate shown.
 */
export function splitBucket(b: Bucket, type: 'SIP' | 'LumpSum', amountPaise: bigint, opts: { months?: number; today: string }): Split {
  const parts = type === 'SIP' ? sipPartsOf(b) : lumpsumPartsOf(b);
  if (!parts) return { ok: false, reason: 'unavailable', limit: 0n };
  const split = splitByWeight(amountPaise, parts);
  if (!split.ok)
    return split.reason === 'below-min'
      ? { ok: false, reason: 'below-min', limit: split.minPaise }
      : split.reason === 'above-max'
        ? { ok: false, reason: 'above-max', limit: split.maxPaise }
        : { ok: false, reason: 'unavailable', limit: 0n };
  const rows = split.shares.map((share) => {
    const m = b.members.find((x) => x.scheme.id === share.key)!;
    const s = m.scheme;
    const f = s.sipFrequencies.find((x) => x.value === GOAL_SIP_FREQUENCY);
    let installments: number | null = null;
    let endDate: string | null = null;
    if (type === 'SIP' && f) {
      installments = Math.min(Math.max(opts.months ?? f.minInstallments, f.minInstallments), f.maxInstallments);
      const nextMonth = `${nextMonthOf(opts.today)}-${String(f.dates.find((d) => d <= 28) ?? 1).padStart(2, '0')}`;
      endDate = ymdToDmy(sipEndDate(nextMonth, installments, 'monthly'));
    }
    return {
      SchemeId: s.id,
      ProductName: s.name,
      PurType: type,
      Bse_SchemeCode: codeFor(s, type === 'SIP' ? 'sip' : 'purchase', share.amountPaise),
      Productcode_RTA: s.rtaCode,
      AmcID: s.amcId,
      Growthoption: s.option === 'Growth' ? 'Y' : 'N',
      Dividendreinvestment: s.option === 'IDCW Reinvestment' ? 'Y' : 'N',
      ArrivedPurchaseAmt: rupees(share.amountPaise),
      EndDate: endDate,
      installments,
      Allocation: m.weight,
      Sch_Return1Yr: s.return1Yr,
      recommendation: s.recommended ? 'Y' : 'N',
      AssetClassName: s.assetClassName,
      Sub_AssetclassName: s.subAssetClassName,
      PlanName: m.plan,
      SIPDATES: f ? f.dates.join(',') : null,
    } satisfies GoalScheme;
  });
  return { ok: true, rows };
}

function nextMonthOf(today: string): string {
  const [y, m] = today.split('-').map(Number) as [number, number];
  return m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`;
}

export const paiseOf = (text: string | number): bigint | null => parseRupees(String(text).trim());
