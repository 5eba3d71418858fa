import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { IDEA_MESSAGES, type IdeaInvestment } from '@shared/contract/ideas.ts';
import { DRAWER_INSTALLMENTS } from '@shared/rules/transactions/amounts.ts';
import { messageOf } from '../../../api/errors.ts';
import { useOnline } from '../../../components/layout/offline-banner.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import { CurrencyInput } from '../../../components/ui/currency-input.tsx';
import { FieldError } from '../../../components/ui/input.tsx';
import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle } from '../../../components/ui/sheet.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { rupees } from '@shared/rules/format/figures.ts';
import { CREATE_MANDATE, eligibleMandates, ideaOrders, previewSplit, sipLimit, startDatesFor, type IdeaField, type IdeaForm } from '../idea-orders.ts';
import { ideaCalls } from '../mutations.ts';
import { mandatesQuery, useRefreshCart, useSubmissionKey, type Mandate } from '../../../components/transact/basket.ts';
import { useNow } from '../../../lib/use-now.ts';
import { OnboardingPopup } from './onboarding-popup.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { useAlert } from '../../../components/ui/use-alert.tsx';
import { liveFieldErrors } from '../../../lib/live-error.ts';

/** The confirmation shows, then the drawer closes 5 s later (spec 2 §4, §9). */
const CLOSE_AFTER_MS = 5000;
const TOAST_MS = 3000;

const dateLabel = (ymd: string) =>
  new Date(`${ymd}T00:00:00Z`).toLocaleDateString('en-IN', { timeZone: 'UTC', day: '2-digit', month: 'short', year: 'numeric' });

/**
 * The idea's Add To Cart drawer (spec 2 §2.10, §4, §5): starts on Lumpsum, switchable to SIP; the
 * amount's split across the schemes is shown before adding; every scheme's order goes into the
 * cart through POST /ideas/invest, or none does.
 */
export function IdeaCartDrawer({ investment, open, onOpenChange }: { investment: IdeaInvestment; open: boolean; onOpenChange(open: boolean): void }) {
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent>
        <SheetHeader>
          <SheetTitle>Add To Cart</SheetTitle>
          <SheetDescription>{investment.Inv_IdeaName}: one amount, split across its schemes by their weights.</SheetDescription>
        </SheetHeader>
        {open && <DrawerBody investment={investment} onClose={() => onOpenChange(false)} />}
      </SheetContent>
    </Sheet>
  );
}

function DrawerBody({ investment, onClose }: { investment: IdeaInvestment; onClose(): void }) {
  const mandates = useQuery(mandatesQuery());
  if (mandates.isPending) return <Skeleton label="Loading" className="h-96" />;
  if (mandates.isError)
    return (
      <p role="alert" className="text-destructive">
        {messageOf(mandates.error)}
      </p>
    );
  return <DrawerForm inv={investment} mandates={mandates.data} onClose={onClose} />;
}

