import { eq } from 'drizzle-orm';
import { PAGE_NO, positionAfter } from '@shared/contract/onboarding.ts';
import { capitalizeFirst } from '@shared/rules/onboarding/name.ts';
import { TOTAL_SHARE } from '@shared/rules/onboarding/nominee-share.ts';
import { NOMINEE_ID_PAN, ONBOARDING_MESSAGES, validateNominee } from '@shared/rules/onboarding/onboarding-forms.ts';
import { validateOnboardingPan } from '@shared/rules/onboarding/pan.ts';
import { nominees } from '../../db/schema.ts';
import type { Db, Tx } from '../../db/client.ts';
import type { AppDeps } from '../../lib/context.ts';
import { refuse } from '../../lib/refusal.ts';
import { advancePage, dobFromWire, requirePan, todayYmd, userFor, type Phase } from './common.ts';
import { isDeclaration } from './declarations.ts';
import { allKnown } from './master-lookup.ts';

export interface NomineeInput {
  name: string;
  relation: number;
  Nper: string;
  Nominee_DOB: string;
  Nominee_Identity_Type: number;
  Nominee_IDnumber: string;
  Nominee_Email: string;
  Nominee_Mobile: string;
  Nominee_Address: string;
  nominee_address2: string;
  nominee_address3: string;
  Nominee_city: string;
  Nominee_pin: string;
  Nominee_country: number;
  pan: string;
  Nominee_IsMinor: 'Y' | 'N';
  Nominee_Guardian?: number | null | undefined;
  Guardian_Name: string;
  Nominee_SOA: 'Y' | 'N';
}

async function saved(db: Db | Tx, userId: number) {
  const rows = await db.select({ percent: nominees.percent, pan: nominees.pan }).from(nominees).where(eq(nominees.userId, userId));
  return { shares: rows.map((r) => r.percent), pans: rows.flatMap((r) => (r.pan ? [r.pan] : [])) };
}

/**
 * POST /onboarding/nominee-details (page_no 5): one nominee. At most 3, whole shares that may not
 * pass the remaining percentage; a minor needs a guardian. The step counts as done (the saved
 * position moves to the address) when the shares reach exactly 100. The profile's add-nominee
 * call uses the same rules with `phase: 'profile'`.
 */
export async function saveNominee(deps: AppDeps, userId: number, body: NomineeInput, opts: { phase?: Phase } = {}): Promise<void> {
  const phase = opts.phase ?? 'onboarding';
  const ownPan = requirePan(await userFor(deps.db, userId, phase));
  const isMinor = body.Nominee_IsMinor === 'Y';
  const idNumber = body.Nominee_IDnumber.trim().toUpperCase();
  const form = {
    name: capitalizeFirst(body.name.trim()),
    relation: body.relation,
    share: body.Nper,
    dob: dobFromWire(body.Nominee_DOB),
    idType: body.Nominee_Identity_Type,
    idNumber,
    email: body.Nominee_Email.trim().toLowerCase(),
    mobile: body.Nominee_Mobile.trim(),
    address1: body.Nominee_Address.trim(),
    city: body.Nominee_city.trim(),
    pincode: body.Nominee_pin.trim(),
    country: body.Nominee_country,
    isMinor,
    guardianRelation: body.Nominee_Guardian ?? null,
    guardianName: body.Guardian_Name.trim(),
  };
  const check = async (db: Db | Tx) => {
    const { shares, pans } = await saved(db, userId);
    const problem = validateNominee(form, { todayYmd: todayYmd(deps), ownPan, existingShares: shares, takenPans: pans });
    if (problem) throw refuse('invalid', problem);
    return shares;
  };
  await check(deps.db);
  const pan = body.Nominee_Identity_Type === NOMINEE_ID_PAN ? idNumber : body.pan.trim().toUpperCase();
  if (pan) {
    const panProblem = validateOnboardingPan(pan, ownPan);
    if (panProblem) throw refuse('invalid', panProblem);
  }
  const known =
    isDeclaration('Nominee_Add', body.Nominee_Identity_Type) &&
    (await allKnown(deps.db, [
      ['Relation', body.relation],
      ['Country', body.Nominee_country],
      ...(isMinor ? ([['Relation', body.Nominee_Guardian ?? 0]] as Array<['Relation', number]>) : []),
    ]));
  if (!known) throw refuse('invalid', ONBOARDING_MESSAGES.fillAll);

  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    await userFor(tx, userId, phase, { lock: true });
    // checked again under the lock: two tabs must not give out more than 100 % between them
    const shares = await check(tx);
    const percent = Number(form.share.trim());
    await tx.insert(nominees).values({
      userId,
      name: form.name,
      relationId: body.relation,
      percent,
      dateOfBirth: form.dob,
      idType: body.Nominee_Identity_Type,
      idNumber,
      pan: pan || null,
      email: form.email,
      mobile: form.mobile,
      address1: form.address1,
      address2: body.nominee_address2.trim() || null,
      address3: body.nominee_address3.trim() || null,
      city: form.city,
      pincode: form.pincode,
      countryId: body.Nominee_country,
      isMinor,
      guardianRelationId: isMinor ? (body.Nominee_Guardian ?? null) : null,
      guardianName: isMinor ? form.guardianName : null,
      showInStatement: body.Nominee_SOA === 'Y',
      createdAt: now,
    });
    if (phase === 'onboarding' && shares.reduce((a, b) => a + b, 0) + percent === TOTAL_SHARE) await advancePage(tx, userId, positionAfter(PAGE_NO.nominee));
  });
}
