import { asc, eq } from 'drizzle-orm';
import type { ProfileData } from '@shared/contract/profile.ts';
import { ymdToDmy } from '@shared/time/ist.ts';
import { exchangeRegistrations, jointHolders, nominees, onboardingProfiles, users } from '../../db/schema.ts';
import type { AppDeps } from '../../lib/context.ts';
import { refuse } from '../../lib/refusal.ts';

/** GET /profile/get_profile_data (spec 3 §3 Profile): basic details, nominees and joint holders. */
export async function profileData(deps: AppDeps, userId: number): Promise<ProfileData> {
  const { db } = deps;
  const [u] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!u) throw refuse('not-signed-in', 'Your session has expired, please sign in again', { code: 'TOKEN_INVALID' });
  const [p] = await db.select().from(onboardingProfiles).where(eq(onboardingProfiles.userId, userId)).limit(1);
  const [reg] = await db
    .select({ clientCode: exchangeRegistrations.clientCode })
    .from(exchangeRegistrations)
    .where(eq(exchangeRegistrations.userId, userId))
    .limit(1);
  const noms = await db.select().from(nominees).where(eq(nominees.userId, userId)).orderBy(asc(nominees.id));
  const holders = await db.select().from(jointHolders).where(eq(jointHolders.userId, userId)).orderBy(asc(jointHolders.id));
  return {
    basic_details: [
      {
        First_Name: u.firstName,
        Last_Name: u.lastName,
        PAN: u.pan,
        Home_EMailID: u.email,
        Home_MobileNo: u.mobile,
        Date_of_Birth: p?.dateOfBirth ? ymdToDmy(p.dateOfBirth) : null,
        Sex: p?.sex ?? null,
        CAccountNo: reg?.clientCode ?? (u.isOnboarded ? u.niveshId : null),
      },
    ],
    nominee_details: noms.map((n) => ({ Nominee_ID: n.id, Nominee_Name: n.name, Nominee_RelationShip: n.relationId, Nominee_PAN: n.pan, Nper: n.percent })),
    jh_details: holders.map((h) => ({ JH_Name: `${h.firstName} ${h.lastName}`, JH_DOB: ymdToDmy(h.dateOfBirth), JH_PAN: h.pan })),
  };
}
