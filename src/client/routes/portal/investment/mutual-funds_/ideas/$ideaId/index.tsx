import { createFileRoute, notFound } from '@tanstack/react-router';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Page } from '../../../../../../components/layout/page.tsx';
import { IdeaDetail } from '../../../../../../features/ideas/components/idea-detail.tsx';
import { BackLink } from '../../../../../../components/ui/back-link.tsx';
import { FetchedNote, LoadError } from '../../../../../../components/layout/load-error.tsx';
import { ideaDetailsQuery } from '../../../../../../features/ideas/queries.ts';

function IdeaPage() {
  const { ideaId } = Route.useParams();
  const idea = useSuspenseQuery(ideaDetailsQuery(Number(ideaId))).data;
  return (
    <Page title={idea.data.Inv_IdeaName}>
      <BackLink to="/portal/investment/mutual-funds">Mutual Funds</BackLink>
      <FetchedNote {...idea} />
      <IdeaDetail idea={idea.data} />
    </Page>
  );
}

/** /portal/investment/mutual-funds/ideas/{id}: an idea's Overview and Methodology (spec 2 §2.10). */
export const Route = createFileRoute('/portal/investment/mutual-funds_/ideas/$ideaId/')({
  params: {
    parse: (p) => {
      if (!/^\d{1,9}$/.test(p.ideaId)) throw notFound();
      return { ideaId: p.ideaId };
    },
  },
  loader: ({ context, params }) => context.queryClient.ensureQueryData(ideaDetailsQuery(Number(params.ideaId))),
  errorComponent: LoadError,
  component: IdeaPage,
});
