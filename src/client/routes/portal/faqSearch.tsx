import { Link, createFileRoute, useNavigate } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { searchWords } from '@shared/rules/faq-search.ts';
import { Page } from '../../components/layout/page.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { messageOf } from '../../api/errors.ts';
import { faqSearchQuery } from '../../features/faqs/queries.ts';
import { FaqSearchBox } from '../../features/faqs/components/faq-search-box.tsx';
import { FaqSearchResults } from '../../features/faqs/components/faq-views.tsx';

type Search = { q?: string };

function FaqSearchPage() {
  const { q = '' } = Route.useSearch();
  const navigate = useNavigate();
  const ready = searchWords(q).length > 0;
  const { data, isFetching, error } = useQuery(faqSearchQuery(q));
  return (
    <Page
      title="Search FAQs"
      actions={
        <Link to="/portal/faq" className="inline-flex items-center gap-1 text-sm font-medium text-primary hover:underline">
          <ArrowLeft aria-hidden className="size-4" /> All categories
        </Link>
      }
    >
      <div className="mb-6 max-w-xl">
        <FaqSearchBox initial={q} autoFocus onSearch={(text) => void navigate({ to: '/portal/faqSearch', search: text.trim() ? { q: text.trim() } : {}, replace: true })} />
      </div>
      {!ready ? (
        <p className="text-muted-foreground">Type at least 2 letters to search</p>
      ) : isFetching && !data ? (
        <Spinner label="Searching" />
      ) : error ? (
        <p role="alert">{messageOf(error)}</p>
      ) : data ? (
        <FaqSearchResults results={data} />
      ) : null}
    </Page>
  );
}

/** /portal/faqSearch?q= (spec 3 §2.11): results grouped by category; searches the device copy offline. */
export const Route = createFileRoute('/portal/faqSearch')({
  validateSearch: (s: Record<string, unknown>): Search => (typeof s.q === 'string' && s.q.trim() ? { q: s.q.slice(0, 100) } : {}),
  component: FaqSearchPage,
});
