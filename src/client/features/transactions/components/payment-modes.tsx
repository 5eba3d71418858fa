import { useId, useState } from 'react';
import { useQuery, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { Navigate, useNavigate } from '@tanstack/react-router';
import { PAYMENT_TYPES } from '@shared/contract/transactions.ts';
import { messageOf } from '../../../api/errors.ts';
import { useOnline } from '../../../components/layout/offline-banner.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent } from '../../../components/ui/card.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { RadioGroup, RadioGroupItem } from '../../../components/ui/radio-group.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs.tsx';
import { CHECKOUT_MESSAGES, itemsOf, orderBody, placeOutcome, totalAmount, DIALOG_TITLES } from '../checkout.ts';
import { rupees } from '../format.ts';
import { OFFLINE_WRITE_MESSAGE, useSubmissionKey } from '../mutations.ts';
import { RECOVERY_MESSAGES, handOver, placeRecoverably } from '../../../api/order-recovery.ts';
import { AWAITING_PAYMENT_TITLE, CLEARING_ACCOUNTS, CLEARING_BENEFICIARY, clearingAccountNumber } from '@shared/rules/transactions/offline-payment.ts';
import { TX_KEYS, cartBanksQuery, cartQuery, useOwner } from '../queries.ts';
import { useMessageDialog } from './message-dialog.tsx';
import { ResultDialog, type ResultMessage } from './result-dialog.tsx';

type Offline = 'cheque' | 'neft' | '';

/**
 * /portal/payments?paymentMode=Lumpsum|SIP (spec 3 §2.4, §4.1): pays for the cart's checked
 * items of that tab by net banking (a linked bank), UPI (the exchange's gateway), or cheque/NEFT.
 * Redirects to the cart when nothing is checked.
 */
export function PaymentModes({ mode }: { mode: 'Lumpsum' | 'SIP' }) {
  const owner = useOwner();
  const qc = useQueryClient();
  const navigate = useNavigate();
  const online = useOnline();
  const id = useId();
  // the route's loader has the cart (and has asked for the banks, whose failure shows in place)
  const cart = useSuspenseQuery(cartQuery(owner));
  const banks = useQuery(cartBanksQuery());
  const keys = useSubmissionKey();
  const [busy, setBusy] = useState(false);
  // once the orders are placed the emptied cart must not bounce this page back to /portal/cart
  const [placed, setPlaced] = useState(false);
  const [offline, setOffline] = useState<Offline>('');
  const [result, setResult] = useState<ResultMessage | null>(null);
  const [alertEl, alert] = useMessageDialog();

  const checked = itemsOf(cart.data.data, mode).filter((i) => i.checked);
  if (checked.length === 0 && !busy && !placed) return <Navigate to="/portal/cart" replace />;

  const pay = async (payment_type: 1 | 2 | 3 | 4, accountNo?: number) => {
    const body = { ...orderBody(mode, checked), payment_type, ...(accountNo === undefined ? {} : { accountNo }) };
    setBusy(true);
    try {
      // a lost answer is resolved by asking about the key, never by placing again (api/order-recovery.ts)
      const key = keys.keyFor(body);
      const placedNow = await placeRecoverably(body, key, { owner, type: mode });
      if (placedNow.kind === 'working' || placedNow.kind === 'unknown') {
        handOver(key);
        setPlaced(true);
        return setResult({
          title: CHECKOUT_MESSAGES.checkingTitle,
          body: <p>{RECOVERY_MESSAGES[placedNow.kind]}</p>,
          onOk: () => void navigate({ to: '/portal/menu/transaction-history', replace: true }),
        });
      }
      keys.settled();
      if (placedNow.kind === 'not_placed') {
        void qc.invalidateQueries({ queryKey: TX_KEYS.cart });
        return setResult({
          title: CHECKOUT_MESSAGES.notPlacedTitle,
          body: <p>{placedNow.message}</p>,
          onOk: () => void navigate({ to: '/portal/cart', replace: true }),
        });
      }
      const outcome = placeOutcome(placedNow.answer);
      if (outcome.kind === 'error') return alert({ title: DIALOG_TITLES.orderNotPlaced, body: outcome.message });
      setPlaced(true);
      if (outcome.kind === 'failed') {
        void qc.invalidateQueries({ queryKey: TX_KEYS.cart });
        return setResult({
          title: CHECKOUT_MESSAGES.failedTitle,
          body: <p>{outcome.message}</p>,
          onOk: () => void navigate({ to: '/portal/cart', replace: true }),
        });
      }
      if (outcome.kind === 'pay') {
        // a partial failure is shown first, then the gateway (spec 3 §4.1)
        if (!outcome.failed) return window.location.assign(outcome.url);
        const url = outcome.url;
        void qc.invalidateQueries({ queryKey: TX_KEYS.cart });
        return setResult({
          title: CHECKOUT_MESSAGES.successTitle,
          body: (
            <>
              <p>{outcome.message}</p>
              <p className="text-destructive">{outcome.failed}</p>
            </>
          ),
          onOk: () => window.location.assign(url),
        });
      }
      void qc.invalidateQueries({ queryKey: TX_KEYS.cart });
      // NEFT/cheque: the order is placed and waits for the money; its confirmation screen says
      // where to send it (never "successful" before the money is received)
      if (outcome.paymentId !== null) {
        if (!outcome.failed) return void navigate({ to: '/portal/order-confirmation', search: { payment: outcome.paymentId }, replace: true });
        const paymentId = outcome.paymentId;
        return setResult({
          title: AWAITING_PAYMENT_TITLE,
          body: (
            <>
              <p>{outcome.message}</p>
              <p className="text-destructive">{outcome.failed}</p>
            </>
          ),
          onOk: () => void navigate({ to: '/portal/order-confirmation', search: { payment: paymentId }, replace: true }),
        });
      }
      const toHistory = () =>
        void navigate({ to: '/portal/menu/transaction-history', replace: true, state: (prev) => ({ ...prev, historyType: 'Processing' as const }) });
      setResult({
        title: AWAITING_PAYMENT_TITLE,
        body: (
          <>
            <p>{outcome.message}</p>
            {outcome.failed && <p className="text-destructive">{outcome.failed}</p>}
          </>
        ),
        onOk: toHistory,
      });
    } catch (err) {
      alert({ title: DIALOG_TITLES.orderNotPlaced, body: messageOf(err) });
    } finally {
      setBusy(false);
    }
  };

  const submitOffline = () => {
    if (!offline) return alert({ title: DIALOG_TITLES.choosePaymentMode, body: CHECKOUT_MESSAGES.selectChequeOrNeft });
    void pay(offline === 'cheque' ? PAYMENT_TYPES.cheque : PAYMENT_TYPES.neft);
  };

  return (
    <div className="flex flex-col gap-5">
      <Card>
        <CardContent className="flex flex-wrap items-center justify-between gap-2 p-5">
          <span>
            {mode} · {checked.length} {checked.length === 1 ? 'order' : 'orders'}
          </span>
          <span className="text-lg font-semibold">Amount payable {rupees(totalAmount(checked))}</span>
        </CardContent>
      </Card>
      {!online && <p className="rounded-md bg-accent p-3 text-sm text-accent-foreground">{OFFLINE_WRITE_MESSAGE}</p>}
      {busy && <Spinner label="Placing your order" />}
      <Tabs defaultValue="netbanking">
        <TabsList aria-label="Payment mode">
          <TabsTrigger value="netbanking">Net Banking</TabsTrigger>
          <TabsTrigger value="upi">UPI / One Time Mandate</TabsTrigger>
          <TabsTrigger value="offline">Cheque/NEFT</TabsTrigger>
        </TabsList>
        <TabsContent value="netbanking">
          {banks.isPending ? (
            <Spinner label="Loading banks" />
          ) : banks.isError ? (
            <p role="alert" className="text-destructive">
              {messageOf(banks.error)}
            </p>
          ) : banks.data.length === 0 ? (
            <p className="text-muted-foreground">No Data Found</p>
          ) : (
            <ul className="grid gap-3 sm:grid-cols-2">
              {banks.data.map((b) => (
                <li key={b.ID} className="flex flex-col gap-3 rounded-lg border p-4">
                  <div id={`${id}-bank-${b.ID}`}>
                    <p className="font-semibold">{b.BankName}</p>
                    <p className="text-sm text-muted-foreground">
                      {b['Account No']} · {b.IFSCCode}
                      {b.DefaultFlag === 'Y' ? ' · Default' : ''}
                    </p>
                  </div>
                  <Button disabled={busy} aria-describedby={`${id}-bank-${b.ID}`} onClick={() => void pay(PAYMENT_TYPES.netBanking, b.ID)}>
                    PAY USING THIS ACCOUNT
                  </Button>
                </li>
              ))}
            </ul>
          )}
        </TabsContent>
        <TabsContent value="upi" className="flex flex-col items-start gap-4">
          <p>You will go to the exchange's payment page to pay with your UPI ID.</p>
          <Button disabled={busy} onClick={() => void pay(PAYMENT_TYPES.gateway)}>
            SUBMIT
          </Button>
        </TabsContent>
        <TabsContent value="offline" className="flex flex-col gap-4">
          <fieldset>
            <legend className="mb-3 text-sm font-medium">Pay by</legend>
            <RadioGroup value={offline} onValueChange={(v) => setOffline(v as Offline)} className="flex gap-6">
              <div className="flex items-center gap-2">
                <RadioGroupItem id={`${id}-cheque`} value="cheque" />
                <Label htmlFor={`${id}-cheque`}>Cheque</Label>
              </div>
              <div className="flex items-center gap-2">
                <RadioGroupItem id={`${id}-neft`} value="neft" />
                <Label htmlFor={`${id}-neft`}>NEFT</Label>
              </div>
            </RadioGroup>
          </fieldset>
          {offline === 'neft' && (
            <div className="grid gap-3 sm:grid-cols-2">
              {CLEARING_ACCOUNTS.map((a, i) => (
                <section key={a.ifsc} aria-label={`Beneficiary bank ${i + 1}`} className="rounded-lg border p-4 text-sm">
                  <h3 className="mb-2 font-semibold">{`Beneficiary bank ${i + 1}: ${a.bank}`}</h3>
                  <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
                    <dt className="text-muted-foreground">Beneficiary</dt>
                    <dd className="break-words">{CLEARING_BENEFICIARY}</dd>
                    <dt className="text-muted-foreground">Account No</dt>
                    <dd className="font-mono break-all">{clearingAccountNumber(a.prefix, owner)}</dd>
                    <dt className="text-muted-foreground">Account Type</dt>
                    <dd>{a.accountType}</dd>
                    <dt className="text-muted-foreground">IFSC</dt>
                    <dd className="font-mono">{a.ifsc}</dd>
                    <dt className="text-muted-foreground">Branch</dt>
                    <dd>{a.branch}</dd>
                  </dl>
                </section>
              ))}
            </div>
          )}
          {offline === 'cheque' && (
            <p className="text-sm">
              Write the cheque to {CLEARING_BENEFICIARY} for {rupees(totalAmount(checked))}, with your reference {owner} on the back; our team collects it.
            </p>
          )}
          <Button className="self-start" disabled={busy} onClick={submitOffline}>
            SUBMIT
          </Button>
        </TabsContent>
      </Tabs>
      <ResultDialog message={result} onClosed={() => setResult(null)} />
      {alertEl}
    </div>
  );
}
