import { useState } from 'react';
import { Link, useNavigate } from '@tanstack/react-router';
import { useQueryClient } from '@tanstack/react-query';
import { LOGIN_TYPES, type LoginType } from '@shared/contract/auth.ts';
import { sanitizeMobileInput, validateMobile } from '@shared/rules/onboarding/mobile.ts';
import { sanitizePanInput, validateSignInPan } from '@shared/rules/onboarding/pan.ts';
import { sanitizeNiveshIdInput, validateNiveshId } from '@shared/rules/onboarding/nivesh-id.ts';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardHeader } from '../../../components/ui/card.tsx';
import { messageOf } from '../../../api/errors.ts';
import { authCalls } from '../mutations.ts';
import { authFromSignIn, setAuth } from '../../../session/store.ts';
import { OtpStep } from './otp-step.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';

type Tab = 'mobile' | 'pan' | 'id';
const TYPE: Record<Tab, LoginType> = { mobile: LOGIN_TYPES.mobile, pan: LOGIN_TYPES.pan, id: LOGIN_TYPES.niveshId };
const FIELD: Record<Tab, { label: string; sanitize(v: string): string; validate(v: string): string | null; inputMode: 'numeric' | 'text' }> = {
  mobile: { label: 'Mobile Number', sanitize: sanitizeMobileInput, validate: validateMobile, inputMode: 'numeric' },
  pan: { label: 'PAN', sanitize: sanitizePanInput, validate: validateSignInPan, inputMode: 'text' },
  id: { label: 'Nivesh ID', sanitize: sanitizeNiveshIdInput, validate: (v) => validateNiveshId(v), inputMode: 'text' },
};
export const EMAIL_NOTICE = 'We will send an OTP for verification to your email id which is linked to your PAN.';

type Step =
  | { kind: 'data' }
  | { kind: 'confirm'; masked: string; handle: string }
  | { kind: 'email-notice' }
  | { kind: 'otp'; code: string; channel: 'sms' | 'email'; masked: string | null };

