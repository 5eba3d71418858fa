import { useState } from 'react';
import { ArrowRight } from 'lucide-react';
import { useQueryClient } from '@tanstack/react-query';
import { CONTACT_MESSAGES, validateNewEmail, validateNewMobile } from '@shared/rules/profile/contact-change.ts';
import { EMAIL_MAX_LENGTH } from '@shared/rules/onboarding/email.ts';
import { MOBILE_LENGTH, sanitizeMobileInput } from '@shared/rules/onboarding/mobile.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../../components/ui/dialog.tsx';
import { OtpInput } from '../../../components/ui/otp-input.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { messageOf } from '../../../api/errors.ts';
import { useLiveError } from '../../../lib/live-error.ts';
import { readLock } from '../../../offline/vault.ts';
import { passkeyAssertion } from '../../../session/passkey.ts';
import { profileCalls } from '../calls.ts';
import { refreshProfile } from '../queries.ts';

/**
 * What the dialog asks for: the current owner's OTP first, then the new value's. 'passkey' is the
 * owner's passkey check when it did not go through (cancelled or refused): it offers the OTP.
 */
type Step =
  | { kind: 'owner'; changeId: string; code: string; sentTo: string; channel: 'mobile' | 'email' }
  | { kind: 'passkey'; problem: string }
  | { kind: 'new'; code: string | null };

/** This device unlocks with a passkey registered with the server: it can confirm the change instead of the first OTP. */
const devicePasskey = () => readLock()?.kind === 'passkey' && Boolean(readLock()?.credentialId);
const PASSKEY_NOT_DONE = 'Your passkey did not confirm the change. You can try again, or get an OTP instead.';

/**
 * Email or mobile change (spec 3 §4.5): type the new value and press the arrow. The current owner
 * confirms first: an OTP goes to the registered mobile (or email), shown masked to its last 4
 * digits as the sign-in confirmation shows it. Then the OTP goes to the new value and the spec's
 * verification screen opens; a correct OTP closes it and the profile reloads, anything else is
 * 'Updation Failed'. Other devices signed in as the investor are signed out. Where this device
 * unlocks with a passkey registered with the server, the device's own screen lock confirms the
 * owner instead of the first OTP (an OTP stays one tap away).
 */
