import { useState } from 'react';
import { OTP_MESSAGES } from '@shared/rules/onboarding/otp.ts';
import { OtpInput } from '../../../components/ui/otp-input.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { messageOf } from '../../../api/errors.ts';

/**
 * The OTP entry screen: six boxes that submit themselves at six digits, RESEND, and the error
 * line. `verify` and `resend` are the caller's calls; a new code from resend replaces the old one.
 */
export function OtpStep({
  title,
  description,
  verify,
  resend,
  onBack,
  children,
}: {
  title: string;
  description: string;
  verify(otp: string): Promise<void>;
  resend(): Promise<void>;
  onBack?: () => void;
  children?: React.ReactNode;
}) {
  const [otp, setOtp] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (value: string) => {
    if (busy || value.length !== 6) return;
    setBusy(true);
    setError(null);
    try {
      await verify(value);
    } catch (err) {
      setError(messageOf(err));
      setOtp('');
    } finally {
      setBusy(false);
    }
  };

  const onResend = async () => {
    setError(null);
    try {
      await resend();
      setOtp('');
      toast(OTP_MESSAGES.resent);
    } catch (err) {
      const m = messageOf(err);
      setError(m === OTP_MESSAGES.tryAnotherTime ? m : m || OTP_MESSAGES.tryAnotherTime);
    }
  };

  return (
    <div className="flex flex-col gap-5">
      <div>
        <h2 className="text-lg font-semibold">{title}</h2>
        <p className="text-sm text-muted-foreground">{description}</p>
      </div>
      <OtpInput value={otp} onChange={setOtp} onComplete={(v) => void submit(v)} autoFocus disabled={busy} error={error ?? undefined} />
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
        <span className="text-muted-foreground">Didn't Receive?</span>
        <Button type="button" variant="link" onClick={() => void onResend()} disabled={busy}>
          RESEND
        </Button>
      </div>
      <Button type="button" onClick={() => void submit(otp)} disabled={busy || otp.length !== 6}>
        VERIFY
      </Button>
      {children}
      {onBack && (
        <Button type="button" variant="ghost" onClick={onBack}>
          Back
        </Button>
      )}
    </div>
  );
}
