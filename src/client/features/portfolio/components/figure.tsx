import type { ReactNode } from 'react';
import { cn } from '../../../lib/cn.ts';
import { FIGURE_CLASS, FIGURE_LABEL_CLASS, FIGURE_NOTE_CLASS, figureValueClass } from '../header-figure-list.ts';

/** One labelled figure in a summary card. */
export function Figure({
  label,
  value,
  note,
  tone,
  large,
  className,
}: {
  label: string;
  value: ReactNode;
  note?: ReactNode;
  tone?: 'up' | 'down' | 'flat';
  large?: boolean;
  className?: string;
}) {
  return (
    <div className={cn(FIGURE_CLASS, className)}>
      <dt className={FIGURE_LABEL_CLASS}>{label}</dt>
      <dd className={figureValueClass(large, tone)}>{value}</dd>
      {note && <dd className={FIGURE_NOTE_CLASS}>{note}</dd>}
    </div>
  );
}
