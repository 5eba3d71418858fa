import { DIALOG_TITLES } from '../checkout.ts';
import { useEffect, useState } from 'react';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import type { HistoryItem } from '@shared/contract/history.ts';
import { messageOf } from '../../../api/errors.ts';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { cn } from '../../../lib/cn.ts';
import type { Cached } from '../../../offline/cache.ts';
import { DeviceCopyNote } from '../../../offline/device-copy-note.tsx';
import { rupees } from '../format.ts';
import { HISTORY_TABS, reinitiateType, rowsFor, statusOf, type HistoryTab } from '../history-tabs.ts';
import { txCalls } from '../mutations.ts';
import { historyQuery, processingQuery, useOwner } from '../queries.ts';
import { HistoryDetail } from './history-detail.tsx';
import { useMessageDialog } from './message-dialog.tsx';

const PAYMENT_NOTE = { success: 'Payment successful. Your order is being processed.', failed: 'Payment failed. The order will not be processed.' } as const;

/** A list as the tables read it: its answer once there, or the failure that stopped it. */
type Lists = Record<'all' | 'processing', { data: Cached<HistoryItem[]> | undefined; error: Error | null }>;

/**
 * /portal/menu/transaction-history (spec 3 §2.6, §4.2): All, Buy, Sell, Transfer, Processing, and
 * one transaction's detail. The route's loader has both lists (useSuspenseQuery).
 */
export function TransactionHistoryView({ initialTab, payment }: { initialTab: HistoryTab; payment?: 'success' | 'failed' | undefined }) {
  const owner = useOwner();
  const all = useSuspenseQuery(historyQuery(owner));
  const processing = useSuspenseQuery(processingQuery(owner));
  return <HistoryTables lists={{ all, processing }} initialTab={initialTab} payment={payment} />;
}

/**
 * The same tables for one folio of one scheme, inside the holding detail panel (spec 2 §2.5). Not
 * suspense: the panel opens over the portfolio, which must not blank while the lists load.
 */
export function FolioTransactionHistory({ only }: { only: { schemeId: number; folio: string } }) {
  const owner = useOwner();
  const all = useQuery(historyQuery(owner));
  const processing = useQuery(processingQuery(owner));
  return <HistoryTables lists={{ all, processing }} initialTab="All" only={only} />;
}

function HistoryTables({ lists, initialTab, payment, only }: { lists: Lists; initialTab: HistoryTab; payment?: 'success' | 'failed' | undefined; only?: { schemeId: number; folio: string } }) {
  const { all, processing } = lists;
  const [tab, setTab] = useState<HistoryTab>(initialTab);
  const [open, setOpen] = useState<HistoryItem | null>(null);
  const [busy, setBusy] = useState(false);
  const [alertEl, alert] = useMessageDialog();

  useEffect(() => {
    if (payment) toast(PAYMENT_NOTE[payment], { variant: payment === 'success' ? 'success' : 'error' });
  }, [payment]);

  const reinitiate = async (row: HistoryItem) => {
    setBusy(true);
    try {
      const answer = await txCalls.reinitiatePayment(row.ID, reinitiateType(row));
      if ('error' in answer) alert({ title: DIALOG_TITLES.paymentNotStarted, body: answer.error });
      else window.location.assign(answer.payment_url);
    } catch (err) {
      alert({ title: DIALOG_TITLES.paymentNotStarted, body: messageOf(err) });
    } finally {
      setBusy(false);
    }
  };

  if (open) {
    return (
      <>
        <HistoryDetail row={open} tab={tab} onBack={() => setOpen(null)} onReinitiate={() => void reinitiate(open)} busy={busy} />
        {alertEl}
      </>
    );
  }

  return (
    <Tabs value={tab} onValueChange={(t) => setTab(t as HistoryTab)}>
      <TabsList aria-label="Transactions">
        {HISTORY_TABS.map((t) => (
          <TabsTrigger key={t} value={t}>
            {t}
          </TabsTrigger>
        ))}
      </TabsList>
      {HISTORY_TABS.map((t) => {
        const q = t === 'Processing' ? processing : all;
        return (
          <TabsContent key={t} value={t} className="flex flex-col gap-3">
            {q.data === undefined ? (
              q.error ? (
                <p role="alert" className="text-destructive">{messageOf(q.error)}</p>
              ) : (
                <Skeleton label="Loading transactions" className="h-48" />
              )
            ) : (
              <>
                <DeviceCopyNote copy={q.data} />
                <HistoryRows rows={forFolio(t === 'Processing' ? q.data.data : rowsFor(t, q.data.data), only)} tab={t} onOpen={setOpen} />
              </>
            )}
          </TabsContent>
        );
      })}
    </Tabs>
  );
}

function forFolio(rows: HistoryItem[], only: { schemeId: number; folio: string } | undefined): HistoryItem[] {
  return only ? rows.filter((r) => r.SchemeID === only.schemeId && r.Accno === only.folio) : rows;
}

function HistoryRows({ rows, tab, onOpen }: { rows: HistoryItem[]; tab: HistoryTab; onOpen(row: HistoryItem): void }) {
  if (rows.length === 0) return <p className="py-8 text-center text-muted-foreground">No Data Found</p>;
  return (
    <ul className="flex flex-col gap-2">
      {rows.map((r) => {
        const status = statusOf(r, tab);
        const size = r.Units === 'All' && !r.Costvalue ? 'All Units' : rupees(r.Costvalue ?? r.Purchaseamount);
        return (
          <li key={`${r.ID}-${r.Trantype}`}>
            <button
              type="button"
              onClick={() => onOpen(r)}
              aria-label={`${r.SchemeName}, ${r.Trantype}, ${r.EntDt}, ${size}, ${status.label}`}
              className="flex w-full flex-wrap items-center justify-between gap-2 rounded-lg border bg-card p-4 text-left hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
            >
              <span className="flex min-w-0 flex-col">
                <span className="font-semibold">{r.SchemeName}</span>
                <span className="text-sm text-muted-foreground">
                  {r.Trantype} · {r.EntDt} · Folio {r.Accno ?? '-'}
                </span>
              </span>
              <span className="flex flex-col items-end">
                <span className="font-semibold tabular-nums">{size}</span>
                <span className={cn('text-sm', status.tone === 'failed' ? 'text-destructive' : status.tone === 'ok' ? 'text-success' : 'text-muted-foreground')}>{status.label}</span>
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
