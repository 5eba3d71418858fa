import { useState } from 'react';
import type { TopHoldings } from '@shared/contract/schemes.ts';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs.tsx';
import { dateText } from '../format.ts';

function WeightTable({ caption, rows }: { caption: string; rows: Array<{ name: string; weight: string; note?: string | null }> }) {
  if (rows.length === 0) return null;
  return (
    <table className="w-full text-left text-sm">
      <caption className="mb-1 text-left font-semibold">{caption}</caption>
      <tbody>
        {rows.map((r) => (
          <tr key={r.name} className="border-t border-border">
            <th scope="row" className="py-1.5 pr-2 font-normal">
              {r.name}
              {r.note && <span className="block text-xs text-muted-foreground">{r.note}</span>}
            </th>
            <td className="w-20 py-1.5 text-right tabular-nums">{r.weight}%</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Top holdings (spec 2 §2.5, §4): an Equity and a Debt view; Equity first when the fund holds equity. */
export function Holdings({ h }: { h: TopHoldings }) {
  const [view, setView] = useState(h.equity_per ? 'equity' : 'debt');
  if (!h.as_on) return <p className="text-sm text-muted-foreground">No data</p>;
  return (
    <Tabs value={view} onValueChange={setView}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <TabsList aria-label="Holdings view">
          <TabsTrigger value="equity">Equity {h.equity_per ? `${h.equity_per}%` : ''}</TabsTrigger>
          <TabsTrigger value="debt">Debt {h.debt_per ? `${h.debt_per}%` : ''}</TabsTrigger>
        </TabsList>
        <span className="text-xs text-muted-foreground">As on {dateText(h.as_on)}</span>
      </div>
      <TabsContent value="equity" className="flex flex-col gap-4">
        {h.company_wise.length === 0 ? (
          <p className="text-sm text-muted-foreground">This fund holds no equity.</p>
        ) : (
          <>
            <WeightTable caption="Top companies" rows={h.company_wise.map((c) => ({ name: c.name, weight: c.Weighting, note: c.sector }))} />
            <WeightTable caption="Sectors" rows={h.sector_wise.map((s) => ({ name: s.sector, weight: s.Weighting }))} />
          </>
        )}
      </TabsContent>
      <TabsContent value="debt" className="flex flex-col gap-4">
        {h.debt_holders.length === 0 ? (
          <p className="text-sm text-muted-foreground">This fund holds no debt.</p>
        ) : (
          <>
            <WeightTable caption="Top debt holdings" rows={h.debt_holders.map((x) => ({ name: x.name, weight: x.Weighting, note: x.rating }))} />
            <WeightTable caption="Credit ratings" rows={h.credit_ratings.map((c) => ({ name: c.NAME, weight: c.WEIGHTING }))} />
          </>
        )}
      </TabsContent>
      {h.portfolio_aggregates.length > 0 && (
        <dl className="mt-4 grid grid-cols-2 gap-2 text-sm sm:grid-cols-3">
          {h.portfolio_aggregates.map((a) => (
            <div key={a.name}>
              <dt className="text-xs text-muted-foreground">{a.name}</dt>
              <dd className="font-semibold tabular-nums">{a.Weighting}</dd>
            </div>
          ))}
        </dl>
      )}
    </Tabs>
  );
}
