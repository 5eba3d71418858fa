import { useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { OTP_LENGTH, OTP_MESSAGES, isOtpShape } from '@shared/rules/onboarding/otp.ts';
import { messageOf } from '../../../api/errors.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent } from '../../../components/ui/card.tsx';
import { OtpInput } from '../../../components/ui/otp-input.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { CHECKOUT_MESSAGES, placeOutcome, successDestination, type CheckoutState, DIALOG_TITLES } from '../checkout.ts';
import { OFFLINE_WRITE_MESSAGE, txCalls, useSubmissionKey } from '../mutations.ts';
import { TX_KEYS, useOwner } from '../queries.ts';
import { RECOVERY_MESSAGES, handOver, placeRecoverably } from '../../../api/order-recovery.ts';
import { useMessageDialog } from './message-dialog.tsx';
import { PaymentSummaryDialog } from './payment-summary.tsx';
import { ResultDialog, type ResultMessage } from './result-dialog.tsx';

/** Orders that need no payment are placed without a payment mode; the server ignores it then. */
const NO_PAYMENT = 1 as const;

/**
 * /portal/transaction-verify (spec 3 §2.5, §4.1): the transaction OTP, then payments (Lumpsum,
 * or SIP with a first order today) or the order placed here with its result popup.
 */
export function TransactionVerifyScreen({ checkout }: { checkout: CheckoutState }) {
  const qc = useQueryClient();
  const navigate = useNavigate();
  const keys = useSubmissionKey();
  const owner = useOwner();
  const [otp, setOtp] = useState('');
  const [code, setCode] = useState(checkout.code);
  const [error, setError] = useState<string | undefined>();
  const [pending, setPending] = useState<string | null>(null);
  const [result, setResult] = useState<ResultMessage | null>(null);
  const [alertEl, alert] = useMessageDialog();

  const toCart = () => void navigate({ to: '/portal/cart', replace: true });

  const place = async () => {
    setPending('Placing your order...');
    const body = { ...checkout.order, payment_type: NO_PAYMENT };
    try {
      // a lost answer is resolved by asking about the key, never by placing again (api/order-recovery.ts)
      const key = keys.keyFor(body);
      const placed = await placeRecoverably(body, key, { owner, type: checkout.type }, { onChecking: () => setPending(RECOVERY_MESSAGES.checking) });
      if (placed.kind === 'working' || placed.kind === 'unknown') {
        handOver(key);
        return setResult({
          title: CHECKOUT_MESSAGES.checkingTitle,
          body: <p>{RECOVERY_MESSAGES[placed.kind]}</p>,
          onOk: () => void navigate({ to: '/portal/menu/transaction-history', replace: true }),
        });
      }
      keys.settled();
      if (placed.kind === 'not_placed') {
        await qc.invalidateQueries({ queryKey: TX_KEYS.cart });
        return setResult({ title: CHECKOUT_MESSAGES.notPlacedTitle, body: <p>{placed.message}</p>, onOk: toCart, onDismiss: toCart });
      }
      const outcome = placeOutcome(placed.answer);
      await qc.invalidateQueries({ queryKey: TX_KEYS.cart });
      if (outcome.kind === 'error') return alert({ title: DIALOG_TITLES.orderNotPlaced, body: outcome.message });
      if (outcome.kind === 'failed') {
        return setResult({
          title: CHECKOUT_MESSAGES.failedTitle,
          body: <p>{outcome.message}</p>,
          onOk: toCart,
          // closing keeps the screen: the cart is refreshed and the boxes are cleared for another try
          onDismiss: () => {
            setOtp('');
            void qc.invalidateQueries({ queryKey: TX_KEYS.cart });
          },
        });
      }
      if (outcome.kind === 'pay') return window.location.assign(outcome.url);
      const to = successDestination(checkout.type);
      const go = () => void navigate({ to, replace: true, state: (prev) => ({ ...prev, historyType: 'Processing' as const }) });
      setResult({
        title: CHECKOUT_MESSAGES.successTitle,
        body: (
          <>
            {outcome.message && <p>{outcome.message}</p>}
            {outcome.failed && <p className="text-destructive">{outcome.failed}</p>}
          </>
        ),
        onOk: go,
      });
    } catch (err) {
      alert({ title: DIALOG_TITLES.orderNotPlaced, body: messageOf(err) });
    } finally {
      setPending(null);
    }
  };

  const verify = async (value: string) => {
    if (!isOtpShape(value) || pending) return;
    setError(undefined);
    setPending('Verifying OTP...');
    try {
      const answer = await txCalls.verifyOtp(checkout.otp.ihno, value, code);
      if ('error' in answer) {
        setError(answer.error);
        setPending(null);
        return;
      }
    } catch (err) {
      setError(messageOf(err));
      setPending(null);
      return;
    }
    if (checkout.pay) {
      setPending(null);
      return void navigate({ to: '/portal/payments', search: { paymentMode: checkout.type === 'SIP' ? 'SIP' : 'Lumpsum' }, replace: true });
    }
    await place();
  };

  const resend = async () => {
    try {
      const answer = await txCalls.resendOtp(checkout.otp);
      setCode(answer.code);
      setOtp('');
      setError(undefined);
      toast(OTP_MESSAGES.resent);
    } catch (err) {
      // spec 3 §8: a failed resend says 'Try Another Time' (with the server's wait when it gave one; offline, it says why)
      const message = messageOf(err);
      alert({
        title: DIALOG_TITLES.otpNotSent,
        body: message === OFFLINE_WRITE_MESSAGE || message.startsWith(OTP_MESSAGES.tryAnotherTime) ? message : OTP_MESSAGES.tryAnotherTime,
      });
    }
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    void verify(otp);
  };

  return (
    <Card className="mx-auto w-full max-w-md">
      <CardContent className="flex flex-col gap-5 p-6">
        {pending ? (
          <div className="flex flex-col items-center gap-3 py-10">
            <Spinner size="lg" label={pending} />
            <p>{pending}</p>
          </div>
        ) : (
          <form noValidate onSubmit={submit} className="flex flex-col gap-5">
            <h2 className="text-xl font-semibold">Confirmation</h2>
            <p>Please enter the OTP received on the Mobile or Email</p>
            <OtpInput value={otp} onChange={setOtp} onComplete={(v) => void verify(v)} length={OTP_LENGTH} label="Enter OTP" error={error} autoFocus />
            <Button type="submit" disabled={otp.length !== OTP_LENGTH}>
              SUBMIT
            </Button>
            <p className="flex items-center gap-1 text-sm">
              Didn't Receive?
              <Button variant="link" size="sm" className="px-1" onClick={() => void resend()}>
                RESEND
              </Button>
            </p>
            <PaymentSummaryDialog otp={checkout.otp} />
          </form>
        )}
      </CardContent>
      <ResultDialog message={result} onClosed={() => setResult(null)} />
      {alertEl}
    </Card>
  );
}
