import type { QueryClient } from '@tanstack/react-query';
import { seesFamilyPortfolio } from '@shared/rules/family/family-permissions.ts';
import { istDate } from '@shared/time/ist.ts';
import { getAuth, type AuthState } from '../../session/store.ts';

/**
 * What the family portfolio routes need before their page loads: kept small, because route
 * loaders are in the first download; the family queries are imported when used.
 */
export const todayIst = (): string => istDate(new Date());

/** A head, or a parent acting as a member, sees the family portfolio (spec 2 §2.9, §6). */
export const showsFamily = (auth: AuthState | null): boolean =>
  Boolean(auth?.user_details && seesFamilyPortfolio(auth.user_details.family_status, Boolean(auth.parent_token)));

export async function loadFamilyPortfolio(qc: QueryClient, date: string | undefined, held?: 'nivesh' | 'elsewhere'): Promise<void> {
  const auth = getAuth(qc);
  if (!auth?.is_user_onboarded) return;
  const { familyQueries } = await import('../../features/family/queries.ts');
  await qc.ensureQueryData(familyQueries.portfolio(auth.user_details?.ID ?? '', date ?? todayIst(), held ?? 'all'));
}
