import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { PortfolioLoadError, PortfolioPage } from './-portfolio-page.tsx';
import { loadPortfolio, validatePortfolioSearch } from './-portfolio-load.ts';

function IndividualPortfolio() {
  const search = Route.useSearch();
  const navigate = useNavigate({ from: Route.fullPath });
  return <PortfolioPage search={search} setSearch={(next, replace) => void navigate({ search: next, replace })} />;
}

/**
 * /portal/individual-portfolio (spec 2 §2.9): the profile in use's own portfolio, product tabs,
 * summary and Scheme List (a family head reaches it by 'Show Family' on /portal/portfolio).
 */
export const Route = createFileRoute('/portal/individual-portfolio')({
  validateSearch: validatePortfolioSearch,
  loaderDeps: ({ search }) => ({ date: search.date, held: search.held }),
  loader: ({ context, deps }) => loadPortfolio(context.queryClient, deps.date, deps.held),
  errorComponent: PortfolioLoadError,
  component: IndividualPortfolio,
});
