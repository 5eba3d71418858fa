import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Page } from '../../../components/layout/page.tsx';
import { profileQueries } from '../../../features/profile/queries.ts';
import { PersonalInformation } from '../../../features/profile/components/personal-information.tsx';
import { EditPersonalInformation } from '../../../features/profile/components/edit-personal-information.tsx';
import { SessionsCard } from '../../../features/sessions/components/sessions-card.tsx';
import { sessionQueries } from '../../../features/sessions/queries.ts';
import { DeviceCopyNote } from '../../../offline/device-copy-note.tsx';
import { copyOf } from '../../../offline/device-read.ts';
import { SectionBoundary } from '../../../components/ui/section-boundary.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';

type Search = { edit?: true };

function PersonalInformationPage() {
  const { edit } = Route.useSearch();
  const navigate = useNavigate();
  const user = useSuspenseQuery(profileQueries.user()).data;
  const data = useSuspenseQuery(profileQueries.data()).data;
  const masters = useSuspenseQuery(profileQueries.masters()).data;
  const setEdit = (on: boolean) => void navigate({ to: '/portal/profile/personal-information', search: on ? { edit: true } : {} });
  return (
    <Page title={edit ? 'Edit Personal Information' : 'Personal Information'}>
      <DeviceCopyNote copy={copyOf(data)} className="mb-3" extra="Changes need a connection." />
      {edit ? (
        <EditPersonalInformation user={user} onDone={() => setEdit(false)} />
      ) : (
        <PersonalInformation
          user={user}
          data={data}
          masters={masters}
          onEdit={() => setEdit(true)}
          activeSessions={
            <SectionBoundary
              loading={<Skeleton label="Loading active sign-ins" className="h-24" />}
              failed={<p className="text-sm text-muted-foreground">Active sign-ins need a connection.</p>}
            >
              <SessionsCard />
            </SectionBoundary>
          }
        />
      )}
    </Page>
  );
}

/** /portal/profile/personal-information (spec 3 §2.9); ?edit=true is Edit Personal Information. */
export const Route = createFileRoute('/portal/profile/personal-information')({
  validateSearch: (s: Record<string, unknown>): Search => (s.edit === true || s.edit === 'true' ? { edit: true } : {}),
  loader: ({ context }) =>
    Promise.all([
      context.queryClient.ensureQueryData(profileQueries.user()),
      context.queryClient.ensureQueryData(profileQueries.data()),
      context.queryClient.ensureQueryData(profileQueries.masters()),
      // live only (never kept on the device): offline, its card says so and the rest of the page opens
      context.queryClient.prefetchQuery(sessionQueries.active()),
    ]),
  component: PersonalInformationPage,
});
