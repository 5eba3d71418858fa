import { DIALOG_TITLES } from '../checkout.ts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { HistoryItem } from '@shared/contract/history.ts';
import { messageOf } from '../../../api/errors.ts';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { DeviceCopyNote } from '../../../offline/device-copy-note.tsx';
import { HISTORY_TABS, reinitiateType, tabFilter, type HistoryTab } from '../history-tabs.ts';
import { txCalls } from '../mutations.ts';
import { processingQuery, useOwner } from '../queries.ts';
import { HistoryDetail } from './history-detail.tsx';
import { HistoryList, HistoryRows } from './history-list.tsx';
import { useMessageDialog } from './message-dialog.tsx';

const PAYMENT_NOTE = { success: 'Payment successful. Your order is being processed.', failed: 'Payment failed. The order will not be processed.' } as const;

/**
 * /portal/menu/transaction-history (spec 3 §2.6, §4.2): All, Buy, Sell, Transfer, Processing, and
 * one transaction's detail. The route's loader has the first page of All and the Processing list;
 * each tab's list loads its further pages as the investor scrolls (history-list.tsx).
 */
export function TransactionHistoryView({ initialTab, payment }: { initialTab: HistoryTab; payment?: 'success' | 'failed' | undefined }) {
  return <HistoryTables initialTab={initialTab} payment={payment} />;
}

/**
 * The same tables for one folio of one scheme, inside the holding detail panel (spec 2 §2.5): the
 * server pages through that holding's orders only. It shows a skeleton while loading, not a
 * suspense: the panel opens over the portfolio, which must not blank while the lists load.
 */
export function FolioTransactionHistory({ only }: { only: { schemeId: number; folio: string } }) {
  return <HistoryTables initialTab="All" only={only} />;
}

function HistoryTables({
  initialTab,
  payment,
  only,
}: {
  initialTab: HistoryTab;
  payment?: 'success' | 'failed' | undefined;
  only?: { schemeId: number; folio: string };
}) {
  const owner = useOwner();
  const [tab, setTab] = useState<HistoryTab>(initialTab);
  const [open, setOpen] = useState<HistoryItem | null>(null);
  const [busy, setBusy] = useState(false);
  const [alertEl, alert] = useMessageDialog();
  // the row that opened a transaction gets the focus back when the investor returns to the list
  const opener = useRef<HTMLElement | null>(null);
  const openRow = useCallback((row: HistoryItem) => {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setOpen(row);
  }, []);
  useEffect(() => {
    if (open === null) opener.current?.focus();
  }, [open]);

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

  return (
    <>
      {open && <HistoryDetail row={open} tab={tab} onBack={() => setOpen(null)} onReinitiate={() => void reinitiate(open)} busy={busy} />}
      {alertEl}
      {/* kept, hidden, under an open transaction: back from it, the pages loaded are all there, not asked for again */}
      <Tabs value={tab} onValueChange={(t) => setTab(t as HistoryTab)} hidden={open !== null}>
        <TabsList aria-label="Transactions">
          {HISTORY_TABS.map((t) => (
            <TabsTrigger key={t} value={t}>
              {t}
            </TabsTrigger>
          ))}
        </TabsList>
        {HISTORY_TABS.map((t) => (
          <TabsContent key={t} value={t} className="flex flex-col gap-3">
            {t === 'Processing' ? (
              <ProcessingList owner={owner} only={only} onOpen={openRow} />
            ) : (
              <HistoryList
                owner={owner}
                filter={{ ...tabFilter(t), ...(only ? { scheme_id: only.schemeId, folio: only.folio } : {}) }}
                tab={t}
                onOpen={openRow}
              />
            )}
          </TabsContent>
        ))}
      </Tabs>
    </>
  );
}

/** Orders still in progress: one short list, all at once (a holding's, when the panel asks). */
function ProcessingList({ owner, only, onOpen }: { owner: string; only: { schemeId: number; folio: string } | undefined; onOpen(row: HistoryItem): void }) {
  const q = useQuery(processingQuery(owner));
  if (q.data === undefined) {
    return q.error ? (
      <p role="alert" className="text-destructive">
        {messageOf(q.error)}
      </p>
    ) : (
      <Skeleton label="Loading transactions" className="h-48" />
    );
  }
  const rows = only ? q.data.data.filter((r) => r.SchemeID === only.schemeId && r.Accno === only.folio) : q.data.data;
  return (
    <>
      <DeviceCopyNote copy={q.data} />
      <HistoryRows rows={rows} tab="Processing" onOpen={onOpen} />
    </>
  );
}
