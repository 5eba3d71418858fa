import { cn } from '../../../lib/cn.ts';
import type { Cached } from '../../../offline/cache.ts';
import { DeviceCopyNote } from '../../../offline/device-copy-note.tsx';
import { savedOn } from '../../../offline/saved-on.ts';

/** When the view was fetched; from the device, why and when it was saved (the one note for device copies). */
export function FetchedNote({ className, ...copy }: Pick<Cached<unknown>, 'fetchedAt' | 'stale' | 'reason' | 'future'> & { className?: string }) {
  if (copy.stale) return <DeviceCopyNote copy={copy} className={className} />;
  return <p className={cn('text-xs text-muted-foreground', className)}>{`Updated ${savedOn(copy.fetchedAt)}`}</p>;
}
