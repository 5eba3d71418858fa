import { createFileRoute } from '@tanstack/react-router';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Page } from '../../../components/layout/page.tsx';
import { InsuranceWizard } from '../../../features/other-products/components/insurance-wizard.tsx';
import { insuranceQuestionsQuery } from '../../../features/other-products/queries.ts';
import { LoadError } from '../../../components/layout/load-error.tsx';

function Insurance() {
  const questions = useSuspenseQuery(insuranceQuestionsQuery()).data;
  return (
    <Page title="Insurance">
      <section aria-labelledby="term-title" className="flex flex-col gap-4">
        <h2 id="term-title" className="text-xl font-semibold">
          Buy a Term Life Insurance
        </h2>
        <p className="text-muted-foreground">Answer a few questions; we suggest the cover your family needs and our insurance desk calls you with quotes.</p>
        <InsuranceWizard questions={questions} />
      </section>
    </Page>
  );
}

/** /portal/investment/insurance (spec 2 §2.13): the term-life questionnaire. */
export const Route = createFileRoute('/portal/investment/insurance')({
  loader: ({ context }) => context.queryClient.ensureQueryData(insuranceQuestionsQuery()),
  errorComponent: LoadError,
  component: Insurance,
});
