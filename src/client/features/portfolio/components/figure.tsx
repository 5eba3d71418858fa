import type { ReactNode } from 'react';
import { cn } from '../../../lib/cn.ts';

/** One labelled figure in a summary card. */
export function Figure({ label, value, note, tone, large, className }: { label: string; value: ReactNode; note?: ReactNode; tone?: 'up' | 'down' | 'flat'; large?: boolean; className?: string }) {
  return (
    <div className={cn('flex min-w-0 flex-col gap-0.5', className)}>
      <dt className="text-xs font-medium text-muted-foreground">{label}</dt>
      <dd className={cn('font-semibold tabular-nums [overflow-wrap:anywhere]', large ? 'text-xl sm:text-2xl' : 'text-base sm:text-lg', tone === 'up' && 'text-success', tone === 'down' && 'text-destructive')}>{value}</dd>
      {note && <dd className="text-xs text-muted-foreground">{note}</dd>}
    </div>
  );
}
