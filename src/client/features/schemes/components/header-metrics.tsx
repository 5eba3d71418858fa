import type { ReactNode } from 'react';
import type { SchemeDetails } from '@shared/contract/schemes.ts';
import { aum, dateText, navText, rupees } from '../format.ts';
import { ExitLoadDialog } from './exit-load-dialog.tsx';

function Metric({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="font-semibold tabular-nums">{children}</dd>
    </div>
  );
}

/** The detail header (spec 2 §3): NAV and its date, AUM, minimums, expense ratio, exit load, riskometer. */
export function HeaderMetrics({ d }: { d: SchemeDetails }) {
  return (
    <dl className="grid grid-cols-2 gap-x-4 gap-y-3 rounded-xl border border-border p-4 sm:grid-cols-3">
      <Metric label={`NAV as on ${dateText(d.Nav_Date)}`}>{navText(d.SN_NAV)}</Metric>
      <Metric label="AUM">{aum(d.Aum)}</Metric>
      <Metric label="Riskometer">{d.Riskometer ?? '—'}</Metric>
      <Metric label="Min. lumpsum">{rupees(d.MinimumPurchaseAmount)}</Metric>
      <Metric label="Min. SIP">{d.SIPFLAG === 'Y' ? rupees(d.MinimumSIPAmount) : 'Not available'}</Metric>
      <Metric label="Min. additional">{rupees(d.AdditionalPurchaseAmount)}</Metric>
      <Metric label="Expense ratio">{d.ExpenseRatio ? `${d.ExpenseRatio}%` : '—'}</Metric>
      <Metric label="Exit load">
        <span className="flex items-center gap-1 font-normal">
          <span className="line-clamp-2 font-semibold">{d.ExitLoad || '—'}</span>
        </span>
        <ExitLoadDialog d={d} />
      </Metric>
      {d.LockInYears ? <Metric label="Lock-in">{`${d.LockInYears} years`}</Metric> : <Metric label="Launched">{dateText(d.LaunchDate)}</Metric>}
    </dl>
  );
}
