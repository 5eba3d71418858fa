import { useState } from 'react';
import { DEFAULT_IDEA_PERIOD, IDEA_PERIODS, type IdeaInvestment, type IdeaPeriod } from '@shared/contract/ideas.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Tabs, TabsList, TabsTrigger } from '../../../components/ui/tabs.tsx';
import { percent } from '@shared/rules/format/figures.ts';
import { AllocationPie } from './allocation-pie.tsx';
import { IdeaCartDrawer } from './idea-cart-drawer.tsx';

/**
 * The recommended-schemes view (spec 2 §2.10): performance tabs 1Y..10Y (5Y first), the idea's
 * own return for the period (from the NAV history), the allocation pie, the schemes with their
 * weights and returns, and ADD TO CART. A scheme row opens its detail (the route decides how).
 */
export function IdeaSchemes({ investment, onOpenScheme }: { investment: IdeaInvestment; onOpenScheme?: (schemeId: number) => void }) {
  const [period, setPeriod] = useState<IdeaPeriod>(DEFAULT_IDEA_PERIOD);
  const [drawer, setDrawer] = useState(false);
  return (
    <div className="flex flex-col gap-6">
      <Tabs value={period} onValueChange={(p) => setPeriod(p as IdeaPeriod)}>
        <TabsList aria-label="Performance period">
          {IDEA_PERIODS.map((p) => (
            <TabsTrigger key={p} value={p}>
              {p}
            </TabsTrigger>
          ))}
        </TabsList>
      </Tabs>
      <div className="flex flex-wrap items-center justify-between gap-6 rounded-xl border bg-card p-4">
        <p className="flex flex-col">
          <span className="text-sm text-muted-foreground">This portfolio over {period}, a year (bought at these weights and held)</span>
          <span className="text-2xl font-semibold">{percent(investment.performance[period])}</span>
        </p>
        <AllocationPie allocation={investment.allocation} />
      </div>
      <div className="overflow-x-auto rounded-xl border">
        <table className="w-full min-w-[560px] text-left text-sm">
          <caption className="sr-only">Recommended schemes</caption>
          <thead className="bg-muted">
            <tr>
              <th scope="col" className="p-3">
                Scheme
              </th>
              <th scope="col" className="p-3">
                Category
              </th>
              <th scope="col" className="p-3 text-right">
                Weight
              </th>
              <th scope="col" className="p-3 text-right">
                {period} return
              </th>
            </tr>
          </thead>
          <tbody>
            {investment.ideas.map((s) => (
              <tr key={s.SchemeId} className="border-t">
                <th scope="row" className="p-3 font-medium">
                  {onOpenScheme ? (
                    <button
                      type="button"
                      className="min-h-11 text-left text-primary underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
                      onClick={() => onOpenScheme(s.SchemeId)}
                    >
                      {s.ProductName}
                    </button>
                  ) : (
                    s.ProductName
                  )}
                </th>
                <td className="p-3">{s.Sub_AssetclassName}</td>
                <td className="p-3 text-right">{Number(s.Weightage)}%</td>
                <td className="p-3 text-right">{percent(s.returns[period])}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className="flex justify-end">
        <Button onClick={() => setDrawer(true)}>ADD TO CART</Button>
      </div>
      <IdeaCartDrawer investment={investment} open={drawer} onOpenChange={setDrawer} />
    </div>
  );
}
