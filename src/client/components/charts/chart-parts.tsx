import { labelIndexes, xPercent } from './geometry.ts';

/**
 * The parts the app's plain SVG charts share (the dashboard's value chart, a fund's NAV chart):
 * date labels under the plot and the legend. Hidden from assistive technology with the chart.
 */

/** `count` labels spread under the plot, the first and the last among them, kept inside its edges. */
export function DateLabels({ n, count, labelOf, className }: { n: number; count: number; labelOf(i: number): string; className: string }) {
  return (
    <div className={className}>
      {labelIndexes(n, count).map((i, k, all) => (
        <span
          key={i}
          className={`absolute top-1 whitespace-nowrap tabular-nums ${k === 0 && all.length > 1 ? '' : k === all.length - 1 && all.length > 1 ? '-translate-x-full' : '-translate-x-1/2'}`}
          style={{ left: `${xPercent(i, n)}%` }}
        >
          {labelOf(i)}
        </span>
      ))}
    </div>
  );
}

/** A line's colour and name, for each line drawn. */
export function LineLegend({ items }: { items: ReadonlyArray<{ colour: string; label: string }> }) {
  return (
    <div className="flex justify-center gap-4 pt-1">
      {items.map((item) => (
        <span key={item.label} className="flex items-center gap-1.5">
          <span className="inline-block h-0.5 w-4" style={{ backgroundColor: item.colour }} />
          {item.label}
        </span>
      ))}
    </div>
  );
}
