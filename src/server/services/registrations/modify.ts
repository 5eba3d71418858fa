import { smsMessage } from '../../adapters/otp-delivery/sms-templates.ts';
import { and, desc, eq, isNotNull, isNull } from 'drizzle-orm';
import { SIP_MODIFY_MESSAGES as MM } from '@shared/rules/registrations/sip-modify.ts';
import { OTP_MESSAGES } from '@shared/rules/onboarding/otp.ts';
import { istDate, ymdToDmy } from '@shared/time/ist.ts';
import { nextTransNo } from '../../adapters/exchange/numbers.ts';
import { otpChallenges, registrations, users } from '../../db/schema.ts';
import type { AppDeps } from '../../lib/context.ts';
import { isolateRow } from '../../lib/isolate.ts';
import { exchangeOf, sendOnce } from '../transactions/exchange-call.ts';
import { FREQUENCY_CODES } from '../transactions/frequency.ts';
import { ORDER_MESSAGES as OM } from '../transactions/messages.ts';
import { OtpRefused, sendOtp, verifyOtp } from '../otp.ts';
import { modifyRefusal, prepareModification, type ModifyRequest, type Reg } from './modify-terms.ts';

export interface ModifyAnswer {
  is_modified: boolean;
  msg: string;
  sipRegNo: string | null;
}

/** The exchange's XSIP cancellation reason for a plan replaced by its modification. */
const MODIFIED_REASON = 10; // 'Modifications in bank/mandate/date etc'

/**
 * Step one of modifying a SIP: the new terms are checked in full, then the order OTP goes to the
 * investor's registered mobile and email (as for any order, SEBI's two-factor confirmation).
 * The OTP confirms exactly these terms of exactly this registration.
 */
export async function sendModifyOtp(
  deps: AppDeps,
  ip: string,
  userId: number,
  req: ModifyRequest,
): Promise<{ otp_status: 'Success'; code: string; StartDate: string } | { error: string }> {
  const prepared = await prepareModification(deps, userId, req);
  if ('error' in prepared) return prepared;
  const [user] = await deps.db.select().from(users).where(eq(users.id, userId));
  if (!user?.isOnboarded) return { error: OM.notOnboarded };
  // rupees in Indian grouping; "Rs." in the SMS (the rupee sign would send it as UCS-2)
  const amount = (BigInt(prepared.terms.amountPaise) / 100n).toLocaleString('en-IN');
  const { code } = await sendOtp(deps, ip, {
    purpose: 'transaction',
    channel: 'sms',
    destination: user.mobile,
    userId,
    context: { sipModify: prepared.key },
    copyTo: user.email ? { channel: 'email', destination: user.email } : null,
    message: (otp) => ({
      subject: 'Confirm the change to your SIP on Nivesh',
      ...smsMessage('OTP_SIP_CHANGE', otp, prepared.reg.regNo, amount, String(prepared.terms.day)),
    }),
  });
  return { otp_status: 'Success', code, StartDate: ymdToDmy(prepared.terms.startDate) };
}

/**
 * Modifies a running SIP, as the exchange allows: the registration is cancelled and a new one is
 * registered under the same mandate, folio and frequency for the instalments still to come. Crash
 * safe in three steps: (1) the row is locked, re-checked and marked with the new registration's
 * transaction number and terms; (2) the exchange registers the new plan (a lost answer is asked
 * about by its transaction number before anything is sent again) and cancels the old one; (3)
 * one transaction writes the new registration and marks the old one cancelled and replaced. `resumeModifications` finishes steps
 * 2 and 3 for a modification a crash interrupted; until step 3 the old plan stays the investor's.
 */
