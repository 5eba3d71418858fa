/**
 * Investors for the load bench and the statement-count test, written straight into the database the server will use: one with
 * a holding in each of `schemes` schemes built by `ordersPerScheme` allotted purchases (at the
 * catalogue's own NAVs, spread evenly over its history), each with a signed-in session. The demo
 * investor gets a session too. Orders are written in bulk, not placed one by one: the bench
 * measures reading them.
 */
import { and, asc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { purchaseAllotment } from '../../src/shared/rules/transactions/allotment.ts';
import { parseDecimal } from '../../src/shared/money/decimal.ts';
import type { Db } from '../../src/server/db/client.ts';
import { cartItems, folios, lots, navHistory, orders, schemes, users } from '../../src/server/db/schema.ts';
import { createSession } from '../../src/server/services/sessions.ts';
import { DEMO_INVESTOR } from '../../src/server/demo/investors.ts';

const POLICY = { idleMinutes: 30, absoluteHours: 12 };
const CHUNK = 1_000;

export interface LoadInvestor {
  token: string;
  userId: number;
  orders: number;
  schemeIds: number[];
  rtaCodes: string[];
}

export async function demoInvestorToken(db: Db): Promise<string> {
  const [u] = await db.select({ id: users.id }).from(users).where(eq(users.mobile, DEMO_INVESTOR.mobile)).limit(1);
  if (!u) throw new Error('the demo investor is not there: was the server started in demo mode?');
  return (await createSession(db, new Date(), POLICY, { userId: u.id })).token;
}

/** `cart`: also one lumpsum in the cart for each scheme. */
export async function seedLoadInvestor(
  db: Db,
  tag: number,
  schemeCount: number,
  ordersPerScheme: number,
  opts: { cart?: boolean } = {},
): Promise<LoadInvestor> {
  const now = new Date();
  const picked = await db
    .select({ id: schemes.id, amcId: schemes.fundHouseId, rta: schemes.rtaProductCode })
    .from(schemes)
    .where(
      and(
        eq(schemes.isActive, true),
        isNotNull(schemes.subAssetClassId),
        isNotNull(schemes.fundHouseId),
        isNotNull(schemes.rtaProductCode),
        isNotNull(schemes.latestNavDate),
      ),
    )
    .orderBy(asc(schemes.id))
    .limit(schemeCount);
  if (picked.length < schemeCount) throw new Error(`the catalogue has only ${picked.length} schemes with NAVs, ${schemeCount} wanted`);
  const [user] = await db
    .insert(users)
    .values({
      niveshId: `NVLOAD${String(tag).padStart(4, '0')}`,
      mobile: `90000${String(tag).padStart(5, '0')}`,
      email: `load${tag}@example.com`,
      firstName: 'Load',
      lastName: `Investor ${tag}`,
      isOnboarded: true,
      pageNo: 9,
      createdAt: now,
    })
    .returning({ id: users.id });
  const navs = await db
    .select({ schemeId: navHistory.schemeId, date: navHistory.navDate, nav: navHistory.nav })
    .from(navHistory)
    .where(
      inArray(
        navHistory.schemeId,
        picked.map((p) => p.id),
      ),
    )
    .orderBy(asc(navHistory.schemeId), asc(navHistory.navDate));
  const bySchemeNavs = new Map<number, Array<{ date: string; nav: string }>>();
  for (const n of navs) {
    let list = bySchemeNavs.get(n.schemeId);
    if (!list) bySchemeNavs.set(n.schemeId, (list = []));
    list.push({ date: n.date, nav: n.nav });
  }
  const orderRows: Array<typeof orders.$inferInsert> = [];
  const folioRows: Array<typeof folios.$inferInsert> = [];
  let seq = 0;
  for (const s of picked) {
    const series = bySchemeNavs.get(s.id) ?? [];
    if (series.length < ordersPerScheme) throw new Error(`scheme ${s.id} has ${series.length} NAVs, ${ordersPerScheme} orders wanted`);
    const folioNo = `L${String(tag).padStart(3, '0')}${String(s.id).padStart(8, '0')}`;
    folioRows.push({ userId: user!.id, amcId: s.amcId!, folioNo, createdAt: now });
    const stride = Math.floor(series.length / ordersPerScheme);
    for (let k = 0; k < ordersPerScheme; k += 1) {
      const n = series[k * stride]!;
      const nav4 = parseDecimal(n.nav, 4)!;
      const amount = 500_000n;
      const { stampDutyPaise, units } = purchaseAllotment(amount, nav4);
      const placedAt = new Date(Date.parse(`${n.date}T04:30:00Z`));
      seq += 1;
      orderRows.push({
        orderNo: `LD${tag}-${seq}`,
        transNo: `LT${tag}-${seq}`,
        userId: user!.id,
        kind: 'PURCHASE',
        trType: k === 0 ? 'NEW' : 'ADD',
        schemeId: s.id,
        amcId: s.amcId!,
        folioNo,
        amountPaise: amount,
        status: 'ALLOTTED',
        effectiveAt: placedAt,
        navDate: n.date,
        nav4,
        allottedUnits4: units * 10n,
        stampDutyPaise,
        placedAt,
        updatedAt: placedAt,
      });
    }
  }
  await db.insert(folios).values(folioRows);
  for (let i = 0; i < orderRows.length; i += CHUNK) {
    const ids = await db
      .insert(orders)
      .values(orderRows.slice(i, i + CHUNK))
      .returning({
        id: orders.id,
        schemeId: orders.schemeId,
        folioNo: orders.folioNo,
        navDate: orders.navDate,
        units4: orders.allottedUnits4,
        nav4: orders.nav4,
        amountPaise: orders.amountPaise,
      });
    await db.insert(lots).values(
      ids.map((o) => ({
        userId: user!.id,
        folioNo: o.folioNo!,
        schemeId: o.schemeId,
        orderId: o.id,
        lotDate: o.navDate!,
        units4: o.units4!,
        remaining4: o.units4!,
        nav4: o.nav4!,
        costPaise: o.amountPaise!,
      })),
    );
  }
  if (opts.cart)
    await db.insert(cartItems).values(
      picked.map((p) => ({
        userId: user!.id,
        kind: 'Lumpsum',
        trType: 'ADD',
        schemeId: p.id,
        amcId: p.amcId!,
        folioNo: `L${String(tag).padStart(3, '0')}${String(p.id).padStart(8, '0')}`,
        amountPaise: 500_000n,
        createdAt: now,
      })),
    );
  await db.execute(sql`analyze orders`);
  await db.execute(sql`analyze lots`);
  const { token } = await createSession(db, now, POLICY, { userId: user!.id });
  return { token, userId: user!.id, orders: orderRows.length, schemeIds: picked.map((p) => p.id), rtaCodes: picked.map((p) => p.rta!) };
}
