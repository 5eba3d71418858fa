import { createFileRoute, notFound } from '@tanstack/react-router';
import { onboardingOnly } from '../../session/guards.ts';
import { ONBOARDING_STEPS, isStepSlug } from '../../features/onboarding/steps.ts';
import { PublicShell } from '../../components/layout/public-shell.tsx';

function Step() {
  const { step } = Route.useParams();
  const index = ONBOARDING_STEPS.findIndex((s) => s.slug === step);
  const current = ONBOARDING_STEPS[index]!;
  return (
    <PublicShell>
      <section className="mx-auto w-full max-w-3xl px-4 py-6">
        <ol aria-label="Onboarding progress" className="mb-6 grid grid-cols-9 gap-1">
          {ONBOARDING_STEPS.map((s, i) => (
            <li key={s.slug} aria-current={i === index ? 'step' : undefined} className={i <= index ? 'h-1.5 rounded bg-primary' : 'h-1.5 rounded bg-muted'}>
              <span className="sr-only">{`Step ${i + 1} of 9: ${s.title}${i < index ? ' (done)' : ''}`}</span>
            </li>
          ))}
        </ol>
        <h1 className="text-2xl font-semibold">{current.title}</h1>
      </section>
    </PublicShell>
  );
}

/** /onboarding/$step: the wizard (spec 1 §2); the steps' forms come with the onboarding issue. */
export const Route = createFileRoute('/onboarding/$step')({
  beforeLoad: ({ context, params }) => {
    onboardingOnly(context.queryClient);
    if (!isStepSlug(params.step)) throw notFound();
  },
  component: Step,
});
