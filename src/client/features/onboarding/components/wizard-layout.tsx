import type { ReactNode } from 'react';
import { CheckIcon } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { cn } from '../../../lib/cn.ts';
import { ONBOARDING_STEPS } from '../steps.ts';

/**
 * The frame of every step (spec 1 §2): the progress strip of the nine steps (ticked only for the
 * steps actually saved, those before `doneBefore`, not every step before the one on screen), the title,
 * SKIP REGISTRATION, and Back on every step but the first.
 */
export function WizardLayout({
  index,
  doneBefore,
  onBack,
  onSkip,
  children,
}: {
  index: number;
  doneBefore: number;
  onBack(): void;
  onSkip(): void;
  children: ReactNode;
}) {
  const current = ONBOARDING_STEPS[index]!;
  return (
    <section className="mx-auto w-full max-w-3xl px-4 py-6" aria-labelledby="step-title">
      <nav aria-label="Onboarding progress" className="mb-6">
        <ol className="grid grid-cols-9 gap-1">
          {ONBOARDING_STEPS.map((s, i) => (
            <li key={s.slug} aria-current={i === index ? 'step' : undefined} className="flex flex-col items-center gap-1">
              <span
                aria-hidden="true"
                className={cn(
                  'flex size-7 items-center justify-center rounded-full border-2 text-xs font-semibold',
                  i !== index && i < doneBefore && 'border-primary bg-primary text-primary-foreground',
                  i === index && 'border-primary bg-background text-primary',
                  i !== index && i >= doneBefore && 'border-border bg-muted text-muted-foreground',
                )}
              >
                {i !== index && i < doneBefore ? <CheckIcon className="size-3.5" strokeWidth={3} /> : i + 1}
              </span>
              <span aria-hidden="true" className={cn('h-1.5 w-full rounded', i < doneBefore || i === index ? 'bg-primary' : 'bg-muted')} />
              <span className="sr-only">{`Step ${i + 1} of ${ONBOARDING_STEPS.length}: ${s.title}${i === index ? ' (current)' : i < doneBefore ? ' (done)' : ''}`}</span>
            </li>
          ))}
        </ol>
        {/* the numbers alone say little on a phone: the current step by name */}
        <p aria-hidden="true" className="mt-2 text-center text-sm font-medium text-primary">
          {`Step ${index + 1} of ${ONBOARDING_STEPS.length}: ${current.title}`}
        </p>
      </nav>
      <div className="mb-5 flex flex-wrap items-center justify-between gap-3">
        <div className="flex items-center gap-2">
          {index > 0 && (
            <Button type="button" variant="outline" size="sm" onClick={onBack}>
              Back
            </Button>
          )}
          <h1 id="step-title" className="text-2xl font-semibold">
            {current.title}
          </h1>
        </div>
        <Button type="button" variant="link" onClick={onSkip}>
          SKIP REGISTRATION
        </Button>
      </div>
      {children}
    </section>
  );
}
