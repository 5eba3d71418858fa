import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { RiskGuide, RiskQuestion } from '@shared/contract/risk.ts';
import type { UserDetails } from '@shared/contract/user.ts';
import { RISK_MESSAGES, SPECIFY_MAX_LENGTH, isPleaseOption, validateRiskAnswer } from '@shared/rules/profile/risk.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { RadioGroup, RadioGroupItem } from '../../../components/ui/radio-group.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { cn } from '../../../lib/cn.ts';
import { profileCalls } from '../calls.ts';
import { refreshProfile } from '../queries.ts';
import { FormAlert, useAction } from './use-action.tsx';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** DD/MM/YYYY → DD MMM YYYY (spec 3 §2.9 'as on' date). */
export const asOn = (dmy: string): string => {
  const [d, m, y] = dmy.split('/');
  return `${d} ${MONTHS[Number(m) - 1] ?? m} ${y}`;
};

type Answer = { answer_id: number; text: string };

/** One question at a time with PREVIOUS, NEXT and (last) SUBMIT, and the counter 'Questions n/total'. */
function Questionnaire({ questions, onClose }: { questions: RiskQuestion[]; onClose(done: boolean): void }) {
  const [index, setIndex] = useState(0);
  const [answers, setAnswers] = useState<Record<number, Answer>>({});
  const { error, setError, busy, run } = useAction();
  const q = questions[index]!;
  const chosen = answers[q.QID];
  const option = q.options.find((o) => o.AID === chosen?.answer_id);
  const last = index === questions.length - 1;
  const scored = (x: RiskQuestion) => ({ id: x.QID, options: x.options.map((o) => ({ id: o.AID, answer: o.Answer, score: 0 })) });

  const next = async () => {
    const problem = validateRiskAnswer(scored(q), chosen ? { question_id: q.QID, answer_id: chosen.answer_id, text: chosen.text } : undefined);
    if (problem) return setError(problem);
    setError(null);
    if (!last) return setIndex(index + 1);
    const done = await run(() =>
      profileCalls.submitRisk({
        answers: questions.map((x) => ({ question_id: x.QID, answer_id: answers[x.QID]!.answer_id, text: answers[x.QID]!.text || null })),
      }),
    );
    if (done) onClose(true);
  };

  return (
    <Card>
      <CardHeader className="flex-row items-center justify-between">
        <CardTitle>Risk Assessment</CardTitle>
        <p className="text-sm text-muted-foreground" aria-live="polite">
          Questions {index + 1}/{questions.length}
        </p>
      </CardHeader>
      <CardContent>
        <form
          noValidate
          className="flex flex-col gap-5"
          onSubmit={(e) => {
            e.preventDefault();
            void next();
          }}
        >
          <fieldset className="flex flex-col gap-4">
            <legend className="mb-3 text-lg font-semibold">{q.QuestionName}</legend>
            <RadioGroup
              key={q.QID}
              value={chosen ? String(chosen.answer_id) : ''}
              onValueChange={(v) => {
                setError(null);
                setAnswers({ ...answers, [q.QID]: { answer_id: Number(v), text: answers[q.QID]?.text ?? '' } });
              }}
              aria-label={q.QuestionName}
            >
              {q.options.map((o) => (
                <div key={o.AID} className="flex items-center gap-3">
                  <RadioGroupItem id={`risk-${o.AID}`} value={String(o.AID)} />
                  <Label htmlFor={`risk-${o.AID}`}>{o.Answer}</Label>
                </div>
              ))}
            </RadioGroup>
            {option && isPleaseOption(option.Answer) && (
              <TextField
                label="Please specify"
                value={chosen?.text ?? ''}
                onChange={(text) => setAnswers({ ...answers, [q.QID]: { answer_id: option.AID, text } })}
                maxLength={SPECIFY_MAX_LENGTH}
                autoFocus
              />
            )}
          </fieldset>
          <FormAlert message={error} />
          <div className="flex flex-wrap gap-3">
            <Button type="button" variant="ghost" onClick={() => onClose(false)} disabled={busy}>
              CANCEL
            </Button>
            {index > 0 && (
              <Button
                type="button"
                variant="outline"
                disabled={busy}
                onClick={() => {
                  setError(null);
                  setIndex(index - 1);
                }}
              >
                PREVIOUS
              </Button>
            )}
            <Button type="submit" disabled={busy}>
              {last ? 'SUBMIT' : 'NEXT'}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}

/**
 * Risk Appetite (spec 3 §2.9, §4.7): without a risk status an intro (START ASSESSMENT, CANCEL);
 * with one, the result: name, profile, 'as on' date, the ideal Equity/Debt split, the six types
 * with YOU on the investor's, and RETAKE TEST. Closing the questionnaire reloads the profile.
 */
export function RiskAppetite({ user, questions, guide, onCancel }: { user: UserDetails; questions: RiskQuestion[]; guide: RiskGuide; onCancel(): void }) {
  const qc = useQueryClient();
  const [testing, setTesting] = useState(false);
  const types = Object.entries(guide).sort((a, b) => a[1].position - b[1].position);
  const mine = user.risk_status ? guide[user.risk_status] : undefined;

  if (testing) {
    if (questions.length === 0) return <p role="alert">{RISK_MESSAGES.notAvailable}</p>;
    return (
      <Questionnaire
        questions={questions}
        onClose={() => {
          setTesting(false);
          void refreshProfile(qc);
        }}
      />
    );
  }
  if (!user.risk_status) {
    return (
      <Card className="mx-auto max-w-xl text-center">
        <CardHeader>
          <CardTitle className="text-xl">Know Your Risk Appetite</CardTitle>
        </CardHeader>
        <CardContent className="flex flex-col items-center gap-4">
          <p className="text-muted-foreground">
            Answer {questions.length} short questions about your goals, income and how you feel about losses. We suggest how to split your money between equity
            and debt.
          </p>
          <div className="flex gap-3">
            <Button variant="outline" onClick={onCancel}>
              CANCEL
            </Button>
            <Button onClick={() => setTesting(true)}>START ASSESSMENT</Button>
          </div>
        </CardContent>
      </Card>
    );
  }
  return (
    <div className="flex flex-col gap-6">
      <Card>
        <CardHeader>
          <CardTitle className="text-xl">{user.name}</CardTitle>
          <p>
            Your risk profile: <strong>{user.risk_status}</strong>
            {user.risk_analysed_on && <span className="text-muted-foreground"> · as on {asOn(user.risk_analysed_on)}</span>}
          </p>
        </CardHeader>
        {mine && (
          <CardContent>
            <h2 className="mb-2 text-sm font-medium text-muted-foreground">Ideal portfolio</h2>
            <div className="flex h-8 overflow-hidden rounded-full border">
              <div className="flex items-center justify-center bg-primary text-xs font-semibold text-primary-foreground" style={{ width: `${mine.Equity}%` }}>
                Equity {mine.Equity}%
              </div>
              <div className="flex items-center justify-center bg-muted text-xs font-semibold" style={{ width: `${mine.Debt}%` }}>
                Debt {mine.Debt}%
              </div>
            </div>
          </CardContent>
        )}
      </Card>
      <ul aria-label="Investor types" className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {types.map(([name, g]) => (
          <li key={name} className={cn('relative rounded-lg border p-4', name === user.risk_status && 'border-primary ring-2 ring-primary')}>
            {name === user.risk_status && (
              <span className="absolute top-2 right-2 rounded-full bg-primary px-2 py-0.5 text-xs font-bold text-primary-foreground">YOU</span>
            )}
            <h3 className="font-semibold">{name}</h3>
            <p className="text-sm">
              Equity {g.Equity}% · Debt {g.Debt}%
            </p>
            <p className="mt-1 text-xs text-muted-foreground">{g.description}</p>
          </li>
        ))}
      </ul>
      <Button className="self-start" onClick={() => setTesting(true)}>
        RETAKE TEST
      </Button>
    </div>
  );
}
