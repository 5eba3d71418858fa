import { useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Link, Navigate, useNavigate } from '@tanstack/react-router';
import { Button } from '../components/ui/button.tsx';
import { Card, CardContent } from '../components/ui/card.tsx';
import { openableLock, unlockWithPin, unlockWithPrf, type LockedProfile } from '../offline/vault.ts';
import { passkeyPrf } from './passkey.ts';
import { PinField } from './pin-field.tsx';
import { DEVICE_COPY_TOKEN } from './device-session.ts';
import { setAuth } from './store.ts';
import type { UserDetails } from '@shared/contract/user.ts';

/** Ours: the unlock screen's words. */
export const UNLOCK_TEXTS = {
  title: 'Open your saved copy',
  intro: 'Your session has ended. Unlock to read what was saved on this device, read-only; sign in to refresh or transact.',
  wrongPin: (left: number) => `Wrong PIN. ${left} ${left === 1 ? 'attempt' : 'attempts'} left before the copy on this device is wiped.`,
  wiped: 'Too many wrong PINs: the copy on this device has been wiped. Please sign in.',
  pinShape: 'Enter your 4 to 6 digit app PIN',
  passkeyFailed: 'The passkey did not unlock the copy. Please try again or sign in.',
} as const;

/** /unlock: offline after the session ended, the device unlock opens the saved copy read-only. */
export function UnlockScreen() {
  const qc = useQueryClient();
  const navigate = useNavigate();
  const [lock] = useState(() => openableLock());
  const [pin, setPin] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [wiped, setWiped] = useState(false);
  if (!lock && !wiped) return <Navigate to="/sign-in" replace />;

  const opened = async (profile: LockedProfile) => {
    const user = profile.user_details as UserDetails;
    setAuth(qc, { token: DEVICE_COPY_TOKEN, parent_token: null, skipped: null, is_user_onboarded: true, user_details: user });
    await navigate({ to: '/portal/dashboard', replace: true });
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!/^\d{4,6}$/.test(pin)) return setError(UNLOCK_TEXTS.pinShape);
    setBusy(true);
    setError(null);
    const r = await unlockWithPin(pin);
    setBusy(false);
    setPin('');
    if (r.ok) return opened(r.profile);
    if (r.wiped) setWiped(true);
    else setError(UNLOCK_TEXTS.wrongPin(r.attemptsLeft));
  };

  const withPasskey = async () => {
    setBusy(true);
    setError(null);
    try {
      const prf = await passkeyPrf(lock!);
      const r = prf ? await unlockWithPrf(prf) : null;
      if (r?.ok) return await opened(r.profile);
      setError(UNLOCK_TEXTS.passkeyFailed);
    } catch {
      setError(UNLOCK_TEXTS.passkeyFailed);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card className="mx-auto mt-8 w-full max-w-md">
      <CardContent className="flex flex-col gap-5 p-6">
        <h1 className="text-xl font-semibold">{UNLOCK_TEXTS.title}</h1>
        {wiped ? (
          <p role="alert">{UNLOCK_TEXTS.wiped}</p>
        ) : (
          <>
            <p className="text-muted-foreground">{UNLOCK_TEXTS.intro}</p>
            {lock!.kind === 'pin' ? (
              <form noValidate onSubmit={(e) => void submit(e)} className="flex flex-col gap-4">
                <PinField label="App PIN" value={pin} onChange={setPin} error={error} autoFocus />
                <Button type="submit" disabled={busy} aria-busy={busy}>
                  {busy ? 'Unlocking...' : 'Unlock'}
                </Button>
              </form>
            ) : (
              <>
                <Button onClick={() => void withPasskey()} disabled={busy} aria-busy={busy}>
                  {busy ? 'Unlocking...' : 'Unlock with passkey'}
                </Button>
                {error && (
                  <p role="alert" className="text-sm text-destructive">
                    {error}
                  </p>
                )}
              </>
            )}
          </>
        )}
        <Link to="/sign-in" className="text-sm font-medium text-primary underline">
          Sign in instead
        </Link>
      </CardContent>
    </Card>
  );
}