function DrawerForm({ inv, mandates, onClose }: { inv: IdeaInvestment; mandates: Mandate[]; onClose(): void }) {
  const id = useId();
  const online = useOnline();
  const firstFrequency = inv.frequencies.find((f) => f.value === 3)?.value ?? inv.frequencies[0]?.value ?? null;
  const [form, setForm] = useState<IdeaForm>({
    kind: 'LUMPSUM',
    amount: inv.miniAmount.replace(/\.00$/, ''),
    frequency: firstFrequency,
    installments: '',
    mandateId: '',
    startDates: {},
    firstOrderToday: false,
  });
  const [submitted, setErrors] = useState<Partial<Record<IdeaField, string>>>({});
  const [busy, setBusy] = useState(false);
  const [added, setAdded] = useState(false);
  const [onboard, setOnboard] = useState<string | null>(null);
  const [alertEl, alert] = useAlert();
  const keys = useSubmissionKey();
  const refreshCart = useRefreshCart();
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => () => void (timer.current && clearTimeout(timer.current)), []);

  const update = (patch: Partial<IdeaForm>) => setForm((f) => ({ ...f, ...patch }));
  const limit = sipLimit(inv, form.frequency);
  const chooseKind = (kind: IdeaForm['kind']) =>
    update({ kind, amount: kind === 'SIP' ? (limit?.min_amount ?? '').replace(/\.00$/, '') : inv.miniAmount.replace(/\.00$/, ''), startDates: {} });
  // choosing a frequency resets the amount to its minimum and clears the SIP days (spec 2 §4)
  const chooseFrequency = (value: number) =>
    update({ frequency: value, amount: (sipLimit(inv, value)?.min_amount ?? '').replace(/\.00$/, ''), startDates: {} });
  const now = useNow();
  const split = previewSplit(inv, form);
  const offered = eligibleMandates(mandates, limit?.min_amount ?? null);
  const live = ideaOrders(inv, form, mandates);
  // a field's message goes as soon as the field is valid (the one rule of lib/live-error.ts)
  const errors = liveFieldErrors(submitted, live.ok ? {} : live.errors);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const built = ideaOrders(inv, form, mandates);
    if (!built.ok) {
      if (built.errors.form) return alert({ body: built.errors.form });
      return setErrors(built.errors);
    }
    setBusy(true);
    try {
      const answer = await ideaCalls.investIdea(built.body, keys.keyFor(built.body));
      keys.settled();
      if ('error' in answer) {
        if (answer.error === IDEA_MESSAGES.accountMissing) setOnboard(answer.error);
        else alert({ body: answer.error });
        return;
      }
      toast(IDEA_MESSAGES.added, { variant: 'success', duration: TOAST_MS });
      await refreshCart();
      setAdded(true);
      timer.current = setTimeout(onClose, CLOSE_AFTER_MS);
    } catch (err) {
      alert({ body: messageOf(err) });
    } finally {
      setBusy(false);
    }
  };

  if (added) {
    return (
      <div className="flex flex-col gap-4">
        <output className="text-lg font-semibold">{IDEA_MESSAGES.added}</output>
        <Link to="/portal/cart" className="text-primary underline-offset-4 hover:underline">
          Go to cart
        </Link>
        <Button onClick={onClose}>CLOSE</Button>
      </div>
    );
  }

  return (
    <form noValidate onSubmit={(e) => void submit(e)} className="flex flex-col gap-5">
      <fieldset className="m-0 flex gap-2 border-0 p-0">
        <legend className="sr-only">Investment type</legend>
        <Button
          variant={form.kind === 'LUMPSUM' ? 'default' : 'outline'}
          aria-pressed={form.kind === 'LUMPSUM'}
          onClick={() => chooseKind('LUMPSUM')}
          disabled={busy}
        >
          Lumpsum
        </Button>
        {inv.is_sip_allowed && (
          <Button variant={form.kind === 'SIP' ? 'default' : 'outline'} aria-pressed={form.kind === 'SIP'} onClick={() => chooseKind('SIP')} disabled={busy}>
            SIP
          </Button>
        )}
      </fieldset>
      {form.kind === 'SIP' && (
        <SelectField
          label="Frequency"
          value={form.frequency === null ? '' : String(form.frequency)}
          onChange={(v) => v && chooseFrequency(Number(v))}
          options={inv.frequencies.map((f) => ({ value: String(f.value), label: f.label.charAt(0) + f.label.slice(1).toLowerCase() }))}
          error={errors.frequency}
          disabled={busy}
        />
      )}
      <div className="flex flex-col gap-1">
        <CurrencyInput
          id={`${id}-amount`}
          label={form.kind === 'SIP' ? 'SIP amount' : 'Amount'}
          value={form.amount}
          onChange={(amount) => update({ amount })}
          error={errors.amount}
          disabled={busy}
        />
        <p className="text-sm text-muted-foreground">Minimum {rupees(form.kind === 'SIP' ? (limit?.min_amount ?? null) : inv.miniAmount)}</p>
      </div>
      <section aria-labelledby={`${id}-split`} className="flex flex-col gap-2 rounded-lg border bg-muted/40 p-3">
        <h3 id={`${id}-split`} className="text-sm font-semibold">
          How your {form.kind === 'SIP' ? 'SIP' : 'amount'} is split
        </h3>
        {split.ok ? (
          <table className="w-full text-sm">
            <caption className="sr-only">Split by scheme</caption>
            <tbody>
              {split.shares.map((s) => (
                <tr key={s.schemeId} className="border-t first:border-t-0">
                  <th scope="row" className="py-1 pr-2 text-left font-normal">
                    {s.name} <span className="text-muted-foreground">({Number(s.weight)}%)</span>
                  </th>
                  <td className="py-1 text-right font-semibold tabular-nums">{rupees(s.amount)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        ) : (
          <p className="text-sm text-muted-foreground">{split.message}</p>
        )}
      </section>
      {form.kind === 'SIP' && (
        <>
          <TextField
            label="Installments"
            value={form.installments}
            onChange={(v) => update({ installments: v.replace(/\D/g, '') })}
            inputMode="numeric"
            placeholder={`Enter Number ${DRAWER_INSTALLMENTS.min} - ${DRAWER_INSTALLMENTS.max}`}
            error={errors.installments ?? null}
          />
          <fieldset className="m-0 flex flex-col gap-3 border-0 p-0">
            <legend className="mb-2 text-sm font-semibold">SIP start dates</legend>
            {inv.ideas.map((s) => {
              const dates = startDatesFor(inv, s.SchemeId, form.frequency, now, form.firstOrderToday);
              return (
                <SelectField
                  key={s.SchemeId}
                  label={`Start date for ${s.ProductName}`}
                  value={form.startDates[s.SchemeId] ?? ''}
                  onChange={(v) => update({ startDates: { ...form.startDates, [s.SchemeId]: v } })}
                  options={dates.map((d) => ({ value: d, label: dateLabel(d) }))}
                  disabled={busy}
                />
              );
            })}
            {errors.startDates && <FieldError id={`${id}-dates`}>{errors.startDates}</FieldError>}
          </fieldset>
          <label className="flex items-center gap-3 text-sm">
            <Checkbox checked={form.firstOrderToday} onCheckedChange={(v) => update({ firstOrderToday: v === true, startDates: {} })} disabled={busy} />
            1st Order Today
          </label>
          {offered.length === 0 ? (
            <p role="alert" className="text-sm font-medium text-destructive">
              {CREATE_MANDATE}{' '}
              <Link to="/portal/profile/bank-mandates" className="text-primary underline">
                Bank mandates
              </Link>
            </p>
          ) : (
            <SelectField
              label="Mandate"
              value={form.mandateId}
              onChange={(mandateId) => update({ mandateId })}
              options={offered.map((m) => ({ value: m.Mandate_Id, label: `${m.Mandate_Id} · ${m.Details} · limit ${rupees(m.AMOUNT)}` }))}
              error={errors.mandateId}
              disabled={busy}
            />
          )}
        </>
      )}
      {!online && (
        <p className="rounded-md bg-accent p-3 text-sm text-accent-foreground">
          You are offline. Adding to the cart needs an internet connection; nothing you entered is lost.
        </p>
      )}
      <Button type="submit" disabled={busy} aria-busy={busy}>
        {busy ? 'Please wait...' : 'ADD TO CART'}
      </Button>
      {alertEl}
      <OnboardingPopup open={onboard !== null} onOpenChange={(o) => !o && setOnboard(null)} message={onboard ?? ''} />
    </form>
  );
}
