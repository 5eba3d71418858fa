import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { Goal, GoalScheme } from '@shared/contract/goals.ts';
import { GOAL_MESSAGES } from '@shared/rules/goals/goal-answers.ts';
import { allowedStartDates, parseSipDates } from '@shared/rules/registrations/sip-calendar.ts';
import { messageOf } from '../../../api/errors.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { rupees } from '@shared/rules/format/figures.ts';
import { goalMandates, goalOrders, type GoalCartForm } from '../goal-flow.ts';
import { goalCalls } from '../mutations.ts';
import { mandatesQuery, useRefreshCart, useSubmissionKey } from '../../../components/transact/basket.ts';
import { useNow } from '../../../lib/use-now.ts';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { useAlert } from '../../../components/ui/use-alert.tsx';

/** Goal call errors on the cart are alerted after a 1 s delay (spec 2 §8). */
const CART_ERROR_DELAY_MS = 1000;
const dateLabel = (ymd: string) =>
  new Date(`${ymd}T00:00:00Z`).toLocaleDateString('en-IN', { timeZone: 'UTC', day: '2-digit', month: 'short', year: 'numeric' });

/**
 * '{goal} Schemes' (spec 2 §2.11, §4, §5): the Funds In the Bucket for SIP or Lumpsum (an
 * objective shows only the type it was planned for), a mandate and a start date per SIP scheme,
 * and ADD TO CART through POST /goals/invest.
 */
export function GoalSchemesView({
  goal,
  schemes,
  bucketName,
  onlyType,
}: {
  goal: Goal;
  schemes: GoalScheme[];
  bucketName: string | null;
  onlyType?: 'SIP' | 'LumpSum';
}) {
  const mandates = useQuery(mandatesQuery());
  const hasSip = schemes.some((s) => s.PurType === 'SIP');
  const [type, setType] = useState<'SIP' | 'LumpSum'>(onlyType ?? (hasSip ? 'SIP' : 'LumpSum'));
  const [form, setForm] = useState<GoalCartForm>({ mandateId: '', startDates: {}, firstOrderToday: false });
  const [busy, setBusy] = useState(false);
  const [added, setAdded] = useState(false);
  const [alertEl, alert] = useAlert();
  const keys = useSubmissionKey();
  const refreshCart = useRefreshCart();
  const shown = schemes.filter((s) => s.PurType === type);
  const offered = goalMandates(mandates.data ?? [], shown);
  const now = useNow();

  const addToCart = async () => {
    const built = goalOrders(schemes, type, form);
    if (!built.ok) return alert({ body: built.message });
    const body = { orders: built.orders, GoalID: goal.GoalId };
    setBusy(true);
    try {
      const answer = await goalCalls.investGoal(body, keys.keyFor(body));
      keys.settled();
      if (answer.error || !answer.is_invested_goal) {
        const message = answer.error ?? GOAL_MESSAGES.submissionFailed;
        setTimeout(() => alert({ body: message }), CART_ERROR_DELAY_MS);
        return;
      }
      toast(GOAL_MESSAGES.added, { variant: 'success', duration: 3000 });
      await refreshCart();
      setAdded(true);
    } catch (err) {
      const message = messageOf(err);
      setTimeout(() => alert({ body: message }), CART_ERROR_DELAY_MS);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="flex flex-col gap-6">
      {!onlyType && (
        <fieldset className="m-0 flex gap-2 border-0 p-0">
          <legend className="sr-only">Investment type</legend>
          {(['SIP', 'LumpSum'] as const).map((t) => (
            <Button
              key={t}
              variant={type === t ? 'default' : 'outline'}
              aria-pressed={type === t}
              onClick={() => (setType(t), setAdded(false))}
              disabled={busy}
            >
              {t === 'SIP' ? 'SIP' : 'Lumpsum'}
            </Button>
          ))}
        </fieldset>
      )}
      <section aria-labelledby="bucket-title" className="flex flex-col gap-3">
        <h2 id="bucket-title" className="text-lg font-semibold">
          Funds In the Bucket {bucketName && <span className="text-sm font-normal text-muted-foreground">· {bucketName}</span>}
        </h2>
        {shown.length === 0 ? (
          <p className="py-6 text-center text-muted-foreground">No {type === 'SIP' ? 'SIP' : 'Lumpsum'} Schemes are Available</p>
        ) : (
          <ul className="flex flex-col gap-3">
            {shown.map((s) => {
              const dates =
                type === 'SIP' ? allowedStartDates({ now, sipDates: parseSipDates(s.SIPDATES ?? ''), firstOrderToday: form.firstOrderToday, kind: 'SIP' }) : [];
              return (
                <li key={s.SchemeId} className="flex flex-col gap-3 rounded-xl border bg-card p-4">
                  <div className="flex flex-wrap items-start justify-between gap-3">
                    <span className="flex flex-col">
                      <span className="font-semibold">{s.ProductName}</span>
                      <span className="text-sm text-muted-foreground">
                        {s.AssetClassName} · {s.Sub_AssetclassName} · {Number(s.Allocation)}% of the goal{s.recommendation === 'Y' ? ' · Recommended' : ''}
                      </span>
                    </span>
                    <span className="text-right">
                      <span className="block text-lg font-semibold">{rupees(s.ArrivedPurchaseAmt)}</span>
                      <span className="text-sm text-muted-foreground">{type === 'SIP' ? `a month × ${s.installments}` : 'lumpsum'}</span>
                    </span>
                  </div>
                  {type === 'SIP' && (
                    <SelectField
                      label={`Start date for ${s.ProductName}`}
                      value={form.startDates[s.SchemeId] ?? ''}
                      onChange={(v) => setForm({ ...form, startDates: { ...form.startDates, [s.SchemeId]: v } })}
                      options={dates.map((d) => ({ value: d, label: dateLabel(d) }))}
                      disabled={busy}
                    />
                  )}
                </li>
              );
            })}
          </ul>
        )}
      </section>
      {type === 'SIP' && shown.length > 0 && (
        <div className="flex flex-col gap-3">
          {mandates.isPending ? (
            <Spinner label="Loading mandates" />
          ) : offered.length === 0 ? (
            <p role="alert" className="text-sm font-medium text-destructive">
              Please create mandate Id&apos;s{' '}
              <Link to="/portal/profile/bank-mandates" className="text-primary underline">
                Bank mandates
              </Link>
            </p>
          ) : (
            <SelectField
              label="Mandate"
              value={form.mandateId}
              onChange={(mandateId) => setForm({ ...form, mandateId })}
              options={offered.map((m) => ({ value: m.Mandate_Id, label: `${m.Mandate_Id} · ${m.Details} · limit ${rupees(m.AMOUNT)}` }))}
              disabled={busy}
            />
          )}
          <label className="flex items-center gap-3 text-sm">
            <Checkbox
              checked={form.firstOrderToday}
              onCheckedChange={(v) => setForm({ ...form, firstOrderToday: v === true, startDates: {} })}
              disabled={busy}
            />
            1st Order Today
          </label>
        </div>
      )}
      {added ? (
        <p className="flex flex-wrap items-center gap-3">
          <output className="font-semibold">{GOAL_MESSAGES.added}</output>
          <Link to="/portal/cart" className="text-primary underline-offset-4 hover:underline">
            Go to cart
          </Link>
        </p>
      ) : (
        shown.length > 0 && (
          <div className="flex justify-end">
            <Button onClick={() => void addToCart()} disabled={busy} aria-busy={busy}>
              {busy ? 'Please wait...' : 'ADD TO CART'}
            </Button>
          </div>
        )
      )}
      {alertEl}
    </div>
  );
}
