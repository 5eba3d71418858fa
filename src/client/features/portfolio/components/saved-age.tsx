import { cn } from '../../../lib/cn.ts';
import { asOnLabel } from '../format.ts';

/** How old the figures on screen are (the device copy's fetch time), and whether they came from this device because the network is down. */
export function SavedAge({ fetchedAt, stale, className }: { fetchedAt: number; stale: boolean; className?: string }) {
  return (
    <p className={cn('text-sm text-muted-foreground', className)} data-testid="saved-age">
      {stale ? 'You are offline: figures saved on this device, ' : 'Figures '}
      <span className="font-medium text-foreground">{asOnLabel(fetchedAt)}</span>
    </p>
  );
}
