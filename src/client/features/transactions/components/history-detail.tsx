import type { HistoryItem } from '@shared/contract/history.ts';
import { istDate } from '@shared/time/ist.ts';
import { ArrowLeft, CheckCircle2, Circle, XCircle } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { cn } from '../../../lib/cn.ts';
import { rupees, unitsText } from '../format.ts';
import { useNow } from '../../../lib/use-now.ts';
import { hideStageRemark, statusOf, type HistoryTab } from '../history-tabs.ts';

const ICON = { done: CheckCircle2, pending: Circle, failed: XCircle } as const;
const STAGE_TONE = { done: 'text-success', pending: 'text-muted-foreground', failed: 'text-destructive' } as const;

/** One transaction (spec 3 §2.6, §4.2): its facts, status, stages, and the re-initiate payment button. */
export function HistoryDetail({
  row,
  tab,
  onBack,
  onReinitiate,
  busy,
}: {
  row: HistoryItem;
  tab: HistoryTab;
  onBack(): void;
  onReinitiate(): void;
  busy: boolean;
}) {
  const status = statusOf(row, tab);
  const today = istDate(useNow());
  const facts: Array<[string, string]> = [
    ['Transaction ID', row.Bse_Order_id],
    ['Type', row.Trantype],
    ['Folio', row.Accno ?? '-'],
    ['Amount', rupees(row.Costvalue ?? row.Purchaseamount)],
    ['NAV', row.NAV ? `₹${row.NAV}` : '-'],
    ['Units', unitsText(row.Units)],
    ['Order date', row.EntDt],
    ['NAV date', row.TranDt],
  ];
  if (row.StampDuty) facts.push(['Stamp duty', rupees(row.StampDuty)]);
  if (row.Exitload) facts.push(['Exit load', rupees(row.Exitload)]);
  if (row.STT) facts.push(['Securities transaction tax', rupees(row.STT)]);
  if (row.PaymentStatus) facts.push(['Payment', row.PaymentStatus]);
  facts.push([
    'Investment confirmation',
    row.InvestmentConfirmation === 'confirmed' ? 'Confirmed' : row.InvestmentConfirmation === 'rejected' ? 'Rejected' : 'Pending',
  ]);
  if (row.Profit) facts.push([row.TCM_MAppDesc === 'BUY' ? 'Profit' : 'Capital gain', rupees(row.Profit)]);
  if (row.CAGR) facts.push(['CAGR', `${row.CAGR}%`]);
  return (
    <section aria-labelledby="tx-detail-title" className="flex flex-col gap-5">
      <div className="flex items-center gap-2">
        <Button variant="ghost" size="icon" aria-label="Back to transactions" onClick={onBack}>
          <ArrowLeft aria-hidden />
        </Button>
        <h2 id="tx-detail-title" className="text-xl font-semibold">
          Transaction Detail
        </h2>
      </div>
      <div className="flex flex-col gap-1">
        <p className="text-lg font-semibold">{row.SchemeName}</p>
        <p className="text-sm text-muted-foreground">
          {row.AssetClassName} · {row.Sub_AssetclassName}
        </p>
        <p className={cn('font-semibold', status.tone === 'failed' ? 'text-destructive' : status.tone === 'pending' ? 'text-foreground' : 'text-success')}>
          {status.label}
          {status.reason ? `: ${status.reason}` : ''}
        </p>
        <p className="text-sm">{row.Bse_Statusmsg}</p>
      </div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 text-sm sm:grid-cols-[auto_1fr_auto_1fr]">
        {facts.map(([k, v]) => (
          <div key={k} className="contents">
            <dt className="text-muted-foreground">{k}</dt>
            <dd>{v}</dd>
          </div>
        ))}
      </dl>
      {row.can_reinitiate && (
        <div className="flex flex-col items-start gap-2 rounded-lg border p-4">
          <Button onClick={onReinitiate} disabled={busy}>
            RE-INITIATE PAYMENT
          </Button>
          <p className="text-sm text-muted-foreground">
            If you have already paid, please wait 10 minutes for the payment status to update before paying again.
          </p>
        </div>
      )}
      <div>
        <h3 className="mb-3 font-semibold">Transaction status tracker</h3>
        <ol className="flex flex-col gap-3">
          {row.transaction_stages.map((s) => {
            // a stage with remarks has been reached: its active icon (spec 3 §4.2)
            const Icon = s.status === 'failed' ? ICON.failed : s.remarks || s.status === 'done' ? ICON.done : ICON.pending;
            const showRemark = s.remarks && !hideStageRemark(s.label, tab, row, today);
            return (
              <li key={s.label} className="flex gap-3">
                <Icon aria-hidden className={cn('mt-0.5 size-5 shrink-0', STAGE_TONE[s.status])} />
                <div className="flex flex-col">
                  <span className="font-medium">
                    {s.label}
                    <span className="sr-only">{` (${s.status})`}</span>
                  </span>
                  {s.date && <span className="text-sm text-muted-foreground">{s.date}</span>}
                  {showRemark && <span className="text-sm">{s.remarks}</span>}
                </div>
              </li>
            );
          })}
        </ol>
      </div>
    </section>
  );
}
