import { useSyncExternalStore } from 'react';

function subscribe(cb: () => void) {
  window.addEventListener('online', cb);
  window.addEventListener('offline', cb);
  return () => {
    window.removeEventListener('online', cb);
    window.removeEventListener('offline', cb);
  };
}

export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
}

/** Tells the investor they are offline: what they see is the last saved copy, and changes need a connection. */
export function OfflineBanner() {
  const online = useOnline();
  if (online) return null;
  return (
    <output className="block bg-accent px-4 py-2 text-center text-sm text-accent-foreground">
      You are offline. You can read what was saved on this device; placing orders and saving changes need a connection.
    </output>
  );
}
