import type { QueryClient } from '@tanstack/react-query';
import { AUTH_KEY, getAuth, setAuth } from './store.ts';

/** Everything cached in memory except the auth state itself (one profile's answers at a time). */
export function dropProfileData(qc: QueryClient): void {
  void qc.cancelQueries({ predicate: (q) => q.queryKey[0] !== AUTH_KEY[0] });
  qc.removeQueries({ predicate: (q) => q.queryKey[0] !== AUTH_KEY[0] });
}

/**
 * The member's session ended on the server (the member left or was removed, or switched out
 * elsewhere): back to the parent's own profile without asking the server first. If the parent's
 * session has ended too, the next call signs out as usual (there is no parent token left).
 */
export function dropMemberSession(qc: QueryClient): boolean {
  const auth = getAuth(qc);
  if (!auth?.parent_token) return false;
  const member = auth.user_details?.ID ?? null;
  dropProfileData(qc);
  setAuth(qc, { ...auth, token: auth.parent_token, parent_token: null, user_details: null });
  if (member) void import('../offline/db.ts').then((m) => m.clearOwner(member)).catch(() => undefined);
  return true;
}
