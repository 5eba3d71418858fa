import { and, eq, inArray, notInArray } from 'drizzle-orm';
import { navDateFor } from '@shared/rules/transactions/cut-off.ts';
import { orders, payments, users } from '../../db/schema.ts';
import type { PaymentMode } from '../../adapters/exchange/types.ts';
import type { AppDeps } from '../../lib/context.ts';
import { exchangeOf } from './exchange-call.ts';
import { isolateRow } from '../../lib/isolate.ts';
import { catalogueFacts } from './catalogue-facts.ts';
import { paymentEvent } from '../notifications/order-events.ts';

export type PaymentRow = typeof payments.$inferSelect;

const OPEN = ['PAYMENT NOT INITIATED', 'AWAITING FOR FUNDS CONFIRMATION'];

/**
 * The payment's outcome: approved money is realised at `realisedAt` and every order it pays
 * becomes PAID with the NAV date the cut-off rules give for that moment; a rejected payment
 * rejects its orders and no units are ever allotted for them. One transaction for all of it.
 */
export async function settlePayment(
  deps: AppDeps,
  paymentId: number,
  outcome: { approved: boolean; realisedAt?: Date | null; bankName?: string | null; vpa?: string | null },
): Promise<PaymentRow | null> {
  const now = deps.clock.now();
  const realisedAt = outcome.realisedAt ?? now;
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
        realisedAt: outcome.approved ? realisedAt : null,
        bankName: outcome.bankName ?? p.bankName,
        vpa: outcome.vpa ?? p.vpa,
      })
      .where(eq(payments.id, p.id))
      .returning();
    const paid = await tx
      .select()
      .from(orders)
      .where(and(eq(orders.paymentId, p.id), eq(orders.status, 'PAYMENT_PENDING')));
    for (const o of paid) {
      if (!outcome.approved) {
        await tx.update(orders).set({ status: 'REJECTED', remarks: 'Payment failed', updatedAt: now }).where(eq(orders.id, o.id));
        continue;
      }
      const scheme = await catalogueFacts(tx).scheme(o.schemeId);
      const navDate = navDateFor({ realisedAt, fundType: scheme?.fundType ?? 'other', holidays });
      await tx.update(orders).set({ status: 'PAID', effectiveAt: realisedAt, navDate, updatedAt: now }).where(eq(orders.id, o.id));
    }
    // a SIP instalment's mandate debit is told by its own instalment notice
    if (paid.length > 0 && p.mode !== 'MANDATE')
      await paymentEvent(tx, now, { id: p.id, userId: p.userId, amountPaise: p.amountPaise, mode: updated?.mode ?? p.mode, approved: outcome.approved });
    return updated ?? null;
  });
}

/** Asks the exchange what became of one open payment and settles it when it is decided. */
export async function syncPayment(deps: AppDeps, paymentId: number): Promise<PaymentRow | null> {
  const [row] = await deps.db
    .select({ p: payments, clientCode: users.niveshId })
    .from(payments)
    .innerJoin(users, eq(users.id, payments.userId))
    .where(eq(payments.id, paymentId))
    .limit(1);
  if (!row) return null;
  const { p, clientCode } = row;
  if (!OPEN.includes(p.status)) return p;
  const status = await exchangeOf(deps).paymentStatus({ clientCode, paymentRef: p.token, mode: p.mode as PaymentMode, createdAt: p.createdAt });
  if (!status.ok) throw new Error(`exchange payment status for payment ${p.id}: ${status.message}`);
  if (status.status === 'PENDING') return p;
  return settlePayment(deps, p.id, { approved: status.status === 'APPROVED', realisedAt: status.realisedAt, bankName: status.bankName, vpa: status.vpa });
}

/** The sweep's step: every payment still open is checked with the exchange; one that fails does not stop the rest. */
export async function syncOpenPayments(deps: AppDeps): Promise<number> {
  const open = await deps.db
    .select({ id: payments.id })
    .from(payments)
    .where(and(inArray(payments.status, OPEN), notInArray(payments.mode, ['MANDATE'])))
    .orderBy(payments.id);
  let settled = 0;
  for (const { id } of open) {
    const r = await isolateRow(
      deps,
      'payment-sync',
      { paymentId: id },
      () => syncPayment(deps, id),
      async () => {},
    );
    if (r.ok && r.value && (r.value.status === 'APPROVED' || r.value.status === 'REJECTED')) settled++;
  }
  return settled;
}

export async function paymentByToken(deps: AppDeps, token: string): Promise<PaymentRow | null> {
  if (!/^[A-Za-z0-9_-]{20,64}$/.test(token)) return null;
  const [p] = await deps.db.select().from(payments).where(eq(payments.token, token)).limit(1);
  return p ?? null;
}
