import { eq, inArray, or } from 'drizzle-orm';
import type { FamilyMember } from '@shared/contract/family.ts';
import type { FamilyStatus } from '@shared/rules/family/family.ts';
import type { Db, Tx } from '../../db/client.ts';
import { familyLinks, onboardingProfiles, users } from '../../db/schema.ts';
import type { AppDeps, SessionUser } from '../../lib/context.ts';
import { aumText } from '../transactions/aum.ts';
import { profileExtras } from '../profile/summary.ts';

export interface Family {
  headUserId: number;
  /** the head first, then the members in the order they were linked */
  userIds: number[];
}

/** 0 alone, 1 head of a family with members, 2 a member of someone's family (spec 3 §3). */
export async function familyStatusOf(db: Db | Tx, userId: number): Promise<FamilyStatus> {
  const rows = await db
    .select({ head: familyLinks.headUserId, member: familyLinks.memberUserId })
    .from(familyLinks)
    .where(or(eq(familyLinks.headUserId, userId), eq(familyLinks.memberUserId, userId)))
    .limit(1);
  const r = rows[0];
  if (!r) return 0;
  return r.head === userId ? 1 : 2;
}

/** The family the user belongs to (as head or member); a user alone is a family of one. */
export async function familyOf(db: Db | Tx, userId: number): Promise<Family> {
  const [asMember] = await db.select({ head: familyLinks.headUserId }).from(familyLinks).where(eq(familyLinks.memberUserId, userId)).limit(1);
  const headUserId = asMember?.head ?? userId;
  const members = await db
    .select({ member: familyLinks.memberUserId })
    .from(familyLinks)
    .where(eq(familyLinks.headUserId, headUserId))
    .orderBy(familyLinks.linkedAt, familyLinks.id);
  return { headUserId, userIds: [headUserId, ...members.map((m) => m.member)] };
}

/**
 * Who acts: the signed-in investor, or (with a parent token) the parent acting as a member.
 * A family call made as a member works on the parent's family.
 */
export const actorOf = (s: SessionUser): number => s.parentUserId ?? s.userId;
export const isActingAsMember = (s: SessionUser): boolean => s.parentUserId !== null;

const fullName = (u: { firstName: string | null; lastName: string | null }) => [u.firstName, u.lastName].filter(Boolean).join(' ') || 'Investor';

/** The member cards of spec 3 §3 for a list of users, in that order. */
export async function memberCards(deps: Pick<AppDeps, 'db' | 'config' | 'clock'>, family: Family, selfId: number): Promise<FamilyMember[]> {
  const rows = await deps.db.select().from(users).where(inArray(users.id, family.userIds));
  const sexes = await deps.db
    .select({ userId: onboardingProfiles.userId, sex: onboardingProfiles.sex })
    .from(onboardingProfiles)
    .where(inArray(onboardingProfiles.userId, family.userIds));
  const sexOf = new Map(sexes.map((s) => [s.userId, s.sex]));
  const byId = new Map(rows.map((u) => [u.id, u]));
  const solo = family.userIds.length === 1;
  const out: FamilyMember[] = [];
  for (const id of family.userIds) {
    const u = byId.get(id);
    if (!u) continue;
    const extras = await profileExtras(deps.db, u, deps);
    out.push({
      child_id: u.id,
      ID: u.niveshId,
      name: fullName(u),
      profile_pic: extras.profile_pic ?? null,
      Gender: sexOf.get(u.id) ?? null,
      family_status: solo ? 0 : id === family.headUserId ? 1 : 2,
      risk_status: extras.risk_status ?? u.riskStatus ?? null,
      aum: await aumText(deps.db, u.id),
      cigr_percentage: extras.cigr_percentage ?? null,
      CAccountNo: u.isOnboarded ? u.niveshId : null,
      email_id: u.email,
      is_self: u.id === selfId,
    });
  }
  return out;
}

export { fullName };
