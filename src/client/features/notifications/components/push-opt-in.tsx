import { useEffect, useState } from 'react';
import { BellRing } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { messageOf } from '../../../api/errors.ts';
import { disablePush, enablePush, pushState, type PushState } from '../../../pwa/push.ts';

/** Opt-in to pushes on this device, at the top of the notifications panel (beyond the spec). */
export function PushOptIn() {
  const [state, setState] = useState<PushState | null>(null);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void pushState().then((s) => live && setState(s));
    return () => {
      live = false;
    };
  }, []);
  if (state === null || state === 'unsupported' || state === 'unavailable') return null;
  const toggle = async () => {
    setBusy(true);
    setMessage(null);
    try {
      if (state === 'on') {
        await disablePush();
        setMessage('Notifications on this device are off.');
      } else {
        await enablePush();
        setMessage('You will get notifications on this device.');
      }
    } catch (err) {
      setMessage(err instanceof Error && !('kind' in err) ? err.message : messageOf(err));
    } finally {
      setState(await pushState());
      setBusy(false);
    }
  };
  return (
    <div className="rounded-lg border bg-muted/40 p-3 text-sm">
      <div className="flex items-center justify-between gap-3">
        <span className="flex items-center gap-2">
          <BellRing aria-hidden className="size-4 text-primary" />
          {state === 'on' ? 'Notifications on this device are on' : 'Get notifications on this device'}
        </span>
        {state !== 'denied' && (
          <Button size="sm" variant={state === 'on' ? 'outline' : 'default'} disabled={busy} onClick={() => void toggle()}>
            {state === 'on' ? 'Turn off' : 'Turn on'}
          </Button>
        )}
      </div>
      {(message || state === 'denied') && (
        <p aria-live="polite" className="mt-2 text-muted-foreground">
          {message ?? 'Notifications are blocked for this site. Allow them in your browser settings to get them on this device.'}
        </p>
      )}
    </div>
  );
}
