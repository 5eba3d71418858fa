import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { ProfileBank } from '@shared/contract/banks.ts';
import type { BankMandate } from '@shared/contract/mandates.ts';
import type { Masters } from '@shared/contract/masters.ts';
import { groupDecimalString } from '@shared/rules/format/indian-number.ts';
import { MANDATE_STATUS_LABEL, MANDATE_TYPES } from '@shared/rules/mandates/mandate.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { cn } from '../../../lib/cn.ts';
import { refreshProfile } from '../queries.ts';
import { MandateForm } from './mandate-form.tsx';
import { XsipForm } from './xsip-form.tsx';

const STATUS_STYLE: Record<BankMandate['LastBSEMandateStatus'], string> = {
  REGISTERED: 'bg-sky-100 text-sky-900',
  UNDER_APPROVAL: 'bg-amber-100 text-amber-900',
  APPROVED: 'bg-emerald-100 text-emerald-800',
  REJECTED: 'bg-red-100 text-red-800',
};

function MandateCard({ m, masters, onUploaded }: { m: BankMandate; masters: Masters; onUploaded(): void }) {
  const [open, setOpen] = useState(false);
  const [uploading, setUploading] = useState(false);
  const detailsId = `mandate-${m.Mandate_Id}-details`;
  const rows: Array<[string, string | null]> = [
    ['Mandate ID', m.Mandate_Id],
    ['Start date', m.START_DATE],
    ['End date', m.END_DATE.endsWith('/2099') ? 'Until cancelled' : m.END_DATE],
    ['Account type', masters.BankAccountType.find((t) => t.id === m.AccountType)?.name ?? null],
    ['IFSC', m.IFSC_CODE],
    ['Branch', m.Address1],
    ['NACH form', m.XsipStatus],
    ['Remarks', m.remarks],
  ];
  const needsForm = m.Mandate_Type === 'X' && m.LastBSEMandateStatus === 'REGISTERED' && m.XsipStatus === 'Form not uploaded';
  return (
    <Card className="h-full">
      <CardHeader className="flex-row items-start justify-between gap-2">
        <div>
          <CardTitle>{m.Bank_Name}</CardTitle>
          <p className="text-sm text-muted-foreground">
            {m.ACCOUNT_NO} · {MANDATE_TYPES[m.Mandate_Type]}
          </p>
        </div>
        <span className={cn('rounded-full px-2 py-0.5 text-xs font-semibold', STATUS_STYLE[m.LastBSEMandateStatus])}>
          {MANDATE_STATUS_LABEL[m.LastBSEMandateStatus]}
        </span>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        <p className="text-sm">
          Up to <strong>₹{groupDecimalString(m.AMOUNT)}</strong> per debit
        </p>
        {open && (
          <dl id={detailsId} className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
            {rows
              .filter(([, v]) => v)
              .map(([k, v]) => (
                <div key={k} className="contents">
                  <dt className="text-muted-foreground">{k}</dt>
                  <dd>{v}</dd>
                </div>
              ))}
          </dl>
        )}
        <div className="flex flex-wrap items-center gap-2">
          <Button size="sm" variant="ghost" aria-expanded={open} aria-controls={detailsId} onClick={() => setOpen(!open)}>
            {open ? 'Show Less' : 'Show Details'}
          </Button>
          {m.auth_url && (
            <Button size="sm" asChild>
              <a href={m.auth_url}>AUTHORISE NOW</a>
            </Button>
          )}
          {needsForm && !uploading && (
            <Button size="sm" onClick={() => setUploading(true)}>
              DOWNLOAD AND UPLOAD NACH FORM
            </Button>
          )}
        </div>
        {needsForm && uploading && <XsipForm mandateId={m.Mandate_Id} prefilledUrl={null} onSent={onUploaded} />}
      </CardContent>
    </Card>
  );
}

/**
 * Bank Mandates (spec 3 §2.9, §4.6): mandate cards (Show Details / Show Less) and Add New Bank
 * Mandate. While a mandate waits for the investor or the bank the list is read again now and then,
 * so an approval shows without a reload; `onListed` lets the route refresh what depends on it (the SIP form).
 */
export function BankMandates({
  mandates,
  banks,
  masters,
  returned,
  onListed,
  authorise,
}: {
  mandates: BankMandate[];
  banks: ProfileBank[];
  masters: Masters;
  returned: 'authorised' | 'rejected' | null;
  onListed(): void;
  authorise(url: string): void;
}) {
  const qc = useQueryClient();
  const [adding, setAdding] = useState(false);
  useEffect(onListed, [mandates, onListed]);
  const refresh = () => void refreshProfile(qc);

  return (
    <div className="flex flex-col gap-4">
      {returned === 'authorised' && (
        <output className="block rounded-lg border border-emerald-300 bg-emerald-50 px-4 py-3 text-sm text-emerald-900">
          Thank you. Your authorisation has reached the exchange; the mandate shows APPROVED as soon as your bank confirms it.
        </output>
      )}
      {returned === 'rejected' && (
        <output className="block rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-sm text-red-900">
          The mandate was not authorised. You can register a new one below.
        </output>
      )}
      {adding ? (
        <Card>
          <CardHeader>
            <CardTitle>Add New Bank Mandate</CardTitle>
          </CardHeader>
          <CardContent>
            <MandateForm banks={banks} onRegistered={refresh} onCancel={() => setAdding(false)} authorise={authorise} />
          </CardContent>
        </Card>
      ) : (
        <>
          {mandates.length === 0 ? (
            <p className="text-muted-foreground">You have no bank mandates yet. A mandate lets your SIP instalments be debited from your bank account.</p>
          ) : (
            <ul aria-label="Bank mandates" className="grid gap-4 md:grid-cols-2">
              {mandates.map((m) => (
                <li key={m.Mandate_Id}>
                  <MandateCard m={m} masters={masters} onUploaded={refresh} />
                </li>
              ))}
            </ul>
          )}
          <Button className="self-start" onClick={() => setAdding(true)} disabled={banks.length === 0}>
            Add New Bank Mandate
          </Button>
        </>
      )}
    </div>
  );
}
