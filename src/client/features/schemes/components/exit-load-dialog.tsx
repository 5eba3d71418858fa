import { useState } from 'react';
import { ASSET_CLASS, type SchemeDetails } from '@shared/contract/schemes.ts';
import { SCHEME_INFO_MESSAGES } from '@shared/contract/scheme-info.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from '../../../components/ui/dialog.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs.tsx';

/** Equity-oriented funds are taxed as equity (spec 2 §9 tax notes); the rest as debt. */
const taxedAsEquity = (d: SchemeDetails) => d.AssetClassID === ASSET_CLASS.equity || (d.AssetClassID === ASSET_CLASS.hybrid && ['Arbitrage Fund', 'Aggressive Hybrid Fund', 'Balanced Advantage Fund', 'Equity Savings Fund'].includes(d.Sub_AssetclassName ?? ''));

const dayWord = (n: number) => (n === 1 ? '1 day' : `${n} days`);

/** The exit-load dialog (spec 2 §2.5): tabs Exit Load and Tax; it opens on Exit Load each time. */
export function ExitLoadDialog({ d }: { d: SchemeDetails }) {
  const [tab, setTab] = useState('exit-load');
  return (
    <Dialog onOpenChange={(open) => open && setTab('exit-load')}>
      <DialogTrigger asChild>
        <Button variant="link" size="sm" className="h-8 justify-start px-0 font-normal">
          Exit load and tax
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Exit load and tax</DialogTitle>
          <DialogDescription>{d.SchemeName}</DialogDescription>
        </DialogHeader>
        <Tabs value={tab} onValueChange={setTab}>
          <TabsList>
            <TabsTrigger value="exit-load">Exit Load</TabsTrigger>
            <TabsTrigger value="tax">Tax</TabsTrigger>
          </TabsList>
          <TabsContent value="exit-load" className="flex flex-col gap-3 text-sm">
            {d.exit_load.length === 0 ? (
              <p>{SCHEME_INFO_MESSAGES.noExitLoad}</p>
            ) : (
              <>
                <p>{d.ExitLoad}</p>
                {d.exit_load_rules.length > 0 && (
                  <table className="w-full text-left">
                    <thead className="text-muted-foreground">
                      <tr>
                        <th scope="col" className="py-1 font-medium">Redeemed within</th>
                        <th scope="col" className="py-1 font-medium">Exit load</th>
                      </tr>
                    </thead>
                    <tbody>
                      {d.exit_load_rules.map((r) => (
                        <tr key={r.withinDays} className="border-t border-border">
                          <td className="py-1.5">{dayWord(r.withinDays)} of allotment</td>
                          <td className="py-1.5">{r.percent}%</td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                )}
                {d.LockInYears ? <p>Each investment is locked in for {d.LockInYears} years from its allotment.</p> : null}
              </>
            )}
          </TabsContent>
          <TabsContent value="tax" className="flex flex-col gap-2 text-sm">
            {taxedAsEquity(d) ? (
              <>
                <p>Taxed as an equity fund.</p>
                <p>Short term, if held under 1 year: 15%.</p>
                <p>Long term, if held 1 year or more: 10%.</p>
              </>
            ) : (
              <>
                <p>Taxed as a debt fund.</p>
                <p>Short term, if held under 3 years: at your income-tax slab.</p>
                <p>Long term, if held 3 years or more: 20% with indexation.</p>
              </>
            )}
          </TabsContent>
        </Tabs>
      </DialogContent>
    </Dialog>
  );
}
