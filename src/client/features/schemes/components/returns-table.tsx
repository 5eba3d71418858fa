import { periodsFor, returnKeyOf, type SchemeReturns } from '@shared/contract/schemes.ts';
import { returnText } from '../format.ts';

/**
 * The scheme's returns beside its category's average, for the periods its asset class shows.
 * One row per period: three columns fit a 360 px phone whatever the number of periods, where a
 * column per period ran the figures together and cut off the longest ones.
 */
export function ReturnsTable({ r, assetClassId }: { r: SchemeReturns; assetClassId: number | null }) {
  const { periods } = periodsFor(assetClassId);
  return (
    <table className="w-full text-sm">
      <caption className="sr-only">Returns: absolute below 1 year, annualised from 1 year</caption>
      <thead className="text-muted-foreground">
        <tr>
          <th scope="col" className="py-1 pr-3 text-left font-medium">
            Period
          </th>
          <th scope="col" className="py-1 pl-3 text-right font-medium">
            This fund
          </th>
          <th scope="col" className="py-1 pl-3 text-right font-medium">
            Category average
          </th>
        </tr>
      </thead>
      <tbody className="tabular-nums">
        {periods.map((p) => (
          <tr key={p} className="border-t border-border">
            <th scope="row" className="py-1.5 pr-3 text-left font-normal">
              {p}
            </th>
            <td className="py-1.5 pl-3 text-right">{returnText(r[returnKeyOf(p)])}</td>
            <td className="py-1.5 pl-3 text-right">{returnText(r[returnKeyOf(p).replace('Sch_', 'Cat_') as keyof SchemeReturns] as string | null)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
