import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Page } from '../../../components/layout/page.tsx';
import { profileQueries } from '../../../features/profile/queries.ts';
import { RiskAppetite } from '../../../features/profile/components/risk-appetite.tsx';

function RiskAppetitePage() {
  const navigate = useNavigate();
  const user = useSuspenseQuery(profileQueries.user()).data;
  const questions = useSuspenseQuery(profileQueries.riskQuestions()).data;
  const guide = useSuspenseQuery(profileQueries.riskGuide()).data;
  return (
    <Page title="Risk Appetite">
      <RiskAppetite user={user} questions={questions} guide={guide} onCancel={() => void navigate({ to: '/portal/profile/personal-information' })} />
    </Page>
  );
}

/** /portal/profile/risk-appetite (spec 3 §2.9, §4.7, §5). */
export const Route = createFileRoute('/portal/profile/risk-appetite')({
  loader: ({ context }) =>
    Promise.all([
      context.queryClient.ensureQueryData(profileQueries.user()),
      context.queryClient.ensureQueryData(profileQueries.riskQuestions()),
      context.queryClient.ensureQueryData(profileQueries.riskGuide()),
    ]),
  component: RiskAppetitePage,
});
