import { ONBOARDING_MESSAGES, PAGE_NO, positionAfter } from '@shared/contract/onboarding.ts';
import { DEFAULT_COUNTRY_ID } from '@shared/contract/masters.ts';
import { validateAddress } from '@shared/rules/onboarding/onboarding-forms.ts';
import type { AppDeps } from '../../lib/context.ts';
import { refuse } from '../../lib/refusal.ts';
import { advancePage, editableUser, requirePan, upsertProfile } from './common.ts';
import { masterRows } from './master-lookup.ts';

export const ADDRESS_MESSAGES = {
  // Not in the spec: KYC needs an Indian registered address, and the state and city lists are India's.
  india: 'The registered address must be in India',
} as const;

export interface AddressInput {
  Home_Address1: string;
  Home_Address2: string;
  Home_Country: number;
  Home_State: number;
  Home_City: number;
  Home_PinCode: string;
}

/** Step 6 (page_no 6): the registered address; the city must be one of the chosen state's. */
export async function saveAddress(deps: AppDeps, userId: number, body: AddressInput): Promise<void> {
  requirePan(await editableUser(deps.db, userId));
  const problem = validateAddress({
    address1: body.Home_Address1,
    address2: body.Home_Address2,
    country: body.Home_Country,
    state: body.Home_State,
    city: body.Home_City,
    pincode: body.Home_PinCode,
  });
  if (problem) throw refuse('invalid', problem);
  const city = (await masterRows(deps.db, 'City', [body.Home_City])).get(body.Home_City);
  const state = (await masterRows(deps.db, 'States', [body.Home_State])).get(body.Home_State);
  // The state and city masters are India's: a registered address in India (KYC address).
  if (body.Home_Country !== DEFAULT_COUNTRY_ID) throw refuse('invalid', ADDRESS_MESSAGES.india);
  if (!state || !city || Number(city.extra?.state_id) !== state.id) throw refuse('invalid', ONBOARDING_MESSAGES.fillAll);
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    await editableUser(tx, userId, { lock: true });
    await upsertProfile(tx, userId, now, {
      address1: body.Home_Address1.trim(),
      address2: body.Home_Address2.trim(),
      countryId: body.Home_Country,
      stateId: body.Home_State,
      cityId: body.Home_City,
      pincode: body.Home_PinCode.trim(),
    });
    await advancePage(tx, userId, positionAfter(PAGE_NO.address));
  });
}
