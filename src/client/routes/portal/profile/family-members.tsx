import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { Page } from '../../../components/layout/page.tsx';
import { FamilyMembers } from '../../../features/family/components/family-members.tsx';
import { FAMILY_KEY, familyQueries } from '../../../features/family/queries.ts';
import { profileQueries, refreshProfile } from '../../../features/profile/queries.ts';
import { getAuth, useAuth } from '../../../session/store.ts';
import { actingAsMember } from '../../../session/switch-profile.ts';

type Search = { from?: 'portfolio' };

function FamilyMembersPage() {
  const qc = useQueryClient();
  const auth = useAuth(qc);
  const owner = auth?.user_details?.ID ?? '';
  const details = useSuspenseQuery(familyQueries.details(owner)).data;
  const data = useSuspenseQuery(profileQueries.data()).data;
  const { from } = Route.useSearch();
  const navigate = useNavigate();
  return (
    <Page title="Family Members">
      <FamilyMembers
        details={details}
        own={{ pan: data.basic_details[0]?.PAN ?? null, niveshId: owner }}
        actingAsMember={actingAsMember(auth)}
        // the member list, the header's switch list and the user's family status are read again
        onChanged={() => Promise.all([qc.invalidateQueries({ queryKey: FAMILY_KEY }), refreshProfile(qc)]).then(() => undefined)}
        afterLink={from === 'portfolio' ? () => void navigate({ to: '/portal/family-portfolio' }) : undefined}
      />
    </Page>
  );
}

/** /portal/profile/family-members (spec 3 §2.9, §4.8). `from=portfolio`: the family portfolio's 'Add Family Member'. */
export const Route = createFileRoute('/portal/profile/family-members')({
  validateSearch: (s: Record<string, unknown>): Search => (s.from === 'portfolio' ? { from: 'portfolio' } : {}),
  loader: async ({ context }) => {
    const qc = context.queryClient;
    if (!getAuth(qc)?.is_user_onboarded) return;
    const owner = getAuth(qc)?.user_details?.ID ?? '';
    // the family calls are imported when the page opens (route loaders are in the first download)
    return import('../../../features/family/queries.ts').then((m) =>
      Promise.all([qc.ensureQueryData(m.familyQueries.details(owner)), qc.ensureQueryData(profileQueries.data())]),
    );
  },
  component: FamilyMembersPage,
});
