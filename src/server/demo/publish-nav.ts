import { and, desc, eq, lte } from 'drizzle-orm';
import type { AppDeps } from '../lib/context.ts';
import { navHistory, orders } from '../db/schema.ts';
import { sweepOrders } from '../jobs/order-sweep.ts';
import { refuse } from '../lib/refusal.ts';

/**
 * Demo mode: moves the orders of one payment on as the market would. The order sweep runs, the
 * NAV of each order's NAV date is published if it is not out yet (the scheme's last NAV carried to
 * that day), and the sweep allots. For the e2e suite, which cannot wait for a real evening.
 */
export async function publishNavForPayment(deps: AppDeps, paymentId: number) {
  const mine = () => deps.db.select().from(orders).where(eq(orders.paymentId, paymentId));
  if ((await mine()).length === 0) throw refuse('not-found', 'No orders for this payment');
  await sweepOrders(deps);
  for (const o of await mine()) {
    if (!o.navDate) continue;
    const [last] = await deps.db
      .select()
      .from(navHistory)
      .where(and(eq(navHistory.schemeId, o.schemeId), lte(navHistory.navDate, o.navDate)))
      .orderBy(desc(navHistory.navDate))
      .limit(1);
    if (last && last.navDate !== o.navDate)
      await deps.db.insert(navHistory).values({ schemeId: o.schemeId, navDate: o.navDate, nav: last.nav }).onConflictDoNothing();
  }
  await sweepOrders(deps);
  return { orders: (await mine()).map((o) => ({ order_no: o.orderNo, status: o.status, nav_date: o.navDate })) };
}
