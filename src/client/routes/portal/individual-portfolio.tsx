import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { PortfolioLoadError, PortfolioPage } from './-portfolio-page.tsx';
import { loadPortfolio, validatePortfolioSearch } from './-portfolio-load.ts';

function IndividualPortfolio() {
  const search = Route.useSearch();
  const navigate = useNavigate({ from: Route.fullPath });
  return <PortfolioPage search={search} setSearch={(next, replace) => void navigate({ search: next, replace })} />;
}

/**
 * /portal/individual-portfolio (spec 2 §2.9): product tabs, summary and Scheme List. (A family
 * head's family portfolio here belongs to the family issue; every investor sees their own for now.)
 */
export const Route = createFileRoute('/portal/individual-portfolio')({
  validateSearch: validatePortfolioSearch,
  loaderDeps: ({ search }) => ({ date: search.date }),
  loader: ({ context, deps }) => loadPortfolio(context.queryClient, deps.date),
  errorComponent: PortfolioLoadError,
  component: IndividualPortfolio,
});
