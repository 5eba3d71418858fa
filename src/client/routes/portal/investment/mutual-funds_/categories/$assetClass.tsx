import { createFileRoute, notFound, useNavigate } from '@tanstack/react-router';
import { Page } from '../../../../../components/layout/page.tsx';
import { FundCategories } from '../../../../../features/schemes/components/fund-categories.tsx';
import { tabBySlug } from '../../../../../features/schemes/asset-tabs.ts';
import { subAssetClassesQuery } from '../../../../../features/schemes/queries.ts';

function Categories() {
  const { assetClass } = Route.useParams();
  const navigate = useNavigate();
  return (
    <Page title="Fund Categories">
      <FundCategories
        active={assetClass}
        onTab={(slug) => void navigate({ to: '/portal/investment/mutual-funds/categories/$assetClass', params: { assetClass: slug }, replace: true })}
      />
    </Page>
  );
}

/** /portal/investment/mutual-funds/categories/{equity|debt|hybrid|liquid}: the fund categories of spec 2 §2.4. */
export const Route = createFileRoute('/portal/investment/mutual-funds_/categories/$assetClass')({
  params: {
    parse: (p) => {
      const tab = tabBySlug(p.assetClass);
      if (!tab) throw notFound();
      return { assetClass: tab.slug };
    },
  },
  loader: ({ context, params }) => context.queryClient.ensureQueryData(subAssetClassesQuery(tabBySlug(params.assetClass)!.id)),
  component: Categories,
});
