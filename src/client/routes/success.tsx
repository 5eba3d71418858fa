import { createFileRoute, redirect } from '@tanstack/react-router';
import * as v from 'valibot';
import { getUserDetails } from '@shared/contract/user.ts';
import { api } from '../api/client.ts';
import { setAuth } from '../session/store.ts';

/**
 * /success?token=… (spec 1 §2): stores the token from the location, then goes to /portal if a
 * token exists, otherwise to /sign-in. The token is checked with the server before it is kept.
 */
export const Route = createFileRoute('/success')({
  validateSearch: v.object({ token: v.optional(v.string()) }),
  beforeLoad: async ({ search, context }) => {
    const token = search.token?.trim();
    if (!token) throw redirect({ to: '/sign-in', replace: true });
    setAuth(context.queryClient, { token, parent_token: null, skipped: null, is_user_onboarded: false, user_details: null });
    try {
      const { user_details } = await api(getUserDetails);
      setAuth(context.queryClient, {
        token,
        parent_token: null,
        skipped: user_details.skipped,
        is_user_onboarded: user_details.is_user_onboarded,
        user_details,
      });
    } catch {
      setAuth(context.queryClient, null);
      throw redirect({ to: '/sign-in', replace: true });
    }
    throw redirect({ to: '/portal', replace: true });
  },
});
