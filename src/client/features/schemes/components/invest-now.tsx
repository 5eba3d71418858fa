import { useState } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { useQueryClient } from '@tanstack/react-query';
import { MESSAGES } from '@shared/contract/common.ts';
import { ApiError, messageOf } from '../../../api/errors.ts';
import { Button } from '../../../components/ui/button.tsx';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '../../../components/ui/alert-dialog.tsx';
import { getAuth } from '../../../session/store.ts';
import { checkSchemeRisk } from '../queries.ts';

/**
 * INVEST NOW (spec 2 §2.5): signed out → sign in; not onboarded → onboarding (where they left
 * it); onboarded → the scheme's risk check, then Invest now (amount, OTP, pay). A failed check is
 * shown with the server's words (or 'Something went wrong') and goes no further (spec 2 §8).
 */
export function InvestNow({ schemeId, schemeNo }: { schemeId: number; schemeNo: string }) {
  const qc = useQueryClient();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [alert, setAlert] = useState<{ title: string; body: string } | null>(null);
  const refused = (body: string) => setAlert({ title: 'Cannot invest in this scheme', body });
  // no connection is not a refusal of the scheme: say what is true
  const offline = () => setAlert({ title: 'You are offline', body: MESSAGES.offlineWrite });

  const invest = async () => {
    const auth = getAuth(qc);
    if (!auth?.token) return void navigate({ to: '/sign-in' });
    if (!auth.is_user_onboarded) {
      const to = auth.skipped?.startsWith('/onboarding') ? auth.skipped : '/onboarding';
      return void navigate({ to });
    }
    if (!navigator.onLine) return offline();
    setBusy(true);
    try {
      const error = await checkSchemeRisk(schemeNo);
      if (error) refused(error);
      else void navigate({ to: '/portal/quick-invest/$schemeId', params: { schemeId: String(schemeId) } });
    } catch (err) {
      if (err instanceof ApiError && err.kind === 'network') offline();
      else refused(messageOf(err) || MESSAGES.somethingWrong);
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button size="lg" className="w-full sm:w-auto" disabled={busy} onClick={() => void invest()}>
        {busy ? 'Please wait…' : 'INVEST NOW'}
      </Button>
      <AlertDialog open={alert !== null} onOpenChange={(open) => !open && setAlert(null)}>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>{alert?.title}</AlertDialogTitle>
            <AlertDialogDescription>{alert?.body}</AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogAction>OK</AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </>
  );
}
