import { useId, useState, type FormEvent } from 'react';
import type { DepositCompany } from '@shared/contract/other-products.ts';
import { formatDecimal, parseRupees } from '@shared/money/decimal.ts';
import { FD_LIMITS, FD_MESSAGES, type InterestPayout } from '@shared/rules/deposits/fd-maturity.ts';
import { groupDecimalString } from '@shared/rules/format/indian-number.ts';
import { messageOf } from '../../../api/errors.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import { CurrencyInput } from '../../../components/ui/currency-input.tsx';
import { inputClassName } from '../../../components/ui/input.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { checkChoices, payoutsOffered, preview, rateOf, ratesFor, type Choice } from '../fd-form.ts';
import { newKey, submitOtherProduct } from '../queries.ts';
import { useAlert } from '../../../components/ui/use-alert.tsx';

const rs = (paise: bigint) => `₹${groupDecimalString(formatDecimal(paise, 2)).replace(/\.00$/, '')}`;

/**
 * Corporate fixed deposits (spec 2 §2.12, §4, §5): criteria (tenure 1 to 5 years, Senior Citizen on
 * unless the investor's date of birth says they are under 60),
 * CONTINUE, then the companies with their rate for the tenure, an amount and an interest frequency
 * each, and a submit that reads 'Submitting...' while busy. Success goes back to the criteria.
 */