export function ContactChange({ channel, current }: { channel: 'email' | 'mobile'; current: string | null }) {
  const qc = useQueryClient();
  const [value, setValue] = useState('');
  const problemOf = (v: string) => (channel === 'email' ? validateNewEmail(v, current) : validateNewMobile(v, current ?? ''));
  const { error, setError, setOtherError, clearOtherError } = useLiveError(problemOf(value));
  const [step, setStep] = useState<Step | null>(null);
  const [open, setOpen] = useState(false);
  const [otp, setOtp] = useState('');
  const [failed, setFailed] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const label = channel === 'email' ? 'New Email' : 'New Mobile Number';
  const target = channel === 'email' ? value.trim().toLowerCase() : value.trim();

  const send = async (by: 'passkey' | 'otp' = devicePasskey() ? 'passkey' : 'otp') => {
    const problem = problemOf(value);
    if (problem) return setError(problem);
    setBusy(true);
    setError(null);
    try {
      const change = channel === 'email' ? { email_id: target } : { phone_number: target };
      const answer = await profileCalls.sendContactOtp(by === 'passkey' ? { ...change, owner_proof: 'passkey' } : change);
      // the owner check first; once the owner has confirmed, the same call resends the new value's OTP
      if ('owner_check' in answer && answer.owner_check.channel === 'passkey') setStep(await confirmWithPasskey(answer.change_id));
      else if ('owner_check' in answer)
        setStep({
          kind: 'owner',
          changeId: answer.change_id,
          code: answer.code,
          sentTo: answer.owner_check.sent_to,
          channel: answer.owner_check.channel === 'email' ? 'email' : 'mobile',
        });
      else setStep({ kind: 'new', code: 'code' in answer ? answer.code : null });
      setOtp('');
      setFailed(null);
      setOpen(true);
    } catch (err) {
      if (open) setFailed(messageOf(err));
      else setOtherError(messageOf(err));
    } finally {
      setBusy(false);
    }
  };

  const confirmWithPasskey = async (changeId: string): Promise<Step> => {
    try {
      const response = await passkeyAssertion('contact-change');
      if (!response) return { kind: 'passkey', problem: PASSKEY_NOT_DONE };
      const answer = await profileCalls.confirmContactOwner({ change_id: changeId, proof: { kind: 'passkey', response } });
      return { kind: 'new', code: 'code' in answer ? answer.code : null };
    } catch (err) {
      return { kind: 'passkey', problem: messageOf(err) };
    }
  };

  const confirmOwner = async (s: Extract<Step, { kind: 'owner' }>, entered: string) => {
    const answer = await profileCalls.confirmContactOwner({ change_id: s.changeId, proof: { kind: 'otp-current', code: s.code, otp: entered } });
    setStep({ kind: 'new', code: 'code' in answer ? answer.code : null });
  };

  const verifyNew = async (s: Extract<Step, { kind: 'new' }>, entered: string) => {
    await profileCalls.verifyContactOtp(channel === 'email' ? { otp: entered, email_id: target } : { otp: entered, code: s.code ?? '', phone_number: target });
    setOpen(false);
    setStep(null);
    setValue('');
    toast('Updated Successfully', { variant: 'success' });
    await refreshProfile(qc);
  };

  const verify = async (entered: string) => {
    if (entered.length !== 6 || busy || !step || step.kind === 'passkey') return;
    setBusy(true);
    setFailed(null);
    try {
      if (step.kind === 'owner') await confirmOwner(step, entered);
      else await verifyNew(step, entered);
    } catch (err) {
      setFailed(messageOf(err));
    } finally {
      setOtp('');
      setBusy(false);
    }
  };

  const ownerStep = step?.kind === 'owner' ? step : null;
  const passkeyStep = step?.kind === 'passkey' ? step : null;
  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void send();
      }}
    >
      <TextField
        label={label}
        value={value}
        onChange={(v) => {
          setValue(channel === 'mobile' ? sanitizeMobileInput(v) : v);
          clearOtherError();
        }}
        type={channel === 'email' ? 'email' : 'tel'}
        inputMode={channel === 'email' ? 'email' : 'numeric'}
        maxLength={channel === 'email' ? EMAIL_MAX_LENGTH : MOBILE_LENGTH}
        autoComplete={channel === 'email' ? 'email' : 'tel-national'}
        hint={
          devicePasskey()
            ? `Now: ${current ?? '-'}. You confirm with this device's passkey first, then with an OTP sent to the new ${channel === 'email' ? 'email' : 'number'}.`
            : `Now: ${current ?? '-'}. We send an OTP to your registered ${channel === 'email' && current ? 'email' : 'mobile number'} first, then to the new ${channel === 'email' ? 'email' : 'number'}.`
        }
        error={error}
      >
        <Button type="submit" size="icon" disabled={busy} aria-label={`Send OTP to the ${label.toLowerCase()}`}>
          <ArrowRight aria-hidden className="size-5" />
        </Button>
      </TextField>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>
              {ownerStep || passkeyStep ? "Confirm it's you" : channel === 'email' ? 'Verify your new email' : 'Verify your new mobile number'}
            </DialogTitle>
            <DialogDescription>
              {passkeyStep
                ? passkeyStep.problem
                : ownerStep
                  ? `To change your ${channel === 'email' ? 'email' : 'mobile number'}, please enter the OTP sent to your registered ${ownerStep.channel === 'email' ? 'email' : 'mobile number'} ${ownerStep.sentTo}.`
                  : `Please enter the OTP sent to ${target}.`}
            </DialogDescription>
          </DialogHeader>
          {passkeyStep ? (
            <div className="flex flex-wrap justify-between gap-2">
              <Button type="button" variant="outline" disabled={busy} onClick={() => void send('passkey')}>
                Try the passkey again
              </Button>
              <Button type="button" disabled={busy} onClick={() => void send('otp')}>
                Send an OTP instead
              </Button>
            </div>
          ) : (
            <OtpInput key={step?.kind} value={otp} onChange={setOtp} onComplete={(v) => void verify(v)} autoFocus disabled={busy} />
          )}
          {failed && (
            <div role="alert" className="rounded-[var(--radius)] border border-destructive/40 bg-destructive/10 px-3 py-2 text-sm text-destructive">
              <p className="font-semibold">{CONTACT_MESSAGES.updationFailed}</p>
              <p>{failed}</p>
            </div>
          )}
          <div className={passkeyStep ? 'hidden' : 'flex justify-between gap-2'}>
            <Button type="button" variant="link" className="px-0" disabled={busy} onClick={() => void send('otp')}>
              RESEND
            </Button>
            <Button type="button" disabled={busy || otp.length !== 6} onClick={() => void verify(otp)}>
              SUBMIT
            </Button>
          </div>
        </DialogContent>
      </Dialog>
    </form>
  );
}
