import { useId } from 'react';
import { returnKeyOf, type PeriodLabel, type SchemeCard } from '@shared/contract/schemes.ts';
import { AmcLogo } from '../../../components/ui/amc-logo.tsx';
import { cn } from '../../../lib/cn.ts';
import { aum, returnText, rupees } from '../format.ts';

const tone = (text: string) => (text.startsWith('+') ? 'text-success' : text.startsWith('-') ? 'text-destructive' : 'text-muted-foreground');

/** The card of one scheme (or of the variant a fund row has chosen), titled `title`: opens its detail. */
export function SchemeButton({
  scheme,
  title,
  period,
  onOpen,
  className,
}: {
  scheme: SchemeCard;
  title: string;
  period: PeriodLabel;
  onOpen(id: number): void;
  className?: string;
}) {
  const ret = returnText(scheme[returnKeyOf(period)]);
  const id = useId();
  return (
    <button
      type="button"
      aria-labelledby={`${id}-name ${id}-ret`}
      aria-describedby={`${id}-info`}
      onClick={() => onOpen(scheme.SchemeID)}
      className={cn(
        'flex w-full items-start gap-3 rounded-xl border border-border bg-card p-4 text-left shadow-sm transition-colors hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
        className,
      )}
    >
      <AmcLogo name={scheme.AMC} className="mt-1" />
      <span className="flex min-w-0 flex-1 flex-col gap-1">
        <span id={`${id}-name`} className="font-semibold leading-snug">
          {title}
        </span>
        <span id={`${id}-info`} className="text-sm text-muted-foreground">
          {scheme.AMC} · {scheme.Sub_AssetclassName}
          {scheme.TailWindRec === 'Y' && <span className="ml-2 rounded bg-accent px-1.5 py-0.5 text-xs font-semibold text-accent-foreground">Recommended</span>}
        </span>
        <span className="mt-1 flex flex-wrap gap-x-6 gap-y-1 text-sm">
          <span>
            <span className="text-muted-foreground">AUM </span>
            {aum(scheme.Aum)}
          </span>
          <span>
            <span className="text-muted-foreground">Min. investment </span>
            {rupees(scheme.MinimumPurchaseAmount)}
          </span>
        </span>
      </span>
      <span id={`${id}-ret`} className="flex shrink-0 flex-col items-end">
        <span className={cn('text-lg font-semibold tabular-nums', tone(ret))}>{ret}</span>
        <span className="text-xs text-muted-foreground">{period} returns</span>
      </span>
    </button>
  );
}
