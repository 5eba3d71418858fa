import { createFileRoute } from '@tanstack/react-router';
import { Page } from '../../components/layout/page.tsx';
import { CartView } from '../../features/transactions/components/cart-view.tsx';
import { cartQuery } from '../../features/transactions/queries.ts';
import { getAuth } from '../../session/store.ts';

/** /portal/cart (spec 3 §2.3): the orders waiting for checkout, by type. */
export const Route = createFileRoute('/portal/cart')({
  // the cart is in the first frame, so nothing below it moves (issue 16); a failure is the view's to show
  loader: async ({ context }) => {
    const owner = getAuth(context.queryClient)?.user_details?.ID ?? '';
    if (owner) await context.queryClient.ensureQueryData(cartQuery(owner)).catch(() => undefined);
  },
  component: () => (
    <Page title="Cart">
      <CartView />
    </Page>
  ),
});
