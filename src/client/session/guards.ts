import { redirect } from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';
import { getAuth, hasZeroAum } from './store.ts';
import { canOpenDeviceCopy } from './device-session.ts';

/** Route guards of spec 1 §2. */

/** Private routes: without a token, go to /sign-in. */
export function requireToken(qc: QueryClient): void {
  // offline after the session ended, a copy the device unlock can open is offered instead
  if (!getAuth(qc)?.token) throw redirect({ to: canOpenDeviceCopy() ? '/unlock' : '/sign-in', replace: true });
}

/** Public routes (sign-in, sign-up) are for users without a token; others go to /. */
export function publicOnly(qc: QueryClient): void {
  if (getAuth(qc)?.token) throw redirect({ to: '/', replace: true });
}

/** Onboarding: a signed-in user who is not yet onboarded; everyone else goes to / (or /sign-in). */
export function onboardingOnly(qc: QueryClient): void {
  const auth = getAuth(qc);
  if (!auth?.token) throw redirect({ to: '/sign-in', replace: true });
  if (auth.is_user_onboarded) throw redirect({ to: '/', replace: true });
}

/** The landing inside /portal: Invest when the investor holds nothing, otherwise the dashboard. */
export function portalLanding(qc: QueryClient): '/portal/investment' | '/portal/dashboard' {
  return hasZeroAum(getAuth(qc)) ? '/portal/investment' : '/portal/dashboard';
}
