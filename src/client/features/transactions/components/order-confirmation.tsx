import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import type { OrderOutcome } from '@shared/contract/transactions.ts';
import { CheckCircle2, Clock, XCircle } from 'lucide-react';
import { messageOf } from '../../../api/errors.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent } from '../../../components/ui/card.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { cn } from '../../../lib/cn.ts';
import { rupees } from '../format.ts';
import { txCalls } from '../mutations.ts';
import { TX_KEYS, orderOutcomeQuery } from '../queries.ts';

const ICON = { awaiting_payment: Clock, payment_pending: Clock, paid: CheckCircle2, allotted: CheckCircle2, failed: XCircle } as const;
const TONE = {
  awaiting_payment: 'text-foreground',
  payment_pending: 'text-foreground',
  paid: 'text-success',
  allotted: 'text-success',
  failed: 'text-destructive',
} as const;

/**
 * The confirmation screen after paying: what the investor bought, the NAV date by the cut-off
 * rule and when units come; NEFT/cheque orders say they await the money (with where to send it)
 * until it is received; a failed payment says so and offers paying again or the cart.
 */
export function OrderConfirmation({ paymentId }: { paymentId: number }) {
  const q = useQuery(orderOutcomeQuery(paymentId));
  if (q.isPending) return <Spinner label="Loading your order" />;
  if (q.isError)
    return (
      <p role="alert" className="text-destructive">
        {messageOf(q.error)}
      </p>
    );
  if ('error' in q.data)
    return (
      <p role="alert" className="text-destructive">
        {q.data.error}
      </p>
    );
  return <OutcomeView outcome={q.data.outcome} />;
}

function OutcomeView({ outcome: o }: { outcome: OrderOutcome }) {
  const qc = useQueryClient();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const Icon = ICON[o.state];

  const payAgain = async () => {
    setBusy(true);
    setError(null);
    try {
      const answer = await txCalls.reinitiatePayment(o.orders[0]!.ID, o.orders[0]!.kind === 'SIP first instalment' ? 'Sys' : 'Normal');
      if ('error' in answer) return setError(answer.error);
      window.location.assign(answer.payment_url);
    } catch (err) {
      setError(messageOf(err));
    } finally {
      setBusy(false);
    }
  };
  const backToCart = async () => {
    setBusy(true);
    setError(null);
    try {
      const answer = await txCalls.returnToCart(o.payment_id);
      if ('error' in answer) return setError(answer.error);
      await qc.invalidateQueries({ queryKey: TX_KEYS.cart });
      void navigate({ to: '/portal/cart' });
    } catch (err) {
      setError(messageOf(err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-4">
      <Card>
        <CardContent className="flex flex-col gap-2 p-5">
          <output className={cn('flex items-start gap-2 text-lg font-semibold', TONE[o.state])}>
            <Icon aria-hidden className="mt-1 size-5 shrink-0" />
            <span>{o.title}</span>
          </output>
          <p className="text-sm">
            {rupees(o.amount)} · {modeLabel(o.mode)} · placed on {o.placed_on}
          </p>
        </CardContent>
      </Card>

      <ul aria-label="Orders" className="flex flex-col gap-3">
        {o.orders.map((r) => (
          <li key={r.ID} className="rounded-lg border p-4">
            <p className="font-semibold break-words">{r.scheme_name}</p>
            <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
              <dt className="text-muted-foreground">Order number</dt>
              <dd className="font-mono break-all">{r.order_no}</dd>
              <dt className="text-muted-foreground">Type</dt>
              <dd>{r.kind}</dd>
              <dt className="text-muted-foreground">Amount</dt>
              <dd>{rupees(r.amount)}</dd>
              <dt className="text-muted-foreground">Units</dt>
              <dd>{r.units ?? 'Allotted at the NAV below'}</dd>
              {r.nav && (
                <>
                  <dt className="text-muted-foreground">NAV</dt>
                  <dd>₹{r.nav}</dd>
                </>
              )}
              {r.nav_date && (
                <>
                  <dt className="text-muted-foreground">NAV date</dt>
                  <dd>
                    {r.nav_date}
                    {r.nav_date_final ? '' : ' (if paid now)'}
                  </dd>
                  <dt className="text-muted-foreground">{r.units ? 'Allotted on' : 'Units expected by'}</dt>
                  <dd>{r.allotment_date}</dd>
                </>
              )}
              <dt className="text-muted-foreground">Status</dt>
              <dd>{r.status_word}</dd>
            </dl>
          </li>
        ))}
      </ul>

      {o.beneficiaries.length > 0 && o.state === 'awaiting_payment' && (
        <section aria-labelledby="pay-to" className="flex flex-col gap-3">
          <h2 id="pay-to" className="text-lg font-semibold">
            Where to send {rupees(o.amount)}
          </h2>
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 rounded-lg border p-4 text-sm">
            <dt className="text-muted-foreground">Your reference</dt>
            <dd className="font-mono break-all">{o.reference}</dd>
            <dt className="text-muted-foreground">Remarks</dt>
            <dd className="font-mono break-all">{o.remarks}</dd>
          </dl>
          <div className="grid gap-3 sm:grid-cols-2">
            {o.beneficiaries.map((b, i) => (
              <section key={b.ifsc} aria-label={`Beneficiary bank ${i + 1}`} className="rounded-lg border p-4 text-sm">
                <h3 className="mb-2 font-semibold">{`Beneficiary bank ${i + 1}: ${b.bank}`}</h3>
                <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
                  <dt className="text-muted-foreground">Beneficiary</dt>
                  <dd className="break-words">{b.name}</dd>
                  <dt className="text-muted-foreground">Account No</dt>
                  <dd className="font-mono break-all">{b.account_no}</dd>
                  <dt className="text-muted-foreground">Account Type</dt>
                  <dd>{b.account_type}</dd>
                  <dt className="text-muted-foreground">IFSC</dt>
                  <dd className="font-mono">{b.ifsc}</dd>
                  <dt className="text-muted-foreground">Branch</dt>
                  <dd>{b.branch}</dd>
                </dl>
              </section>
            ))}
          </div>
        </section>
      )}

      <section aria-labelledby="if-failed" className="rounded-lg bg-muted p-4 text-sm">
        <h2 id="if-failed" className="mb-1 font-semibold">
          {o.state === 'failed' ? 'What now' : o.state === 'awaiting_payment' ? 'How to pay' : 'If the payment failed'}
        </h2>
        <p>{o.if_failed}</p>
      </section>
      {error && (
        <p role="alert" className="text-destructive">
          {error}
        </p>
      )}
      <div className="flex flex-wrap gap-3">
        {o.can_pay_again && (
          <Button disabled={busy} onClick={() => void payAgain()}>
            {o.state === 'failed' ? 'Pay again' : 'Pay now'}
          </Button>
        )}
        {o.can_return_to_cart && (
          <Button variant={o.can_pay_again ? 'outline' : 'default'} disabled={busy} onClick={() => void backToCart()}>
            Put back in cart
          </Button>
        )}
        <Button asChild variant="outline">
          <Link to="/portal/menu/transaction-history">Transaction History</Link>
        </Button>
      </div>
    </div>
  );
}

function modeLabel(mode: string): string {
  return mode === 'NETBANKING' ? 'Net Banking' : mode === 'UPI' ? 'UPI' : mode === 'NEFT' ? 'NEFT' : mode === 'CHEQUE' ? 'Cheque' : mode;
}
