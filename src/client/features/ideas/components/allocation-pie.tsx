import { Cell, Pie, PieChart, ResponsiveContainer, Tooltip } from 'recharts';

const COLORS: Record<string, string> = { Equity: '#0f4c81', Debt: '#b45309', Hybrid: '#15803d', Liquid: '#7c3aed' };

/** The asset-allocation pie (spec 2 §2.10); the list beside it says the same in words. */
export function AllocationPie({ allocation }: { allocation: ReadonlyArray<{ AssetClass: string; Weightage: string }> }) {
  const data = allocation.map((a) => ({ name: a.AssetClass, value: Number(a.Weightage) }));
  return (
    <figure className="flex flex-wrap items-center gap-4">
      <div className="size-40" aria-hidden="true">
        <ResponsiveContainer width="100%" height="100%">
          <PieChart>
            <Pie data={data} dataKey="value" nameKey="name" innerRadius={36} outerRadius={70} isAnimationActive={false}>
              {data.map((d) => (
                <Cell key={d.name} fill={COLORS[d.name] ?? '#64748b'} />
              ))}
            </Pie>
            <Tooltip formatter={(v) => `${Number(v).toFixed(2)}%`} />
          </PieChart>
        </ResponsiveContainer>
      </div>
      <figcaption>
        <ul className="flex flex-col gap-1 text-sm">
          {data.map((d) => (
            <li key={d.name} className="flex items-center gap-2">
              <span aria-hidden="true" className="inline-block size-3 rounded-sm" style={{ background: COLORS[d.name] ?? '#64748b' }} />
              {d.name}: {d.value.toFixed(2)}%
            </li>
          ))}
        </ul>
      </figcaption>
    </figure>
  );
}
