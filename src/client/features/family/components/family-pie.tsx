import { ringSlices } from '../../../components/charts/geometry.ts';

/**
 * The family's asset-class ring (spec 2 §2.8), in its own chunk, drawn as plain SVG like the
 * dashboard's (recharts' pie was the family page's longest task on a phone). Hidden from
 * assistive technology: the table beside it says the same.
 */
export const FAMILY_COLOURS: Record<string, string> = { Equity: '#0f4c81', Debt: '#b45309', Hybrid: '#15803d', Liquid: '#7c3aed' };

export default function FamilyPie({ rows }: { rows: ReadonlyArray<{ I_Asset_Class: string; AUM: string }> }) {
  const slices = ringSlices(
    rows.map((r) => Number(r.AUM)),
    85,
    55,
  );
  return (
    <div className="h-56 w-full" aria-hidden="true" inert data-chart="family-allocation">
      <svg className="size-full" viewBox="-100 -100 200 200">
        {rows.map((r, i) =>
          slices[i] ? <path key={r.I_Asset_Class} d={slices[i]} fill={FAMILY_COLOURS[r.I_Asset_Class] ?? '#475569'} data-slice={r.I_Asset_Class} /> : null,
        )}
      </svg>
    </div>
  );
}
