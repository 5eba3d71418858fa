import { useState } from 'react';
import { Card, CardHeader } from '../../../components/ui/card.tsx';
import { money, shortDate } from '../format.ts';
import { ValueChart, type ValuePoint } from './charts.tsx';

/** Value and invested amount over time (spec 2 §2.2), with the same figures as a table. */
export function ValueOverTime({ points }: { points: readonly ValuePoint[] }) {
  // the table's rows are made when it is opened: a year of points is some 500 elements, over half
  // the dashboard's page, for a table most visits never open (TBT)
  const [tableOpen, setTableOpen] = useState(false);
  const first = points[0];
  const last = points.at(-1);
  return (
    <section aria-labelledby="value-over-time">
      <Card className="h-full">
        <CardHeader>
          <h2 id="value-over-time" className="text-base leading-tight font-semibold">
            Value over time
          </h2>
        </CardHeader>
        <div className="flex flex-col gap-3 px-5 pb-5">
          {points.length === 0 || !first || !last ? (
            <p className="py-10 text-center text-sm text-muted-foreground">No Data</p>
          ) : (
            <>
              <ValueChart points={points} />
              <p className="text-sm text-muted-foreground">
                From {money(first.AUM)} on {shortDate(first.AsonDate)} to {money(last.AUM)} on {shortDate(last.AsonDate)}, with {money(last.COST)} invested.
              </p>
              <details className="text-sm" onToggle={(e) => setTableOpen(e.currentTarget.open)}>
                <summary className="flex min-h-11 cursor-pointer items-center font-medium text-primary">Show the figures as a table</summary>
                {tableOpen && (
                  <div className="mt-2 max-h-72 overflow-y-auto">
                    <table className="w-full text-left tabular-nums">
                      <caption className="sr-only">Market value and invested amount by date</caption>
                      <thead>
                        <tr className="border-b">
                          <th scope="col" className="py-1 pr-2">
                            Date
                          </th>
                          <th scope="col" className="py-1 pr-2 text-right">
                            Market value
                          </th>
                          <th scope="col" className="py-1 text-right">
                            Invested
                          </th>
                        </tr>
                      </thead>
                      <tbody>
                        {points.map((p) => (
                          <tr key={p.AsonDate} className="border-b border-border/60">
                            <th scope="row" className="py-1 pr-2 font-normal">
                              {p.AsonDate}
                            </th>
                            <td className="py-1 pr-2 text-right">{money(p.AUM)}</td>
                            <td className="py-1 text-right">{money(p.COST)}</td>
                          </tr>
                        ))}
                      </tbody>
                    </table>
                  </div>
                )}
              </details>
            </>
          )}
        </div>
      </Card>
    </section>
  );
}
