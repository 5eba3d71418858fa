import { createFileRoute, useLocation } from '@tanstack/react-router';
import { Page } from '../../../components/layout/page.tsx';
import { TransactionHistoryView } from '../../../features/transactions/components/transaction-history-view.tsx';
import { initialHistoryTab } from '../../../features/transactions/history-tabs.ts';

type Search = { payment?: 'success' | 'failed' };

function TransactionHistory() {
  const { payment } = Route.useSearch();
  const historyType = useLocation({ select: (l) => l.state.historyType });
  return (
    <Page title="Transaction History">
      <TransactionHistoryView initialTab={initialHistoryTab({ payment, historyType })} payment={payment} />
    </Page>
  );
}

/** /portal/menu/transaction-history (spec 3 §2.6); ?payment=success|failed opens Processing (the gateway now returns to /portal/order-confirmation). */
export const Route = createFileRoute('/portal/menu/transaction-history')({
  validateSearch: (s: Record<string, unknown>): Search => (s.payment === 'success' || s.payment === 'failed' ? { payment: s.payment } : {}),
  // both lists at once, before the screen (the view reads the same queries)
  loader: async ({ context }) => (await import('../../../features/transactions/queries.ts')).loadHistory(context.queryClient),
  component: TransactionHistory,
});
