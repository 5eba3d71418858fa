import { createFileRoute, redirect } from '@tanstack/react-router';

/** The categories open on Equity, the first tab. */
export const Route = createFileRoute('/portal/investment/mutual-funds_/categories/')({
  beforeLoad: () => {
    throw redirect({ to: '/portal/investment/mutual-funds/categories/$assetClass', params: { assetClass: 'equity' }, replace: true });
  },
});