export async function modifySip(
  deps: AppDeps,
  ip: string,
  userId: number,
  req: ModifyRequest & { otp: string; code?: string | undefined },
): Promise<ModifyAnswer> {
  const refuse = (msg: string): ModifyAnswer => ({ is_modified: false, msg, sipRegNo: null });
  const prepared = await prepareModification(deps, userId, req);
  if ('error' in prepared) return refuse(prepared.error);
  let code = req.code;
  if (!code) {
    const [latest] = await deps.db
      .select({ code: otpChallenges.code })
      .from(otpChallenges)
      .where(and(eq(otpChallenges.userId, userId), eq(otpChallenges.purpose, 'transaction'), isNull(otpChallenges.consumedAt), isNull(otpChallenges.deadAt)))
      .orderBy(desc(otpChallenges.id))
      .limit(1);
    code = latest?.code;
  }
  if (!code) return refuse(OTP_MESSAGES.invalid);
  try {
    const ch = await verifyOtp(deps, ip, { code, otp: req.otp, purposes: ['transaction'] });
    if (ch.userId !== userId || ch.context?.sipModify !== prepared.key) return refuse(OTP_MESSAGES.invalid);
  } catch (err) {
    if (err instanceof OtpRefused) return refuse(OTP_MESSAGES.invalid);
    throw err;
  }
  const now = deps.clock.now();
  const claimed = await deps.db.transaction(async (tx) => {
    const [locked] = await tx.select().from(registrations).where(eq(registrations.id, prepared.reg.id)).for('update');
    const late = modifyRefusal(locked!, istDate(now));
    if (late) return { error: late };
    const transNo = await nextTransNo(tx, now);
    await tx.update(registrations).set({ modifyTransNo: transNo, modifyTerms: prepared.terms }).where(eq(registrations.id, locked!.id));
    return { ok: true as const };
  });
  if ('error' in claimed) return refuse(claimed.error!);
  return finishModification(deps, prepared.reg.id);
}

/**
 * Steps 2 and 3 for a registration marked with a modification. `askFirst` (the sweep's retry)
 * asks the exchange about the new registration's transaction number before sending anything; a
 * registration whose answer is lost is asked about, never sent blindly again (sendOnce).
 */
async function finishModification(deps: AppDeps, regId: number, askFirst = false): Promise<ModifyAnswer> {
  const refuse = (msg: string): ModifyAnswer => ({ is_modified: false, msg, sipRegNo: null });
  const exchange = exchangeOf(deps);
  const [reg] = await deps.db.select().from(registrations).where(eq(registrations.id, regId));
  if (!reg?.modifyTransNo || !reg.modifyTerms) return refuse(MM.notModifiable);
  const [user] = await deps.db.select({ clientCode: users.niveshId }).from(users).where(eq(users.id, reg.userId));
  const t = reg.modifyTerms;
  const renumber = async (old: string) => {
    const fresh = await nextTransNo(deps.db, deps.clock.now());
    const [row] = await deps.db
      .update(registrations)
      .set({ modifyTransNo: fresh })
      .where(and(eq(registrations.id, reg.id), eq(registrations.modifyTransNo, old)))
      .returning({ id: registrations.id });
    if (!row) throw new Error(`registration ${reg.regNo} is no longer being modified under ${old}`);
    return fresh;
  };
  const sent = await sendOnce(
    deps,
    { clientCode: user!.clientCode, transNo: reg.modifyTransNo, askFirst, today: istDate(deps.clock.now()) },
    async (transNo) => {
      const r = await exchange.registerSystematic({
        clientCode: user!.clientCode,
        transNo,
        kind: reg.trType as 'XSIP' | 'ISIP',
        schemeCode: t.schemeCode,
        folioNo: reg.folioNo,
        amountPaise: BigInt(t.amountPaise),
        units4: null,
        frequency: FREQUENCY_CODES[reg.frequency] ?? 'MONTHLY',
        startDate: t.startDate,
        installments: t.installments,
        mandateId: reg.mandateId,
        firstOrderToday: false,
        stepUp: t.stepUpPercent !== null ? { percent: t.stepUpPercent } : t.stepUpPaise !== null ? { amountPaise: BigInt(t.stepUpPaise) } : null,
      });
      return r.ok ? { ok: true, reference: r.regNo } : r;
    },
    renumber,
  );
  const transNo = sent.transNo;
  const giveUp = async (msg: string) => {
    await deps.db
      .update(registrations)
      .set({ modifyTransNo: null, modifyTerms: null })
      .where(and(eq(registrations.id, reg.id), eq(registrations.modifyTransNo, transNo)));
    return refuse(msg);
  };
  if (!sent.ok) return giveUp(sent.message);
  const registered = { regNo: sent.reference };
  const cancelled = await exchange.cancelSystematic(reg.regNo, {
    kind: 'SIP',
    reasonCode: MODIFIED_REASON,
    remarks: `Modified: replaced by registration ${registered.regNo}`,
  });
  if (!cancelled.ok) {
    // the old plan stands at the exchange: the new one must not stand beside it
    const undone = await exchange.cancelByTransNo({ clientCode: user!.clientCode, transNo });
    if (!undone.ok) throw new Error(`exchange: could not cancel new registration ${registered.regNo} after the old one's cancel failed: ${undone.message}`);
    return giveUp(cancelled.message);
  }
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const [locked] = await tx.select().from(registrations).where(eq(registrations.id, reg.id)).for('update');
    if (locked!.replacedById !== null) return { is_modified: true, msg: MM.modified(registered.regNo, ymdToDmy(t.startDate)), sipRegNo: registered.regNo };
    const [created] = await tx
      .insert(registrations)
      .values({
        regNo: registered.regNo,
        userId: reg.userId,
        kind: 'SIP',
        trType: reg.trType,
        schemeId: reg.schemeId,
        amcId: reg.amcId,
        folioNo: locked!.folioNo,
        amountPaise: BigInt(t.amountPaise),
        frequency: reg.frequency,
        day: t.day,
        startDate: t.startDate,
        endDate: t.endDate,
        installments: t.installments,
        mandateId: reg.mandateId,
        firstOrderToday: false,
        nextRunDate: t.startDate,
        stepUpPercent: t.stepUpPercent,
        stepUpPaise: t.stepUpPaise === null ? null : BigInt(t.stepUpPaise),
        createdAt: now,
      })
      .returning({ id: registrations.id });
    await tx
      .update(registrations)
      .set({
        cancelStatus: 'Y',
        cancelledAt: now,
        cancelReasonId: MODIFIED_REASON,
        cancelRemarks: `Modified: replaced by registration ${registered.regNo}`,
        nextRunDate: null,
        replacedById: created!.id,
        modifyTransNo: null,
        modifyTerms: null,
      })
      .where(eq(registrations.id, reg.id));
    deps.log.info('SIP modified', { regNo: reg.regNo, newRegNo: registered.regNo, userId: reg.userId });
    return { is_modified: true, msg: MM.modified(registered.regNo, ymdToDmy(t.startDate)), sipRegNo: registered.regNo };
  });
}

