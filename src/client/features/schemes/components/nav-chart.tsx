import { useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { PLOT, linePath, niceRange, yBetween } from '../../../components/charts/geometry.ts';
import { DateLabels, LineLegend } from '../../../components/charts/chart-parts.tsx';
import { periodsFor, SCHEME_MESSAGES, type PeriodLabel } from '@shared/contract/schemes.ts';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs.tsx';
import { categoryAverageQuery, schemeNavQuery } from '../queries.ts';
import { dateText } from '../format.ts';

/**
 * At most this many points are drawn: ten years of daily NAVs would only slow the chart down, and
 * the chart is at most ~700 px wide in its panel (about 300 on a phone): more points than half
 * its pixels change nothing on screen and cost the phone its main thread as the panel opens.
 */
const MAX_POINTS = 200;

export function thin<T>(points: readonly T[], max = MAX_POINTS): T[] {
  if (points.length <= max) return [...points];
  const step = Math.ceil(points.length / max);
  return points.filter((_, i) => i % step === 0 || i === points.length - 1);
}

/**
 * What the chart shows, in words (the chart itself is hidden from screen readers). A fund's NAV
 * may be out a day before its category's (funds publish at different times): the average is then
 * stated up to its own last day.
 */
export function chartCaption(period: string, points: readonly Point[]): string {
  const first = points[0]!;
  const last = points.at(-1)!;
  let lastCategory: Point | undefined;
  for (const p of points) if (p.category !== undefined) lastCategory = p;
  const category =
    lastCategory?.category !== undefined
      ? `; the category average, started at the same value, ends at ${lastCategory.category.toFixed(4)}${lastCategory.date === last.date ? '' : ` on ${dateText(lastCategory.date)}`}.`
      : '.';
  return `${period}: NAV from ${first.nav?.toFixed(4)} on ${dateText(first.date)} to ${last.nav?.toFixed(4)} on ${dateText(last.date)}${category}`;
}

export interface Point {
  date: string;
  nav?: number;
  category?: number;
}

function PeriodChart({ schemeId, period }: { schemeId: number; period: PeriodLabel }) {
  const nav = useQuery(schemeNavQuery(schemeId, period));
  const base = nav.data?.data[0]?.SN_NAV ?? null;
  const category = useQuery(categoryAverageQuery(schemeId, period, base));
  const points = useMemo(() => {
    const byDate = new Map<string, Point>();
    for (const p of nav.data?.data ?? []) byDate.set(p.SN_NAVDt, { date: p.SN_NAVDt, nav: Number(p.SN_NAV) });
    for (const c of category.data?.data ?? []) {
      const point = byDate.get(c.SN_NAVDt);
      if (point) point.category = Number(c.MrkValue);
    }
    return thin([...byDate.values()]);
  }, [nav.data, category.data]);

  // on demand (the sheet's period chips choose it): the chart's own size while it loads
  if (nav.isPending) return <Skeleton label="Loading the chart" className="h-72" />;
  if (points.length === 0) return <p className="py-16 text-center text-sm text-muted-foreground">{SCHEME_MESSAGES.noChartData}</p>;
  return (
    <figure className="flex flex-col gap-2">
      <NavLines points={points} />
      <figcaption className="text-sm text-muted-foreground">{chartCaption(period, points)}</figcaption>
    </figure>
  );
}

const NAV_COLOUR = 'var(--color-primary)';
const CATEGORY_COLOUR = '#b45309';
/** Date labels under the plot: the first, the middle and the last (more crowd a phone's width). */
const X_LABELS = 3;

/**
 * The NAV and the category average as two plain SVG lines, with round value ticks and three date
 * labels. Not recharts: its store made the chart one task of ~120 ms on a desktop CPU as the panel
 * opened (about 480 ms of blocking time on Lighthouse's phone); this is one cheap render. Hidden
 * from assistive technology: the caption under it says what it shows, and the returns table below.
 */
function NavLines({ points }: { points: readonly Point[] }) {
  const values = points.flatMap((p) => [p.nav, p.category]).filter((v): v is number => v !== undefined && Number.isFinite(v));
  const ticks = niceRange(Math.min(...values), Math.max(...values));
  const lo = ticks[0]!;
  const hi = ticks.at(-1)!;
  const n = points.length;
  const hasCategory = points.some((p) => p.category !== undefined);
  return (
    <div className="flex h-64 w-full flex-col text-xs text-muted-foreground" aria-hidden="true" inert data-chart="nav">
      <div className="grid min-h-0 flex-1 grid-cols-[3.5rem_1fr] pt-2">
        <div className="relative">
          {ticks.map((t) => (
            <span key={t} className="absolute right-2 -translate-y-1/2 tabular-nums" style={{ top: `${(yBetween(t, lo, hi) / PLOT) * 100}%` }}>
              {t.toFixed(hi - lo < 1 ? 2 : hi - lo < 10 ? 1 : 0)}
            </span>
          ))}
        </div>
        <div className="relative mr-2">
          {ticks.map((t) => (
            <div key={t} className="absolute inset-x-0 border-t border-dashed border-border" style={{ top: `${(yBetween(t, lo, hi) / PLOT) * 100}%` }} />
          ))}
          <svg className="absolute inset-0 size-full overflow-visible" viewBox={`0 0 ${PLOT} ${PLOT}`} preserveAspectRatio="none">
            <path
              d={linePath(
                points.map((p) => p.nav),
                lo,
                hi,
              )}
              fill="none"
              stroke={NAV_COLOUR}
              strokeWidth={2}
              vectorEffect="non-scaling-stroke"
              strokeLinejoin="round"
              data-series="nav"
            />
            {hasCategory && (
              <path
                d={linePath(
                  points.map((p) => p.category),
                  lo,
                  hi,
                )}
                fill="none"
                stroke={CATEGORY_COLOUR}
                strokeWidth={2}
                vectorEffect="non-scaling-stroke"
                strokeLinejoin="round"
                data-series="category"
              />
            )}
          </svg>
        </div>
      </div>
      <DateLabels n={n} count={X_LABELS} labelOf={(i) => dateText(points[i]!.date).slice(-8)} className="relative ml-[3.5rem] mr-2 h-6" />
      <LineLegend
        items={
          hasCategory
            ? [
                { colour: NAV_COLOUR, label: 'This fund (NAV)' },
                { colour: CATEGORY_COLOUR, label: 'Category average' },
              ]
            : [{ colour: NAV_COLOUR, label: 'This fund (NAV)' }]
        }
      />
    </div>
  );
}

/** The fund-performance chart with period tabs (spec 2 §2.5, §4): the NAV against its category's average. */
export function NavChart({ schemeId, assetClassId }: { schemeId: number; assetClassId: number | null }) {
  const { periods, initial } = periodsFor(assetClassId);
  const [period, setPeriod] = useState<PeriodLabel>(initial);
  return (
    <Tabs value={period} onValueChange={(p) => setPeriod(p as PeriodLabel)}>
      <TabsList aria-label="Chart period">
        {periods.map((p) => (
          <TabsTrigger key={p} value={p}>
            {p}
          </TabsTrigger>
        ))}
      </TabsList>
      {periods.map((p) => (
        <TabsContent key={p} value={p}>
          {p === period && <PeriodChart schemeId={schemeId} period={p} />}
        </TabsContent>
      ))}
    </Tabs>
  );
}
