import { useState } from 'react';
import { FAMILY_ENTRY } from '@shared/rules/family/family.ts';
import { validateFamilyCarrier } from '@shared/rules/family/family-carrier.ts';
import { PAN_LENGTH, sanitizePanInput } from '@shared/rules/onboarding/pan.ts';
import { NIVESH_ID_LENGTH, sanitizeNiveshIdInput } from '@shared/rules/onboarding/nivesh-id.ts';
import { OTP_LENGTH, OTP_MESSAGES } from '@shared/rules/onboarding/otp.ts';
import { messageOf } from '../../../api/errors.ts';
import { Button } from '../../../components/ui/button.tsx';
import { OtpInput } from '../../../components/ui/otp-input.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { familyCalls } from '../queries.ts';

type Sent = { code: string; child_user_id: number };

function Alert({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p role="alert" className="rounded-[var(--radius)] border border-destructive/40 bg-destructive/10 px-3 py-2 text-sm font-medium text-destructive">
      {message}
    </p>
  );
}

/**
 * Link Existing Investor (spec 3 §2.9, §4.8, §5): PAN or Nivesh ID tabs; NEXT sends an OTP to
 * the mobile registered on that investor's account (their consent), then VERIFY OTP links them.
 * The PAN is limited to 10 characters and upper-cased; both values are checked on blur.
 */
export function LinkInvestor({ own, onLinked, onCancel }: { own: { pan: string | null; niveshId: string }; onLinked(): void; onCancel(): void }) {
  const [tab, setTab] = useState<'pan' | 'id'>('pan');
  const [value, setValue] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState<Sent | null>(null);
  const [otp, setOtp] = useState('');
  const type = tab === 'pan' ? FAMILY_ENTRY.pan : FAMILY_ENTRY.id;

  const check = () => {
    const problem = validateFamilyCarrier(type, value, own);
    setFieldError(problem);
    return problem === null;
  };

  const send = async () => {
    setError(null);
    if (!check()) return;
    setBusy(true);
    try {
      const res = await familyCalls.sendOtp({ carrier: value, type });
      if ('error' in res) setError(res.error);
      else {
        setSent(res);
        setOtp('');
      }
    } catch (err) {
      setError(messageOf(err));
    } finally {
      setBusy(false);
    }
  };

  const verify = async (code = otp) => {
    if (!sent) return;
    if (code.trim().length !== OTP_LENGTH) return setError(OTP_MESSAGES.invalid);
    setError(null);
    setBusy(true);
    try {
      const res = await familyCalls.verifyOtp({ code: sent.code, otp: code.trim(), child_user_id: sent.child_user_id });
      if ('error' in res) setError(res.error);
      else onLinked();
    } catch (err) {
      setError(messageOf(err));
    } finally {
      setBusy(false);
    }
  };

  if (sent) {
    return (
      <section aria-labelledby="verify-family-otp" className="flex max-w-md flex-col gap-4">
        <h2 id="verify-family-otp" className="text-lg font-semibold">
          VERIFY OTP
        </h2>
        <p className="text-sm text-muted-foreground">
          If this PAN or Nivesh Id belongs to a Nivesh investor, we have sent an OTP to their registered mobile number. Enter it here: ask them to share it with
          you only if they agree to join your family.
        </p>
        <OtpInput value={otp} onChange={setOtp} onComplete={(v) => void verify(v)} autoFocus disabled={busy} />
        <Alert message={error} />
        <div className="flex gap-2">
          <Button variant="outline" onClick={() => setSent(null)} disabled={busy}>
            BACK
          </Button>
          <Button onClick={() => void verify()} disabled={busy}>
            VERIFY OTP
          </Button>
        </div>
      </section>
    );
  }

  const field = (label: string, max: number, sanitize: (s: string) => string) => (
    <div onBlur={() => value && check()}>
      <TextField
        label={label}
        value={value}
        maxLength={max}
        onChange={(v) => {
          setValue(sanitize(v));
          setFieldError(null);
        }}
        error={fieldError}
        autoFocus
      />
    </div>
  );

  return (
    <section aria-labelledby="link-existing" className="flex max-w-md flex-col gap-4">
      <h2 id="link-existing" className="text-lg font-semibold">
        Link Existing Investor
      </h2>
      <Tabs
        value={tab}
        onValueChange={(t) => {
          setTab(t as 'pan' | 'id');
          setValue('');
          setFieldError(null);
          setError(null);
        }}
      >
        <TabsList>
          <TabsTrigger value="pan">PAN</TabsTrigger>
          <TabsTrigger value="id">Nivesh ID</TabsTrigger>
        </TabsList>
        <TabsContent value="pan" className="mt-4 flex flex-col gap-2">
          <p className="text-sm text-muted-foreground">An OTP will be sent to the mobile number linked to this PAN.</p>
          {field("Family member's PAN", PAN_LENGTH, sanitizePanInput)}
        </TabsContent>
        <TabsContent value="id" className="mt-4 flex flex-col gap-2">
          <p className="text-sm text-muted-foreground">An OTP will be sent to the mobile number linked to this Nivesh ID.</p>
          {field("Family member's Nivesh ID", NIVESH_ID_LENGTH, sanitizeNiveshIdInput)}
        </TabsContent>
      </Tabs>
      <Alert message={error} />
      <div className="flex gap-2">
        <Button variant="outline" onClick={onCancel} disabled={busy}>
          CANCEL
        </Button>
        <Button onClick={() => void send()} disabled={busy}>
          NEXT
        </Button>
      </div>
    </section>
  );
}
