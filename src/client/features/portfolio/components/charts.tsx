import { Area, AreaChart, CartesianGrid, Cell, Pie, PieChart, ResponsiveContainer, XAxis, YAxis } from 'recharts';
import { memo } from 'react';
import { shortDate, shortMoney } from '../format.ts';

/**
 * The recharts pictures of the dashboard, in their own chunk (loaded after the figures show).
 * They are hidden from assistive technology: the tables beside them say the same. They are inert
 * as well (no pointer either), so they carry no tooltip: it could never show, and recharts' tooltip
 * wiring is a good part of a chart's first drawing (issue 16: TBT).
 */
export interface ValuePoint {
  AsonDate: string;
  AUM: string;
  COST: string;
}

/** The most points drawn: about one every 5 px across a phone's chart; the table beside lists every point. */
export const MAX_DRAWN_POINTS = 64;

/** Every k-th point, the first and the last kept, so the line keeps its shape with fewer points to lay out. */
export function thinPoints<T>(points: readonly T[], max = MAX_DRAWN_POINTS): T[] {
  if (points.length <= max) return [...points];
  const step = (points.length - 1) / (max - 1);
  return Array.from({ length: max }, (_, i) => points[Math.round(i * step)]!);
}

/** Four date labels at fixed places: a number for `interval` spares recharts measuring every label's text (issue 16: TBT). */
const X_LABELS = 4;

/**
 * No vertical grid lines are drawn, yet recharts' default generator for them still works out the
 * x-axis ticks with its own spacing rule, measuring every date's label in the DOM (about a sixth
 * of the chart's first drawing, issue 16: TBT). Nothing to draw, nothing to work out.
 */
const noVerticalLines = (): number[] => [];

/** A tick label as plain SVG text: recharts' own <Text> measures each word in the DOM. */
function TickLabel({ x, y, payload, format, anchor, dy }: { x?: number; y?: number; payload?: { value: unknown }; format(v: unknown): string; anchor: 'middle' | 'end'; dy: number }) {
  return (
    <text x={x} y={y} dy={dy} textAnchor={anchor} fontSize={12} fill="var(--color-muted-foreground)">
      {format(payload?.value)}
    </text>
  );
}

const dateLabel = (d: unknown) => shortDate(String(d)).slice(-8);
const amountLabel = (v: unknown) => shortMoney(Number(v).toFixed(2)).replace(' Thousand', 'K').replace(' Lakh', 'L');

function ValueChartView({ points }: { points: readonly ValuePoint[] }) {
  const data = thinPoints(points).map((p) => ({ date: p.AsonDate, value: Number(p.AUM), invested: Number(p.COST) }));
  const interval = Math.max(0, Math.ceil(data.length / X_LABELS) - 1);
  return (
    <div className="flex h-64 w-full flex-col" aria-hidden="true" inert>
      <div className="min-h-0 flex-1">
        <ResponsiveContainer width="100%" height="100%">
          <AreaChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: 0 }} accessibilityLayer={false}>
            {/* horizontal lines only: the vertical ones make recharts measure every date label again */}
            <CartesianGrid vertical={false} verticalCoordinatesGenerator={noVerticalLines} strokeDasharray="3 3" stroke="var(--color-border)" />
            <XAxis dataKey="date" interval={interval} tick={<TickLabel format={dateLabel} anchor="middle" dy={14} />} />
            <YAxis width={72} interval={0} tick={<TickLabel format={amountLabel} anchor="end" dy={4} />} />
            <Area type="monotone" dataKey="value" name="Market value" stroke="var(--color-primary)" fill="var(--color-primary)" fillOpacity={0.12} strokeWidth={2} isAnimationActive={false} />
            <Area type="stepAfter" dataKey="invested" name="Invested" stroke="#b45309" fill="none" strokeWidth={2} isAnimationActive={false} />
          </AreaChart>
        </ResponsiveContainer>
      </div>
      {/* the legend as HTML: recharts' Legend measures itself and draws the chart a second time */}
      <div className="flex justify-center gap-4 pt-1 text-xs text-muted-foreground">
        <span className="flex items-center gap-1.5">
          <span className="inline-block h-0.5 w-4 bg-primary" />
          Market value
        </span>
        <span className="flex items-center gap-1.5">
          <span className="inline-block h-0.5 w-4 bg-[#b45309]" />
          Invested
        </span>
      </div>
    </div>
  );
}

const COLOURS: Record<string, string> = { Equity: '#0f4c81', Debt: '#b45309', Hybrid: '#15803d', Liquid: '#7c3aed' };

function AllocationPieView({ rows }: { rows: ReadonlyArray<{ AssetClass: string; AUM: string; AUM_PERCENTAGE: string }> }) {
  const data = rows.map((r) => ({ name: r.AssetClass, value: Number(r.AUM), percent: r.AUM_PERCENTAGE }));
  return (
    <div className="h-56 w-full" aria-hidden="true" inert>
      <ResponsiveContainer width="100%" height="100%">
        <PieChart accessibilityLayer={false}>
          <Pie data={data} dataKey="value" nameKey="name" innerRadius="55%" outerRadius="85%" paddingAngle={1} isAnimationActive={false}>
            {data.map((d) => (
              <Cell key={d.name} fill={COLOURS[d.name] ?? '#475569'} />
            ))}
          </Pie>
        </PieChart>
      </ResponsiveContainer>
    </div>
  );
}

// Drawing a chart is the dashboard's costliest render (issue 16: TBT): the header's counts and the
// profile refresh re-render the page, and the points (kept by the query cache) have not changed.
const ValueChart = memo(ValueChartView);
export default ValueChart;
export const AllocationPie = memo(AllocationPieView);

export const allocationColour = (name: string): string => COLOURS[name] ?? '#475569';
