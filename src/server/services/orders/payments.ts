import { and, eq, inArray, lte } from 'drizzle-orm';
import { navDateFor } from '@shared/rules/cut-off.ts';
import { orders, payments } from '../../db/schema.ts';
import type { AppDeps } from '../../lib/context.ts';
import { catalogueFacts } from './catalogue-facts.ts';
import { paymentEvent } from '../notifications/order-events.ts';

export type PaymentRow = typeof payments.$inferSelect;

/**
 * The payment's outcome: approved money is realised now (net banking, UPI) and every order it
 * pays becomes PAID with the NAV date the cut-off rules give for that moment; a rejected payment
 * rejects its orders and no units are ever allotted for them. One transaction for all of it.
 */
export async function settlePayment(deps: AppDeps, paymentId: number, outcome: { approved: boolean; bankName?: string | null; vpa?: string | null }): Promise<PaymentRow | null> {
  const now = deps.clock.now();
  const facts = catalogueFacts(deps.db);
  const holidays = await facts.holidays();
  return deps.db.transaction(async (tx) => {
    const [p] = await tx.select().from(payments).where(eq(payments.id, paymentId)).for('update');
    // already decided: the first decision stands (a double click, a replayed form)
    if (!p || p.status === 'APPROVED' || p.status === 'REJECTED') return p ?? null;
    const [updated] = await tx
      .update(payments)
      .set({
        status: outcome.approved ? 'APPROVED' : 'REJECTED',
        decidedAt: now,
        realisedAt: outcome.approved ? now : null,
        bankName: outcome.bankName ?? p.bankName,
        vpa: outcome.vpa ?? p.vpa,
      })
      .where(eq(payments.id, p.id))
      .returning();
    const paid = await tx.select().from(orders).where(and(eq(orders.paymentId, p.id), eq(orders.status, 'PAYMENT_PENDING')));
    for (const o of paid) {
      if (!outcome.approved) {
        await tx.update(orders).set({ status: 'REJECTED', remarks: 'Payment failed', updatedAt: now }).where(eq(orders.id, o.id));
        continue;
      }
      const scheme = await catalogueFacts(tx).scheme(o.schemeId);
      const navDate = navDateFor({ realisedAt: now, fundType: scheme?.fundType ?? 'other', holidays });
      await tx.update(orders).set({ status: 'PAID', effectiveAt: now, navDate, updatedAt: now }).where(eq(orders.id, o.id));
    }
    if (paid.length > 0) await paymentEvent(tx, now, { userId: p.userId, amountPaise: p.amountPaise, mode: updated?.mode ?? p.mode, approved: outcome.approved });
    return updated ?? null;
  });
}

/** Demo mode: NEFT and cheque payments count as received a configured time after the order. */
export async function realiseOfflinePayments(deps: AppDeps): Promise<number> {
  const before = new Date(deps.clock.now().getTime() - deps.config.demoFundsDelayMinutes * 60_000);
  const due = await deps.db
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.status, 'AWAITING FOR FUNDS CONFIRMATION'), inArray(payments.mode, ['NEFT', 'CHEQUE']), lte(payments.createdAt, before)));
  for (const p of due) await settlePayment(deps, p.id, { approved: true });
  return due.length;
}

export async function paymentByToken(deps: AppDeps, token: string): Promise<PaymentRow | null> {
  if (!/^[A-Za-z0-9_-]{20,64}$/.test(token)) return null;
  const [p] = await deps.db.select().from(payments).where(eq(payments.token, token)).limit(1);
  return p ?? null;
}
