import { useId, useState } from 'react';
import type { Registration } from '@shared/contract/registrations.ts';
import { groupDecimalString } from '@shared/rules/format/indian-number.ts';
import { Button } from '../../../components/ui/button.tsx';
import { cn } from '../../../lib/cn.ts';
import { dayText, type RegKind } from '../lists.ts';

const rupees = (v: string | null) => (v === null ? '-' : `₹${groupDecimalString(v)}`);
const STATUS_TONE: Record<Registration['Status'], string> = {
  'In Progress': 'bg-accent text-accent-foreground',
  Paused: 'bg-muted text-foreground',
  Completed: 'bg-muted text-foreground',
  Cancelled: 'bg-destructive/10 text-destructive',
};

/** One registration: its facts, status, next instalment, the instalments so far (a modified SIP's from its first registration), and cancel / pause / modify when open. */
export function RegistrationCard({
  r,
  kind,
  onCancel,
  onPause,
  onResume,
  onModify,
}: {
  r: Registration;
  kind: RegKind;
  onCancel(r: Registration): void;
  onPause(r: Registration): void;
  onResume(r: Registration): void;
  onModify?(r: Registration): void;
}) {
  const [showAll, setShowAll] = useState(false);
  const id = useId();
  const size = r.AllUnits ? 'All units' : r.AMOUNT ? rupees(r.AMOUNT) : r.Units ? `${r.Units} units` : '-';
  const facts: Array<[string, string]> = [
    ['Registration No.', r.BseOrderNo],
    ['Amount', size],
    [kind === 'SIP' ? 'SIP date' : 'Date', dayText(r)],
    ['Start date', r.Startdate],
    ['End date', r.Enddate],
    ['Folio', r.FolioNo ?? 'New folio'],
    ['Instalments', `${r.InstallmentsDone} of ${r.Installments}`],
  ];
  if (r.ToSchemeName) facts.push(['Transfer to', r.ToSchemeName]);
  if (r.StepUp) facts.push(['Step-up', r.StepUp]);
  if (r.CancelReason) facts.push(['Cancel reason', r.CancelReason]);
  return (
    <li className="flex flex-col gap-3 rounded-lg border bg-card p-4" aria-labelledby={`${id}-name`}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="flex min-w-0 flex-col">
          <h3 id={`${id}-name`} className="font-semibold">
            {r.SchemeName}
          </h3>
          <p className="text-sm text-muted-foreground">
            {r.AssetClassName} · {r.Sub_AssetClassname} · {r.Frequency}
          </p>
        </div>
        <span className={cn('rounded-full px-3 py-1 text-sm font-medium', STATUS_TONE[r.Status])}>{r.Status}</span>
      </div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-1 text-sm sm:grid-cols-[auto_1fr_auto_1fr]">
        {facts.map(([k, v]) => (
          <div key={k} className="contents">
            <dt className="text-muted-foreground">{k}</dt>
            <dd>{v}</dd>
          </div>
        ))}
      </dl>
      {r.Status === 'Paused' && r.PausedUntil && (
        <p className="rounded-md bg-muted px-3 py-2 text-sm">
          Paused until <strong>{r.PausedUntil}</strong> · {r.PausedInstalments} instalment{r.PausedInstalments === 1 ? '' : 's'} skipped
        </p>
      )}
      {r.NextInstalmentDate && (
        <p className="rounded-md bg-muted px-3 py-2 text-sm">
          Next instalment: <strong>{r.NextInstalmentDate}</strong>
          {r.NextInstalmentAmount ? ` · ${rupees(r.NextInstalmentAmount)}` : ''}
          {r.can_cancel && r.cancel_by ? ` · cancel by ${r.cancel_by}` : ''}
        </p>
      )}
      {r.LastError && <p className="text-sm text-destructive">{r.LastError}</p>}
      {/* a device copy saved before modifications were listed has no such field */}
      {(r.Modifications?.length ?? 0) > 0 && (
        <ul aria-label="Changes to this SIP" className="flex flex-col gap-1 text-sm text-muted-foreground">
          {r.Modifications.map((m) => (
            <li key={m.BseOrderNo}>
              Modified on {m.ModifiedOn}: was {rupees(m.AMOUNT)} on the {m.SIPDay} of every month{m.StepUp ? `, step-up ${m.StepUp}` : ''} (registration{' '}
              {m.BseOrderNo})
            </li>
          ))}
        </ul>
      )}
      {r.instalments.length > 0 && (
        <div>
          <Button variant="link" size="sm" className="px-0" aria-expanded={showAll} aria-controls={`${id}-inst`} onClick={() => setShowAll((s) => !s)}>
            {showAll ? 'Hide instalments' : `Show instalments (${r.instalments.length})`}
          </Button>
          {showAll && (
            <table id={`${id}-inst`} className="mt-2 w-full text-left text-sm">
              <caption className="sr-only">Instalments of {r.SchemeName}</caption>
              <thead>
                <tr className="border-b text-muted-foreground">
                  <th scope="col" className="py-1 pr-2 font-medium">
                    No.
                  </th>
                  <th scope="col" className="py-1 pr-2 font-medium">
                    Date
                  </th>
                  <th scope="col" className="py-1 pr-2 text-right font-medium">
                    Amount
                  </th>
                  <th scope="col" className="py-1 pr-2 text-right font-medium">
                    Units
                  </th>
                  <th scope="col" className="py-1 pr-2 font-medium">
                    Status
                  </th>
                  <th scope="col" className="py-1 font-medium">
                    Order
                  </th>
                </tr>
              </thead>
              <tbody>
                {r.instalments.map((i) => (
                  <tr key={i.No} className="border-b last:border-0">
                    <td className="py-1 pr-2">{i.No}</td>
                    <td className="py-1 pr-2">{i.Date}</td>
                    <td className="py-1 pr-2 text-right tabular-nums">{rupees(i.Amount)}</td>
                    <td className="py-1 pr-2 text-right tabular-nums">{i.Units ?? '-'}</td>
                    <td className={cn('py-1 pr-2', i.Status === 'Failed' || i.Status === 'Rejected' ? 'text-destructive' : '')} title={i.Remarks ?? undefined}>
                      {i.Status}
                    </td>
                    <td className="py-1">{i.OrderNo ?? '-'}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </div>
      )}
      {(r.can_cancel || r.can_pause || r.can_resume || (onModify && r.can_modify)) && (
        <div className="flex flex-wrap gap-2">
          {r.can_resume && <Button onClick={() => onResume(r)}>Resume SIP</Button>}
          {onModify && r.can_modify && (
            <Button variant="outline" onClick={() => onModify(r)}>
              Modify SIP
            </Button>
          )}
          {r.can_pause && (
            <Button variant="outline" onClick={() => onPause(r)}>
              Pause SIP
            </Button>
          )}
          {r.can_cancel && (
            <Button variant="destructive" onClick={() => onCancel(r)}>
              {`Cancel ${kind}`}
            </Button>
          )}
        </div>
      )}
    </li>
  );
}
