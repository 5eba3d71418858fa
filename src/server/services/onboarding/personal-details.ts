import { and, eq } from 'drizzle-orm';
import { ONBOARDING_MESSAGES, PAGE_NO, positionAfter } from '@shared/contract/onboarding.ts';
import { validatePersonal } from '@shared/rules/onboarding/onboarding-forms.ts';
import type { Db } from '../../db/client.ts';
import { contactVerifications, users } from '../../db/schema.ts';
import type { AppDeps } from '../../lib/context.ts';
import { refuse } from '../../lib/refusal.ts';
import type { User } from '../users.ts';
import { advancePage, dobFromWire, editableUser, requirePan, todayYmd, upsertProfile } from './common.ts';
import { isDeclaration } from './declarations.ts';
import { allKnown } from './master-lookup.ts';

export interface PersonalInput {
  email_id: string;
  Home_MobileNo?: string;
  Date_of_Birth: string;
  Sex: number;
  Marrital_Status: number;
  Mobile_declaration: number;
  Email_declaration: number;
}

export async function isVerified(db: Db, userId: number, channel: 'email' | 'mobile', holder: 'SELF' | 'JT', value: string): Promise<boolean> {
  const [row] = await db
    .select({ id: contactVerifications.id })
    .from(contactVerifications)
    .where(
      and(
        eq(contactVerifications.userId, userId),
        eq(contactVerifications.channel, channel),
        eq(contactVerifications.holder, holder),
        eq(contactVerifications.value, value),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** Spec 1 §4: a saved email counts as verified; the mobile does once personal details were saved (page_no above 1). */
async function verifiedState(deps: AppDeps, user: User, email: string) {
  return {
    emailVerified: user.email === email || (await isVerified(deps.db, user.id, 'email', 'SELF', email)),
    mobileVerified: user.pageNo > 1 || (await isVerified(deps.db, user.id, 'mobile', 'SELF', user.mobile)),
  };
}

/** Step 2 (page_no 2): email and mobile proved by OTP, date of birth, gender, marital status. */
export async function savePersonalDetails(deps: AppDeps, userId: number, body: PersonalInput): Promise<void> {
  const user = await editableUser(deps.db, userId);
  requirePan(user);
  const email = body.email_id.trim().toLowerCase();
  const dob = dobFromWire(body.Date_of_Birth);
  // the mobile is the signed-up one and read-only; another number was never verified here
  if (body.Home_MobileNo && body.Home_MobileNo.trim() !== user.mobile) throw refuse('invalid', ONBOARDING_MESSAGES.verifyMobileNumber);
  // an id that is no row of its list is a field not filled
  const known =
    (await allKnown(deps.db, [
      ['Sex', body.Sex],
      ['Marrital_Status', body.Marrital_Status],
    ])) &&
    isDeclaration('email', body.Email_declaration) &&
    isDeclaration('mobile', body.Mobile_declaration);
  if (!known) throw refuse('invalid', ONBOARDING_MESSAGES.fillAllThe);
  const problem = validatePersonal(
    {
      email,
      dob,
      sex: body.Sex,
      maritalStatus: body.Marrital_Status,
      emailDeclaration: body.Email_declaration,
      mobileDeclaration: body.Mobile_declaration,
      ...(await verifiedState(deps, user, email)),
    },
    todayYmd(deps),
  );
  if (problem) throw refuse('invalid', problem);

  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    await editableUser(tx, userId, { lock: true });
    await tx.update(users).set({ email }).where(eq(users.id, userId));
    await upsertProfile(tx, userId, now, {
      dateOfBirth: dob,
      sex: body.Sex,
      maritalStatus: body.Marrital_Status,
      emailDeclaration: body.Email_declaration,
      mobileDeclaration: body.Mobile_declaration,
    });
    await advancePage(tx, userId, positionAfter(PAGE_NO.personal));
  });
}
