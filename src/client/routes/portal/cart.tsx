import { createFileRoute } from '@tanstack/react-router';
import { Page } from '../../components/layout/page.tsx';
import { CartView } from '../../features/transactions/components/cart-view.tsx';

/** /portal/cart (spec 3 §2.3): the orders waiting for checkout, by type. */
export const Route = createFileRoute('/portal/cart')({
  component: () => (
    <Page title="Cart">
      <CartView />
    </Page>
  ),
});
