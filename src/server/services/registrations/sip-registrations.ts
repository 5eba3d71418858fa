import { and, asc, eq, isNull } from 'drizzle-orm';
import type { SipRow } from '@shared/contract/portfolio.ts';
import { formatDecimal } from '@shared/money/decimal.ts';
import { istDate, ymdToDmy } from '@shared/time/ist.ts';
import type { Db } from '../../db/client.ts';
import { registrations, schemes } from '../../db/schema.ts';
import { pauseActive } from './list.ts';

/** A SIP registration with its scheme's name: what the dashboard's SIP tabs and Manage SIP read. */
export interface SipRegistration {
  regNo: string;
  schemeId: number;
  schemeName: string;
  folioNo: string | null;
  amountPaise: bigint;
  frequency: number;
  day: number;
  startDate: string;
  endDate: string;
  installments: number;
  runsDone: number;
  /** the next instalment's date; null once the plan is complete */
  nextRunDate: string | null;
  cancelStatus: 'Y' | 'N';
  createdAt: Date;
  /** a pause is running or ahead: its next instalment is skipped, so it is not upcoming */
  paused: boolean;
}

const FREQUENCY_NAMES: Record<number, string> = { 1: 'Daily', 2: 'Weekly', 3: 'Monthly', 4: 'Quarterly', 5: 'Fortnightly', 6: 'Half Yearly', 7: 'Annually' };

/** Every SIP the investor registered (active, completed, cancelled), by scheme name; a modified SIP once, as its current registration. */
export async function sipRegistrations(db: Db, userId: number): Promise<SipRegistration[]> {
  const rows = await db
    .select({ r: registrations, schemeName: schemes.name })
    .from(registrations)
    .leftJoin(schemes, eq(schemes.id, registrations.schemeId))
    .where(and(eq(registrations.userId, userId), eq(registrations.kind, 'SIP'), isNull(registrations.replacedById)))
    .orderBy(asc(schemes.name), asc(registrations.id));
  return rows.map(({ r, schemeName }) => ({
    regNo: r.regNo,
    schemeId: r.schemeId,
    schemeName: schemeName ?? `Scheme ${r.schemeId}`,
    folioNo: r.folioNo,
    amountPaise: r.amountPaise ?? 0n,
    frequency: r.frequency,
    day: r.day,
    startDate: r.startDate,
    endDate: r.endDate,
    installments: r.installments,
    runsDone: r.runsDone,
    nextRunDate: r.nextRunDate,
    cancelStatus: r.cancelStatus === 'Y' ? 'Y' : 'N',
    createdAt: r.createdAt,
    paused: pauseActive(r),
  }));
}

/** Active (spec 2 §4): the end date is in the future and the SIP is not cancelled. */
export const isActiveSip = (r: SipRegistration, today: string): boolean => r.cancelStatus === 'N' && r.endDate > today;

export function sipRow(r: SipRegistration): SipRow {
  return {
    BseOrderNo: r.regNo,
    SchemeID: r.schemeId,
    SchemeName: r.schemeName,
    img: null,
    AMOUNT: formatDecimal(r.amountPaise, 2),
    TRDATE: r.nextRunDate ? ymdToDmy(r.nextRunDate) : null,
    SIPRegDate: ymdToDmy(istDate(r.createdAt)),
    SIPDay: r.day,
    Frequency: FREQUENCY_NAMES[r.frequency] ?? String(r.frequency),
    Startdate: ymdToDmy(r.startDate),
    Enddate: ymdToDmy(r.endDate),
    SipCancelStatus: r.cancelStatus,
    Installments: r.installments,
    InstallmentsDone: r.runsDone,
    Accno: r.folioNo,
  };
}

/** The next instalment of each active SIP, soonest first. */
export function upcomingSips(list: readonly SipRegistration[], today: string): SipRegistration[] {
  return list
    .filter((r) => isActiveSip(r, today) && !r.paused && r.nextRunDate !== null && r.nextRunDate >= today)
    .sort((a, b) => a.nextRunDate!.localeCompare(b.nextRunDate!) || a.schemeName.localeCompare(b.schemeName));
}
