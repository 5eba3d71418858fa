import { and, eq, isNotNull, lte } from 'drizzle-orm';
import { redemptionNavDate } from '@shared/rules/transactions/cut-off.ts';
import { instalmentAmountOn, isPausedRun } from '@shared/rules/registrations/registrations.ts';
import { sipEndDate } from '@shared/rules/registrations/sip-calendar.ts';
import { istDate } from '@shared/time/ist.ts';
import { nextTransNo } from '../../adapters/exchange/numbers.ts';
import { mandates, orders, payments, registrations, users } from '../../db/schema.ts';
import type { Tx } from '../../db/client.ts';
import type { AppDeps } from '../../lib/context.ts';
import { randomToken } from '../../lib/crypto.ts';
import { catalogueFacts } from './catalogue-facts.ts';
import { frequencyOf } from './frequency.ts';
import { isolateRow, PLAIN_FAILURE } from '../../lib/isolate.ts';
import { markOrderFailed } from './allotment.ts';
import { settlePayment } from './payments.ts';
import { exchangeOf, ExchangeOutcomeUnknown } from './exchange-call.ts';
import { instalmentEvent } from '../notifications/order-events.ts';

type Reg = typeof registrations.$inferSelect;

/**
 * The date of the next instalment after `runsDone` of them, or null when the plan is complete.
 * A first order placed on registration day, for a plan that starts later, was an extra upfront
 * instalment: the schedule from the start date follows it.
 */
export function nextRun(
  reg: Pick<Reg, 'startDate' | 'endDate' | 'frequency' | 'installments' | 'firstOrderToday' | 'createdAt'>,
  runsDone: number,
): string | null {
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
 * transaction with the registration locked (SKIP LOCKED: instances share the work): a SIP writes
 * its instalment order and a mandate payment, debited through the exchange afterwards; an SWP
 * redeems; an STP switches. A cancelled plan never runs again. A registration that throws is
 * logged, its instalment is written as FAILED with the reason, and the schedule and the other
 * registrations go on.
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
    const r = await isolateRow(
      deps,
      'instalments',
      { registrationId: id },
      () =>
        deps.db.transaction(async (tx) => {
          const [reg] = await tx.select().from(registrations).where(eq(registrations.id, id)).for('update', { skipLocked: true });
          if (!reg || reg.cancelStatus !== 'N' || !reg.nextRunDate || reg.nextRunDate > today) return false;
          // a paused instalment buys nothing and debits nothing; the plan moves on
          if (!isPausedRun(reg.runsDone + 1, { fromRun: reg.pauseFromRun, count: reg.pauseCount })) await runOne(deps, tx, reg);
          const runsDone = reg.runsDone + 1;
          await tx
            .update(registrations)
            .set({ runsDone, nextRunDate: nextRun(reg, runsDone) })
            .where(eq(registrations.id, reg.id));
          return true;
        }),
      (reason) => failInstalment(deps, id, reason),
    );
    if (r.ok && r.value) ran++;
  }
  await debitMandates(deps);
  return ran;
}

/** An instalment that could not run: a FAILED order in history, the schedule moved on, the reason kept. */
async function failInstalment(deps: AppDeps, registrationId: number, reason: string): Promise<void> {
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const [reg] = await tx.select().from(registrations).where(eq(registrations.id, registrationId)).for('update');
    if (!reg || !reg.nextRunDate) return;
    const n = reg.runsDone + 1;
    await tx.insert(orders).values({
      orderNo: `${reg.regNo}-${n}`,
      transNo: await nextTransNo(tx, now),
      userId: reg.userId,
      registrationId: reg.id,
      kind: reg.kind === 'SIP' ? 'PURCHASE' : reg.kind === 'STP' ? 'SWITCH_OUT' : 'REDEMPTION',
      trType: reg.trType,
      schemeId: reg.schemeId,
      amcId: reg.amcId,
      folioNo: reg.folioNo,
      amountPaise: reg.amountPaise,
      units4: reg.units4,
      allUnits: reg.allUnits,
      status: 'FAILED',
      remarks: PLAIN_FAILURE,
      failureDetail: reason,
      placedAt: now,
      updatedAt: now,
    });
    await tx
      .update(registrations)
      .set({ runsDone: n, nextRunDate: nextRun(reg, n), lastError: reason })
      .where(eq(registrations.id, reg.id));
  });
}

