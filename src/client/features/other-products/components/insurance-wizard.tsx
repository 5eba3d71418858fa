import { useId, useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { OtherQuestion } from '@shared/contract/other-products.ts';
import { OTHER_MESSAGES } from '@shared/contract/other-products.ts';
import { formatDecimal, parseRupees } from '@shared/money/decimal.ts';
import { GOAL_MESSAGES } from '@shared/rules/goals/goal-answers.ts';
import { groupDecimalString } from '@shared/rules/format/indian-number.ts';
import { suggestTermCover, termAgeProblem } from '@shared/rules/insurance/term-cover.ts';
import { messageOf } from '../../../api/errors.ts';
import { Button } from '../../../components/ui/button.tsx';
import { CurrencyInput } from '../../../components/ui/currency-input.tsx';
import { FieldError, Input, inputClassName } from '../../../components/ui/input.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { RadioGroup, RadioGroupItem } from '../../../components/ui/radio-group.tsx';
import { newKey, otherKeys, submitOtherProduct } from '../queries.ts';
import { useAlert } from '../../../components/ui/use-alert.tsx';

type Answer = { value: string; sub: string };
const rs = (paise: bigint) => `₹${groupDecimalString(formatDecimal(paise, 2)).replace(/\.00$/, '')}`;

/** Empty or not of its type: 'Please fill the following answer' (spec 2 §5). */
function answerMissing(q: OtherQuestion, a: Answer | undefined): boolean {
  const v = a?.value.trim() ?? '';
  if (v === '') return true;
  if (q.question_type === 4) return !/^\d{1,3}$/.test(v);
  if (q.question_type === 7) return parseRupees(v) === null;
  if (q.question_type === 2) {
    const option = q.options.find((o) => String(o.id) === v);
    if (!option) return true;
    return option.sub_question ? (a?.sub.trim() ?? '') === '' : false;
  }
  return false;
}

/** The age and retirement age answered up to and including question `upTo` (null when not yet). */
export function wizardAges(questions: readonly OtherQuestion[], answers: Record<number, Answer>, upTo: number): [number | null, number | null] {
  const n = (key: string) => {
    const at = questions.findIndex((x) => x.key === key);
    const v = at >= 0 && at <= upTo ? answers[questions[at]!.id]?.value.trim() : undefined;
    return v ? Number(v) : null;
  };
  return [n('age'), n('retirement_age')];
}

/** The suggestion before submit: income × working years left + loans − savings − cover held. */
export function coverSuggestion(questions: readonly OtherQuestion[], answers: Record<number, Answer>): bigint {
  const by = (key: string) => {
    const q = questions.find((x) => x.key === key);
    return q ? answers[q.id] : undefined;
  };
  const money = (key: string, sub = false) => parseRupees((sub ? by(key)?.sub : by(key)?.value) || '0') ?? 0n;
  return suggestTermCover({
    age: Number(by('age')?.value ?? 0),
    retirementAge: Number(by('retirement_age')?.value ?? 0),
    annualIncomePaise: money('income'),
    investmentsPaise: money('investments'),
    loansPaise: money('loans'),
    existingCoverPaise: money('existing_cover', true),
  });
}

/**
 * 'Buy a Term Life Insurance' (spec 2 §2.13, §4): one question at a time ('Question n of total'),
 * NEXT, and SUBMIT on the last, with the suggested cover shown before it. On success the form
 * resets and the questions reload.
 */
export function InsuranceWizard({ questions }: { questions: OtherQuestion[] }) {
  const id = useId();
  const qc = useQueryClient();
  const [index, setIndex] = useState(0);
  const [answers, setAnswers] = useState<Record<number, Answer>>({});
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const [alertEl, alert] = useAlert();
  const q = questions[index];
  const last = index === questions.length - 1;
  if (!q) return <p className="text-muted-foreground">{OTHER_MESSAGES.noQuestions}</p>;
  const a = answers[q.id] ?? { value: '', sub: '' };
  const setA = (patch: Partial<Answer>) => {
    setAnswers({ ...answers, [q.id]: { ...a, ...patch } });
    setError(null);
  };
  const chosen = q.question_type === 2 ? q.options.find((o) => String(o.id) === a.value) : undefined;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (answerMissing(q, a)) return setError(OTHER_MESSAGES.fillAnswer);
    // the same age bounds the server keeps, checked on the question that breaks them
    const ageProblem = termAgeProblem(...wizardAges(questions, answers, index));
    if (ageProblem) return setError(ageProblem);
    if (!last) {
      setDone(null);
      return setIndex(index + 1);
    }
    setBusy(true);
    try {
      const body = {
        type: 2 as const,
        answers: questions.map((x) => ({
          question_id: x.id,
          answer_id: answers[x.id]?.value ?? null,
          ...(answers[x.id]?.sub ? { sub_answer: answers[x.id]!.sub } : {}),
        })),
      };
      const answer = await submitOtherProduct(body, newKey());
      if (!answer.is_request_submitted) return alert(answer.error);
      setDone(`${answer.msg} Suggested cover: ${rs(parseRupees(answer.suggested_cover ?? '0') ?? 0n)}.`);
      setAnswers({});
      setIndex(0);
      await qc.invalidateQueries({ queryKey: otherKeys.insurance });
    } catch (err) {
      alert(messageOf(err) || GOAL_MESSAGES.submissionFailed);
    } finally {
      setBusy(false);
    }
  };

  const inputId = `${id}-q${q.id}`;
  const errorId = `${inputId}-error`;
  return (
    <form noValidate onSubmit={(e) => void submit(e)} className="flex max-w-xl flex-col gap-5 rounded-xl border bg-card p-5">
      {done && <output className="rounded-md bg-accent p-3 text-sm text-accent-foreground">{done}</output>}
      <p className="text-sm text-muted-foreground" aria-live="polite">
        Question {index + 1} of {questions.length}
      </p>
      <div className="flex flex-col gap-2">
        <Label id={`${inputId}-label`} htmlFor={inputId} className="text-base">
          {q.question}
        </Label>
        {q.desc && <p className="text-sm text-muted-foreground">{q.desc}</p>}
        {q.question_type === 2 ? (
          <RadioGroup
            value={a.value}
            onValueChange={(value) => setA({ value, sub: '' })}
            aria-labelledby={`${inputId}-label`}
            aria-describedby={error ? errorId : undefined}
            className="flex flex-wrap gap-3"
          >
            {q.options.map((o) => (
              <label
                key={o.id}
                className="flex min-h-11 cursor-pointer items-center gap-2 rounded-[var(--radius)] border px-3 has-[[data-state=checked]]:border-primary"
              >
                <RadioGroupItem value={String(o.id)} />
                {o.answer}
              </label>
            ))}
          </RadioGroup>
        ) : q.question_type === 7 ? (
          <CurrencyInput id={inputId} value={a.value} onChange={(value) => setA({ value })} />
        ) : q.question_type === 5 ? (
          <textarea
            id={inputId}
            value={a.value}
            onChange={(e) => setA({ value: e.target.value })}
            rows={4}
            maxLength={1000}
            aria-describedby={error ? errorId : undefined}
            className={`${inputClassName} h-auto`}
          />
        ) : (
          <Input
            id={inputId}
            value={a.value}
            onChange={(e) => setA({ value: q.question_type === 4 ? e.target.value.replace(/\D/g, '') : e.target.value })}
            inputMode={q.question_type === 4 ? 'numeric' : 'text'}
            maxLength={q.question_type === 4 ? 3 : 200}
            aria-describedby={error ? errorId : undefined}
          />
        )}
        {chosen?.sub_question && (
          <div className="mt-2">
            {chosen.sub_question.question_type === 7 ? (
              <CurrencyInput id={`${inputId}-sub`} label={chosen.sub_question.question} value={a.sub} onChange={(sub) => setA({ sub })} />
            ) : (
              <>
                <Label htmlFor={`${inputId}-sub`}>{chosen.sub_question.question}</Label>
                <Input id={`${inputId}-sub`} value={a.sub} onChange={(e) => setA({ sub: e.target.value })} />
              </>
            )}
          </div>
        )}
        {error && <FieldError id={errorId}>{error}</FieldError>}
      </div>
      {last && (
        <p className="rounded-md bg-muted p-3 text-sm">
          Suggested cover: <strong>{rs(coverSuggestion(questions, answers))}</strong> (a year’s income for every working year left, plus loans, less savings and
          cover you hold).
        </p>
      )}
      <div className="flex gap-3">
        {index > 0 && (
          <Button variant="outline" onClick={() => (setIndex(index - 1), setError(null))} disabled={busy}>
            PREVIOUS
          </Button>
        )}
        <Button type="submit" disabled={busy} aria-busy={busy}>
          {last ? (busy ? 'Submitting...' : 'SUBMIT') : 'NEXT'}
        </Button>
      </div>
      {alertEl}
    </form>
  );
}
