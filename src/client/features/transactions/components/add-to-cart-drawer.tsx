import { DIALOG_TITLES } from '../checkout.ts';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { QUICK_ADD } from '@shared/rules/transactions/amounts.ts';
import { messageOf } from '../../../api/errors.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle } from '../../../components/ui/sheet.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useOnline } from '../../../components/layout/offline-banner.tsx';
import { rupees } from '../format.ts';
import { OFFLINE_WRITE_MESSAGE, type CreateTransactionBody } from '../mutations.ts';
import { lumpsumMinimum, offeredFrequencies, purchaseOrder, sipOrder, type SipField, type SipForm } from '../order-payloads.ts';
import { foliosQuery, mandatesQuery, transactInfoQuery } from '../queries.ts';
import type { Folio, Frequency, Mandate, TransactScheme } from '../types.ts';
import { ADDED_TO_CART, CLOSE_AFTER_MS, useAddToCart } from '../use-add-to-cart.ts';
import { useNow } from '../../../lib/use-now.ts';
import { stillTrue } from '../use-form-state.ts';
import { AccountIncompleteDialog } from './account-incomplete-dialog.tsx';
import { AmountField } from './amount-field.tsx';
import { FolioPicker } from './folio-picker.tsx';
import { useMessageDialog } from './message-dialog.tsx';
import { startingLumpsum } from './purchase-form.tsx';
import { SipFields } from './sip-fields.tsx';
import { emptySip } from './sip-form.tsx';

type Kind = 'SIP' | 'LUMPSUM';

/**
 * The ADD TO CART drawer (spec 2 §2.7, §4): right-hand, one third of the screen. SIP or LUMPSUM,
 * the scheme's folios plus New Folio, the frequency rules, and a link to bank mandates when the
 * investor has none. After an order is added it confirms and closes 5 s later.
 */
export function AddToCartDrawer({ schemeId, open, onOpenChange }: { schemeId: number; open: boolean; onOpenChange(open: boolean): void }) {
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent>
        <SheetHeader>
          <SheetTitle>ADD TO CART</SheetTitle>
          <SheetDescription>Choose SIP or lumpsum; the order waits in your cart until you check out.</SheetDescription>
        </SheetHeader>
        {open && <DrawerBody schemeId={schemeId} onClose={() => onOpenChange(false)} />}
      </SheetContent>
    </Sheet>
  );
}

function DrawerBody({ schemeId, onClose }: { schemeId: number; onClose(): void }) {
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
  return (
    <DrawerForm
      scheme={info.data!.scheme}
      frequencies={offeredFrequencies(info.data!.sip_frequencies)}
      folios={folios.data ?? []}
      mandates={mandates.data ?? []}
      onClose={onClose}
    />
  );
}

