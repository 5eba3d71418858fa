import { useState } from 'react';
import { CheckCircle2Icon } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../../components/ui/dialog.tsx';
import { OtpInput } from '../../../components/ui/otp-input.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { messageOf } from '../../../api/errors.ts';
import { onboardingCalls } from '../calls.ts';
import { TextField } from '../../../components/ui/text-field.tsx';

/**
 * An email or mobile with its OTP check (spec 1 §2, §4): VERIFY sends a code and opens the
 * six boxes; a correct code marks the value verified. `verified` is decided by the parent from
 * the value, so editing away from the verified value un-verifies it.
 */
export function ContactField({
  channel,
  label,
  value,
  onChange,
  canVerify,
  verified,
  onVerified,
  joint = false,
  readOnly = false,
  error,
}: {
  channel: 'email' | 'mobile';
  label: string;
  value: string;
  onChange?(v: string): void;
  canVerify: boolean;
  verified: boolean;
  onVerified(value: string): void;
  joint?: boolean;
  readOnly?: boolean;
  error?: string | null;
}) {
  const [code, setCode] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [sendError, setSendError] = useState<string | null>(null);
  const [otp, setOtp] = useState('');
  const [otpError, setOtpError] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);
  const what = channel === 'email' ? 'email' : 'mobile number';

  const send = async () => {
    setSending(true);
    setSendError(null);
    try {
      const answer = await onboardingCalls.sendOtp(channel, value.trim(), joint);
      setOtp('');
      setOtpError(null);
      setCode(answer.code);
    } catch (err) {
      // a failed RESEND is shown in the open dialog, a failed first send under the field
      if (code) setOtpError(messageOf(err));
      else setSendError(messageOf(err));
    } finally {
      setSending(false);
    }
  };

  const check = async (entered: string) => {
    if (!code || entered.length !== 6 || checking) return;
    setChecking(true);
    setOtpError(null);
    try {
      await onboardingCalls.verifyOtp(channel, code, entered);
      setCode(null);
      onVerified(value.trim());
      toast(channel === 'email' ? 'Email verified' : 'Mobile number verified', { variant: 'success' });
    } catch (err) {
      setOtpError(messageOf(err));
      setOtp('');
    } finally {
      setChecking(false);
    }
  };

  return (
    <>
      <TextField
        label={label}
        type={channel === 'email' ? 'email' : 'tel'}
        inputMode={channel === 'email' ? 'email' : 'numeric'}
        autoComplete={joint ? 'off' : channel === 'email' ? 'email' : 'tel-national'}
        value={value}
        onChange={onChange}
        readOnly={readOnly}
        maxLength={channel === 'mobile' ? 10 : 254}
        error={sendError ?? error}
      >
        {verified ? (
          <span className="inline-flex h-11 shrink-0 items-center gap-1 px-2 text-sm font-semibold text-success">
            <CheckCircle2Icon className="size-4" aria-hidden="true" />
            Verified
          </span>
        ) : (
          <Button
            type="button"
            variant="outline"
            className="shrink-0"
            disabled={!canVerify || sending}
            onClick={() => void send()}
            aria-label={`VERIFY ${label}`}
          >
            VERIFY
          </Button>
        )}
      </TextField>
      <Dialog open={code !== null} onOpenChange={(open) => !open && setCode(null)}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>{`Verify your ${what}`}</DialogTitle>
            <DialogDescription>{`We have sent a 6-digit code to ${value.trim()}. It is valid for 5 minutes.`}</DialogDescription>
          </DialogHeader>
          <div className="flex flex-col gap-4">
            <OtpInput value={otp} onChange={setOtp} onComplete={(v) => void check(v)} autoFocus disabled={checking} error={otpError ?? undefined} />
            <div className="flex flex-wrap items-center justify-between gap-2">
              <Button type="button" variant="link" onClick={() => void send()} disabled={sending || checking}>
                RESEND
              </Button>
              <Button type="button" onClick={() => void check(otp)} disabled={checking || otp.length !== 6}>
                VERIFY OTP
              </Button>
            </div>
          </div>
        </DialogContent>
      </Dialog>
    </>
  );
}
