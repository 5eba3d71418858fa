import { Link } from '@tanstack/react-router';
import type { AuthState } from '../../session/store.ts';

/**
 * Onboarding steps finished, from the saved position (the next step to open, spec 1 §4): up to 5
 * one step each; the address takes positions 5 and 6, so 7 (FATCA next) is six done, 9 eight.
 */
export function stepsDone(pageNo: number): number {
  const position = Math.min(Math.max(Math.trunc(pageNo), 0), 9);
  return position <= 5 ? position : position - 1;
}

/**
 * Shown across the portal (where the header is for onboarded investors) until the account is
 * opened: how far the investor got and the way back to the step they left.
 */
export function OnboardingBanner({ auth }: { auth: AuthState }) {
  const done = stepsDone(auth.user_details?.page_no ?? 0);
  const to = auth.skipped && auth.skipped.startsWith('/onboarding') ? auth.skipped : '/onboarding';
  return (
    <section aria-label="Account opening" className="flex flex-wrap items-center justify-between gap-3 border-b bg-primary/5 px-4 py-3">
      <div className="flex min-w-0 flex-col gap-1">
        <p className="font-semibold">Complete your account opening to start investing</p>
        <div className="flex items-center gap-2 text-sm text-muted-foreground">
          <progress className="h-2 w-32 accent-primary" max={9} value={done} aria-label="Onboarding progress" />
          <span>{done === 0 ? 'Not started' : `${done} of 9 steps done`}</span>
        </div>
      </div>
      <Link
        to={to}
        className="inline-flex h-11 items-center rounded-[var(--radius)] bg-primary px-4 text-sm font-semibold text-primary-foreground hover:bg-primary/90"
      >
        {done === 0 ? 'START ONBOARDING' : 'CONTINUE ONBOARDING'}
      </Link>
    </section>
  );
}
