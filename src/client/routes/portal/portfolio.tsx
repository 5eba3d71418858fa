import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { PortfolioLoadError, PortfolioPage } from './-portfolio-page.tsx';
import { loadPortfolio, validatePortfolioSearch } from './-portfolio-load.ts';

function Portfolio() {
  const search = Route.useSearch();
  const navigate = useNavigate({ from: Route.fullPath });
  return <PortfolioPage search={search} setSearch={(next, replace) => void navigate({ search: next, replace })} />;
}

/** /portal/portfolio (spec 3 §2.8): the portfolio page; an investor not onboarded sees the onboarding prompt. */
export const Route = createFileRoute('/portal/portfolio')({
  validateSearch: validatePortfolioSearch,
  loaderDeps: ({ search }) => ({ date: search.date }),
  loader: ({ context, deps }) => loadPortfolio(context.queryClient, deps.date),
  errorComponent: PortfolioLoadError,
  component: Portfolio,
});
