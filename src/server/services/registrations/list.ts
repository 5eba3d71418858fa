import { and, eq, inArray, ne } from 'drizzle-orm';
import type { Instalment, Registration } from '@shared/contract/registrations.ts';
import { formatDecimal } from '@shared/money/decimal.ts';
import {
  canCancelRegistration,
  instalmentAmountOn,
  isPausedRun,
  lastCancelDay,
  registrationStatus,
  SIP_CANCEL_REASONS,
  stepUpLabel,
  stepUpOf,
  type RegistrationKind,
} from '@shared/rules/registrations/registrations.ts';
import { istDate, ymdToDmy } from '@shared/time/ist.ts';
import { orders, registrations } from '../../db/schema.ts';
import type { AppDeps } from '../../lib/context.ts';
import { catalogueFacts } from '../transactions/catalogue-facts.ts';
import { nextRun } from '../transactions/systematic.ts';
import { limitsAnswer, modifyLimitsOf, modifyRefusal } from './modify-terms.ts';
import { pauseActive } from './pause-state.ts';

type Reg = typeof registrations.$inferSelect;
type Order = typeof orders.$inferSelect;

const FREQUENCY_LABEL: Record<number, string> = { 1: 'Daily', 2: 'Weekly', 3: 'Monthly', 4: 'Quarterly', 5: 'Fortnightly', 6: 'Half Yearly', 7: 'Annually' };
const money = (p: bigint | null) => (p === null ? null : formatDecimal(p, 2));
const units = (u: bigint | null) => (u === null ? null : formatDecimal(u, 4));

export { pauseActive };

/**
 * The investor's registrations of the given kinds, newest first, each with its instalments from
 * the orders the instalment job wrote (and FAILED rows for those it could not run), the next
 * instalment, and whether cancel and pause are open today. A registration just placed is here at
 * once: it is read from the registrations table, not from anything the job builds later.
 * The dashboard's manage_sip_details can call this with ['SIP'].
 */
export async function listRegistrations(deps: AppDeps, userId: number, kinds: RegistrationKind[]): Promise<Registration[]> {
  const regs = await deps.db
    .select()
    .from(registrations)
    .where(and(eq(registrations.userId, userId), inArray(registrations.kind, kinds)));
  if (regs.length === 0) return [];
  const ids = regs.map((r) => r.id);
  const rows = await deps.db
    .select()
    .from(orders)
    .where(and(eq(orders.userId, userId), inArray(orders.registrationId, ids), ne(orders.kind, 'SWITCH_IN')));
  const byReg = new Map<number, Order[]>();
  for (const o of rows) byReg.set(o.registrationId!, [...(byReg.get(o.registrationId!) ?? []), o]);
  const facts = catalogueFacts(deps.db);
  const today = istDate(deps.clock.now());
  // a modified SIP is one SIP: the registration it replaced (and that one's own predecessor)
  // is shown through its successor, whose history leads with the older instalments
  const ids2 = new Set(ids);
  const predecessorOf = new Map<number, Reg>();
  for (const r of regs) if (r.replacedById !== null) predecessorOf.set(r.replacedById, r);
  const out: Registration[] = [];
  for (const r of regs) {
    if (r.replacedById !== null && ids2.has(r.replacedById)) continue;
    const chain: Reg[] = [];
    for (let p = predecessorOf.get(r.id); p; p = predecessorOf.get(p.id)) chain.unshift(p);
    const s = await facts.scheme(r.schemeId);
    const to = r.toSchemeId ? await facts.scheme(r.toSchemeId) : null;
    const shown = toRegistration(r, s, to?.name ?? null, byReg.get(r.id) ?? [], today);
    out.push(chain.length === 0 ? shown : withHistory(shown, r, chain, byReg));
  }
  // sorted by scheme name (spec 3 §4.3), then newest registration first
  return out.sort((a, b) => a.SchemeName.localeCompare(b.SchemeName) || b.ID - a.ID);
}

/** A SIP with the registrations it replaced: one plan, its instalments numbered from the first. */
function withHistory(shown: Registration, r: Reg, chain: Reg[], byReg: Map<number, Order[]>): Registration {
  const older = chain.flatMap((p) => instalmentsOf(p, byReg.get(p.id) ?? [], null));
  const first = chain[0]!;
  return {
    ...shown,
    SIPRegDate: ymdToDmy(istDate(first.createdAt)),
    Startdate: ymdToDmy(first.startDate),
    Installments: chain.reduce((n, p) => n + p.runsDone, 0) + r.installments,
    InstallmentsDone: chain.reduce((n, p) => n + p.runsDone, 0) + r.runsDone,
    instalments: [...older, ...shown.instalments].map((i, k) => ({ ...i, No: k + 1 })),
    Modifications: chain.map((p) => ({
      BseOrderNo: p.regNo,
      AMOUNT: money(p.amountPaise),
      SIPDay: p.day,
      StepUp: stepUpLabel(stepUpOf(p)),
      ModifiedOn: ymdToDmy(istDate(p.cancelledAt ?? p.createdAt)),
    })),
  };
}