async function runOne(deps: AppDeps, tx: Tx, reg: Reg): Promise<void> {
  const now = deps.clock.now();
  const facts = catalogueFacts(tx);
  const holidays = await facts.holidays();
  const transNo = await nextTransNo(tx, now);
  const common = { userId: reg.userId, registrationId: reg.id, amcId: reg.amcId, folioNo: reg.folioNo, placedAt: now, updatedAt: now, transNo };
  const orderNo = `${reg.regNo}-${reg.runsDone + 1}`;
  if (reg.kind === 'SIP') {
    // the yearly step-up applies from each anniversary of the start date
    const amountPaise = instalmentAmountOn(reg, reg.nextRunDate ?? istDate(now));
    if (amountPaise === null || amountPaise <= 0n) throw new Error(`SIP registration ${reg.regNo} has no amount`);
    const [mandate] = await tx
      .select()
      .from(mandates)
      .where(eq(mandates.mandateId, reg.mandateId ?? ''))
      .limit(1);
    // the debit itself goes to the exchange after this transaction (debitMandates)
    const [p] = await tx
      .insert(payments)
      .values({
        userId: reg.userId,
        mode: 'MANDATE',
        bankName: mandate?.bankName ?? null,
        amountPaise,
        status: 'PAYMENT NOT INITIATED',
        token: randomToken(24),
        createdAt: now,
      })
      .returning({ id: payments.id });
    await tx
      .insert(orders)
      .values({ ...common, orderNo, schemeId: reg.schemeId, kind: 'PURCHASE', trType: reg.trType, amountPaise, status: 'PAYMENT_PENDING', paymentId: p!.id });
    return;
  }
  if (!reg.allUnits && reg.amountPaise === null && reg.units4 === null)
    throw new Error(`${reg.kind} registration ${reg.regNo} has no amount, units or all-units flag`);
  const scheme = await facts.scheme(reg.schemeId);
  const navDate = redemptionNavDate(now, holidays, scheme?.fundType ?? 'other');
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
      // an all-units plan redeems every free unit on the instalment's date
      allUnits: reg.allUnits,
      status: 'PENDING',
      effectiveAt: now,
      navDate,
    })
    .returning({ id: orders.id });
  await instalmentEvent(tx, now, reg, true);
  if (reg.kind === 'STP') {
    // the transfer-in leg is an order of its own, with its own transaction number
    await tx.insert(orders).values({
      ...common,
      transNo: await nextTransNo(tx, now),
      orderNo: `${orderNo}-IN`,
      schemeId: reg.toSchemeId!,
      kind: 'SWITCH_IN',
      trType: 'STP',
      linkedOrderId: out!.id,
      status: 'AWAITING_SWITCH',
    });
  }
}

/**
 * Debits every SIP instalment whose mandate payment is still open, through the exchange (asked
 * again after a crash or a debit without an answer: the exchange answers a repeated instalment,
 * named by registration and instalment number, with its first answer). An
 * approved debit is realised now and prices the order by the purchase cut-off; a refused one
 * rejects it with the exchange's reason.
 */
export async function debitMandates(deps: AppDeps): Promise<number> {
  const open = await deps.db
    .select({ o: orders, reg: registrations, clientCode: users.niveshId })
    .from(orders)
    .innerJoin(payments, eq(payments.id, orders.paymentId))
    .innerJoin(registrations, eq(registrations.id, orders.registrationId))
    .innerJoin(users, eq(users.id, orders.userId))
    .where(and(eq(payments.mode, 'MANDATE'), eq(payments.status, 'PAYMENT NOT INITIATED'), eq(orders.status, 'PAYMENT_PENDING')))
    .orderBy(orders.id);
  let done = 0;
  for (const { o, reg, clientCode } of open) {
    const r = await isolateRow(
      deps,
      'mandate-debit',
      { orderId: o.id },
      async () => {
        const instalment = Number(o.orderNo.split('-').pop());
        let debit;
        try {
          debit = await exchangeOf(deps).debitMandate({
            clientCode,
            mandateId: reg.mandateId ?? '',
            amountPaise: o.amountPaise ?? 0n,
            regNo: reg.regNo,
            instalment,
          });
        } catch (err) {
          if (!(err instanceof ExchangeOutcomeUnknown)) throw err;
          // the debit may have gone through: the instalment stays open and the next sweep asks
          // again (the exchange answers a repeated instalment with its first answer); failing
          // it here could show FAILED for money the bank has taken
          deps.log.warn('mandate debit outcome unknown: asking again next sweep', { orderId: o.id, regNo: reg.regNo, instalment, error: err.message });
          return false;
        }
        if (!debit.ok) throw new Error(`exchange mandate debit: ${debit.message}`);
        const reason = `Mandate debit failed${debit.reason ? `: ${debit.reason}` : ''}`;
        await settlePayment(deps, o.paymentId!, { approved: debit.approved, realisedAt: deps.clock.now() });
        await deps.db.transaction(async (tx) => {
          if (!debit.approved) await tx.update(orders).set({ remarks: reason }).where(eq(orders.id, o.id));
          await instalmentEvent(tx, deps.clock.now(), { ...reg, runsDone: instalment - 1 }, debit.approved, reason);
        });
        return true;
      },
      (reason) => markOrderFailed(deps, o.id, reason),
    );
    if (r.ok && r.value) done++;
  }
  return done;
}
