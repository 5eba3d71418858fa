import { useState } from 'react';
import { ASSET_CLASS, type SchemeDetails } from '@shared/contract/schemes.ts';
import { SCHEME_INFO_MESSAGES } from '@shared/contract/scheme-info.ts';
import { taxNotes } from '@shared/rules/tax/capital-gains-tax.ts';
import { istDate } from '@shared/time/ist.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from '../../../components/ui/dialog.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs.tsx';

/** Equity-oriented funds are taxed as equity (spec 2 §9 tax notes); the rest as debt. */
const taxedAsEquity = (d: SchemeDetails) =>
  d.AssetClassID === ASSET_CLASS.equity ||
  (d.AssetClassID === ASSET_CLASS.hybrid &&
    ['Arbitrage Fund', 'Aggressive Hybrid Fund', 'Balanced Advantage Fund', 'Equity Savings Fund'].includes(d.Sub_AssetclassName ?? ''));

/** The tax law in force on the NAV date shown (or today), with the date it applies from. */
function TaxNoteView({ d }: { d: SchemeDetails }) {
  const [today] = useState(() => istDate(new Date()));
  const on = d.Nav_Date && /^\d{4}-\d{2}-\d{2}$/.test(d.Nav_Date) ? d.Nav_Date : today;
  const notes = taxNotes(on);
  const note = taxedAsEquity(d) ? notes.equity : notes.debt;
  return (
    <>
      <p>Taxed as {taxedAsEquity(d) ? 'an equity fund' : 'a debt fund'}.</p>
      <p className="font-medium">{note.heading}</p>
      {note.lines.map((l) => (
        <p key={l}>{l}</p>
      ))}
      <p className="text-muted-foreground">{notes.footnote}</p>
    </>
  );
}

const dayWord = (n: number) => (n === 1 ? '1 day' : `${n} days`);

/** The exit-load dialog (spec 2 §2.5): tabs Exit Load and Tax; it opens on Exit Load each time. */
export function ExitLoadDialog({ d }: { d: SchemeDetails }) {
  const [tab, setTab] = useState('exit-load');
  return (
    <Dialog onOpenChange={(open) => open && setTab('exit-load')}>
      <DialogTrigger asChild>
        <Button variant="link" size="sm" className="h-11 justify-start px-0 font-normal">
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
                        <th scope="col" className="py-1 font-medium">
                          Redeemed within
                        </th>
                        <th scope="col" className="py-1 font-medium">
                          Exit load
                        </th>
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
            <TaxNoteView d={d} />
          </TabsContent>
        </Tabs>
      </DialogContent>
    </Dialog>
  );
}
