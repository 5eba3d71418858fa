import { cn } from '../../../lib/cn.ts';
import type { Cached } from '../../../offline/cache.ts';
import { DeviceCopyNote } from '../../../offline/device-copy-note.tsx';
import { asOnLabel } from '../format.ts';

/** How old the figures on screen are (the device copy's fetch time), and why they came from this device when they did. */
export function SavedAge({ className, ...copy }: Pick<Cached<unknown>, 'fetchedAt' | 'stale' | 'reason' | 'future'> & { className?: string }) {
  if (copy.stale) return <DeviceCopyNote copy={copy} className={className} />;
  return (
    <p className={cn('text-sm text-muted-foreground', className)} data-testid="saved-age">
      {'Figures '}
      <span className="font-medium text-foreground">{asOnLabel(copy.fetchedAt)}</span>
    </p>
  );
}
