import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { useQueryClient } from '@tanstack/react-query';
import { messageOf } from '../../api/errors.ts';
import { OnboardingPrompt } from '../../components/layout/onboarding-prompt.tsx';
import { Page } from '../../components/layout/page.tsx';
import { Button } from '../../components/ui/button.tsx';
import { DashboardView } from '../../features/portfolio/components/dashboard-view.tsx';
import { IdeasCarousel } from '../../features/ideas/components/ideas-carousel.tsx';
import { contentQuery, dashboardQuery, ownerOf, todayYmd, useOwner } from '../../features/portfolio/queries.ts';
import { getAuth, useAuth } from '../../session/store.ts';

type Search = { date?: string; held?: 'nivesh' | 'elsewhere' };

function Dashboard() {
  const { date, held } = Route.useSearch();
  const navigate = useNavigate({ from: Route.fullPath });
  const auth = useAuth(useQueryClient());
  const owner = useOwner();
  if (!auth?.is_user_onboarded) {
    return (
      <Page title="Home">
        <OnboardingPrompt />
      </Page>
    );
  }
  return (
    <DashboardView
      owner={owner}
      date={date}
      user={auth.user_details}
      onDate={(d) => void navigate({ search: { ...(d ? { date: d } : {}), ...(held ? { held } : {}) }, replace: true })}
      source={held ?? 'all'}
      onSource={(s) => void navigate({ search: { ...(date ? { date } : {}), ...(s === 'all' ? {} : { held: s }) }, replace: true })}
      // the curated portfolios of GET /ideas; a tap opens the idea (spec 2 §2.2)
      ideas={<IdeasCarousel />}
    />
  );
}

function LoadError({ error, reset }: { error: unknown; reset(): void }) {
  return (
    <Page title="Home">
      <p role="alert" className="text-muted-foreground">
        {messageOf(error)}
      </p>
      <Button className="mt-4" onClick={reset}>
        Try again
      </Button>
    </Page>
  );
}

/** /portal/dashboard[?date=YYYY-MM-DD] (spec 2 §2.2): the home dashboard, as on today or the day chosen. */
export const Route = createFileRoute('/portal/dashboard')({
  validateSearch: (s: Record<string, unknown>): Search => ({
    ...(typeof s.date === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(s.date) && s.date < todayYmd() ? { date: s.date } : {}),
    // which holdings the figures count (imported from a statement, or through Nivesh); none: all
    ...(s.held === 'nivesh' || s.held === 'elsewhere' ? { held: s.held } : {}),
  }),
  loaderDeps: ({ search }) => ({ date: search.date, held: search.held }),
  loader: async ({ context, deps }) => {
    const qc = context.queryClient;
    if (!getAuth(qc)?.is_user_onboarded) return;
    // the Learn section's first page, asked for at once but not waited for (an outside feed)
    void qc.prefetchQuery(contentQuery('blog', 1));
    await qc.ensureQueryData(dashboardQuery(ownerOf(qc), deps.date, deps.held ?? 'all'));
  },
  errorComponent: LoadError,
  component: Dashboard,
});
