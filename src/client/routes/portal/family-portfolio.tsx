import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { useQueryClient } from '@tanstack/react-query';
import { Page } from '../../components/layout/page.tsx';
import { OnboardingPrompt } from '../../components/layout/onboarding-prompt.tsx';
import { useAuth } from '../../session/store.ts';
import { FamilyPortfolioPage } from './-family-portfolio-page.tsx';
import { PortfolioLoadError } from './-portfolio-page.tsx';
import { validatePortfolioSearch } from './-portfolio-load.ts';

function FamilyPortfolio() {
  const auth = useAuth(useQueryClient());
  const { date, held } = Route.useSearch();
  const navigate = useNavigate({ from: Route.fullPath });
  return (
    <Page title="Family Portfolio">
      {auth?.is_user_onboarded ? (
        <FamilyPortfolioPage
          date={date}
          setDate={(d) => void navigate({ search: { ...(d ? { date: d } : {}), ...(held ? { held } : {}) }, replace: true })}
          source={held ?? 'all'}
          setSource={(s) => void navigate({ search: { ...(date ? { date } : {}), ...(s === 'all' ? {} : { held: s }) }, replace: true })}
          showFamilyLink={false}
        />
      ) : (
        <OnboardingPrompt />
      )}
    </Page>
  );
}

/** /portal/family-portfolio (spec 2 §2.8): the family's net worth, allocation and members. */
export const Route = createFileRoute('/portal/family-portfolio')({
  // the same date and held-through rules as the portfolio's; its other keys are unused here
  validateSearch: (s: Record<string, unknown>): { date?: string; held?: 'nivesh' | 'elsewhere' } => {
    const { date, held } = validatePortfolioSearch(s);
    return { ...(date ? { date } : {}), ...(held ? { held } : {}) };
  },
  loaderDeps: ({ search }) => ({ date: search.date, held: search.held }),
  loader: async ({ context, deps }) => (await import('./-family-portfolio-load.ts')).loadFamilyPortfolio(context.queryClient, deps.date, deps.held),
  errorComponent: PortfolioLoadError,
  component: FamilyPortfolio,
});
