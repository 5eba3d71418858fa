import { createFileRoute, notFound } from '@tanstack/react-router';
import { Page } from '../../components/layout/page.tsx';
import { QuickInvest } from '../../features/transactions/components/quick-invest.tsx';

type Search = { folio?: string };

/** /portal/quick-invest/$schemeId (ours): Invest now, from a fund page or a holding (?folio=). */
export const Route = createFileRoute('/portal/quick-invest/$schemeId')({
  beforeLoad: ({ params }) => {
    if (!/^\d+$/.test(params.schemeId)) throw notFound();
  },
  validateSearch: (s: Record<string, unknown>): Search => (typeof s.folio === 'string' || typeof s.folio === 'number' ? { folio: String(s.folio) } : {}),
  loader: async ({ context, params }) =>
    (await import('../../features/transactions/queries.ts')).loadTransactionHub(context.queryClient, Number(params.schemeId)),
  component: function QuickInvestPage() {
    const { schemeId } = Route.useParams();
    const { folio } = Route.useSearch();
    return (
      <Page title="Invest now">
        <QuickInvest key={schemeId} schemeId={Number(schemeId)} folio={folio ?? ''} />
      </Page>
    );
  },
});
