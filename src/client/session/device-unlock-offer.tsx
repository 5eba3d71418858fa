import { useEffect, useState, useSyncExternalStore, type FormEvent } from 'react';
import { Button } from '../components/ui/button.tsx';
import { toast } from '../components/ui/toast.tsx';
import { messageOf } from '../api/errors.ts';
import { currentDataKey, lockNeedsRewrap, onDataKeyChange, readLock, setUpPin } from '../offline/vault.ts';
import { passkeyAvailable, setUpPasskey } from './passkey.ts';
import { PinField } from './pin-field.tsx';
import type { AuthState } from './store.ts';

/** Ours: the offer's words. */
export const OFFER_TEXTS = {
  title: 'Keep your saved copy readable offline',
  body: 'Set up a device unlock and your portfolio, history and SIPs saved on this device stay readable offline for 7 days after your session ends. The copy is encrypted; only this unlock opens it.',
  again: 'Confirm your device unlock to keep your saved copy readable offline after this session ends.',
  pinShape: 'The app PIN is 4 to 6 digits',
  pinsDiffer: 'The two PINs are not the same',
  done: 'Device unlock is set up',
  noPrf: 'This passkey cannot unlock the copy offline on this device; please set an app PIN instead.',
} as const;

const DISMISSED = 'nivesh.unlock-offer-dismissed';

/**
 * After sign-in on a device without a device unlock (or with one from an earlier session that
 * has to wrap this session's key): a passkey where the platform has one, or a 4 to 6 digit app
 * PIN. "Not now" hides it for this session.
 */
export function DeviceUnlockOffer({ auth }: { auth: AuthState }) {
  const [show, setShow] = useState(() => !sessionStorage.getItem(DISMISSED) && (!readLock() || lockNeedsRewrap()));
  const [passkey, setPasskey] = useState(false);
  const [pin, setPin] = useState('');
  const [again, setAgain] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => void passkeyAvailable().then(setPasskey), []);
  const hasKey = useSyncExternalStore(
    onDataKeyChange,
    () => currentDataKey() !== null,
    () => false,
  );
  const owner = auth.user_details?.ID;
  if (!show || !owner || auth.parent_token || !hasKey) return null;
  const profile = { owner, user_details: auth.user_details };
  const finish = () => {
    setShow(false);
    toast(OFFER_TEXTS.done, { variant: 'success' });
  };
  const savePin = async (e: FormEvent) => {
    e.preventDefault();
    if (!/^\d{4,6}$/.test(pin)) return setError(OFFER_TEXTS.pinShape);
    if (pin !== again) return setError(OFFER_TEXTS.pinsDiffer);
    setBusy(true);
    try {
      await setUpPin(pin, profile);
      finish();
    } catch (err) {
      setError(messageOf(err));
    } finally {
      setBusy(false);
    }
  };
  const choosePasskey = async () => {
    setBusy(true);
    setError(null);
    try {
      const r = await setUpPasskey(profile);
      if (r.ok) finish();
      else if (r.reason === 'no-prf') setError(OFFER_TEXTS.noPrf);
    } catch (err) {
      setError(messageOf(err));
    } finally {
      setBusy(false);
    }
  };
  return (
    <section aria-labelledby="unlock-offer-title" className="mx-4 mt-3 flex flex-col gap-3 rounded-lg border bg-card p-4 md:mx-6">
      <h2 id="unlock-offer-title" className="font-semibold">
        {OFFER_TEXTS.title}
      </h2>
      <p className="text-sm text-muted-foreground">{lockNeedsRewrap() ? OFFER_TEXTS.again : OFFER_TEXTS.body}</p>
      {passkey && (
        <Button variant="outline" onClick={() => void choosePasskey()} disabled={busy}>
          Use a passkey
        </Button>
      )}
      <form noValidate onSubmit={(e) => void savePin(e)} className="flex flex-col gap-3">
        <PinField label="App PIN (4 to 6 digits)" value={pin} onChange={setPin} />
        <PinField label="App PIN again" value={again} onChange={setAgain} error={error} />
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button
            variant="ghost"
            onClick={() => {
              sessionStorage.setItem(DISMISSED, '1');
              setShow(false);
            }}
          >
            Not now
          </Button>
          <Button type="submit" disabled={busy} aria-busy={busy}>
            {busy ? 'Please wait...' : 'Set app PIN'}
          </Button>
        </div>
      </form>
    </section>
  );
}

/** The copy opened with the device unlock after the session ended: read-only, and how to get back. */
export function ReadOnlyBanner({ onSignIn }: { onSignIn(): void }) {
  return (
    <output className="flex flex-wrap items-center justify-between gap-2 bg-accent px-4 py-2 text-sm text-accent-foreground">
      <span>Read-only: the copy saved on this device. Sign in to refresh or transact.</span>
      <Button size="sm" onClick={onSignIn}>
        Sign in
      </Button>
    </output>
  );
}
