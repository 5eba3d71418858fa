import { createFileRoute } from '@tanstack/react-router';
import { Page } from '../../components/layout/page.tsx';
import { PaymentModes } from '../../features/transactions/components/payment-modes.tsx';

type Search = { paymentMode: 'Lumpsum' | 'SIP' };

/** /portal/payments?paymentMode=SIP|Lumpsum (spec 3 §2.4): how the checked cart items are paid. */
export const Route = createFileRoute('/portal/payments')({
  validateSearch: (s: Record<string, unknown>): Search => ({ paymentMode: s.paymentMode === 'SIP' ? 'SIP' : 'Lumpsum' }),
  loader: async ({ context }) => {
    const qc = context.queryClient;
    const q = await import('../../features/transactions/queries.ts');
    // the banks are asked for at once too; a failure there is shown beside net banking, not for the page
    void qc.prefetchQuery(q.cartBanksQuery());
    await qc.ensureQueryData(q.cartQuery(q.ownerOf(qc)));
  },
  component: function Payments() {
    const { paymentMode } = Route.useSearch();
    return (
      <Page title="Payments">
        <PaymentModes key={paymentMode} mode={paymentMode} />
      </Page>
    );
  },
});
