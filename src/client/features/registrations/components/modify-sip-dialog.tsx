import { useId, useState, type FormEvent } from 'react';
import type { Registration } from '@shared/contract/registrations.ts';
import { parseRupees } from '@shared/money/decimal.ts';
import { groupDecimalString } from '@shared/rules/format/indian-number.ts';
import { OTP_LENGTH } from '@shared/rules/onboarding/otp.ts';
import { validateSipModify, type SipModifyField } from '@shared/rules/registrations/sip-modify.ts';
import { stepUpValidation } from '@shared/rules/registrations/registrations.ts';
import { messageOf } from '../../../api/errors.ts';
import { Button } from '../../../components/ui/button.tsx';
import { CurrencyInput } from '../../../components/ui/currency-input.tsx';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../../components/ui/dialog.tsx';
import { Dropdown } from '../../../components/ui/dropdown.tsx';
import { OtpInput } from '../../../components/ui/otp-input.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { regCalls } from '../queries.ts';

type Limits = NonNullable<Registration['ModifyLimits']>;
type Form = { amount: string; day: string; stepUpType: 'N' | 'P' | 'A'; stepUpValue: string };
type Step = { kind: 'form' } | { kind: 'otp'; code: string; start: string };

const STEP_UP_OPTIONS = [
  { value: 'N', label: 'No step-up' },
  { value: 'P', label: 'By percentage every year' },
  { value: 'A', label: 'By amount every year' },
];

/** The SIP as it runs now, in the form's terms: the rules' "nothing changed" compares with it. */
function currentOf(r: Registration, l: Limits) {
  const amountPaise = parseRupees(r.AMOUNT ?? '0') ?? 0n;
  const step = stepUpValidation(l.StepUpType, l.StepUpValue, amountPaise);
  return { amountPaise, day: r.SIPDay, stepUp: 'stepUp' in step ? step.stepUp : null };
}

/**
 * Modify SIP (ours): a new amount, SIP date or yearly step-up for the instalments still to come,
 * checked by the same rules as a new SIP, then confirmed with the order OTP. The exchange cancels
 * and re-registers the plan; Manage SIP keeps showing it as one SIP with its whole history.
 */
