import { Area, AreaChart, CartesianGrid, Cell, Legend, Pie, PieChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { memo } from 'react';
import { money, shortDate, shortMoney } from '../format.ts';

/**
 * The recharts pictures of the dashboard, in their own chunk (loaded after the figures show).
 * They are hidden from assistive technology: the tables beside them say the same.
 */
export interface ValuePoint {
  AsonDate: string;
  AUM: string;
  COST: string;
}

function ValueChartView({ points }: { points: readonly ValuePoint[] }) {
  const data = points.map((p) => ({ date: p.AsonDate, value: Number(p.AUM), invested: Number(p.COST) }));
  return (
    <div className="h-64 w-full" aria-hidden="true" inert>
      <ResponsiveContainer width="100%" height="100%">
        <AreaChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: 0 }} accessibilityLayer={false}>
          <CartesianGrid strokeDasharray="3 3" stroke="var(--color-border)" />
          <XAxis dataKey="date" tickFormatter={(d: string) => shortDate(d).slice(-8)} minTickGap={40} tick={{ fontSize: 12 }} />
          <YAxis width={72} tick={{ fontSize: 12 }} tickFormatter={(v: number) => shortMoney(v.toFixed(2)).replace(' Thousand', 'K').replace(' Lakh', 'L')} />
          <Tooltip labelFormatter={(d) => shortDate(String(d))} formatter={(v) => money(Number(v).toFixed(2))} />
          <Legend />
          <Area type="monotone" dataKey="value" name="Market value" stroke="var(--color-primary)" fill="var(--color-primary)" fillOpacity={0.12} strokeWidth={2} isAnimationActive={false} />
          <Area type="stepAfter" dataKey="invested" name="Invested" stroke="#b45309" fill="none" strokeWidth={2} isAnimationActive={false} />
        </AreaChart>
      </ResponsiveContainer>
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
          <Tooltip formatter={(v, name, item) => [`${money(Number(v).toFixed(2))} (${(item.payload as { percent: string }).percent}%)`, String(name)]} />
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
