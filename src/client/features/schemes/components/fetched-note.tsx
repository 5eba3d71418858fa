import { cn } from '../../../lib/cn.ts';
import { fetchedText } from '../format.ts';

/** When the view was fetched; offline, that the copy is the one saved on this device. */
export function FetchedNote({ fetchedAt, stale, className }: { fetchedAt: number; stale: boolean; className?: string }) {
  return (
    <p className={cn('text-xs text-muted-foreground', className)}>
      {stale ? `Offline copy saved on this device, ${fetchedText(fetchedAt)}` : `Updated ${fetchedText(fetchedAt)}`}
    </p>
  );
}
