import { eq } from 'drizzle-orm';
import { NIVESH_ID_ALPHABET, NIVESH_ID_LENGTH } from '@shared/rules/onboarding/nivesh-id.ts';
import type { UserDetails } from '@shared/contract/user.ts';
import { istDate, ymdToDmy } from '@shared/time/ist.ts';
import type { Db } from '../db/client.ts';
import { users } from '../db/schema.ts';
import { randomFromAlphabet } from '../lib/crypto.ts';

export type User = typeof users.$inferSelect;

/** A fresh random Nivesh ID; retried on the (astronomically rare) collision by the unique index. */
export function newNiveshId(): string {
  return randomFromAlphabet(NIVESH_ID_ALPHABET, NIVESH_ID_LENGTH);
}

/** Creates an investor for a verified mobile, or returns the existing one (a double submit). */
export async function createUser(db: Db, mobile: string, now: Date): Promise<User> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const [row] = await db.insert(users).values({ niveshId: newNiveshId(), mobile, createdAt: now }).onConflictDoNothing().returning();
    if (row) return row;
    const existing = await findUserBy(db, 'mobile', mobile);
    if (existing) return existing;
  }
  throw new Error('could not allocate a Nivesh ID');
}

export async function findUserBy(db: Db, field: 'mobile' | 'pan' | 'niveshId' | 'id', value: string | number): Promise<User | null> {
  const column = { mobile: users.mobile, pan: users.pan, niveshId: users.niveshId, id: users.id }[field];
  const [row] = await db
    .select()
    .from(users)
    .where(eq(column, value as never))
    .limit(1);
  return row ?? null;
}

/**
 * The user-details answer. AUM and the exchange registration flags come from later modules
 * through `extras`; without holdings the AUM is zero.
 */
export function toUserDetails(
  u: User,
  extras: Partial<
    Pick<
      UserDetails,
      | 'aum'
      | 'BseAOFStatus'
      | 'BseFatcaStatus'
      | 'BseRegStatus'
      | 'family_status'
      | 'risk_status'
      | 'risk_analysed_on'
      | 'CAccountNo'
      | 'profile_pic'
      | 'complete_percentage'
      | 'cigr_percentage'
    >
  > = {},
): UserDetails {
  const name = [u.firstName, u.lastName].filter(Boolean).join(' ');
  return {
    ID: u.niveshId,
    name,
    login_date: ymdToDmy(istDate(u.createdAt)),
    is_user_onboarded: u.isOnboarded,
    aum: extras.aum ?? '0.00',
    BseAOFStatus: extras.BseAOFStatus ?? (u.isOnboarded ? 'Y' : 'N'),
    BseFatcaStatus: extras.BseFatcaStatus ?? (u.isOnboarded ? 'Y' : 'N'),
    BseRegStatus: extras.BseRegStatus ?? (u.isOnboarded ? 'Y' : 'N'),
    family_status: extras.family_status ?? 0,
    risk_status: extras.risk_status ?? u.riskStatus ?? null,
    risk_analysed_on: extras.risk_analysed_on ?? null,
    CAccountNo: extras.CAccountNo ?? (u.isOnboarded ? u.niveshId : null),
    email_id: u.email,
    phone_number: u.mobile,
    profile_pic: extras.profile_pic ?? null,
    complete_percentage: extras.complete_percentage ?? (u.isOnboarded ? 100 : Math.round((u.pageNo / 9) * 100)),
    cigr_percentage: extras.cigr_percentage ?? null,
    page_no: u.pageNo,
    skipped: u.skippedPath,
  };
}
