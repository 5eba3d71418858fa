import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Page } from '../../components/layout/page.tsx';
import { faqsQuery } from '../../features/faqs/queries.ts';
import { FaqCategoryList } from '../../features/faqs/components/faq-views.tsx';
import { FaqSearchBox } from '../../features/faqs/components/faq-search-box.tsx';

function FaqHome() {
  const { data } = useSuspenseQuery(faqsQuery());
  const navigate = useNavigate();
  return (
    <Page title="FAQ's">
      <div className="mb-6 max-w-xl">
        <FaqSearchBox onSearch={(q) => q.trim() && void navigate({ to: '/portal/faqSearch', search: { q: q.trim() } })} />
      </div>
      <FaqCategoryList set={data} />
    </Page>
  );
}

/** /portal/faq (spec 3 §2.11): the FAQ categories and a search field. */
export const Route = createFileRoute('/portal/faq')({
  loader: ({ context }) => context.queryClient.ensureQueryData(faqsQuery()),
  component: FaqHome,
});
