import type { QueryClient } from '@tanstack/react-query';
import { getAccessToChild } from '@shared/contract/family.ts';
import { getUserDetails } from '@shared/contract/user.ts';
import { logout } from '@shared/contract/auth.ts';
import { api } from '../api/client.ts';
import { getAuth, setAuth, type AuthState } from './store.ts';
import { dropProfileData } from './member-session.ts';

/**
 * Switching into a family member's profile and back (spec 3 §4.9, spec 1 §6). The member's
 * session is a child token bound to the parent's; while it is in use every call sends both. The
 * query cache holds one profile's answers at a time: it is emptied on every switch, so no
 * screen can show one member's figures under another's name. The device copy (Dexie) is kept
 * per owner; switching back deletes the member's copy from this device.
 */
export const actingAsMember = (auth: AuthState | null): boolean => Boolean(auth?.parent_token);

async function become(qc: QueryClient, next: Pick<AuthState, 'token' | 'parent_token'>, before: AuthState): Promise<void> {
  // the new token is in use for the details call; the old state comes back if it fails
  setAuth(qc, { ...before, ...next });
  try {
    const { user_details } = await api(getUserDetails);
    dropProfileData(qc);
    setAuth(qc, { ...next, user_details, is_user_onboarded: user_details.is_user_onboarded, skipped: user_details.skipped });
  } catch (err) {
    setAuth(qc, before);
    throw err;
  }
}

/** Switches the active profile to a member of the family (by their child id). */
export async function switchToMember(qc: QueryClient, childId: number): Promise<void> {
  const before = getAuth(qc);
  if (!before) return;
  const { child_token, parent_token } = await api(getAccessToChild, { child_id: childId });
  await become(qc, { token: child_token, parent_token }, before);
}

/** Back to the investor's own profile; the member's device copy is deleted. */
export async function switchBack(qc: QueryClient): Promise<void> {
  const before = getAuth(qc);
  if (!before?.parent_token) return;
  const member = before.user_details?.ID ?? null;
  // the member session ends on the server too (best effort: it ends with the parent's anyway)
  await api(logout, {}, { quiet: true }).catch(() => undefined);
  await become(qc, { token: before.parent_token, parent_token: null }, before);
  if (member) await import('../offline/db.ts').then((m) => m.clearOwner(member)).catch(() => undefined);
}
