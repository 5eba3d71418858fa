import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { useQueryClient } from '@tanstack/react-query';
import { Page } from '../../components/layout/page.tsx';
import { getAuth, useAuth } from '../../session/store.ts';
import { PortfolioLoadError, PortfolioPage } from './-portfolio-page.tsx';
import { loadPortfolio, validatePortfolioSearch } from './-portfolio-load.ts';
import { FamilyPortfolioPage } from './-family-portfolio-page.tsx';
import { showsFamily } from './-family-portfolio-load.ts';

function Portfolio() {
  const auth = useAuth(useQueryClient());
  const search = Route.useSearch();
  const navigate = useNavigate({ from: Route.fullPath });
  if (auth?.is_user_onboarded && showsFamily(auth)) {
    return (
      <Page title="Family Portfolio">
        <FamilyPortfolioPage
          date={search.date}
          setDate={(date) => void navigate({ search: { ...(date ? { date } : {}), ...(search.held ? { held: search.held } : {}) }, replace: true })}
          source={search.held ?? 'all'}
          setSource={(s) => void navigate({ search: { ...(search.date ? { date: search.date } : {}), ...(s === 'all' ? {} : { held: s }) }, replace: true })}
          showFamilyLink
        />
      </Page>
    );
  }
  return <PortfolioPage search={search} setSearch={(next, replace) => void navigate({ search: next, replace })} />;
}

/**
 * /portal/portfolio (spec 3 §2.8, spec 2 §2.9): the portfolio page; for a family head (or a parent
 * acting as a member) the family portfolio titled Family Portfolio, with 'Show Family' to the
 * individual portfolio. An investor not onboarded sees the onboarding prompt.
 */
export const Route = createFileRoute('/portal/portfolio')({
  validateSearch: validatePortfolioSearch,
  loaderDeps: ({ search }) => ({ date: search.date, held: search.held }),
  // the family check and its loader are imported here, not in the first download
  loader: async ({ context, deps }) => {
    const family = await import('./-family-portfolio-load.ts');
    return family.showsFamily(getAuth(context.queryClient))
      ? family.loadFamilyPortfolio(context.queryClient, deps.date, deps.held)
      : loadPortfolio(context.queryClient, deps.date, deps.held);
  },
  errorComponent: PortfolioLoadError,
  component: Portfolio,
});
