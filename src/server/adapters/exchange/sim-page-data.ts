import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orders, payments } from '../../db/schema.ts';

/**
 * What the simulated exchange's pages show of an order (its scheme and amount) and how the
 * simulated bank finds the payment an investor's NEFT or cheque money is for. In-process, the
 * simulator reads our order book for these, as the real exchange reads its own.
 */
export async function ordersOfPayment(db: Db, paymentId: number) {
  return db.select({ schemeId: orders.schemeId, amountPaise: orders.amountPaise }).from(orders).where(eq(orders.paymentId, paymentId));
}

/** The payment of an order number, or undefined. */
export async function paymentOfOrder(db: Db, orderNo: string) {
  const [o] = await db.select({ paymentId: orders.paymentId }).from(orders).where(eq(orders.orderNo, orderNo)).limit(1);
  if (!o?.paymentId) return undefined;
  const [p] = await db.select().from(payments).where(eq(payments.id, o.paymentId)).limit(1);
  return p;
}
