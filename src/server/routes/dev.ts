import { devOutbox as devOutboxCall, devPublishNav } from '@shared/contract/auth.ts';
import { answer } from '../lib/answer.ts';
import { Hono } from 'hono';
import { and, desc, eq, lte } from 'drizzle-orm';
import { devOutbox, navHistory, orders } from '../db/schema.ts';
import { sweepOrders } from '../jobs/order-sweep.ts';
import { readBody } from '../lib/validate.ts';
import type { AppEnv } from '../lib/context.ts';
import { refuse } from '../lib/refusal.ts';

/** Demo-only: the OTP messages (or, with ?category=, the mail) sent to one mobile or email, newest first; and moving a payment's orders to allotment. Mounted only in demo mode. */
export const devRoutes = new Hono<AppEnv>()
  .post('/publish-nav', async (c) => {
    const { payment_id } = await readBody(c, devPublishNav);
    const deps = c.get('deps');
    const mine = () => deps.db.select().from(orders).where(eq(orders.paymentId, payment_id));
    if ((await mine()).length === 0) throw refuse('not-found', 'No orders for this payment');
    await sweepOrders(deps);
    for (const o of await mine()) {
      if (!o.navDate) continue;
      const [last] = await deps.db.select().from(navHistory).where(and(eq(navHistory.schemeId, o.schemeId), lte(navHistory.navDate, o.navDate))).orderBy(desc(navHistory.navDate)).limit(1);
      if (last && last.navDate !== o.navDate) await deps.db.insert(navHistory).values({ schemeId: o.schemeId, navDate: o.navDate, nav: last.nav }).onConflictDoNothing();
    }
    await sweepOrders(deps);
    return answer(c, devPublishNav, { orders: (await mine()).map((o) => ({ order_no: o.orderNo, status: o.status, nav_date: o.navDate })) });
  })
  .get('/outbox', async (c) => {
  const to = c.req.query('to')?.trim();
  if (!to) throw refuse('invalid', 'Give ?to=<mobile or email>');
  const { db } = c.get('deps');
  // OTPs by default (the sign-in helpers read the newest one); ?category=notification|ticket for mail
  const category = c.req.query('category') ?? 'otp';
  const rows = await db.select().from(devOutbox).where(and(eq(devOutbox.to, to), eq(devOutbox.category, category))).orderBy(desc(devOutbox.id)).limit(50);
  return answer(c, devOutboxCall, {
    messages: rows.map((r) => ({ to: r.to, channel: r.channel, subject: r.subject, body: r.body, created_at: r.createdAt.toISOString() })),
  });
});
