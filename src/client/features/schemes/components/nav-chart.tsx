import { useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { periodsFor, SCHEME_MESSAGES, type PeriodLabel } from '@shared/contract/schemes.ts';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs.tsx';
import { categoryAverageQuery, schemeNavQuery } from '../queries.ts';
import { dateText } from '../format.ts';

/** At most this many points are drawn: ten years of daily NAVs would only slow the chart down. */
const MAX_POINTS = 320;

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
      <div className="h-64 w-full" aria-hidden="true">
        <ResponsiveContainer width="100%" height="100%">
          <LineChart data={points} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
            <CartesianGrid strokeDasharray="3 3" stroke="var(--color-border)" />
            <XAxis dataKey="date" tickFormatter={(d: string) => dateText(d).slice(-8)} minTickGap={40} tick={{ fontSize: 12 }} />
            <YAxis domain={['auto', 'auto']} width={56} tick={{ fontSize: 12 }} />
            <Tooltip labelFormatter={(d) => dateText(String(d))} formatter={(v) => Number(v).toFixed(4)} />
            <Legend />
            <Line type="monotone" dataKey="nav" name="This fund (NAV)" stroke="var(--color-primary)" dot={false} strokeWidth={2} isAnimationActive={false} />
            <Line type="monotone" dataKey="category" name="Category average" stroke="#b45309" dot={false} strokeWidth={2} isAnimationActive={false} connectNulls />
          </LineChart>
        </ResponsiveContainer>
      </div>
      <figcaption className="text-sm text-muted-foreground">
        {chartCaption(period, points)}
      </figcaption>
    </figure>
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