export function ModifySipDialog({
  r,
  open,
  onOpenChange,
  onAnswer,
}: {
  r: Registration;
  open: boolean;
  onOpenChange(open: boolean): void;
  onAnswer(title: string, message: string): void;
}) {
  const limits = r.ModifyLimits!;
  const id = useId();
  const [form, setForm] = useState<Form>({
    amount: (r.AMOUNT ?? '').replace(/\.00$/, ''),
    day: String(r.SIPDay),
    stepUpType: limits.StepUpType,
    stepUpValue: limits.StepUpValue,
  });
  const [errors, setErrors] = useState<Partial<Record<SipModifyField, string>>>({});
  const [step, setStep] = useState<Step>({ kind: 'form' });
  const [otp, setOtp] = useState('');
  const [otpError, setOtpError] = useState<string | undefined>();
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const terms = {
    sipRegNo: r.BseOrderNo,
    InstallmentsAmt: form.amount.trim(),
    SIPDay: form.day,
    StepUpType: form.stepUpType,
    StepUpValue: form.stepUpType === 'N' ? '' : form.stepUpValue.trim(),
  };
  const set = (patch: Partial<Form>) => {
    setForm({ ...form, ...patch });
    setErrors({});
  };

  const sendOtp = async () => {
    setProblem(null);
    setBusy(true);
    try {
      const sent = await regCalls.modifySipOtp(terms);
      if ('error' in sent) return setProblem(sent.error);
      setOtp('');
      setOtpError(undefined);
      setStep({ kind: 'otp', code: sent.code, start: sent.StartDate });
    } catch (err) {
      setProblem(messageOf(err));
    } finally {
      setBusy(false);
    }
  };

  const proceed = (e: FormEvent) => {
    e.preventDefault();
    const checked = validateSipModify(
      { amount: form.amount, day: form.day, stepUpType: form.stepUpType, stepUpValue: form.stepUpValue },
      { minPaise: parseRupees(limits.MinAmount)!, maxPaise: parseRupees(limits.MaxAmount)!, days: limits.SipDays, current: currentOf(r, limits) },
    );
    if (!checked.ok) return setErrors(checked.errors);
    void sendOtp();
  };

  const confirm = async (code: string, typed: string) => {
    if (typed.length !== OTP_LENGTH) return;
    setBusy(true);
    setOtpError(undefined);
    try {
      const answer = await regCalls.modifySip({ ...terms, otp: typed, code });
      if (answer.is_modified) onAnswer('SIP modified', answer.msg);
      else if (answer.msg === 'Please enter valid OTP') setOtpError(answer.msg);
      else onAnswer('SIP not modified', answer.msg);
    } catch (err) {
      setOtpError(messageOf(err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogTitle className="text-lg font-semibold">Modify SIP</DialogTitle>
        <DialogDescription className="text-sm text-muted-foreground">
          {r.SchemeName}. The change applies to the instalments still to come; those already made stay as they were.
        </DialogDescription>
        {step.kind === 'form' ? (
          <form noValidate onSubmit={proceed} className="flex flex-col gap-4">
            <CurrencyInput id={`${id}-amount`} label="SIP amount" value={form.amount} onChange={(amount) => set({ amount })} error={errors.amount} />
            <p className="-mt-2 text-sm text-muted-foreground">
              ₹{groupDecimalString(limits.MinAmount)} to ₹{groupDecimalString(limits.MaxAmount)}
            </p>
            <Dropdown
              label="SIP date"
              value={form.day}
              onValueChange={(day) => set({ day })}
              options={limits.SipDays.map((d) => ({ value: String(d), label: `${d} of every month` }))}
              error={errors.day}
            />
            <Dropdown
              label="Step-up"
              value={form.stepUpType}
              onValueChange={(v) => set({ stepUpType: v as Form['stepUpType'], stepUpValue: v === limits.StepUpType ? limits.StepUpValue : '' })}
              options={STEP_UP_OPTIONS}
            />
            {form.stepUpType !== 'N' && (
              <TextField
                label={form.stepUpType === 'P' ? 'Step-up percentage' : 'Step-up amount (₹)'}
                value={form.stepUpValue}
                onChange={(stepUpValue) => set({ stepUpValue: stepUpValue.replace(/\D/g, '') })}
                inputMode="numeric"
                error={errors.stepUp}
              />
            )}
            {form.stepUpType === 'N' && errors.stepUp && (
              <p role="alert" className="text-sm text-destructive">
                {errors.stepUp}
              </p>
            )}
            {problem && (
              <p role="alert" className="text-sm font-medium text-destructive">
                {problem}
              </p>
            )}
            <div className="flex justify-end gap-2">
              <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
                CANCEL
              </Button>
              <Button type="submit" disabled={busy}>
                {busy ? 'Please wait…' : 'PROCEED'}
              </Button>
            </div>
          </form>
        ) : (
          <form
            noValidate
            className="flex flex-col gap-4"
            onSubmit={(e) => {
              e.preventDefault();
              void confirm(step.code, otp);
            }}
          >
            <p>
              New SIP of <strong>₹{groupDecimalString(form.amount.trim())}</strong> on the {form.day} of every month, from <strong>{step.start}</strong>
            </p>
            <p>Please enter the OTP received on the Mobile or Email</p>
            <OtpInput
              value={otp}
              onChange={setOtp}
              onComplete={(v) => void confirm(step.code, v)}
              length={OTP_LENGTH}
              label="Enter OTP"
              error={otpError}
              autoFocus
              disabled={busy}
            />
            <Button type="submit" disabled={otp.length !== OTP_LENGTH || busy}>
              CONFIRM
            </Button>
            <p className="flex items-center gap-1 text-sm">
              Didn't Receive?
              <Button variant="link" size="sm" className="px-1" disabled={busy} onClick={() => void sendOtp()}>
                RESEND
              </Button>
            </p>
            {problem && (
              <p role="alert" className="text-sm font-medium text-destructive">
                {problem}
              </p>
            )}
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
