import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { formatDecimal, parseRupees } from '@shared/money/decimal.ts';
import { groupDecimalString } from '@shared/rules/format/indian-number.ts';
import { depositHoldingsQuery } from '../queries.ts';

const rs = (text: string) => `₹${groupDecimalString(formatDecimal(parseRupees(text) ?? 0n, 2))}`;

/**
 * The portfolio's Corporate deposits tab content (spec 2 §2.9, §3): the deposits the partner's
 * reverse feed reported, with maturity value and date (DD-MM-YYYY). `owner` is the active
 * profile's Nivesh ID. The portfolio's loader has the deposits; the page shows the tab only when
 * `useHasDeposits` finds some, so this never waits.
 */
export function CorporateDepositsTab({ owner }: { owner: string }) {
  const deposits = useSuspenseQuery(depositHoldingsQuery(owner));
  const list = deposits.data.data;
  if (list.length === 0) return <p className="py-6 text-center text-muted-foreground">No Data Found</p>;
  const invested = list.reduce((s, d) => s + (parseRupees(d.Fdamount) ?? 0n), 0n);
  const maturity = list.reduce(
    (s, d) => s + (parseRupees(d.maturityAmount) ?? 0n) + (d.interestPayout === 'On Maturity' ? 0n : (parseRupees(d.interestAmount) ?? 0n)),
    0n,
  );
  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm">
        Invested <strong>{rs(formatDecimal(invested, 2))}</strong> · at maturity with interest <strong>{rs(formatDecimal(maturity, 2))}</strong>
      </p>
      <ul className="flex flex-col gap-3">
        {list.map((d) => (
          <li key={d.fdNumber} className="rounded-xl border bg-card p-4">
            <p className="font-semibold">{d.scheme}</p>
            <dl className="mt-2 grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-4">
              <dt className="text-muted-foreground">FD number</dt>
              <dd>{d.fdNumber}</dd>
              <dt className="text-muted-foreground">Amount</dt>
              <dd>{rs(d.Fdamount)}</dd>
              <dt className="text-muted-foreground">Rate</dt>
              <dd>
                {d.InterestRate}% · {d.interestPayout}
              </dd>
              <dt className="text-muted-foreground">Tenure</dt>
              <dd>{d.TenureMonths} months</dd>
              <dt className="text-muted-foreground">Booked on</dt>
              <dd>{d.FDCreatedDate}</dd>
              <dt className="text-muted-foreground">Matures on</dt>
              <dd>{d.maturityDate}</dd>
              <dt className="text-muted-foreground">Maturity value</dt>
              <dd>{rs(d.maturityAmount)}</dd>
              <dt className="text-muted-foreground">Interest</dt>
              <dd>{rs(d.interestAmount)}</dd>
            </dl>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * Whether the Corporate deposits tab should show (spec 2 §2.9: only if deposit data exists). It
 * reads what the portfolio's loader fetched (not suspense: a failed feed only hides the tab).
 */
export function useHasDeposits(owner: string): boolean {
  const deposits = useQuery(depositHoldingsQuery(owner));
  return (deposits.data?.data.length ?? 0) > 0;
}