/** /sign-in and /home (spec 1 §2, §4): login data → confirmation (PAN, ID) → OTP entry. */
export function SignInScreen() {
  const qc = useQueryClient();
  const navigate = useNavigate();
  const [tab, setTab] = useState<Tab>('mobile');
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [step, setStep] = useState<Step>({ kind: 'data' });
  const [busy, setBusy] = useState(false);

  const reset = () => {
    setStep({ kind: 'data' });
    setTab('mobile');
    setValue('');
    setError(null);
  };

  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    try {
      await work();
    } catch (err) {
      setError(messageOf(err));
    } finally {
      setBusy(false);
    }
  };

  const submitData = (e: React.FormEvent) => {
    e.preventDefault();
    const problem = FIELD[tab].validate(value);
    if (problem) return setError(problem);
    void run(async () => {
      const { userDetails } = await authCalls.getDetails(TYPE[tab], value);
      if (tab === 'mobile') {
        const { code } = await authCalls.sendLoginCode(TYPE[tab], userDetails.ID, value);
        setStep({ kind: 'otp', code, channel: 'sms', masked: userDetails.phone_number });
      } else {
        setStep({ kind: 'confirm', masked: userDetails.phone_number, handle: userDetails.ID });
      }
    });
  };

  const sendCode = (handle: string, masked: string) =>
    run(async () => {
      const { code } = await authCalls.sendLoginCode(TYPE[tab], handle, value);
      setStep({ kind: 'otp', code, channel: 'sms', masked });
    });

  const sendEmail = () =>
    run(async () => {
      const { code } = await authCalls.sendEmailOtp(TYPE[tab], value);
      setStep({ kind: 'otp', code, channel: 'email', masked: null });
    });

  const signedIn = async (answer: Awaited<ReturnType<typeof authCalls.verifyLogin>>) => {
    setAuth(qc, authFromSignIn(answer));
    await navigate({ to: '/portal', replace: true });
  };

  return (
    <div className="mx-auto flex w-full max-w-md flex-1 flex-col justify-center px-4 py-10">
      <Card>
        <CardHeader>
          <h1 className="text-2xl font-semibold">Sign in to Nivesh</h1>
        </CardHeader>
        <CardContent className="flex flex-col gap-5">
          {step.kind === 'data' && (
            <form noValidate onSubmit={submitData} className="flex flex-col gap-5">
              <Tabs
                value={tab}
                onValueChange={(t) => {
                  setTab(t as Tab);
                  setValue('');
                  setError(null);
                }}
              >
                <TabsList aria-label="Sign in with" className="w-full">
                  <TabsTrigger value="mobile" className="flex-1">
                    Mobile
                  </TabsTrigger>
                  <TabsTrigger value="pan" className="flex-1">
                    PAN
                  </TabsTrigger>
                  <TabsTrigger value="id" className="flex-1">
                    Nivesh ID
                  </TabsTrigger>
                </TabsList>
                <TabsContent value={tab}>
                  <TextField
                    key={tab}
                    label={FIELD[tab].label}
                    value={value}
                    onChange={(v) => {
                      setValue(FIELD[tab].sanitize(v));
                      setError(null);
                    }}
                    inputMode={FIELD[tab].inputMode}
                    autoComplete={tab === 'mobile' ? 'tel-national' : 'off'}
                    error={error}
                    autoFocus
                  />
                </TabsContent>
              </Tabs>
              <Button type="submit" disabled={busy}>
                {tab === 'mobile' ? 'GET OTP' : 'CONTINUE'}
              </Button>
            </form>
          )}

          {step.kind === 'confirm' && (
            <div className="flex flex-col gap-4">
              <h2 className="text-lg font-semibold">Confirm your mobile number</h2>
              <p>
                We will send a code to your registered mobile number <strong className="font-mono">{step.masked}</strong>.
              </p>
              {error && (
                <p role="alert" className="text-sm font-medium text-destructive">
                  {error}
                </p>
              )}
              <Button onClick={() => void sendCode(step.handle, step.masked)} disabled={busy}>
                Yes send code
              </Button>
              <Button variant="outline" onClick={reset} disabled={busy}>
                No try another method
              </Button>
              <Button variant="link" onClick={() => setStep({ kind: 'email-notice' })}>
                Verify using OTP on Email
              </Button>
            </div>
          )}

          {step.kind === 'email-notice' && (
            <div className="flex flex-col gap-4">
              <h2 className="text-lg font-semibold">Verify using OTP on Email</h2>
              <p>{EMAIL_NOTICE}</p>
              {error && (
                <p role="alert" className="text-sm font-medium text-destructive">
                  {error}
                </p>
              )}
              <Button onClick={() => void sendEmail()} disabled={busy}>
                Send OTP
              </Button>
              <Button variant="ghost" onClick={reset}>
                Back
              </Button>
            </div>
          )}

          {step.kind === 'otp' && (
            <OtpStep
              title="Enter OTP"
              description={
                step.channel === 'email' ? 'Enter the 6-digit code sent to your email.' : `Enter the 6-digit code sent to ${step.masked ?? 'your mobile'}.`
              }
              verify={async (otp) =>
                signedIn(step.channel === 'email' ? await authCalls.verifyEmail(step.code, otp) : await authCalls.verifyLogin(step.code, otp))
              }
              resend={async () => {
                const { code } = await authCalls.resendLogin(step.code);
                setStep({ ...step, code });
              }}
              onBack={reset}
            >
              {step.channel === 'sms' && (
                <Button variant="link" onClick={() => setStep({ kind: 'email-notice' })}>
                  Verify using OTP on Email
                </Button>
              )}
            </OtpStep>
          )}

          <p className="text-center text-sm">
            New to Nivesh?{' '}
            <Link to="/sign-up" className="font-medium text-primary underline underline-offset-2">
              Sign up
            </Link>
          </p>
        </CardContent>
      </Card>
    </div>
  );
}
