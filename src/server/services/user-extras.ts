import type { UserDetails } from '@shared/contract/user.ts';
import type { Db } from '../db/client.ts';
import type { User } from './users.ts';

/**
 * The parts of user details that other modules own (AUM from holdings, exchange registration,
 * family and risk status). Each module adds its part here as it lands; until holdings exist an
 * investor's AUM is zero.
 */
export async function userExtras(_db: Db, _user: User): Promise<Partial<UserDetails>> {
  return {};
}
