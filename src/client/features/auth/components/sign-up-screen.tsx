import { useState } from 'react';
import { Link, useNavigate } from '@tanstack/react-router';
import { useQueryClient } from '@tanstack/react-query';
import { ALREADY_REGISTERED } from '@shared/contract/auth.ts';
import { MOBILE_MESSAGES, sanitizeMobileInput, validateMobile } from '@shared/rules/onboarding/mobile.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardHeader } from '../../../components/ui/card.tsx';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../../components/ui/dialog.tsx';
import { messageOf } from '../../../api/errors.ts';
import { authCalls } from '../mutations.ts';
import { authFromSignIn, setAuth } from '../../../session/store.ts';
import { OtpStep } from './otp-step.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';

/** /sign-up (spec 1 §2): mobile number, SEND, the OTP dialog, then /portal/investment. */
export function SignUpScreen() {
  const qc = useQueryClient();
  const navigate = useNavigate();
  const [mobile, setMobile] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [code, setCode] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const send = async (e: React.FormEvent) => {
    e.preventDefault();
    // sign-up: digits only, at most 10; 9 or fewer is an error
    const problem = validateMobile(mobile);
    if (problem) return setError(problem === MOBILE_MESSAGES.mandatory ? problem : MOBILE_MESSAGES.invalid);
    setBusy(true);
    setError(null);
    try {
      const answer = await authCalls.signup(mobile);
      if ('already_registered' in answer) setError(ALREADY_REGISTERED);
      else setCode(answer.user_details.code);
    } catch (err) {
      setError(messageOf(err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="mx-auto flex w-full max-w-md flex-1 flex-col justify-center px-4 py-10">
      <Card>
        <CardHeader>
          <h1 className="text-2xl font-semibold">Create your Nivesh account</h1>
        </CardHeader>
        <CardContent>
          <form noValidate onSubmit={(e) => void send(e)} className="flex flex-col gap-5">
            <TextField
              label="Mobile Number"
              value={mobile}
              onChange={(v) => {
                setMobile(sanitizeMobileInput(v));
                setError(null);
              }}
              inputMode="numeric"
              autoComplete="tel-national"
              placeholder="10-digit mobile number"
              error={error}
              autoFocus
            />
            <Button type="submit" disabled={busy}>
              SEND
            </Button>
            <p className="text-xs text-muted-foreground">
              By continuing you agree to the{' '}
              <Link to="/terms" className="text-primary underline underline-offset-2">
                Terms &amp; Conditions
              </Link>{' '}
              and the{' '}
              <Link to="/privacy-policy" className="text-primary underline underline-offset-2">
                Privacy Policy
              </Link>
              , and consent to receive OTPs and account messages by SMS and email.
            </p>
            <p className="text-center text-sm">
              Already have an account?{' '}
              <Link to="/sign-in" className="font-medium text-primary underline underline-offset-2">
                Sign in
              </Link>
            </p>
          </form>
        </CardContent>
      </Card>

      <Dialog open={code !== null} onOpenChange={(open) => !open && setCode(null)}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Verify your mobile number</DialogTitle>
            <DialogDescription>We have sent a 6-digit code to {mobile}.</DialogDescription>
          </DialogHeader>
          {code && (
            <OtpStep
              title="Enter OTP"
              description="The code is valid for 5 minutes."
              verify={async (otp) => {
                const answer = await authCalls.signupVerify(code, otp);
                setAuth(qc, authFromSignIn(answer));
                await navigate({ to: '/portal/investment', replace: true });
              }}
              resend={async () => {
                const next = await authCalls.signupResend(mobile);
                setCode(next.code);
              }}
            />
          )}
        </DialogContent>
      </Dialog>
    </div>
  );
}
