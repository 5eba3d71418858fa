import { useCallback } from 'react';
import { createFileRoute } from '@tanstack/react-router';
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { Page } from '../../../components/layout/page.tsx';
import { profileQueries } from '../../../features/profile/queries.ts';
import { BankMandates } from '../../../features/profile/components/bank-mandates.tsx';
import { mandatesQuery } from '../../../features/transactions/queries.ts';

type Search = { mandate?: 'authorised' | 'rejected' };

function BankMandatesPage() {
  const { mandate } = Route.useSearch();
  const qc = useQueryClient();
  const waiting = (list: Array<{ LastBSEMandateStatus: string }> | undefined) =>
    (list ?? []).some((m) => m.LastBSEMandateStatus === 'REGISTERED' || m.LastBSEMandateStatus === 'UNDER_APPROVAL');
  // while one waits for the bank, look again every 15 s so an approval shows by itself
  const mandates = useSuspenseQuery({ ...profileQueries.mandates(), refetchInterval: (q) => (waiting(q.state.data) ? 15_000 : false) }).data;
  const banks = useSuspenseQuery(profileQueries.banks()).data;
  const masters = useSuspenseQuery(profileQueries.masters()).data;
  // a newly approved mandate is offered at once in the SIP form
  const onListed = useCallback(() => void qc.invalidateQueries({ queryKey: mandatesQuery().queryKey }), [qc]);
  return (
    <Page title="Bank Mandates">
      <BankMandates
        mandates={mandates}
        banks={banks}
        masters={masters}
        returned={mandate ?? null}
        onListed={onListed}
        authorise={(url) => window.location.assign(url)}
      />
    </Page>
  );
}

/** /portal/profile/bank-mandates (spec 3 §2.9, §4.6); the authorisation page returns here with ?mandate=authorised|rejected. */
export const Route = createFileRoute('/portal/profile/bank-mandates')({
  validateSearch: (s: Record<string, unknown>): Search => (s.mandate === 'authorised' || s.mandate === 'rejected' ? { mandate: s.mandate } : {}),
  loader: ({ context }) =>
    Promise.all([
      context.queryClient.ensureQueryData(profileQueries.mandates()),
      context.queryClient.ensureQueryData(profileQueries.banks()),
      context.queryClient.ensureQueryData(profileQueries.masters()),
    ]),
  component: BankMandatesPage,
});
