import { Link, createFileRoute } from '@tanstack/react-router';
import { useSuspenseQuery } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { Page } from '../../components/layout/page.tsx';
import { faqsQuery } from '../../features/faqs/queries.ts';
import { FaqList } from '../../features/faqs/components/faq-views.tsx';

type Search = { id?: number };

function FaqCategoryPage() {
  const { id } = Route.useSearch();
  const { data } = useSuspenseQuery(faqsQuery());
  const category = data.categories.find((c) => c.ID === id);
  return (
    <Page
      title={category?.Name ?? "FAQ's"}
      actions={
        <Link to="/portal/faq" className="inline-flex min-h-11 items-center gap-1 text-sm font-medium text-primary hover:underline">
          <ArrowLeft aria-hidden className="size-4" /> All categories
        </Link>
      }
    >
      {category ? <FaqList items={data.items.filter((i) => i.CategoryID === category.ID)} /> : <p className="text-muted-foreground">No Data Found</p>}
    </Page>
  );
}

/** /portal/faqCategory?id= (spec 3 §2.11): one category's questions, each expandable. */
export const Route = createFileRoute('/portal/faqCategory')({
  validateSearch: (s: Record<string, unknown>): Search => {
    const id = Number(s.id);
    return Number.isSafeInteger(id) && id > 0 ? { id } : {};
  },
  loader: ({ context }) => context.queryClient.ensureQueryData(faqsQuery()),
  component: FaqCategoryPage,
});
