import { useState } from 'react';
import { createFileRoute, notFound, useNavigate, useRouter } from '@tanstack/react-router';
import { Page } from '../../../components/layout/page.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { TransactionHub } from '../../../features/transactions/components/transaction-hub.tsx';
import { AddToCartDrawer } from '../../../features/transactions/components/add-to-cart-drawer.tsx';

type Search = { tab?: string; folio?: string };

function Invest() {
  const { schemeId } = Route.useParams();
  const { tab, folio } = Route.useSearch();
  const navigate = useNavigate();
  const router = useRouter();
  const [drawer, setDrawer] = useState(false);
  const id = Number(schemeId);
  const back = () => (router.history.canGoBack() ? router.history.back() : void navigate({ to: '/portal/investment' }));
  return (
    <Page
      title="Choose how to invest"
      actions={
        <Button variant="outline" onClick={() => setDrawer(true)}>
          ADD TO CART
        </Button>
      }
    >
      <TransactionHub key={id} schemeId={id} initialTab={tab} initialFolio={folio} onCancel={back} onDone={() => void navigate({ to: '/portal/cart' })} />
      <AddToCartDrawer schemeId={id} open={drawer} onOpenChange={setDrawer} />
    </Page>
  );
}

/** /portal/invest/$schemeId: the transaction hub of one scheme, with the ADD TO CART drawer. ?tab= opens a tab, ?folio= picks a folio. */
export const Route = createFileRoute('/portal/invest/$schemeId')({
  beforeLoad: ({ params }) => {
    if (!/^\d+$/.test(params.schemeId)) throw notFound();
  },
  validateSearch: (s: Record<string, unknown>): Search => ({
    ...(typeof s.tab === 'string' ? { tab: s.tab } : {}),
    ...(typeof s.folio === 'string' || typeof s.folio === 'number' ? { folio: String(s.folio) } : {}),
  }),
  loader: async ({ context, params }) =>
    (await import('../../../features/transactions/queries.ts')).loadTransactionHub(context.queryClient, Number(params.schemeId)),
  component: Invest,
});
