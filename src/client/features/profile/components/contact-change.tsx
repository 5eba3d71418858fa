import { useState } from 'react';
import { ArrowRight } from 'lucide-react';
import { useQueryClient } from '@tanstack/react-query';
import { CONTACT_MESSAGES, validateNewEmail, validateNewMobile } from '@shared/rules/contact-change.ts';
import { EMAIL_MAX_LENGTH } from '@shared/rules/email.ts';
import { MOBILE_LENGTH, sanitizeMobileInput } from '@shared/rules/mobile.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../../components/ui/dialog.tsx';
import { OtpInput } from '../../../components/ui/otp-input.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { messageOf } from '../../../api/errors.ts';
import { useLiveError } from '../../../lib/live-error.ts';
import { profileCalls } from '../calls.ts';
import { refreshProfile } from '../queries.ts';

/**
 * Email or mobile change (spec 3 §4.5): type the new value and press the arrow; the OTP goes to
 * the new value and a verification screen opens; a correct OTP closes it and the profile reloads,
 * anything else is 'Updation Failed'. Other devices signed in as the investor are signed out.
 */
export function ContactChange({ channel, current }: { channel: 'email' | 'mobile'; current: string | null }) {
  const qc = useQueryClient();
  const [value, setValue] = useState('');
  const problemOf = (v: string) => (channel === 'email' ? validateNewEmail(v, current) : validateNewMobile(v, current ?? ''));
  const { error, setError, setOtherError, clearOtherError } = useLiveError(problemOf(value));
  const [code, setCode] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const [otp, setOtp] = useState('');
  const [failed, setFailed] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const label = channel === 'email' ? 'New Email' : 'New Mobile Number';
  const target = channel === 'email' ? value.trim().toLowerCase() : value.trim();

  const send = async () => {
    const problem = problemOf(value);
    if (problem) return setError(problem);
    setBusy(true);
    setError(null);
    try {
      const answer = await profileCalls.sendContactOtp(channel === 'email' ? { email_id: target } : { phone_number: target });
      setCode('code' in answer ? answer.code : null);
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

  const verify = async (entered: string) => {
    if (entered.length !== 6 || busy) return;
    setBusy(true);
    setFailed(null);
    try {
      await profileCalls.verifyContactOtp(channel === 'email' ? { otp: entered, email_id: target } : { otp: entered, code: code ?? '', phone_number: target });
      setOpen(false);
      setValue('');
      toast('Updated Successfully', { variant: 'success' });
      await refreshProfile(qc);
    } catch (err) {
      setFailed(messageOf(err));
      setOtp('');
    } finally {
      setBusy(false);
    }
  };

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
        hint={`Now: ${current ?? '-'}. We send an OTP to the new ${channel === 'email' ? 'email' : 'number'}.`}
        error={error}
      >
        <Button type="submit" size="icon" disabled={busy} aria-label={`Send OTP to the ${label.toLowerCase()}`}>
          <ArrowRight aria-hidden className="size-5" />
        </Button>
      </TextField>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>{channel === 'email' ? 'Verify your new email' : 'Verify your new mobile number'}</DialogTitle>
            <DialogDescription>Please enter the OTP sent to {target}.</DialogDescription>
          </DialogHeader>
          <OtpInput value={otp} onChange={setOtp} onComplete={(v) => void verify(v)} autoFocus disabled={busy} />
          {failed && (
            <div role="alert" className="rounded-[var(--radius)] border border-destructive/40 bg-destructive/10 px-3 py-2 text-sm text-destructive">
              <p className="font-semibold">{CONTACT_MESSAGES.updationFailed}</p>
              <p>{failed}</p>
            </div>
          )}
          <div className="flex justify-between gap-2">
            <Button type="button" variant="link" className="px-0" disabled={busy} onClick={() => void send()}>
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
