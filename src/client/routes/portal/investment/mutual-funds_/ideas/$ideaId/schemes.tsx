import { createFileRoute, notFound, useNavigate } from '@tanstack/react-router';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Page } from '../../../../../../components/layout/page.tsx';
import { IdeaSchemes } from '../../../../../../features/ideas/components/idea-schemes.tsx';
import { BackLink } from '../../../../../../components/ui/back-link.tsx';
import { FetchedNote, LoadError } from '../../../../../../components/layout/load-error.tsx';
import { ideaSchemesQuery } from '../../../../../../features/ideas/queries.ts';
import { SchemeDetailSheet } from '../../../../../../features/schemes/components/scheme-detail-sheet.tsx';

type Search = { scheme?: number };

function IdeaSchemesPage() {
  const { ideaId } = Route.useParams();
  const { scheme } = Route.useSearch();
  const navigate = useNavigate({ from: Route.fullPath });
  const inv = useSuspenseQuery(ideaSchemesQuery(Number(ideaId))).data;
  return (
    <Page title={`${inv.data.Inv_IdeaName}: Recommended Schemes`}>
      <BackLink to="/portal/investment/mutual-funds/ideas/$ideaId" params={{ ideaId }}>
        {inv.data.Inv_IdeaName}
      </BackLink>
      <FetchedNote {...inv} />
      <IdeaSchemes investment={inv.data} onOpenScheme={(id) => void navigate({ search: { scheme: id } })} />
      {/* an idea's scheme shows its detail without INVEST NOW (spec 2 §2.5) */}
      <SchemeDetailSheet schemeId={scheme ?? null} onClose={() => void navigate({ search: {}, replace: true })} hideInvest />
    </Page>
  );
}

/** /portal/investment/mutual-funds/ideas/{id}/schemes: performance, allocation and ADD TO CART (spec 2 §2.10). */
export const Route = createFileRoute('/portal/investment/mutual-funds_/ideas/$ideaId/schemes')({
  params: {
    parse: (p) => {
      if (!/^\d{1,9}$/.test(p.ideaId)) throw notFound();
      return { ideaId: p.ideaId };
    },
  },
  validateSearch: (s: Record<string, unknown>): Search => {
    const n = Number(s.scheme);
    return Number.isInteger(n) && n > 0 ? { scheme: n } : {};
  },
  loader: ({ context, params }) => context.queryClient.ensureQueryData(ideaSchemesQuery(Number(params.ideaId))),
  errorComponent: LoadError,
  component: IdeaSchemesPage,
});
