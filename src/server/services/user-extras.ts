import type { UserDetails } from '@shared/contract/user.ts';
import type { Db } from '../db/client.ts';
import type { User } from './users.ts';
import { aumText } from './orders/aum.ts';
import { exchangeStatus } from './onboarding/exchange-status.ts';
import { profileExtras } from './profile/summary.ts';
import type { AppDeps } from '../lib/context.ts';
import { familyStatusOf } from './family/membership.ts';

/**
 * The parts of user details that other modules own (AUM from holdings, exchange registration,
 * family and risk status). Each module adds its part here as it lands.
 */
export async function userExtras(db: Db, user: User, signer?: Pick<AppDeps, 'config' | 'clock'>): Promise<Partial<UserDetails>> {
  return { aum: await aumText(db, user.id), ...(await exchangeStatus(db, user.id)), ...(await profileExtras(db, user, signer)), family_status: await familyStatusOf(db, user.id) };
}