/**
 * Finishes modifications a crash left half-done (run by the order sweep before instalments). One
 * whose new start date is no longer ahead is given up instead: whatever the exchange booked under
 * its transaction number is cancelled, and the old plan goes on as before.
 */
export async function resumeModifications(deps: AppDeps): Promise<number> {
  const open = await deps.db
    .select()
    .from(registrations)
    .where(and(isNotNull(registrations.modifyTransNo), isNull(registrations.replacedById)));
  const today = istDate(deps.clock.now());
  let done = 0;
  for (const reg of open) {
    const r = await isolateRow(
      deps,
      'sip-modify',
      { registrationId: reg.id },
      async () => {
        if (reg.modifyTerms && reg.modifyTerms.startDate > today && modifyRefusalIgnoringClaim(reg, today) === null)
          return finishModification(deps, reg.id, true);
        const [user] = await deps.db.select({ clientCode: users.niveshId }).from(users).where(eq(users.id, reg.userId));
        const undone = await exchangeOf(deps).cancelByTransNo({ clientCode: user!.clientCode, transNo: reg.modifyTransNo! });
        if (!undone.ok) throw new Error(`exchange: could not cancel abandoned modification ${reg.modifyTransNo}: ${undone.message}`);
        await deps.db
          .update(registrations)
          .set({ modifyTransNo: null, modifyTerms: null })
          .where(and(eq(registrations.id, reg.id), eq(registrations.modifyTransNo, reg.modifyTransNo!)));
        return null;
      },
      async () => {},
    );
    if (r.ok) done++;
  }
  return done;
}

/** The checks of a modification other than "one is already under way" (which the claim itself set). */
const modifyRefusalIgnoringClaim = (r: Reg, today: string) => modifyRefusal({ ...r, modifyTransNo: null }, today);
