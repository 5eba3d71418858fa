import { createFileRoute } from '@tanstack/react-router';
import { Page } from '../../components/layout/page.tsx';
import { OrderConfirmation } from '../../features/transactions/components/order-confirmation.tsx';

type Search = { payment: number };

/** /portal/order-confirmation?payment=<id> (ours): where checkout and the payment gateway land. */
export const Route = createFileRoute('/portal/order-confirmation')({
  validateSearch: (s: Record<string, unknown>): Search => ({ payment: Number.isSafeInteger(Number(s.payment)) ? Number(s.payment) : 0 }),
  component: function OrderConfirmationPage() {
    const { payment } = Route.useSearch();
    return (
      <Page title="Order confirmation">
        <OrderConfirmation key={payment} paymentId={payment} />
      </Page>
    );
  },
});
