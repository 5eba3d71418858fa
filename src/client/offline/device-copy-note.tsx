import { useSyncExternalStore } from 'react';
import { cn } from '../lib/cn.ts';
import type { Cached } from './cache.ts';
import { deviceCopyText } from './saved-on.ts';

function subscribe(cb: () => void) {
  window.addEventListener('online', cb);
  window.addEventListener('offline', cb);
  return () => {
    window.removeEventListener('online', cb);
    window.removeEventListener('offline', cb);
  };
}

/**
 * The note above a view shown from the device: why, saved when (one format everywhere) and how
 * long ago. Nothing when the view is the server's answer. A polite live region: it appears and
 * goes as the connection does, without taking the focus.
 */
export function DeviceCopyNote({
  copy,
  className,
  extra,
}: {
  copy: Pick<Cached<unknown>, 'fetchedAt' | 'stale' | 'reason' | 'future'> | undefined;
  className?: string;
  extra?: string;
}) {
  const online = useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
  if (!copy?.stale) return null;
  return (
    <p className={cn('rounded-md bg-accent p-3 text-sm text-accent-foreground', className)} data-testid="device-copy-note" aria-live="polite">
      {deviceCopyText(copy, online)}
      {extra ? ` ${extra}` : ''}
    </p>
  );
}
