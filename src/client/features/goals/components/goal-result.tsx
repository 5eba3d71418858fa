import { useId, useState } from 'react';
import { Link } from '@tanstack/react-router';
import { Area, AreaChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { Goal, GoalResult as Result } from '@shared/contract/goals.ts';
import { parseRupees } from '@shared/money/decimal.ts';
import { projection, SLIDER_STEPS } from '@shared/rules/goals/goal-plan.ts';
import { shortAmount } from '@shared/rules/format/indian-number.ts';
import { rupees, rupeesOfPaise } from '@shared/rules/format/figures.ts';

/**
 * 'Your Result' (spec 2 §2.11): what the goal needs, the ratio slider (SIP 10 × step %, the rest
 * a lumpsum today), and the plan's expected path year by year at the mix's expected return.
 */
export function GoalResultView({ goal, result }: { goal: Goal; result: Result }) {
  const id = useId();
  const [step, setStep] = useState(result.DefaultStep);
  const p = result.Proportions.find((x) => x.step === step) ?? result.Proportions.at(-1)!;
  const years = result.timeline ?? 1;
  const expected = Number(result.ExpectedReturn ?? 0);
  const path = projection(parseRupees(p.Sip) ?? 0n, parseRupees(p.Lumpsum) ?? 0n, expected, years).map((x) => ({
    year: x.year,
    invested: Number(x.invested) / 100,
    value: Number(x.value) / 100,
  }));
  const end = path.at(-1)!;
  return (
    <div className="flex flex-col gap-6">
      <section aria-labelledby={`${id}-title`} className="flex flex-col gap-4 rounded-xl border bg-card p-5">
        <h2 id={`${id}-title`} className="text-xl font-semibold">
          Your Result
        </h2>
        <p>
          {goal.GoalName} needs <strong>{rupees(result.RequiredCorpus)}</strong> in {years} year{years > 1 ? 's' : ''} ({result.TargetDate}), planned on the{' '}
          {result.Bucket?.name ?? 'chosen mix'} at an expected {result.ExpectedReturn}% a year.
        </p>
        <dl className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
          {result.rows.map((r) => (
            <div key={r.label} className="flex justify-between gap-3 border-b py-1">
              <dt className="text-muted-foreground">{r.label}</dt>
              <dd className="font-medium">{r.value}</dd>
            </div>
          ))}
        </dl>
        <div className="flex flex-col gap-2">
          <label htmlFor={`${id}-ratio`} className="font-medium">
            How much by SIP?
          </label>
          <input
            id={`${id}-ratio`}
            type="range"
            min={0}
            max={SLIDER_STEPS}
            step={1}
            value={step}
            onChange={(e) => setStep(Number(e.target.value))}
            aria-valuetext={`SIP ${p.SipPercent}%, lumpsum ${100 - p.SipPercent}%`}
            className="w-full accent-[var(--color-primary)]"
          />
          <output htmlFor={`${id}-ratio`} className="grid gap-2 sm:grid-cols-2">
            <span className="rounded-lg bg-muted p-3">
              Monthly SIP ({p.SipPercent}%) <strong className="block text-lg">{rupees(p.Sip)}</strong>
            </span>
            <span className="rounded-lg bg-muted p-3">
              Lumpsum today ({100 - p.SipPercent}%) <strong className="block text-lg">{rupees(p.Lumpsum)}</strong>
            </span>
          </output>
        </div>
      </section>
      <figure className="flex flex-col gap-2">
        <div className="h-64 w-full" aria-hidden="true">
          <ResponsiveContainer width="100%" height="100%">
            <AreaChart data={path} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
              <CartesianGrid strokeDasharray="3 3" stroke="var(--color-border)" />
              <XAxis dataKey="year" tickFormatter={(y: number) => `Y${y}`} tick={{ fontSize: 12 }} />
              <YAxis width={64} tick={{ fontSize: 12 }} tickFormatter={(v: number) => shortAmount(BigInt(Math.round(v)) * 100n)} />
              <Tooltip formatter={(v) => rupeesOfPaise(BigInt(Math.round(Number(v))) * 100n)} labelFormatter={(y) => `Year ${String(y)}`} />
              <Legend />
              <Area type="monotone" dataKey="invested" name="Money put in" stroke="#b45309" fill="#b4530922" isAnimationActive={false} />
              <Area type="monotone" dataKey="value" name="Expected value" stroke="var(--color-primary)" fill="#0f4c8122" isAnimationActive={false} />
            </AreaChart>
          </ResponsiveContainer>
        </div>
        <figcaption className="text-sm text-muted-foreground">
          Projection: {rupeesOfPaise(BigInt(Math.round(end.invested)) * 100n)} put in grows to about {rupeesOfPaise(BigInt(Math.round(end.value)) * 100n)} by
          year {years} at {result.ExpectedReturn}% a year. Returns are not guaranteed.
        </figcaption>
      </figure>
      <div>
        <Link
          to="/portal/investment/mutual-funds/goals/$goalId/schemes"
          params={{ goalId: String(goal.GoalId) }}
          search={{ sip: p.Sip, lump: p.Lumpsum, years }}
          className="inline-flex min-h-11 items-center rounded-[var(--radius)] bg-primary px-5 text-sm font-semibold text-primary-foreground hover:bg-primary/90"
        >
          VIEW PORTFOLIO
        </Link>
      </div>
    </div>
  );
}
