import { and, eq, isNotNull, lte } from 'drizzle-orm';
import { navDateFor, redemptionNavDate } from '@shared/rules/cut-off.ts';
import { sipEndDate } from '@shared/rules/sip-calendar.ts';
import { istDate } from '@shared/time/ist.ts';
import { nextTransNo } from '../../adapters/exchange/numbers.ts';
import { mandates, orders, payments, registrations } from '../../db/schema.ts';
import type { Tx } from '../../db/client.ts';
import type { AppDeps } from '../../lib/context.ts';
import { randomToken } from '../../lib/crypto.ts';
import { catalogueFacts } from './catalogue-facts.ts';
import { frequencyOf } from './frequency.ts';
import { instalmentEvent } from '../notifications/order-events.ts';

type Reg = typeof registrations.$inferSelect;

/**
 * The date of the next instalment after `runsDone` of them, or null when the plan is complete.
 * A first order placed on registration day, for a plan that starts later, was an extra upfront
 * instalment: the schedule from the start date follows it.
 */
export function nextRun(reg: Pick<Reg, 'startDate' | 'endDate' | 'frequency' | 'installments' | 'firstOrderToday' | 'createdAt'>, runsDone: number): string | null {
  if (runsDone >= reg.installments) return null;
  const f = frequencyOf(reg.frequency);
  if (!f) return null;
  const upfront = reg.firstOrderToday && reg.startDate > istDate(reg.createdAt) ? 1 : 0;
  const k = runsDone - upfront;
  const date = f === 'daily' ? addDaysYmd(reg.startDate, k) : sipEndDate(reg.startDate, k + 1, f);
  return date > reg.endDate ? null : date;
}

function addDaysYmd(ymd: string, n: number): string {
  return new Date(Date.parse(`${ymd}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
}

/**
 * Runs every SIP, SWP and STP instalment that has fallen due (IST calendar day), each in its own
 * transaction with the registration locked: a SIP debits its mandate and buys; an SWP redeems;
 * an STP switches. A cancelled plan never runs again.
 */
export async function runDueInstalments(deps: AppDeps): Promise<number> {
  const today = istDate(deps.clock.now());
  const due = await deps.db
    .select({ id: registrations.id })
    .from(registrations)
    .where(and(eq(registrations.cancelStatus, 'N'), isNotNull(registrations.nextRunDate), lte(registrations.nextRunDate, today)))
    .orderBy(registrations.id);
  let ran = 0;
  for (const { id } of due) {
    const done = await deps.db.transaction(async (tx) => {
      const [reg] = await tx.select().from(registrations).where(eq(registrations.id, id)).for('update', { skipLocked: true });
      if (!reg || reg.cancelStatus !== 'N' || !reg.nextRunDate || reg.nextRunDate > today) return false;
      await runOne(deps, tx, reg);
      const runsDone = reg.runsDone + 1;
      await tx.update(registrations).set({ runsDone, nextRunDate: nextRun(reg, runsDone) }).where(eq(registrations.id, reg.id));
      return true;
    });
    if (done) ran++;
  }
  return ran;
}

async function runOne(deps: AppDeps, tx: Tx, reg: Reg): Promise<void> {
  const now = deps.clock.now();
  const facts = catalogueFacts(tx);
  const holidays = await facts.holidays();
  const transNo = await nextTransNo(tx, now);
  const common = { userId: reg.userId, registrationId: reg.id, amcId: reg.amcId, folioNo: reg.folioNo, placedAt: now, updatedAt: now, transNo };
  const orderNo = `${reg.regNo}-${reg.runsDone + 1}`;
  if (reg.kind === 'SIP') {
    const [mandate] = await tx.select().from(mandates).where(eq(mandates.mandateId, reg.mandateId ?? '')).limit(1);
    const usable = mandate?.status === 'APPROVED' && mandate.amountPaise >= (reg.amountPaise ?? 0n);
    const [p] = await tx
      .insert(payments)
      .values({ userId: reg.userId, mode: 'MANDATE', bankName: mandate?.bankName ?? null, amountPaise: reg.amountPaise ?? 0n, status: usable ? 'APPROVED' : 'REJECTED', token: randomToken(24), createdAt: now, decidedAt: now, realisedAt: usable ? now : null })
      .returning({ id: payments.id });
    const scheme = await facts.scheme(reg.schemeId);
    await tx.insert(orders).values({
      ...common,
      orderNo,
      schemeId: reg.schemeId,
      kind: 'PURCHASE',
      trType: reg.trType,
      amountPaise: reg.amountPaise,
      status: usable ? 'PAID' : 'REJECTED',
      remarks: usable ? null : 'Mandate debit failed',
      paymentId: p!.id,
      effectiveAt: usable ? now : null,
      navDate: usable ? navDateFor({ realisedAt: now, fundType: scheme?.fundType ?? 'other', holidays }) : null,
    });
    await instalmentEvent(tx, now, reg, usable, 'Mandate debit failed');
    return;
  }
  const navDate = redemptionNavDate(now, holidays);
  const [out] = await tx
    .insert(orders)
    .values({
      ...common,
      orderNo,
      schemeId: reg.schemeId,
      kind: reg.kind === 'STP' ? 'SWITCH_OUT' : 'REDEMPTION',
      trType: reg.trType,
      amountPaise: reg.amountPaise,
      units4: reg.units4,
      status: 'PENDING',
      effectiveAt: now,
      navDate,
    })
    .returning({ id: orders.id });
  await instalmentEvent(tx, now, reg, true);
  if (reg.kind === 'STP') {
    await tx.insert(orders).values({ ...common, transNo: `${transNo.slice(0, 18)}I`, orderNo: `${orderNo}-IN`, schemeId: reg.toSchemeId!, kind: 'SWITCH_IN', trType: 'STP', linkedOrderId: out!.id, status: 'AWAITING_SWITCH' });
  }
}
