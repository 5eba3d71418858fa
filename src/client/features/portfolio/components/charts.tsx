import { memo } from 'react';
import { shortDate, shortMoney } from '../format.ts';
import { PLOT, linePaths, niceTicks, ringSlices, stepPath, yAt } from '../../../components/charts/geometry.ts';
import { DateLabels, LineLegend } from '../../../components/charts/chart-parts.tsx';

/**
 * The dashboard's two pictures, drawn as plain SVG and HTML rather than with recharts (which the
 * app keeps for its interactive charts: NAV history, goals, family). Traced on 26 Nov 2026, the
 * value chart in recharts 3 was one task of 125 ms on a desktop CPU, about 500 ms of blocking
 * time on Lighthouse's phone: recharts builds a chart through its own store, whose
 * updates React must apply at once, so the drawing cannot be split. These pictures need none of it
 * (no tooltip, no animation, no measuring): the plot stretches to its box and the labels are HTML
 * placed by percentage, so the whole drawing is one cheap render.
 *
 * They are hidden from assistive technology and inert: the tables beside them give the same figures.
 */
export interface ValuePoint {
  AsonDate: string;
  AUM: string;
  COST: string;
}

/** The most points drawn: about one every 5 px across a phone's chart; the table beside lists every point. */
export const MAX_DRAWN_POINTS = 64;

/** Every k-th point, the first and the last kept, so the line keeps its shape with fewer points to draw. */
export function thinPoints<T>(points: readonly T[], max = MAX_DRAWN_POINTS): T[] {
  if (points.length <= max) return [...points];
  const step = (points.length - 1) / (max - 1);
  return Array.from({ length: max }, (_, i) => points[Math.round(i * step)]!);
}

/** Date labels under the plot: the first, the middle and the last date (four crowd a phone's width). */
const X_LABELS = 3;

const dateLabel = (d: string) => shortDate(d).slice(-8);
/** "₹0", "₹20K", "₹1.50L": a round tick's label without its ".00". */
const amountLabel = (v: number) =>
  shortMoney(v.toFixed(2))
    .replace(' Thousand', 'K')
    .replace(' Lakh', 'L')
    .replace(' Crore', 'Cr')
    .replace(/\.00(?!\d)/, '');

const VALUE_COLOUR = 'var(--color-primary)';
const INVESTED_COLOUR = '#b45309';

function ValueChartView({ points }: { points: readonly ValuePoint[] }) {
  const drawn = thinPoints(points);
  const value = drawn.map((p) => Number(p.AUM));
  const invested = drawn.map((p) => Number(p.COST));
  const ticks = niceTicks(Math.max(0, ...value, ...invested));
  const top = ticks.at(-1)!;
  const { line, area } = linePaths(value, top);
  const steps = stepPath(invested, top);
  const n = drawn.length;
  return (
    <div className="flex h-64 w-full flex-col text-xs text-muted-foreground" aria-hidden="true" inert data-chart="value">
      <div className="grid min-h-0 flex-1 grid-cols-[4.5rem_1fr] pt-2">
        <div className="relative">
          {ticks.map((t) => (
            <span key={t} className="absolute right-2 -translate-y-1/2 tabular-nums" style={{ top: `${(yAt(t, top) / PLOT) * 100}%` }}>
              {amountLabel(t)}
            </span>
          ))}
        </div>
        <div className="relative mr-2">
          {ticks.map((t) => (
            <div key={t} className="absolute inset-x-0 border-t border-dashed border-border" style={{ top: `${(yAt(t, top) / PLOT) * 100}%` }} />
          ))}
          <svg className="absolute inset-0 size-full overflow-visible" viewBox={`0 0 ${PLOT} ${PLOT}`} preserveAspectRatio="none">
            <path d={area} fill={VALUE_COLOUR} fillOpacity={0.12} stroke="none" />
            <path d={line} fill="none" stroke={VALUE_COLOUR} strokeWidth={2} vectorEffect="non-scaling-stroke" strokeLinejoin="round" />
            <path d={steps} fill="none" stroke={INVESTED_COLOUR} strokeWidth={2} vectorEffect="non-scaling-stroke" />
          </svg>
        </div>
      </div>
      <DateLabels n={n} count={X_LABELS} labelOf={(i) => dateLabel(drawn[i]!.AsonDate)} className="ml-[4.5rem] mr-2 relative h-6" />
      <LineLegend
        items={[
          { colour: VALUE_COLOUR, label: 'Market value' },
          { colour: INVESTED_COLOUR, label: 'Invested' },
        ]}
      />
    </div>
  );
}

const COLOURS: Record<string, string> = { Equity: '#0f4c81', Debt: '#b45309', Hybrid: '#15803d', Liquid: '#7c3aed' };

/** An asset class's colour, for its slice of the ring and its swatch in the table beside it. */
export const allocationColour = (name: string): string => COLOURS[name] ?? 'var(--color-muted-foreground)';

function AllocationPieView({ rows }: { rows: ReadonlyArray<{ AssetClass: string; AUM: string }> }) {
  const slices = ringSlices(
    rows.map((r) => Number(r.AUM)),
    85,
    55,
  );
  return (
    <div className="h-56 w-full" aria-hidden="true" inert data-chart="allocation">
      <svg className="size-full" viewBox="-100 -100 200 200">
        {rows.map((r, i) => (slices[i] ? <path key={r.AssetClass} d={slices[i]} fill={allocationColour(r.AssetClass)} data-slice={r.AssetClass} /> : null))}
      </svg>
    </div>
  );
}

// The header's counts and the profile refresh re-render the page; the points (kept by the query
// cache) have not changed, so the pictures are not drawn again.
export const ValueChart = memo(ValueChartView);
export const AllocationPie = memo(AllocationPieView);