function toRegistration(
  r: Reg,
  s: Awaited<ReturnType<ReturnType<typeof catalogueFacts>['scheme']>>,
  toName: string | null,
  regOrders: Order[],
  today: string,
): Registration {
  const kind = r.kind as RegistrationKind;
  const cancel = r.cancelStatus as 'Y' | 'N';
  const status = registrationStatus(r.endDate, cancel, today);
  const live = status === 'In Progress';
  const next = live ? r.nextRunDate : null;
  const stepUp = stepUpOf(r);
  const option = s?.option ?? 'Growth';
  const paused = live && kind === 'SIP' && pauseActive(r);
  const pausedUntil = paused ? nextRun(r, r.pauseFromRun! + r.pauseCount - 1) : null;
  const limits = modifyLimitsOf(r, s);
  return {
    BseOrderNo: r.regNo,
    SIPRegDate: ymdToDmy(istDate(r.createdAt)),
    Startdate: ymdToDmy(r.startDate),
    Enddate: ymdToDmy(r.endDate),
    AMOUNT: money(r.amountPaise),
    SIPDay: r.day,
    Frequency: FREQUENCY_LABEL[r.frequency] ?? 'Monthly',
    SipCancelStatus: cancel,
    SchemeName: s?.name ?? `Scheme ${r.schemeId}`,
    img: null,
    AssetClassName: s?.assetClassName ?? '',
    Sub_AssetClassname: s?.subAssetClassName ?? '',
    Growthoption: option === 'Growth' ? 'Y' : 'N',
    Dividendreinvestment: option === 'IDCW Reinvestment' ? 'Y' : 'N',
    DividendPayout: option === 'IDCW Payout' ? 'Y' : 'N',
    Dividendfrequency: null,
    TrType: kind,
    ID: r.id,
    SchemeID: r.schemeId,
    FolioNo: r.folioNo,
    ToSchemeName: toName,
    Units: r.allUnits ? null : units(r.units4),
    AllUnits: r.allUnits,
    // while paused there is no next instalment to show: the plan says when it resumes instead
    Status: paused ? 'Paused' : status,
    Installments: r.installments,
    InstallmentsDone: r.runsDone,
    NextInstalmentDate: next && !paused ? ymdToDmy(next) : null,
    NextInstalmentAmount: next && !paused ? money(instalmentAmountOn(r, next)) : null,
    can_cancel: canCancelRegistration({ kind, regNo: r.regNo, cancelStatus: cancel, endDate: r.endDate, nextRunDate: r.nextRunDate }, today),
    cancel_by: next ? ymdToDmy(lastCancelDay(kind, next)) : null,
    can_pause:
      kind === 'SIP' &&
      live &&
      next !== null &&
      !pauseActive(r) &&
      canCancelRegistration({ kind, regNo: r.regNo, cancelStatus: cancel, endDate: r.endDate, nextRunDate: next }, today),
    can_resume: paused,
    PausedInstalments: r.pauseCount,
    PausedUntil: pausedUntil ? ymdToDmy(pausedUntil) : null,
    StepUp: stepUpLabel(stepUp),
    CancelReason: r.cancelReasonId
      ? r.cancelReasonId === 13
        ? (r.cancelRemarks ?? 'Others')
        : (SIP_CANCEL_REASONS.find((x) => x.id === r.cancelReasonId)?.reason ?? null)
      : null,
    LastError: r.lastError ? 'An instalment could not be processed; our support team has been told.' : null,
    instalments: instalmentsOf(r, regOrders, next),
    can_modify: kind === 'SIP' && limits !== null && modifyRefusal(r, today) === null,
    ModifyLimits: kind === 'SIP' && live ? limitsAnswer(limits) : null,
    Modifications: [],
  };
}

const STATUS: Record<string, Instalment['Status']> = { ALLOTTED: 'Completed', REDEEMED: 'Completed', FAILED: 'Failed', REJECTED: 'Rejected' };

/** One row per instalment run so far (its order, or Paused), then the next one as Upcoming. */
function instalmentsOf(r: Reg, regOrders: Order[], next: string | null): Instalment[] {
  const byNo = new Map<number, Order>();
  for (const o of regOrders) {
    const n = Number(o.orderNo.slice(r.regNo.length + 1));
    if (o.orderNo.startsWith(`${r.regNo}-`) && Number.isInteger(n)) byNo.set(n, o);
  }
  const list: Instalment[] = [];
  for (let n = 1; n <= r.runsDone; n++) {
    const o = byNo.get(n);
    const date = o ? istDate(o.placedAt) : nextRun(r, n - 1);
    if (!o) {
      if (date && isPausedRun(n, { fromRun: r.pauseFromRun, count: r.pauseCount }))
        list.push({
          No: n,
          Date: ymdToDmy(date),
          Amount: null,
          Units: null,
          NAV: null,
          Status: 'Paused',
          OrderNo: null,
          Remarks: 'Skipped: the SIP was paused',
        });
      continue;
    }
    const out = o.kind === 'REDEMPTION' || o.kind === 'SWITCH_OUT';
    list.push({
      No: n,
      Date: ymdToDmy(o.navDate ?? istDate(o.placedAt)),
      Amount: money(out ? (o.payoutPaise ?? o.amountPaise) : o.amountPaise),
      Units: o.allottedUnits4 !== null ? units(o.allottedUnits4) : o.allUnits ? 'All' : units(o.units4),
      NAV: o.nav4 === null ? null : formatDecimal(o.nav4, 4),
      Status: STATUS[o.status] ?? 'In progress',
      OrderNo: o.orderNo,
      Remarks: o.status === 'FAILED' || o.status === 'REJECTED' ? o.remarks : null,
    });
  }
  if (next) {
    const n = r.runsDone + 1;
    const paused = isPausedRun(n, { fromRun: r.pauseFromRun, count: r.pauseCount });
    list.push({
      No: n,
      Date: ymdToDmy(next),
      Amount: paused ? null : money(instalmentAmountOn(r, next)),
      Units: null,
      NAV: null,
      Status: paused ? 'Paused' : 'Upcoming',
      OrderNo: null,
      Remarks: paused ? 'This instalment will be skipped (paused)' : null,
    });
  }
  return list;
}
