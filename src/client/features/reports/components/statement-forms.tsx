import { useId, useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { ReportRequested } from '@shared/contract/reports.ts';
import { REPORT_MESSAGES, reportDateRange, validateReportDuration } from '@shared/rules/tax/financial-year.ts';
import { ymdToDmy } from '@shared/time/ist.ts';
import { messageOf } from '../../../api/errors.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Dropdown } from '../../../components/ui/dropdown.tsx';
import { DateInput } from '../../../components/ui/date-input.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { REPORT_KEYS, type Format } from '../queries.ts';
import { DurationPicker, type DurationValue } from './duration-picker.tsx';

export const GENERATING = 'Your statement is being generated';
const FORMATS = [
  { value: 'Excel', label: 'Excel' },
  { value: 'PDF', label: 'PDF' },
  { value: 'Both', label: 'PDF and Excel' },
];

/**
 * The request button (spec 3 §4.4): disabled and labelled 'Your statement is being generated'
 * while the request runs; the server's answer is shown (a toast on success, an alert-like line
 * on refusal), and the list below picks the statement up.
 */
function useRequest(): [boolean, string | null, (send: () => Promise<ReportRequested>) => Promise<void>] {
  const qc = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const run = async (send: () => Promise<ReportRequested>) => {
    setBusy(true);
    setProblem(null);
    try {
      const answer = await send();
      if (answer.request_submitted) {
        toast(answer.message, { variant: 'success' });
        await qc.invalidateQueries({ queryKey: REPORT_KEYS.list });
      } else setProblem(answer.message);
    } catch (err) {
      setProblem(messageOf(err) || 'Request failed');
    } finally {
      setBusy(false);
    }
  };
  return [busy, problem, run];
}

function Shell({
  children,
  busy,
  problem,
  onSubmit,
  label = 'REQUEST STATEMENT',
}: {
  children?: ReactNode;
  busy: boolean;
  problem: string | null;
  onSubmit(): void;
  label?: string;
}) {
  return (
    <form
      className="flex flex-col gap-4 rounded-lg border bg-card p-4"
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit();
      }}
      noValidate
    >
      {children}
      {problem && (
        <p role="alert" className="font-medium text-destructive">
          {problem}
        </p>
      )}
      <div>
        <Button type="submit" disabled={busy}>
          {busy ? GENERATING : label}
        </Button>
      </div>
    </form>
  );
}

/** Transaction statement and capital gains: a duration, a format (Excel by default, spec 3 §9). */
export function RangeStatementForm({ send }: { send(fromDmy: string, toDmy: string, format: Format): Promise<ReportRequested> }) {
  const [value, setValue] = useState<DurationValue>({ duration: null, from: '', to: '' });
  const [format, setFormat] = useState<Format>('Excel');
  const [busy, problem, run] = useRequest();
  const [local, setLocal] = useState<string | null>(null);
  const submit = () => {
    const error = validateReportDuration(value.duration, { from: value.from, to: value.to });
    setLocal(error);
    if (error) return;
    const range = reportDateRange(value.duration!, new Date(), { from: value.from, to: value.to });
    void run(() => send(ymdToDmy(range.fromDate), ymdToDmy(range.toDate), format));
  };
  return (
    <Shell busy={busy} problem={local ?? problem} onSubmit={submit}>
      <DurationPicker value={value} onChange={(v) => (setValue(v), setLocal(null))} />
      <Dropdown label="Format" value={format} onValueChange={(f) => setFormat(f as Format)} options={FORMATS} className="max-w-xs" />
    </Shell>
  );
}

/** Portfolio summary (or the detailed portfolio): a from date is required (spec 3 §5). */
export function FromDateStatementForm({ send, formats = true }: { send(fromDmy: string, format: Format): Promise<ReportRequested>; formats?: boolean }) {
  const id = useId();
  const [from, setFrom] = useState('');
  const [format, setFormat] = useState<Format>('PDF');
  const [busy, problem, run] = useRequest();
  const [local, setLocal] = useState<string | null>(null);
  const submit = () => {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(from)) return setLocal(REPORT_MESSAGES.selectFromDate);
    setLocal(null);
    void run(() => send(ymdToDmy(from), format));
  };
  return (
    <Shell busy={busy} problem={local ?? problem} onSubmit={submit}>
      <div className="flex max-w-xs flex-col gap-1">
        <Label htmlFor={`${id}-from`}>From date</Label>
        <DateInput id={`${id}-from`} value={from} onChange={(v) => (setFrom(v), setLocal(null))} />
      </div>
      {formats && <Dropdown label="Format" value={format} onValueChange={(f) => setFormat(f as Format)} options={FORMATS.slice(0, 2)} className="max-w-xs" />}
    </Shell>
  );
}

/** Transaction-wise holdings: as on today, nothing to choose. */
export function HoldingsStatementForm({ send }: { send(): Promise<ReportRequested> }) {
  const [busy, problem, run] = useRequest();
  return (
    <Shell busy={busy} problem={problem} onSubmit={() => void run(send)}>
      <p className="text-sm text-muted-foreground">
        Every purchase whose units you still hold, with its cost, today's value and whether it would be long or short term if sold today.
      </p>
    </Shell>
  );
}