export function FdBooking({ companies, seniorByAge = null }: { companies: DepositCompany[]; seniorByAge?: boolean | null }) {
  const id = useId();
  const [step, setStep] = useState<'criteria' | 'list'>('criteria');
  const [years, setYears] = useState(1);
  // spec 2 §2.12: on by default; the investor's real age decides when it is known (60 or older)
  const [senior, setSenior] = useState(seniorByAge ?? true);
  const [choices, setChoices] = useState<Record<number, Choice>>({});
  const [problem, setProblem] = useState<{ message: string; companyId?: number } | null>(null);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const [alertEl, alert] = useAlert();
  const set = (companyId: number, patch: Partial<Choice>) => {
    setChoices((c) => ({ ...c, [companyId]: { checked: false, amount: '', frequency: '', ...c[companyId], ...patch } }));
    setProblem(null);
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const checked = checkChoices(companies, choices);
    if (!checked.ok) return setProblem(checked);
    setBusy(true);
    try {
      const answer = await submitOtherProduct({ type: 1, tenure: years, senior_citizen: senior, deposits: checked.deposits }, newKey());
      if (!answer.is_request_submitted) return alert(answer.error);
      toast(answer.msg, { variant: 'success' });
      setDone(answer.msg);
      setChoices({});
      setStep('criteria');
    } catch (err) {
      alert(messageOf(err) || FD_MESSAGES.submissionFailed);
    } finally {
      setBusy(false);
    }
  };

  if (step === 'criteria') {
    return (
      <form
        noValidate
        onSubmit={(e) => (e.preventDefault(), setDone(null), setStep('list'))}
        className="flex max-w-xl flex-col gap-5 rounded-xl border bg-card p-5"
      >
        <h2 className="text-lg font-semibold">Find a deposit</h2>
        {done && <output className="rounded-md bg-accent p-3 text-sm text-accent-foreground">{done}</output>}
        <div className="flex flex-col gap-2">
          <Label htmlFor={`${id}-tenure`}>
            Tenure: {years} year{years > 1 ? 's' : ''}
          </Label>
          <input
            id={`${id}-tenure`}
            type="range"
            min={FD_LIMITS.minTenureYears}
            max={FD_LIMITS.maxTenureYears}
            step={1}
            value={years}
            onChange={(e) => setYears(Number(e.target.value))}
            aria-valuetext={`${years} year${years > 1 ? 's' : ''}`}
            className="h-11 w-full accent-[var(--color-primary)]"
          />
        </div>
        <label className="flex min-h-11 items-center gap-3">
          <input
            type="checkbox"
            role="switch"
            aria-checked={senior}
            checked={senior}
            onChange={(e) => setSenior(e.target.checked)}
            className="size-5 accent-[var(--color-primary)]"
          />
          Senior Citizen
        </label>
        <Button type="submit" className="self-start">
          CONTINUE
        </Button>
      </form>
    );
  }

  return (
    <form noValidate onSubmit={(e) => void submit(e)} className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-lg font-semibold">
          Deposits for {years} year{years > 1 ? 's' : ''}
          {senior ? ' (senior citizen rates)' : ''}
        </h2>
        <Button variant="outline" onClick={() => setStep('criteria')} disabled={busy}>
          Change criteria
        </Button>
      </div>
      <ul className="flex flex-col gap-3">
        {companies.map((c) => {
          const rate = ratesFor(c, senior, years);
          const ch = choices[c.Id] ?? { checked: false, amount: '', frequency: '' };
          const payouts = payoutsOffered(rate);
          const chosenRate = ch.frequency ? rateOf(rate, ch.frequency as InterestPayout) : (rate?.Interest ?? null);
          const value = ch.frequency ? preview(chosenRate, ch.amount, years, ch.frequency as InterestPayout) : null;
          const mine = problem?.companyId === c.Id;
          return (
            <li key={c.Id} className="flex flex-col gap-3 rounded-xl border bg-card p-4">
              <div className="flex flex-wrap items-center justify-between gap-3">
                <label className="flex items-center gap-3 font-semibold">
                  <Checkbox checked={ch.checked} onCheckedChange={(v) => set(c.Id, { checked: v === true })} disabled={busy || !rate} />
                  {c.Company}
                </label>
                <span className="text-sm text-muted-foreground">
                  {c.Rating} · Minimum {rs(parseRupees(c.Min_Deposit) ?? 0n)} ·{' '}
                  <strong className="text-foreground">{rate ? `${rate.Interest}%` : 'Not offered'}</strong>
                </span>
              </div>
              {ch.checked && (
                <div className="grid gap-3 sm:grid-cols-2">
                  <CurrencyInput
                    id={`${id}-amount-${c.Id}`}
                    label={`Amount for ${c.Company}`}
                    value={ch.amount}
                    onChange={(amount) => set(c.Id, { amount })}
                    error={mine && problem.message !== FD_MESSAGES.frequency ? problem.message : undefined}
                    disabled={busy}
                  />
                  <div className="flex flex-col gap-2">
                    <Label htmlFor={`${id}-freq-${c.Id}`}>Interest frequency for {c.Company}</Label>
                    <select
                      id={`${id}-freq-${c.Id}`}
                      value={ch.frequency}
                      onChange={(e) => set(c.Id, { frequency: e.target.value })}
                      disabled={busy}
                      aria-invalid={mine && problem.message === FD_MESSAGES.frequency ? true : undefined}
                      className={inputClassName}
                    >
                      <option value="">Please select</option>
                      {payouts.map((p) => (
                        <option key={p} value={p}>
                          {p} ({rateOf(rate, p)}%)
                        </option>
                      ))}
                    </select>
                    {mine && problem.message === FD_MESSAGES.frequency && (
                      <p role="alert" className="text-sm font-medium text-destructive">
                        {problem.message}
                      </p>
                    )}
                  </div>
                  {value && (
                    <p className="text-sm text-muted-foreground sm:col-span-2">
                      {ch.frequency === 'On Maturity'
                        ? `Matures at ${rs(value.maturityPaise)} (interest ${rs(value.interestPaise)}, compounded yearly)`
                        : `Pays ${rs(value.payoutPaise ?? 0n)} ${ch.frequency.toLowerCase()}; ${rs(value.interestPaise)} in all`}
                    </p>
                  )}
                </div>
              )}
            </li>
          );
        })}
      </ul>
      {problem && problem.companyId === undefined && (
        <p role="alert" className="text-sm font-medium text-destructive">
          {problem.message}
        </p>
      )}
      <Button type="submit" className="self-end" disabled={busy} aria-busy={busy}>
        {busy ? FD_MESSAGES.submitting : 'SUBMIT'}
      </Button>
      {alertEl}
    </form>
  );
}
