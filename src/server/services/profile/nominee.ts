import { and, eq } from 'drizzle-orm';
import { PROFILE_MESSAGES as M, type AddNomineeBody } from '@shared/contract/profile.ts';
import { NOMINEE_ID_PAN } from '@shared/rules/onboarding/onboarding-forms.ts';
import { validateOnboardingPan } from '@shared/rules/onboarding/pan.ts';
import { nominees } from '../../db/schema.ts';
import type { AppDeps } from '../../lib/context.ts';
import { refuse } from '../../lib/refusal.ts';
import { requirePan, userFor } from '../onboarding/common.ts';
import { saveNominee } from '../onboarding/save-nominee.ts';
import { registerWithExchange } from '../onboarding/submit-details.ts';

/** India in the Country master (spec 1 §9: default country value 1). */
const INDIA = 1;

/**
 * POST /profile/add_nominee_details (spec 3 §2.9, §5): offered only while the investor has no
 * nominee, so the one added here takes 100 %. The spec's checks first (name and relation
 * required: 'Please fill Mandatory Fields'; an individual PAN), then the onboarding nominee's
 * rules through the same save (age, contact, PAN not the investor's own).
 */
export async function addNominee(deps: AppDeps, userId: number, body: AddNomineeBody): Promise<void> {
  const ownPan = requirePan(await userFor(deps.db, userId, 'profile'));
  const pan = body.Nominee_PAN.trim().toUpperCase();
  const panProblem = validateOnboardingPan(pan, ownPan);
  if (panProblem) throw refuse('invalid', panProblem);
  const [existing] = await deps.db.select({ id: nominees.id }).from(nominees).where(eq(nominees.userId, userId)).limit(1);
  if (existing) throw refuse('invalid', M.nomineeExists);
  await saveNominee(
    deps,
    userId,
    {
      name: body.Nominee_Name,
      relation: body.Nominee_RelationShip,
      Nper: '100',
      Nominee_DOB: body.Nominee_DOB,
      Nominee_Identity_Type: NOMINEE_ID_PAN,
      Nominee_IDnumber: pan,
      Nominee_Email: body.Nominee_Email,
      Nominee_Mobile: body.Nominee_Mobile,
      Nominee_Address: body.Nominee_Address,
      nominee_address2: '',
      nominee_address3: '',
      Nominee_city: body.Nominee_city,
      Nominee_pin: body.Nominee_pin,
      Nominee_country: INDIA,
      pan,
      Nominee_IsMinor: 'N',
      Nominee_Guardian: null,
      Guardian_Name: '',
      Nominee_SOA: 'Y',
    },
    { phase: 'profile' },
  );
  await updateExchangeNominees(deps, userId);
}

/** The exchange's client master lists the nominees: re-registering the client code updates it. */
async function updateExchangeNominees(deps: AppDeps, userId: number): Promise<void> {
  await registerWithExchange(deps, userId).catch((err: unknown) =>
    deps.log.error('nominee change: exchange client master not updated', { userId, error: err instanceof Error ? err.message : String(err) }),
  );
}

/**
 * POST /profile/delete_nominee/{id}: removes the investor's only nominee (to name another). With
 * several, the shares of those left would not total 100 %, so it is refused.
 */
export async function removeNominee(deps: AppDeps, userId: number, nomineeId: number): Promise<void> {
  await deps.db.transaction(async (tx) => {
    await userFor(tx, userId, 'profile', { lock: true });
    const mine = await tx.select({ id: nominees.id }).from(nominees).where(eq(nominees.userId, userId));
    if (!mine.some((n) => n.id === nomineeId)) throw refuse('not-found', 'Nominee not found');
    if (mine.length > 1) throw refuse('invalid', M.onlyNomineeDeletable);
    await tx.delete(nominees).where(and(eq(nominees.id, nomineeId), eq(nominees.userId, userId)));
  });
  await updateExchangeNominees(deps, userId);
}
