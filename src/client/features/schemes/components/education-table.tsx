import { EDUCATION_ROWS, taxNote } from '@shared/rules/tax/fund-tax-notes.ts';
import { istDate } from '@shared/time/ist.ts';
import { useNow } from '../../../lib/use-now.ts';

/**
 * The Mutual Funds home's educational table (spec 2 §2.3, §9): categories, ideal holding periods,
 * indicative returns (the spec's figures) and the tax law in force today, with its source.
 */
export function EducationTable({ now }: { now?: Date }) {
  const current = useNow();
  const today = istDate(now ?? current);
  const debt = taxNote('debt', today);
  const equity = taxNote('equity', today);
  return (
    <section aria-labelledby="education-title" className="flex flex-col gap-3">
      <h2 id="education-title" className="text-lg font-semibold">
        Know your funds
      </h2>
      <div className="overflow-x-auto rounded-xl border">
        <table className="w-full min-w-[640px] text-left text-sm">
          <caption className="sr-only">Fund categories with holding periods, indicative returns and tax</caption>
          <thead className="bg-muted">
            <tr>
              <th scope="col" className="p-3">
                Category
              </th>
              <th scope="col" className="p-3">
                Type
              </th>
              <th scope="col" className="p-3">
                Ideal holding period
              </th>
              <th scope="col" className="p-3">
                Indicative returns
              </th>
              <th scope="col" className="p-3">
                Tax
              </th>
            </tr>
          </thead>
          <tbody>
            {EDUCATION_ROWS.map((r) => (
              <tr key={r.category} className="border-t align-top">
                <th scope="row" className="p-3 font-medium">
                  {r.category}
                </th>
                <td className="p-3">{r.kind === 'debt' ? 'Debt' : 'Equity oriented'}</td>
                <td className="p-3">{r.holding}</td>
                <td className="p-3">{r.returns}</td>
                <td className="p-3">{(r.kind === 'debt' ? debt : equity).text}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="text-xs text-muted-foreground">
        Returns are indicative, not promised. Tax as in force today: equity — {equity.source}; debt — {debt.source}.
      </p>
    </section>
  );
}
