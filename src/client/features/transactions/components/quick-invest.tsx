import { useId, useState, type FormEvent } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { PAYMENT_TYPES, type CheckoutType } from '@shared/contract/transactions.ts';
import { QUICK_ADD } from '@shared/rules/transactions/amounts.ts';
import { OTP_LENGTH, OTP_MESSAGES, isOtpShape } from '@shared/rules/onboarding/otp.ts';
import { messageOf } from '../../../api/errors.ts';
import { RECOVERY_MESSAGES, handOver, placeRecoverably } from '../../../api/order-recovery.ts';
import { useOnline } from '../../../components/layout/offline-banner.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent } from '../../../components/ui/card.tsx';
import { OtpInput } from '../../../components/ui/otp-input.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { placeOutcome } from '../checkout.ts';
import { rupees } from '../format.ts';
import { OFFLINE_WRITE_MESSAGE, txCalls, useSubmissionKey, type CreateTransactionBody } from '../mutations.ts';
import { lumpsumMinimum, offeredFrequencies, purchaseOrder, sipOrder, type SipField, type SipForm } from '../order-payloads.ts';
import { TX_KEYS, cartBanksQuery, foliosQuery, mandatesQuery, transactInfoQuery, useOwner } from '../queries.ts';
import { lumpsumOpen, quickSip, type QuickKind } from '../quick-invest.ts';
import type { Frequency, Mandate, TransactScheme } from '../types.ts';
import { NOT_ONBOARDED } from '../use-add-to-cart.ts';
import { useNow } from '../../../lib/use-now.ts';
import { AmountField } from './amount-field.tsx';
import { startingLumpsum } from './purchase-form.tsx';
import { SipFields } from './sip-fields.tsx';

/**
 * Invest now: amount → OTP → pay, for one scheme, through the cart's own calls (the order is a
 * cart item placed at once, alone; whatever else is in the cart stays there). SIP or one-time;
 * for a SIP the mandate, monthly frequency, a year of instalments and the first start date are
 * chosen and shown, and can be changed.
 */
export function QuickInvest({ schemeId, folio }: { schemeId: number; folio: string }) {
  const info = useQuery(transactInfoQuery(schemeId));
  const rta = info.data?.scheme.Productcode_RTA ?? '';
  const folios = useQuery({ ...foliosQuery(rta), enabled: rta !== '' });
  const mandates = useQuery(mandatesQuery());
  if (info.isPending || (rta !== '' && folios.isPending) || mandates.isPending) return <Skeleton label="Loading scheme" className="h-96" />;
  const failed = info.error ?? folios.error ?? mandates.error;
  if (failed)
    return (
      <p role="alert" className="text-destructive">
        {messageOf(failed)}
      </p>
    );
  // a holding's folio when it came from one, else the investor's folio in this scheme, else a new one
  const held = folios.data ?? [];
  const chosen = held.some((f) => f.folio === folio) ? folio : (held[0]?.folio ?? '');
  return <QuickForm scheme={info.data!.scheme} frequencies={offeredFrequencies(info.data!.sip_frequencies)} folio={chosen} mandates={mandates.data ?? []} />;
}

type Step =
  | { kind: 'form' }
  | { kind: 'otp'; ihno: number; code: string; type: CheckoutType; amount: string }
  | { kind: 'pay'; ihno: number; amount: string }
  | { kind: 'done'; message: string };

