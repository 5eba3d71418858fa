import { cn } from '../../../lib/cn.ts';
import type { Cached } from '../../../offline/cache.ts';
import { DeviceCopyNote } from '../../../offline/device-copy-note.tsx';
import { ymdToDmy } from '@shared/time/ist.ts';
import { asOnLabel } from '../format.ts';

/** How old the figures on screen are (the device copy's fetch time), and why they came from this device when they did. */
export function SavedAge({
  className,
  valuedOn,
  ...copy
}: Pick<Cached<unknown>, 'fetchedAt' | 'stale' | 'reason' | 'future'> & { className?: string; valuedOn?: string | undefined }) {
  // a valuation date chosen in the past: the figures are as on that day, whenever they were fetched
  const valued = valuedOn ? (
    <p className={cn('text-sm text-muted-foreground', className)} data-testid="valued-on">
      {'Figures as on '}
      <span className="font-medium text-foreground">{ymdToDmy(valuedOn)}</span>
    </p>
  ) : null;
  if (copy.stale) {
    return (
      <>
        {valued}
        <DeviceCopyNote copy={copy} className={className} />
      </>
    );
  }
  return (
    valued ?? (
      <p className={cn('text-sm text-muted-foreground', className)} data-testid="saved-age">
        {'Figures '}
        <span className="font-medium text-foreground">{asOnLabel(copy.fetchedAt)}</span>
      </p>
    )
  );
}
