import { and, asc, desc, eq, gt, lte } from 'drizzle-orm';
import { redemptionExitLoad } from '@shared/money/lots/exit-load.ts';
import { units3to4, units4to3 } from '@shared/money/lots/scales.ts';
import { parseDecimal } from '@shared/money/decimal.ts';
import { istDate } from '@shared/time/ist.ts';
import { nextCounter, nextTransNo } from '../adapters/exchange/numbers.ts';
import type { AppDeps } from '../lib/context.ts';
import { lots, navHistory, orders, schemes, users } from '../db/schema.ts';
import { DEMO_INVESTOR } from './investors.ts';

const DAY = 86_400_000;

/**
 * Demo mode: a quarter of the demo investor's oldest holding was redeemed 90 days ago, at that
 * day's NAV, through the same FIFO lots and exit load as a real redemption, so the Statement of
 * Capital Gain/Loss and the transaction statement have something to state. Created once.
 */
export async function seedDemoRedemption(deps: AppDeps): Promise<void> {
  const { db, clock } = deps;
  const [user] = await db.select().from(users).where(eq(users.mobile, DEMO_INVESTOR.mobile)).limit(1);
  if (!user?.isOnboarded) return;
  const [already] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.userId, user.id), eq(orders.status, 'REDEEMED')))
    .limit(1);
  if (already) return;
  const [lot] = await db
    .select()
    .from(lots)
    .where(and(eq(lots.userId, user.id), gt(lots.remaining4, 0n)))
    .orderBy(asc(lots.lotDate), asc(lots.id))
    .limit(1);
  if (!lot) return;
  const want = istDate(new Date(clock.now().getTime() - 90 * DAY));
  if (want <= lot.lotDate) return;
  const [nav] = await db
    .select()
    .from(navHistory)
    .where(and(eq(navHistory.schemeId, lot.schemeId), lte(navHistory.navDate, want)))
    .orderBy(desc(navHistory.navDate))
    .limit(1);
  const [scheme] = await db.select().from(schemes).where(eq(schemes.id, lot.schemeId)).limit(1);
  if (!nav || !scheme || scheme.fundHouseId === null) return;
  const nav4 = parseDecimal(nav.nav, 4)!;
  const units3 = units4to3(lot.remaining4) / 4n; // a quarter, in whole thousandths of a unit
  if (units3 <= 0n) return;
  const fifo = redemptionExitLoad(
    [{ date: lot.lotDate, units4: units3to4(units4to3(lot.remaining4)) }],
    units3to4(units3),
    nav.navDate,
    nav4,
    scheme.exitLoadRules,
  );
  const at = new Date(Date.parse(`${nav.navDate}T05:00:00Z`));
  await db.transaction(async (tx) => {
    await tx.insert(orders).values({
      orderNo: String(20_000_000 + (await nextCounter(tx, 'demo-order'))),
      transNo: await nextTransNo(tx, at),
      userId: user.id,
      kind: 'REDEMPTION',
      trType: 'RED',
      schemeId: lot.schemeId,
      amcId: scheme.fundHouseId!,
      folioNo: lot.folioNo,
      units4: units3to4(units3),
      status: 'REDEEMED',
      effectiveAt: at,
      navDate: nav.navDate,
      nav4,
      allottedUnits4: units3to4(units3),
      exitLoadPaise: fifo.totalLoadPaise,
      payoutPaise: fifo.netPaise,
      placedAt: at,
      updatedAt: at,
    });
    await tx
      .update(lots)
      .set({ remaining4: lot.remaining4 - units3to4(units3) })
      .where(eq(lots.id, lot.id));
  });
}