function DrawerForm({
  scheme,
  frequencies,
  folios,
  mandates,
  onClose,
}: {
  scheme: TransactScheme;
  frequencies: Frequency[];
  folios: Folio[];
  mandates: Mandate[];
  onClose(): void;
}) {
  const id = useId();
  const now = useNow();
  const online = useOnline();
  const canLumpsum = scheme.allowed.NEW === 'Y' || scheme.allowed.ADD === 'Y';
  const canSip = scheme.allowed.SIP === 'Y' || frequencies.length > 0;
  const [kind, setKind] = useState<Kind>(canSip && frequencies.length > 0 ? 'SIP' : 'LUMPSUM');
  const firstFolio = folios[0]?.folio ?? '';
  const [folio, setFolio] = useState(firstFolio);
  const [sip, setSip] = useState<SipForm>(() => emptySip(firstFolio, frequencies));
  const [amount, setAmount] = useState(() => startingLumpsum(scheme, firstFolio));
  const [errors, setErrors] = useState<Partial<Record<SipField, string>>>({});
  const [added, setAdded] = useState(false);
  const [accountOpen, setAccountOpen] = useState(false);
  const [alertEl, alert] = useMessageDialog();
  const { add, busy } = useAddToCart();
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => () => void (timer.current && clearTimeout(timer.current)), []);

  const chooseKind = (k: Kind) => {
    setKind(k);
    setErrors({});
    if (k === 'LUMPSUM') setAmount(startingLumpsum(scheme, folio));
  };
  const chooseFolio = (f: string) => {
    setFolio(f);
    setSip({ ...sip, folio: f });
    setAmount(startingLumpsum(scheme, f));
  };

  const check = (at: Date) =>
    kind === 'SIP' ? sipOrder({ ...sip, folio }, { scheme, frequencies, mandates, now: at }) : purchaseOrder({ folio, amount }, { scheme });
  // a field's message goes as soon as the field is valid (the one rule of lib/live-error.ts)
  const shown = stillTrue(errors, check(now));
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const r = check(new Date());
    if (!r.ok) return setErrors(r.errors);
    setErrors({});
    const outcome = await add(r.body as CreateTransactionBody);
    if (outcome.kind === 'added') {
      setAdded(true);
      timer.current = setTimeout(onClose, CLOSE_AFTER_MS);
    } else if (outcome.kind === 'not-onboarded') setAccountOpen(true);
    else if (outcome.kind === 'refused') alert({ title: DIALOG_TITLES.notAdded, body: outcome.message, onClose });
    else alert({ title: DIALOG_TITLES.notAdded, body: outcome.message });
  };

  if (added) {
    return (
      <div className="flex flex-col gap-4">
        <output className="text-lg font-semibold">{ADDED_TO_CART}</output>
        <p className="text-muted-foreground">{scheme.SchemeName}</p>
        <Button onClick={onClose}>CLOSE</Button>
      </div>
    );
  }

  return (
    <form noValidate onSubmit={(e) => void submit(e)} className="flex flex-col gap-6">
      <p className="font-semibold">{scheme.SchemeName}</p>
      <fieldset className="m-0 flex gap-2 border-0 p-0">
        <legend className="sr-only">Investment type</legend>
        {canSip && (
          <Button variant={kind === 'SIP' ? 'default' : 'outline'} aria-pressed={kind === 'SIP'} onClick={() => chooseKind('SIP')} disabled={busy}>
            SIP
          </Button>
        )}
        {canLumpsum && (
          <Button variant={kind === 'LUMPSUM' ? 'default' : 'outline'} aria-pressed={kind === 'LUMPSUM'} onClick={() => chooseKind('LUMPSUM')} disabled={busy}>
            LUMPSUM
          </Button>
        )}
      </fieldset>
      {/* a fund that stopped taking lumpsums says so, rather than the choice going missing */}
      {!canLumpsum && <p className="text-sm">Lumpsum investments in this fund are suspended by the fund house for now; you can start a SIP.</p>}
      <FolioPicker folios={folios} value={folio} onChange={chooseFolio} allowNew={scheme.allowed.NEW === 'Y' || kind === 'SIP'} />
      {kind === 'SIP' ? (
        <SipFields
          form={{ ...sip, folio }}
          onChange={setSip}
          errors={shown}
          frequencies={frequencies}
          mandates={mandates}
          chips={QUICK_ADD.cart}
          now={now}
          disabled={busy}
        />
      ) : (
        <AmountField
          id={`${id}-amount`}
          label="Amount"
          value={amount}
          onChange={setAmount}
          error={shown.amount}
          chips={QUICK_ADD.cart}
          hint={`Minimum ${rupees(lumpsumMinimum(scheme, folio))}`}
          disabled={busy}
        />
      )}
      {!online && <p className="rounded-md bg-accent p-3 text-sm text-accent-foreground">{OFFLINE_WRITE_MESSAGE}</p>}
      <Button type="submit" disabled={busy}>
        {busy ? 'Please wait...' : 'ADD TO CART'}
      </Button>
      {alertEl}
      <AccountIncompleteDialog open={accountOpen} onOpenChange={(o) => (o ? setAccountOpen(true) : (setAccountOpen(false), onClose()))} />
    </form>
  );
}
