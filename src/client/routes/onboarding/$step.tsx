import { createFileRoute, notFound, redirect, useNavigate } from '@tanstack/react-router';
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { onboardingOnly } from '../../session/guards.ts';
import { getAuth, updateAuth } from '../../session/store.ts';
import { USER_DETAILS_KEY } from '../../session/user-details.ts';
import { PublicShell } from '../../components/layout/public-shell.tsx';
import { Button } from '../../components/ui/button.tsx';
import { messageOf } from '../../api/errors.ts';
import { ONBOARDING_STEPS, canOpenStep, isStepSlug, reachableStep, type StepSlug } from '../../features/onboarding/steps.ts';
import { onboardingQueries, storeDetails } from '../../features/onboarding/queries.ts';
import { onboardingCalls } from '../../features/onboarding/calls.ts';
import { WizardLayout } from '../../features/onboarding/components/wizard-layout.tsx';
import { IdentificationStep } from '../../features/onboarding/components/identification-step.tsx';
import { PersonalStep } from '../../features/onboarding/components/personal-step.tsx';
import { BankStep } from '../../features/onboarding/components/bank-step.tsx';
import { HoldersStep } from '../../features/onboarding/components/holders-step.tsx';
import { NomineeStep } from '../../features/onboarding/components/nominee-step.tsx';
import { AddressStep } from '../../features/onboarding/components/address-step.tsx';
import { FatcaStep } from '../../features/onboarding/components/fatca-step.tsx';
import { ChequeStep } from '../../features/onboarding/components/cheque-step.tsx';
import { SignatureStep } from '../../features/onboarding/components/signature-step.tsx';

const order = (slug: StepSlug) => ONBOARDING_STEPS.findIndex((s) => s.slug === slug);

function Step() {
  const { step } = Route.useParams() as { step: StepSlug };
  const qc = useQueryClient();
  const navigate = useNavigate();
  const details = useSuspenseQuery(onboardingQueries.details()).data;
  const masters = useSuspenseQuery(onboardingQueries.masters()).data;
  const index = order(step);
  const go = (slug: StepSlug) => void navigate({ to: '/onboarding/$step', params: { step: slug } });
  const props = { details, masters, next: () => go(ONBOARDING_STEPS[index + 1]?.slug ?? step) };
  const toInvestment = () => void navigate({ to: '/portal/investment' });

  const skip = () => {
    const path = `/onboarding/${step}`;
    updateAuth(qc, { skipped: path });
    // kept on the server too, so it survives signing out; offline the local record is enough
    void onboardingCalls.skip(path).catch(() => undefined);
    void navigate({ to: '/portal' });
  };

  return (
    <PublicShell>
      <WizardLayout index={index} doneBefore={reachableStep(details.page_no).nextIndex} onBack={() => go(ONBOARDING_STEPS[index - 1]!.slug)} onSkip={skip}>
        {step === 'identification' && (
          <IdentificationStep
            {...props}
            onOnboarded={() => {
              updateAuth(qc, { is_user_onboarded: true });
              toInvestment();
            }}
            onNotKyc={(ok) => (ok ? toInvestment() : void navigate({ to: '/onboarding', replace: true }))}
          />
        )}
        {step === 'personal-details' && <PersonalStep {...props} />}
        {step === 'bank-details' && <BankStep {...props} />}
        {step === 'other-holders' && <HoldersStep {...props} />}
        {step === 'nominee-details' && <NomineeStep {...props} />}
        {step === 'kyc-register' && <AddressStep {...props} />}
        {step === 'fatca' && <FatcaStep {...props} />}
        {step === 'upload_cheque' && <ChequeStep {...props} />}
        {step === 'upload_signature' && (
          <SignatureStep
            {...props}
            onSubmitted={(answer) => {
              // spec 1 §4: the final upload submits the onboarding and records /portal as the skipped screen;
              // it lands on the portal's confirmation of what happens next
              updateAuth(qc, { is_user_onboarded: true, skipped: '/portal', user_details: answer.user_details });
              storeDetails(qc, answer.onboarding_details);
              // a copy of the details read before the submit would put the old state back in the portal
              qc.removeQueries({ queryKey: USER_DETAILS_KEY });
              void navigate({ to: '/portal/onboarding-complete', replace: true });
            }}
          />
        )}
      </WizardLayout>
    </PublicShell>
  );
}

function LoadError({ error, reset }: { error: unknown; reset(): void }) {
  return (
    <PublicShell>
      <section className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-12 text-center">
        <h1 className="text-xl font-semibold">We could not open your onboarding</h1>
        <p role="alert" className="text-muted-foreground">
          {messageOf(error)}
        </p>
        <Button type="button" onClick={reset}>
          Try again
        </Button>
      </section>
    </PublicShell>
  );
}

/**
 * /onboarding/$step: the nine-step wizard (spec 1 §2). The steps done and the next one may be
 * opened, a later one goes to the next; /onboarding opens the one the saved position names.
 */
export const Route = createFileRoute('/onboarding/$step')({
  beforeLoad: ({ context, params }) => {
    onboardingOnly(context.queryClient);
    if (!isStepSlug(params.step)) throw notFound();
  },
  loader: async ({ context, params }) => {
    const qc = context.queryClient;
    const [details] = await Promise.all([qc.ensureQueryData(onboardingQueries.details()), qc.ensureQueryData(onboardingQueries.masters())]);
    if (details.onboarding_status === 1) {
      updateAuth(qc, { is_user_onboarded: true });
      throw redirect({ to: '/portal/investment', replace: true });
    }
    const ud = getAuth(qc)?.user_details;
    if (ud && ud.page_no !== details.page_no) updateAuth(qc, { user_details: { ...ud, page_no: details.page_no } });
    // a step after the next one to do waits for it: its form would save on top of nothing
    if (!canOpenStep(params.step as StepSlug, details.page_no))
      throw redirect({ to: '/onboarding/$step', params: { step: reachableStep(details.page_no).next }, replace: true });
  },
  errorComponent: LoadError,
  component: Step,
});
