import { Link, createFileRoute, useNavigate } from '@tanstack/react-router';
import { useSuspenseQuery } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { searchWords } from '@shared/rules/support/faq-search.ts';
import { Page } from '../../components/layout/page.tsx';
import { faqSearchQuery } from '../../features/faqs/queries.ts';
import { FaqSearchBox } from '../../features/faqs/components/faq-search-box.tsx';
import { FaqSearchResults } from '../../features/faqs/components/faq-views.tsx';

type Search = { q?: string };

/** The loader has the answer (offline: the device copy searched); a failure is the router's error view. */
function Results({ q }: { q: string }) {
  const { data } = useSuspenseQuery(faqSearchQuery(q));
  return <FaqSearchResults results={data} />;
}

function FaqSearchPage() {
  const { q = '' } = Route.useSearch();
  const navigate = useNavigate();
  const ready = searchWords(q).length > 0;
  return (
    <Page
      title="Search FAQs"
      actions={
        <Link to="/portal/faq" className="inline-flex min-h-11 items-center gap-1 text-sm font-medium text-primary hover:underline">
          <ArrowLeft aria-hidden className="size-4" /> All categories
        </Link>
      }
    >
      <div className="mb-6 max-w-xl">
        <FaqSearchBox
          initial={q}
          autoFocus
          onSearch={(text) => void navigate({ to: '/portal/faqSearch', search: text.trim() ? { q: text.trim() } : {}, replace: true })}
        />
      </div>
      {ready ? <Results q={q} /> : <p className="text-muted-foreground">Type at least 2 letters to search</p>}
    </Page>
  );
}

/** /portal/faqSearch?q= (spec 3 §2.11): results grouped by category; searches the device copy offline. */
export const Route = createFileRoute('/portal/faqSearch')({
  validateSearch: (s: Record<string, unknown>): Search => (typeof s.q === 'string' && s.q.trim() ? { q: s.q.slice(0, 100) } : {}),
  loaderDeps: ({ search }) => ({ q: search.q ?? '' }),
  loader: async ({ context, deps }) => {
    if (searchWords(deps.q).length > 0) await context.queryClient.ensureQueryData(faqSearchQuery(deps.q));
  },
  component: FaqSearchPage,
});
