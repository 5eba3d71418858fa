import { Link } from '@tanstack/react-router';
import { useQueryClient } from '@tanstack/react-query';
import { Button } from '../ui/button.tsx';
import { useAuth } from '../../session/store.ts';

/** Shown where a page needs a completed account (spec 2 §2.2, spec 3 §2.8-2.9). */
export function OnboardingPrompt() {
  const auth = useAuth(useQueryClient());
  const to = auth?.skipped && auth.skipped.startsWith('/onboarding') ? auth.skipped : '/onboarding';
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-12 text-center">
      <h2 className="text-xl font-semibold">You haven't completed your ONBOARDING</h2>
      <p className="text-muted-foreground">Complete your account opening to invest, see your portfolio and manage your profile.</p>
      <Button asChild>
        <Link to={to}>COMPLETE YOUR ONBOARDING</Link>
      </Button>
    </div>
  );
}
