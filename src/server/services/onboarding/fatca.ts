import { ONBOARDING_MESSAGES, PAGE_NO, positionAfter } from '@shared/contract/onboarding.ts';
import { validateFatca } from '@shared/rules/onboarding/onboarding-forms.ts';
import type { AppDeps } from '../../lib/context.ts';
import { refuse } from '../../lib/refusal.ts';
import { advancePage, editableUser, requirePan, upsertProfile } from './common.ts';
import { allKnown } from './master-lookup.ts';

export interface FatcaInput {
  Place_of_Birth: string;
  Occupation: number;
  Type_of_Resident: number;
  Nationality: number;
  PEP_FLAG: 'Y' | 'N';
  INC_SLAB: number;
  SRCE_WEALT: number;
}

/** Step 7 (page_no 8): the FATCA declaration; every code must be a row of its master. */
export async function saveFatca(deps: AppDeps, userId: number, body: FatcaInput): Promise<void> {
  requirePan(await editableUser(deps.db, userId));
  const problem = validateFatca({
    placeOfBirth: body.Place_of_Birth,
    occupation: body.Occupation,
    taxResidency: body.Type_of_Resident,
    nationality: body.Nationality,
    pep: body.PEP_FLAG,
    incomeSlab: body.INC_SLAB,
    sourceOfWealth: body.SRCE_WEALT,
  });
  if (problem) throw refuse('invalid', problem);
  const known = await allKnown(deps.db, [
    ['Occupation', body.Occupation],
    ['Country', body.Type_of_Resident],
    ['Country', body.Nationality],
    ['Income_tax_slab', body.INC_SLAB],
    ['Source_of_wealth', body.SRCE_WEALT],
  ]);
  if (!known) throw refuse('invalid', ONBOARDING_MESSAGES.fillAll);
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    await editableUser(tx, userId, { lock: true });
    await upsertProfile(tx, userId, now, {
      placeOfBirth: body.Place_of_Birth.trim(),
      occupationId: body.Occupation,
      taxResidencyId: body.Type_of_Resident,
      nationalityId: body.Nationality,
      pepFlag: body.PEP_FLAG,
      incomeSlabId: body.INC_SLAB,
      sourceOfWealthId: body.SRCE_WEALT,
    });
    await advancePage(tx, userId, positionAfter(PAGE_NO.fatca));
  });
}