function QuickForm({ scheme, frequencies, folio, mandates }: { scheme: TransactScheme; frequencies: Frequency[]; folio: string; mandates: Mandate[] }) {
  const id = useId();
  const qc = useQueryClient();
  const navigate = useNavigate();
  const owner = useOwner();
  const online = useOnline();
  const now = useNow();
  const createKey = useSubmissionKey();
  const placeKey = useSubmissionKey();
  const canLumpsum = lumpsumOpen(scheme, folio);
  const canSip = scheme.allowed.SIP !== 'N' && frequencies.length > 0;
  const [kind, setKind] = useState<QuickKind>(canLumpsum || !canSip ? 'ONE_TIME' : 'SIP');
  const [amount, setAmount] = useState(() => startingLumpsum(scheme, folio));
  const [sip, setSip] = useState<SipForm>(() => quickSip(folio, frequencies, mandates, now));
  const [errors, setErrors] = useState<Partial<Record<SipField, string>>>({});
  const [step, setStep] = useState<Step>({ kind: 'form' });
  const [otp, setOtp] = useState('');
  const [otpError, setOtpError] = useState<string | undefined>();
  const [busy, setBusy] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const folioLabel = folio ? `Folio ${folio}` : 'New folio';

  const proceed = async (e: FormEvent) => {
    e.preventDefault();
    setProblem(null);
    const r = kind === 'SIP' ? sipOrder({ ...sip, folio }, { scheme, frequencies, mandates, now: new Date() }) : purchaseOrder({ folio, amount }, { scheme });
    if (!r.ok) return setErrors(r.errors);
    setErrors({});
    setBusy('Please wait...');
    try {
      const body = r.body as CreateTransactionBody;
      const created = await txCalls.createTransaction(body, createKey.keyFor(body));
      createKey.settled();
      if ('error' in created) return setProblem(created.error === NOT_ONBOARDED ? `${NOT_ONBOARDED} ` : created.error);
      void qc.invalidateQueries({ queryKey: TX_KEYS.cart });
      const type: CheckoutType = kind === 'SIP' ? 'SIP' : 'Lumpsum';
      const total = kind === 'SIP' ? sip.amount.trim() : amount.trim();
      const sent = await txCalls.sendOtp({ ihno: [created.TE_IHNO], totalAmount: total, schemeDesc: [scheme.SchemeName], folio: [folio || 'New Folio'], type });
      setOtp('');
      setStep({ kind: 'otp', ihno: created.TE_IHNO, code: sent.code, type, amount: total });
    } catch (err) {
      setProblem(messageOf(err));
    } finally {
      setBusy(null);
    }
  };

  const place = async (ihno: number, type: CheckoutType, paymentType: 1 | 2 | 3 | 4, accountNo?: number) => {
    const body = {
      orders: [{ order_id: ihno, type: type === 'Lumpsum' ? ('Normal' as const) : ('sys' as const) }],
      category: type === 'Lumpsum' ? (1 as const) : (4 as const),
      payment_type: paymentType,
      ...(accountNo === undefined ? {} : { accountNo }),
    };
    setBusy('Placing your order...');
    setProblem(null);
    try {
      const key = placeKey.keyFor(body);
      const placed = await placeRecoverably(body, key, { owner, type }, { onChecking: () => setBusy(RECOVERY_MESSAGES.checking) });
      if (placed.kind === 'working' || placed.kind === 'unknown') {
        handOver(key);
        return setStep({ kind: 'done', message: RECOVERY_MESSAGES[placed.kind] });
      }
      placeKey.settled();
      void qc.invalidateQueries({ queryKey: TX_KEYS.cart });
      if (placed.kind === 'not_placed') return setProblem(placed.message);
      const outcome = placeOutcome(placed.answer);
      if (outcome.kind === 'error' || outcome.kind === 'failed') return setProblem(outcome.message);
      if (outcome.kind === 'pay') return window.location.assign(outcome.url);
      if (outcome.paymentId !== null) return void navigate({ to: '/portal/order-confirmation', search: { payment: outcome.paymentId }, replace: true });
      setStep({ kind: 'done', message: outcome.message ?? 'Your order is placed.' });
    } catch (err) {
      setProblem(messageOf(err));
    } finally {
      setBusy(null);
    }
  };

  const verify = async (value: string) => {
    if (step.kind !== 'otp' || !isOtpShape(value) || busy) return;
    setOtpError(undefined);
    setBusy('Verifying OTP...');
    try {
      const answer = await txCalls.verifyOtp([step.ihno], value, step.code);
      if ('error' in answer) {
        setOtp('');
        return setOtpError(answer.error);
      }
    } catch (err) {
      return setOtpError(messageOf(err));
    } finally {
      setBusy(null);
    }
    // a lumpsum is paid now; a SIP whose first instalment is not today is registered at once
    if (step.type === 'Lumpsum' || sip.firstOrderToday) setStep({ kind: 'pay', ihno: step.ihno, amount: step.amount });
    else await place(step.ihno, 'SIP', PAYMENT_TYPES.netBanking);
  };

  const resend = async () => {
    if (step.kind !== 'otp') return;
    try {
      const sent = await txCalls.resendOtp({
        ihno: [step.ihno],
        totalAmount: step.amount,
        schemeDesc: [scheme.SchemeName],
        folio: [folio || 'New Folio'],
        type: step.type,
      });
      setStep({ ...step, code: sent.code });
      setOtp('');
      setOtpError(undefined);
      toast(OTP_MESSAGES.resent);
    } catch (err) {
      setOtpError(messageOf(err) || OTP_MESSAGES.tryAnotherTime);
    }
  };

  return (
    <Card className="mx-auto w-full max-w-lg">
      <CardContent className="flex flex-col gap-5 p-5">
        <div>
          <p className="font-semibold break-words">{scheme.SchemeName}</p>
          <p className="text-sm text-muted-foreground">
            {scheme.Sub_AssetclassName} · {folioLabel}
          </p>
        </div>
        {busy && <Spinner label={busy} />}
        {problem && (
          <p role="alert" className="text-sm font-medium text-destructive">
            {problem}
            {problem.startsWith(NOT_ONBOARDED) && (
              <Link to="/onboarding" className="ml-1 underline">
                Complete it
              </Link>
            )}
          </p>
        )}
        {step.kind === 'form' && (
          <form noValidate onSubmit={(e) => void proceed(e)} className="flex flex-col gap-5">
            <fieldset className="m-0 flex flex-wrap gap-2 border-0 p-0">
              <legend className="mb-2 text-sm font-medium">How do you want to invest?</legend>
              <Button
                variant={kind === 'ONE_TIME' ? 'default' : 'outline'}
                aria-pressed={kind === 'ONE_TIME'}
                disabled={!canLumpsum || Boolean(busy)}
                onClick={() => setKind('ONE_TIME')}
              >
                One-time
              </Button>
              <Button
                variant={kind === 'SIP' ? 'default' : 'outline'}
                aria-pressed={kind === 'SIP'}
                disabled={!canSip || Boolean(busy)}
                onClick={() => setKind('SIP')}
              >
                SIP
              </Button>
            </fieldset>
            {/* a scheme that stopped taking lumpsums says so, instead of the choice going missing */}
            {!canLumpsum && <p className="text-sm">Lumpsum investments in this fund are suspended by the fund house for now; you can start a SIP.</p>}
            {!canSip && <p className="text-sm">This fund does not take SIPs at present.</p>}
            {kind === 'ONE_TIME' ? (
              <AmountField
                id={`${id}-amount`}
                label="Amount"
                value={amount}
                onChange={setAmount}
                error={errors.amount}
                chips={QUICK_ADD.purchase}
                hint={`Minimum ${rupees(lumpsumMinimum(scheme, folio))}`}
                disabled={Boolean(busy)}
              />
            ) : (
              <SipFields
                form={{ ...sip, folio }}
                onChange={setSip}
                errors={errors}
                frequencies={frequencies}
                mandates={mandates}
                chips={QUICK_ADD.sip}
                now={now}
                disabled={Boolean(busy)}
              />
            )}
            {!online && <p className="rounded-md bg-accent p-3 text-sm text-accent-foreground">{OFFLINE_WRITE_MESSAGE}</p>}
            <Button type="submit" size="lg" disabled={Boolean(busy)}>
              Continue
            </Button>
            <p className="text-xs text-muted-foreground">
              We send a one-time password to your mobile and email to confirm the order. Other items in your cart stay there.
            </p>
          </form>
        )}
        {step.kind === 'otp' && (
          <form
            noValidate
            className="flex flex-col gap-4"
            onSubmit={(e) => {
              e.preventDefault();
              void verify(otp);
            }}
          >
            <p>
              {step.type === 'SIP' ? 'SIP' : 'One-time'} of <strong>{rupees(step.amount)}</strong>
            </p>
            <p>Please enter the OTP received on the Mobile or Email</p>
            <OtpInput
              value={otp}
              onChange={setOtp}
              onComplete={(v) => void verify(v)}
              length={OTP_LENGTH}
              label="Enter OTP"
              error={otpError}
              autoFocus
              disabled={Boolean(busy)}
            />
            <Button type="submit" disabled={otp.length !== OTP_LENGTH || Boolean(busy)}>
              SUBMIT
            </Button>
            <p className="flex items-center gap-1 text-sm">
              Didn't Receive?
              <Button variant="link" size="sm" className="px-1" onClick={() => void resend()}>
                RESEND
              </Button>
            </p>
          </form>
        )}
        {step.kind === 'pay' && (
          <PayStep amount={step.amount} busy={Boolean(busy)} onPay={(t, account) => void place(step.ihno, kind === 'SIP' ? 'SIP' : 'Lumpsum', t, account)} />
        )}
        {step.kind === 'done' && (
          <div className="flex flex-col gap-3">
            <output className="font-semibold">{step.message}</output>
            <Button asChild>
              <Link to={kind === 'SIP' ? '/portal/menu/manage-sip' : '/portal/menu/transaction-history'}>
                {kind === 'SIP' ? 'Manage SIPs' : 'Transaction History'}
              </Link>
            </Button>
          </div>
        )}
      </CardContent>
    </Card>
  );
}

