import type { DashboardAnswer } from '@shared/contract/portfolio.ts';
import { Card, CardHeader } from '../../../components/ui/card.tsx';
import { money } from '../format.ts';
import { AllocationPie, allocationColour } from './charts.tsx';

/** The portfolio pie by asset class (spec 2 §2.2, §9: Debt, Equity, Liquid, Hybrid) and its table, with the sub-asset split. */
export function Allocation({ assets, subAssets }: { assets: DashboardAnswer['asset_level_details']; subAssets: DashboardAnswer['sub_asset_level_details'] }) {
  return (
    <section aria-labelledby="allocation">
      <Card className="h-full">
        <CardHeader>
          <h2 id="allocation" className="text-base leading-tight font-semibold">
            Portfolio allocation
          </h2>
        </CardHeader>
        <div className="flex flex-col gap-3 px-5 pb-5">
          {assets.length === 0 ? (
            <p className="py-10 text-center text-sm text-muted-foreground">No Data</p>
          ) : (
            <>
              <AllocationPie rows={assets} />
              <table className="w-full text-left text-sm tabular-nums">
                <caption className="sr-only">Allocation by asset class</caption>
                <thead>
                  <tr className="border-b">
                    <th scope="col" className="py-1">
                      Asset class
                    </th>
                    <th scope="col" className="py-1 text-right">
                      Value
                    </th>
                    <th scope="col" className="py-1 text-right">
                      Share
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {assets.map((a) => (
                    <tr key={a.AssetClass} className="border-b border-border/60">
                      <th scope="row" className="py-1 font-normal">
                        <span
                          className="mr-2 inline-block size-3 rounded-sm align-middle"
                          style={{ backgroundColor: allocationColour(a.AssetClass) }}
                          aria-hidden="true"
                        />
                        {a.AssetClass}
                      </th>
                      <td className="py-1 text-right">{money(a.AUM)}</td>
                      <td className="py-1 text-right">{a.AUM_PERCENTAGE}%</td>
                    </tr>
                  ))}
                </tbody>
              </table>
              {subAssets.length > 0 && (
                <details className="text-sm">
                  <summary className="flex min-h-11 cursor-pointer items-center font-medium text-primary">By category</summary>
                  <ul className="mt-2 flex flex-col gap-1">
                    {subAssets.map((s) => (
                      <li key={`${s.I_Asset_Class}-${s.I_AssetClass}`} className="flex justify-between gap-2">
                        <span>
                          {s.I_AssetClass} <span className="text-muted-foreground">({s.I_Asset_Class})</span>
                        </span>
                        <span className="tabular-nums">
                          {money(s.AUM)} · {s.AUM_PERCENTAGE}%
                        </span>
                      </li>
                    ))}
                  </ul>
                </details>
              )}
            </>
          )}
        </div>
      </Card>
    </section>
  );
}
