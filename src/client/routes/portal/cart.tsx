import { createFileRoute } from '@tanstack/react-router';
import { Page } from '../../components/layout/page.tsx';
import { CartView } from '../../features/transactions/components/cart-view.tsx';

/** /portal/cart (spec 3 §2.3): the orders waiting for checkout, by type. */
export const Route = createFileRoute('/portal/cart')({
  loader: async ({ context }) => {
    const q = await import('../../features/transactions/queries.ts');
    await context.queryClient.ensureQueryData(q.cartQuery(q.ownerOf(context.queryClient)));
  },
  component: () => (
    <Page title="Cart">
      <CartView />
    </Page>
  ),
});
