import { and, eq, gt, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { lots, orders } from '../../db/schema.ts';
import { unitsForPaise } from '@shared/money/lots/scales.ts';

export interface FolioPosition {
  folioNo: string;
  schemeId: number;
  /** allotted units still held */
  units4: bigint;
  /** units set aside by placed redemptions, switches and SWP instalments not yet processed */
  reserved4: bigint;
  /** units still inside a lock-in period (ELSS) */
  locked4: bigint;
  /** the locked lots' units and the day each becomes free (YYYY-MM-DD), soonest first */
  lockedLots: Array<{ units4: bigint; unlockDate: string }>;
  /** units that a new redemption may use */
  available4: bigint;
  lots: Array<{ id: number; lotDate: string; remaining4: bigint; costPaise: bigint; units4: bigint }>;
}

/** Orders whose units leave the folio once processed. */
const OUTGOING = ['REDEMPTION', 'SWITCH_OUT'];

/**
 * The investor's positions per folio in a scheme (or all schemes): allotted units from lots,
 * minus what placed but unprocessed redemptions and switches will take. An amount-based
 * pending redemption reserves the units that amount buys at `navFor(scheme)`, rounded up.
 */
export async function folioPositions(
  db: Db | Tx,
  userId: number,
  opts: { schemeId?: number; folioNo?: string; navFor: (schemeId: number) => Promise<bigint | null>; lockIn?: { years: number | null; today: string } },
): Promise<FolioPosition[]> {
  const lotRows = await db
    .select()
    .from(lots)
    .where(
      and(
        eq(lots.userId, userId),
        gt(lots.remaining4, 0n),
        opts.schemeId === undefined ? undefined : eq(lots.schemeId, opts.schemeId),
        opts.folioNo === undefined ? undefined : eq(lots.folioNo, opts.folioNo),
      ),
    )
    .orderBy(lots.lotDate, lots.id);
  const pending = await db
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.userId, userId),
        inArray(orders.kind, OUTGOING),
        eq(orders.status, 'PENDING'),
        opts.schemeId === undefined ? undefined : eq(orders.schemeId, opts.schemeId),
      ),
    );
  const byKey = new Map<string, FolioPosition>();
  const keyOf = (schemeId: number, folioNo: string) => `${schemeId}|${folioNo}`;
  for (const l of lotRows) {
    const k = keyOf(l.schemeId, l.folioNo);
    const p = byKey.get(k) ?? { folioNo: l.folioNo, schemeId: l.schemeId, units4: 0n, reserved4: 0n, locked4: 0n, lockedLots: [], available4: 0n, lots: [] };
    p.units4 += l.remaining4;
    if (opts.lockIn?.years && isLocked(l.lotDate, opts.lockIn.years, opts.lockIn.today)) {
      p.locked4 += l.remaining4;
      p.lockedLots.push({ units4: l.remaining4, unlockDate: unlockDate(l.lotDate, opts.lockIn.years) });
    }
    p.lots.push({ id: l.id, lotDate: l.lotDate, remaining4: l.remaining4, costPaise: l.costPaise, units4: l.units4 });
    byKey.set(k, p);
  }
  for (const o of pending) {
    const p = o.folioNo ? byKey.get(keyOf(o.schemeId, o.folioNo)) : undefined;
    if (!p) continue;
    p.reserved4 += await reservedUnits(o, p.units4, opts.navFor);
  }
  for (const p of byKey.values()) {
    const free = p.units4 - p.reserved4 - p.locked4;
    p.available4 = free > 0n ? free : 0n;
  }
  return [...byKey.values()];
}

async function reservedUnits(o: typeof orders.$inferSelect, held4: bigint, navFor: (schemeId: number) => Promise<bigint | null>): Promise<bigint> {
  if (o.allUnits) return held4;
  if (o.units4 !== null) return o.units4;
  if (o.amountPaise === null) return 0n;
  const nav4 = await navFor(o.schemeId);
  if (!nav4) return held4; // no price to size it: hold everything back rather than oversell
  return unitsForPaise(o.amountPaise, nav4, 'up');
}

/** A lot allotted on `lotDate` is locked until the same day `years` later (29 Feb → 28 Feb). */
export function isLocked(lotDate: string, years: number, today: string): boolean {
  return today < unlockDate(lotDate, years);
}

/** The first day a lot allotted on `lotDate` may be redeemed: the same day `years` later (29 Feb → 28 Feb). */
export function unlockDate(lotDate: string, years: number): string {
  const [y, m, d] = lotDate.split('-').map(Number) as [number, number, number];
  const last = new Date(Date.UTC(y + years, m, 0)).getUTCDate();
  return `${y + years}-${String(m).padStart(2, '0')}-${String(Math.min(d, last)).padStart(2, '0')}`;
}
