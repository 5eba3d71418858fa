import { useEffect, useState } from 'react';
import { Button } from '../components/ui/button.tsx';
import { acceptUpdate, onUpdateAvailable } from './register.ts';

/**
 * The update prompt: a new version waits until the investor accepts it, so nothing being typed
 * is lost by a reload they did not ask for. "Later" hides it until the next visit.
 */
export function UpdatePrompt() {
  const [available, setAvailable] = useState(false);
  const [dismissed, setDismissed] = useState(false);
  useEffect(() => onUpdateAvailable(setAvailable), []);
  if (!available || dismissed) return null;
  return (
    <dialog
      open
      aria-labelledby="update-title"
      aria-describedby="update-text"
      className="fixed inset-x-4 bottom-20 z-50 mx-auto flex max-w-md flex-col gap-3 rounded-lg border bg-card p-4 shadow-xl md:bottom-6"
    >
      <p id="update-title" className="font-semibold">
        A new version of Nivesh is available
      </p>
      <p id="update-text" className="text-sm text-muted-foreground">
        Finish what you are typing, then update. The page will reload.
      </p>
      <div className="flex justify-end gap-2">
        <Button variant="ghost" onClick={() => setDismissed(true)}>
          Later
        </Button>
        <Button onClick={acceptUpdate}>Update now</Button>
      </div>
    </dialog>
  );
}
