import { Cell, Pie, PieChart, ResponsiveContainer, Tooltip } from 'recharts';

/**
 * The family's asset-class pie (spec 2 §2.8), in its own chunk. Hidden from assistive
 * technology: the table beside it says the same.
 */
export const FAMILY_COLOURS: Record<string, string> = { Equity: '#0f4c81', Debt: '#b45309', Hybrid: '#15803d', Liquid: '#7c3aed' };

export default function FamilyPie({ rows }: { rows: ReadonlyArray<{ I_Asset_Class: string; AUM: string }> }) {
  const data = rows.map((r) => ({ name: r.I_Asset_Class, value: Number(r.AUM) }));
  return (
    <div className="h-56 w-full" aria-hidden="true" inert>
      <ResponsiveContainer width="100%" height="100%">
        <PieChart accessibilityLayer={false}>
          <Pie data={data} dataKey="value" nameKey="name" innerRadius="55%" outerRadius="85%" paddingAngle={1} isAnimationActive={false}>
            {data.map((d) => (
              <Cell key={d.name} fill={FAMILY_COLOURS[d.name] ?? '#475569'} />
            ))}
          </Pie>
          <Tooltip formatter={(v, name) => [`${Number(v).toFixed(2)}%`, String(name)]} />
        </PieChart>
      </ResponsiveContainer>
    </div>
  );
}
