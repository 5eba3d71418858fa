import { periodsFor, returnKeyOf, type SchemeReturns } from '@shared/contract/schemes.ts';
import { returnText } from '../format.ts';

/** The scheme's returns beside its category's average, for the periods its asset class shows. */
export function ReturnsTable({ r, assetClassId }: { r: SchemeReturns; assetClassId: number | null }) {
  const { periods } = periodsFor(assetClassId);
  return (
    <table className="w-full text-sm">
      <caption className="sr-only">Returns: absolute below 1 year, annualised from 1 year</caption>
      <thead className="text-muted-foreground">
        <tr>
          <th scope="col" className="py-1 text-left font-medium">Returns</th>
          {periods.map((p) => (
            <th key={p} scope="col" className="py-1 text-right font-medium">
              {p}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className="tabular-nums">
        <tr className="border-t border-border">
          <th scope="row" className="py-1.5 text-left font-normal">This fund</th>
          {periods.map((p) => (
            <td key={p} className="py-1.5 text-right">{returnText(r[returnKeyOf(p)])}</td>
          ))}
        </tr>
        <tr className="border-t border-border">
          <th scope="row" className="py-1.5 text-left font-normal">Category average</th>
          {periods.map((p) => (
            <td key={p} className="py-1.5 text-right">{returnText(r[returnKeyOf(p).replace('Sch_', 'Cat_') as keyof SchemeReturns] as string | null)}</td>
          ))}
        </tr>
      </tbody>
    </table>
  );
}
