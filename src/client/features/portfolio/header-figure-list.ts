import type { HeaderDetails } from '@shared/contract/portfolio.ts';
import type { UserDetails } from '@shared/contract/user.ts';
import type { HoldingSourceFilter } from '@shared/contract/cas.ts';
import { money, returnText, signedMoney, tone, wholeCount } from './format.ts';

/**
 * The dashboard header's figures as data (spec 2 §2.2, §3 header_details): the React card and the
 * offline first paint (offline/early-dashboard.ts, which runs before React is loaded) draw the
 * same list, so the two can never show different figures or words.
 */
export interface FigureSpec {
  label: string;
  value: string;
  note?: string;
  tone?: 'up' | 'down' | 'flat';
  large?: boolean;
  className?: string;
}

export function headerFigureList(h: HeaderDetails): FigureSpec[] {
  return [
    {
      label: 'Market value',
      value: money(h.AUM),
      note: `Today's change ${signedMoney(h.DayChange)}`,
      large: true,
      className: 'col-span-2 sm:col-span-3 lg:col-span-1',
    },
    { label: 'Cost value', value: money(h.COST) },
    { label: 'Absolute returns', value: signedMoney(h.UnrealReturns), note: returnText(h.Absreturn), tone: tone(h.UnrealReturns) },
    { label: 'Annualised returns (XIRR)', value: returnText(h.TotalXirr), ...(h.TotalXirr_note ? { note: h.TotalXirr_note } : {}), tone: tone(h.TotalXirr) },
    { label: 'Overall profit', value: signedMoney(h.OverallProfit), note: `incl. ${money(h.RealisedReturns)} realised`, tone: tone(h.OverallProfit) },
    { label: 'Life days', value: wholeCount(h.Lifedays), note: 'since your first investment' },
  ];
}

/** The classes of one figure's parts; plain strings (no class merging), as the first paint has no tailwind-merge. */
export const FIGURE_CLASS = 'flex min-w-0 flex-col gap-0.5';
export const FIGURE_LABEL_CLASS = 'text-xs font-medium text-muted-foreground';
export const FIGURE_NOTE_CLASS = 'text-xs text-muted-foreground';
export const HEADER_GRID_CLASS = 'grid grid-cols-2 gap-x-6 gap-y-4 sm:grid-cols-3 lg:grid-cols-4';

export function figureValueClass(large: boolean | undefined, figureTone: FigureSpec['tone']): string {
  return [
    'font-semibold tabular-nums [overflow-wrap:anywhere]',
    large ? 'text-xl sm:text-2xl' : 'text-base sm:text-lg',
    figureTone === 'up' ? 'text-success' : '',
    figureTone === 'down' ? 'text-destructive' : '',
  ]
    .filter(Boolean)
    .join(' ');
}

/** Spec 2 §4: the full view needs a positive AUM and the exchange's AOF, FATCA and registration all 'Y'. */
export function registeredWithExchange(u: UserDetails | null | undefined): boolean {
  return !!u && u.BseAOFStatus === 'Y' && u.BseFatcaStatus === 'Y' && u.BseRegStatus === 'Y';
}

/** The figures, value chart and allocation show (else "You haven't made any purchases yet"); statement holdings count before a first purchase through Nivesh. */
export function showsFullDashboard(h: HeaderDetails, user: UserDetails | null | undefined, source: HoldingSourceFilter): boolean {
  return Number(h.AUM) > 0 && (registeredWithExchange(user) || source !== 'nivesh');
}