/** Paying: the default bank by net banking first (one tap), then UPI and NEFT/cheque. */
function PayStep({ amount, busy, onPay }: { amount: string; busy: boolean; onPay(type: 1 | 2 | 3 | 4, accountNo?: number): void }) {
  const banks = useQuery(cartBanksQuery());
  if (banks.isPending) return <Spinner label="Loading banks" />;
  const list = banks.data ?? [];
  const first = list.find((b) => b.DefaultFlag === 'Y') ?? list[0];
  const others = list.filter((b) => b !== first);
  return (
    <section aria-label="Pay" className="flex flex-col gap-3">
      {banks.isError && (
        <p role="alert" className="text-destructive">
          {messageOf(banks.error)}
        </p>
      )}
      {first && (
        <Button size="lg" disabled={busy} onClick={() => onPay(PAYMENT_TYPES.netBanking, first.ID)}>
          Pay {rupees(amount)} from {first.BankName} {first['Account No'].slice(-4)}
        </Button>
      )}
      {others.map((b) => (
        <Button key={b.ID} variant="outline" disabled={busy} onClick={() => onPay(PAYMENT_TYPES.netBanking, b.ID)}>
          Pay from {b.BankName} {b['Account No'].slice(-4)}
        </Button>
      ))}
      <Button variant="outline" disabled={busy} onClick={() => onPay(PAYMENT_TYPES.gateway)}>
        Pay by UPI
      </Button>
      <Button variant="outline" disabled={busy} onClick={() => onPay(PAYMENT_TYPES.neft)}>
        Pay by NEFT
      </Button>
    </section>
  );
}
