import { createFileRoute } from '@tanstack/react-router';
import { Page } from '../../../components/layout/page.tsx';
import { FundCategoriesEntry } from '../../../features/schemes/components/fund-categories-entry.tsx';

/** Mutual Funds: filled by a later issue; the route exists so that no URL of the spec 404s. */
export const Route = createFileRoute('/portal/investment/mutual-funds')({
  component: () => (
    <Page title="Mutual Funds">
      <FundCategoriesEntry />
    </Page>
  ),
});
