import type { UserDetails } from '@shared/contract/user.ts';
import type { Db } from '../db/client.ts';
import type { User } from './users.ts';
import { aumText } from './transactions/aum.ts';
import { exchangeStatus } from './onboarding/exchange-status.ts';
import { heldReturnsPercent, profileExtras } from './profile/summary.ts';
import type { AppDeps } from '../lib/context.ts';
import { familyStatusOf } from './family/membership.ts';

/** AUM and returns on what is held: from lots, orders and NAVs only. */
async function heldFigures(db: Db, userId: number): Promise<{ aum: string; cigr: string | null }> {
  return { aum: await aumText(db, userId), cigr: await heldReturnsPercent(db, userId) };
}

/**
 * The parts of user details that other modules own (AUM from holdings, exchange registration,
 * family and risk status). Each module adds its part here as it lands. GET get_user_details keeps
 * the whole answer per investor data version (routes/profile.ts); sign-in and onboarding compute it.
 */
export async function userExtras(db: Db, user: User, signer?: Pick<AppDeps, 'config' | 'clock'>): Promise<Partial<UserDetails>> {
  const held = await heldFigures(db, user.id);
  return {
    aum: held.aum,
    ...(await exchangeStatus(db, user.id)),
    ...(await profileExtras(db, user, signer, { cigr: held.cigr })),
    family_status: await familyStatusOf(db, user.id),
  };
}
