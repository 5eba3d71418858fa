import { and, eq } from 'drizzle-orm';
import { canCancelRegistration, REGISTRATION_MESSAGES as M, registrationStatus, validatePause } from '@shared/rules/registrations/registrations.ts';
import { istDate, ymdToDmy } from '@shared/time/ist.ts';
import { registrations } from '../../db/schema.ts';
import type { AppDeps } from '../../lib/context.ts';
import { exchangeOf } from '../transactions/exchange-call.ts';
import { nextRun } from '../transactions/systematic.ts';
import { pauseActive } from './list.ts';

/**
 * Pauses a SIP for its next 1 to 6 instalments (ours; the exchange's XSIP pause). The skipped
 * instalments debit nothing and buy nothing; the plan resumes after them on its own dates and
 * keeps its end date. Open up to the cancel window (2 days) before the next instalment, one
 * pause at a time. The exchange is told first, then the row (locked, as the job locks it).
 */
export async function pauseSip(deps: AppDeps, userId: number, regNo: string, count: number): Promise<{ is_paused: boolean; msg: string }> {
  const refuse = (msg: string) => ({ is_paused: false, msg });
  const problem = validatePause(count);
  if (problem) return refuse(problem);
  const today = istDate(deps.clock.now());
  const [reg] = await deps.db
    .select()
    .from(registrations)
    .where(and(eq(registrations.userId, userId), eq(registrations.regNo, regNo), eq(registrations.kind, 'SIP')))
    .limit(1);
  if (!reg) return refuse(M.notFound);
  const check = (r: typeof reg): string | null => {
    if (r.cancelStatus === 'Y') return M.alreadyCancelled;
    if (registrationStatus(r.endDate, 'N', today) === 'Completed' || r.nextRunDate === null) return M.nothingToPause;
    if (pauseActive(r)) return M.alreadyPaused;
    if (!canCancelRegistration({ kind: 'SIP', regNo: r.regNo, cancelStatus: 'N', endDate: r.endDate, nextRunDate: r.nextRunDate }, today))
      return M.pauseTooLate;
    if (r.runsDone + 1 > r.installments) return M.nothingToPause;
    return null;
  };
  const early = check(reg);
  if (early) return refuse(early);
  const fromRun = reg.runsDone + 1;
  const skip = Math.min(count, reg.installments - reg.runsDone);
  const exchange = await exchangeOf(deps).pauseSystematic(reg.regNo, { fromDate: reg.nextRunDate!, instalments: skip });
  if (!exchange.ok) return refuse(exchange.message);
  return deps.db.transaction(async (tx) => {
    const [locked] = await tx.select().from(registrations).where(eq(registrations.id, reg.id)).for('update');
    const late = check(locked!);
    if (late) return refuse(late);
    await tx.update(registrations).set({ pauseFromRun: fromRun, pauseCount: skip }).where(eq(registrations.id, reg.id));
    const resume = nextRun(reg, fromRun - 1 + skip);
    return {
      is_paused: true,
      msg: resume ? M.paused(skip, ymdToDmy(resume)) : `Your SIP is paused for its remaining ${skip} instalment${skip === 1 ? '' : 's'}.`,
    };
  });
}

/**
 * Ends a SIP's pause (ours). Instalments already skipped stay skipped; the next one is debited
 * again if it is still outside the cancel window (2 days before its date), else it stays skipped
 * and the plan resumes with the one after. The exchange is told first, then the row.
 */
export async function resumeSip(deps: AppDeps, userId: number, regNo: string): Promise<{ is_resumed: boolean; msg: string }> {
  const refuse = (msg: string) => ({ is_resumed: false, msg });
  const today = istDate(deps.clock.now());
  const [reg] = await deps.db
    .select()
    .from(registrations)
    .where(and(eq(registrations.userId, userId), eq(registrations.regNo, regNo), eq(registrations.kind, 'SIP')))
    .limit(1);
  if (!reg) return refuse(M.notFound);
  if (reg.cancelStatus === 'Y') return refuse(M.alreadyCancelled);
  if (!pauseActive(reg) || reg.nextRunDate === null) return refuse(NOT_PAUSED);
  const plan = (r: typeof reg) => {
    // the next instalment can still be un-skipped only outside the cancel window
    const nextOpen = canCancelRegistration({ kind: 'SIP', regNo: r.regNo, cancelStatus: 'N', endDate: r.endDate, nextRunDate: r.nextRunDate }, today);
    const skippedSoFar = Math.max(0, r.runsDone + 1 - r.pauseFromRun!);
    const keep = skippedSoFar + (nextOpen ? 0 : 1);
    return { keep, resumeRun: r.pauseFromRun! - 1 + keep };
  };
  const first = plan(reg);
  const resumeOn = nextRun(reg, first.resumeRun);
  if (!resumeOn) return refuse(NOT_PAUSED);
  const exchange = await exchangeOf(deps).resumeSystematic(reg.regNo, { fromDate: resumeOn });
  if (!exchange.ok) return refuse(exchange.message);
  return deps.db.transaction(async (tx) => {
    const [locked] = await tx.select().from(registrations).where(eq(registrations.id, reg.id)).for('update');
    if (!locked || !pauseActive(locked)) return refuse(NOT_PAUSED);
    const { keep } = plan(locked);
    await tx
      .update(registrations)
      .set(keep === 0 ? { pauseFromRun: null, pauseCount: 0 } : { pauseCount: keep })
      .where(eq(registrations.id, reg.id));
    return { is_resumed: true, msg: `Your SIP is resumed; the next instalment is on ${ymdToDmy(resumeOn)}.` };
  });
}

const NOT_PAUSED = 'This SIP is not paused';
