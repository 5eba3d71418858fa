import { useState } from 'react';
import { InfoIcon } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle, SheetTrigger } from '../../../components/ui/sheet.tsx';
import { taxNotes } from '@shared/rules/tax/capital-gains-tax.ts';
import { istDate } from '@shared/time/ist.ts';

/** Ideal holding periods and indicative returns of spec 2 §9 (the Mutual Funds education table). */
const ROWS: Array<{ group: string; rows: Array<[string, string, string]> }> = [
  {
    group: 'Debt funds',
    rows: [
      ['Liquid', '1 day and above', '3.0 - 3.2%'],
      ['Ultra Short', '3 months and above', '3.4 - 3.8%'],
      ['Short Term', '1 year and above', '4.5 - 5.5%'],
      ['Long Term', '3 years and above', '5.5 - 5.8%'],
      ['FMP', 'Till maturity', '4.6 - 5.1%'],
    ],
  },
  {
    group: 'Equity-oriented funds',
    rows: [
      ['Arbitrage', '3 months and above', '3.5 - 4.0%'],
      ['Equity Savings', '1 year and above', '8 - 9%'],
      ['Balanced', '3 years and above', '8 - 9%'],
      ['ELSS', '3 years (lock-in)', '10 - 12%'],
      ['Diversified', '5 years and above', '12 - 14%'],
    ],
  },
];

/** The 'Types of Mutual Funds' information drawer of the fund-category screen (spec 2 §2.4). */
export function TypesOfFundsSheet() {
  return (
    <Sheet>
      <SheetTrigger asChild>
        <Button variant="link" className="px-0">
          <InfoIcon aria-hidden="true" /> Types of Mutual Funds
        </Button>
      </SheetTrigger>
      <SheetContent className="sm:w-1/2 lg:w-1/3">
        <SheetHeader>
          <SheetTitle>Types of Mutual Funds</SheetTitle>
          <SheetDescription>Funds are grouped by what they invest in. Choose by how long you can stay invested.</SheetDescription>
        </SheetHeader>
        <dl className="flex flex-col gap-3 text-sm">
          <div>
            <dt className="font-semibold">Equity</dt>
            <dd className="text-muted-foreground">
              Shares of companies. The highest growth over the long run, with the largest ups and downs. Ideal for 5 years and above.
            </dd>
          </div>
          <div>
            <dt className="font-semibold">Debt</dt>
            <dd className="text-muted-foreground">Bonds of governments and companies. Steadier than equity. Ideal for 1 to 3 years.</dd>
          </div>
          <div>
            <dt className="font-semibold">Hybrid</dt>
            <dd className="text-muted-foreground">Equity and debt in one fund. Ideal for 3 years and above.</dd>
          </div>
          <div>
            <dt className="font-semibold">Liquid</dt>
            <dd className="text-muted-foreground">Money-market paper of up to 91 days. For spare cash, from a day to a few months.</dd>
          </div>
        </dl>
        {ROWS.map((g) => (
          <table key={g.group} className="w-full text-left text-sm">
            <caption className="mb-2 text-left font-semibold">{g.group}</caption>
            <thead className="text-muted-foreground">
              <tr>
                <th scope="col" className="py-1 font-medium">
                  Category
                </th>
                <th scope="col" className="py-1 font-medium">
                  Ideal holding
                </th>
                <th scope="col" className="py-1 font-medium">
                  Indicative returns
                </th>
              </tr>
            </thead>
            <tbody>
              {g.rows.map(([name, hold, ret]) => (
                <tr key={name} className="border-t border-border">
                  <th scope="row" className="py-1.5 font-normal">
                    {name}
                  </th>
                  <td className="py-1.5">{hold}</td>
                  <td className="py-1.5">{ret}</td>
                </tr>
              ))}
            </tbody>
          </table>
        ))}
        <section aria-labelledby="tax-title" className="text-sm">
          <h3 id="tax-title" className="mb-1 font-semibold">
            Tax
          </h3>
          <TaxNotesToday />
        </section>
      </SheetContent>
    </Sheet>
  );
}

/** The tax law in force today, with the date each rule applies from. */
function TaxNotesToday() {
  const [today] = useState(() => istDate(new Date()));
  const notes = taxNotes(today);
  return (
    <>
      {[notes.equity, notes.debt].map((n) => (
        <div key={n.heading} className="mb-1 text-muted-foreground">
          <p className="font-medium text-foreground">{n.heading}</p>
          {n.lines.map((l) => (
            <p key={l}>{l}</p>
          ))}
        </div>
      ))}
      <p className="text-muted-foreground">{notes.footnote}</p>
    </>
  );
}
