import { eq } from 'drizzle-orm';
import { MAX_JOINT_HOLDERS } from '@shared/contract/onboarding.ts';
import { capitalizeFirst } from '@shared/rules/onboarding/name.ts';
import { ONBOARDING_MESSAGES, validateJointHolder } from '@shared/rules/onboarding/onboarding-forms.ts';
import { jointHolders } from '../../db/schema.ts';
import type { AppDeps } from '../../lib/context.ts';
import { refuse } from '../../lib/refusal.ts';
import { dobFromWire, editableUser, isUniqueViolation, requirePan, todayYmd, upsertProfile } from './common.ts';
import { isDeclaration } from './declarations.ts';
import { isVerified } from './personal-details.ts';

export const JOINT_HOLDER_MESSAGES = {
  // Not in the spec: an exchange account has at most three holders.
  tooMany: `Maximum ${MAX_JOINT_HOLDERS} joint holders are allowed`,
} as const;

export interface JointHolderInput {
  pan: string;
  name: string;
  JH_Name_Last: string;
  dob: string;
  JH_Email: string;
  JH_Email_Declaration: number;
  JH_Mobile: string;
  JH_Mobile_Declaration: number;
  Mode_of_Holding: 2 | 3;
}

/** POST /onboarding/jh-details: a joint holder whose mobile and email were verified with InvestorType JT. */
export async function saveJointHolder(deps: AppDeps, userId: number, body: JointHolderInput): Promise<void> {
  const user = await editableUser(deps.db, userId);
  const ownPan = requirePan(user);
  const existing = await deps.db.select({ pan: jointHolders.pan }).from(jointHolders).where(eq(jointHolders.userId, userId));
  const email = body.JH_Email.trim().toLowerCase();
  const mobile = body.JH_Mobile.trim();
  const form = {
    pan: body.pan.trim().toUpperCase(),
    firstName: capitalizeFirst(body.name.trim()),
    lastName: capitalizeFirst(body.JH_Name_Last.trim()),
    dob: dobFromWire(body.dob),
    email,
    emailDeclaration: body.JH_Email_Declaration,
    mobile,
    mobileDeclaration: body.JH_Mobile_Declaration,
    mobileVerified: await isVerified(deps.db, userId, 'mobile', 'JT', mobile),
    emailVerified: await isVerified(deps.db, userId, 'email', 'JT', email),
  };
  const problem = validateJointHolder(form, { todayYmd: todayYmd(deps), ownPan, takenPans: existing.map((h) => h.pan) });
  if (problem) throw refuse('invalid', problem);
  if (!isDeclaration('email', body.JH_Email_Declaration) || !isDeclaration('mobile', body.JH_Mobile_Declaration))
    throw refuse('invalid', ONBOARDING_MESSAGES.fillAllThe);

  const now = deps.clock.now();
  try {
    await deps.db.transaction(async (tx) => {
      await editableUser(tx, userId, { lock: true });
      const count = (await tx.select({ id: jointHolders.id }).from(jointHolders).where(eq(jointHolders.userId, userId))).length;
      if (count >= MAX_JOINT_HOLDERS) throw refuse('invalid', JOINT_HOLDER_MESSAGES.tooMany);
      await tx.insert(jointHolders).values({
        userId,
        firstName: form.firstName,
        lastName: form.lastName,
        pan: form.pan,
        dateOfBirth: form.dob,
        email,
        emailDeclaration: body.JH_Email_Declaration,
        mobile,
        mobileDeclaration: body.JH_Mobile_Declaration,
        createdAt: now,
      });
      await upsertProfile(tx, userId, now, { modeOfHolding: body.Mode_of_Holding });
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw refuse('invalid', ONBOARDING_MESSAGES.duplicatePan);
    throw err;
  }
}
