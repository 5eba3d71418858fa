import { DIALOG_TITLES } from '../checkout.ts';
import { useEffect, useRef, useState } from 'react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent } from '../../../components/ui/card.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs.tsx';
import { HUB_TABS, allowedTabs, defaultTab, type HubTab } from '../hub-tabs.ts';
import type { CreateTransactionBody } from '../mutations.ts';
import { foliosQuery, mandatesQuery, transactInfoQuery } from '../queries.ts';
import { ADDED_TO_CART, CLOSE_AFTER_MS, useAddToCart } from '../use-add-to-cart.ts';
import { useNow } from '../../../lib/use-now.ts';
import { AccountIncompleteDialog } from './account-incomplete-dialog.tsx';
import { useMessageDialog } from './message-dialog.tsx';
import { PurchaseOrderForm } from './purchase-form.tsx';
import { RedemptionOrderForm } from './redemption-form.tsx';
import { SipOrderForm } from './sip-form.tsx';
import { SchemeFacts } from './scheme-facts.tsx';
import { SystematicOutOrderForm } from './systematic-out-form.tsx';

/**
 * The transaction hub (spec 2 §2.6, §4): tabs for the order types the scheme allows, one form per
 * tab. A created order goes to the cart; a toast confirms it and 5 s later the hub moves on
 * (`onDone`), unless the investor stays to add another.
 */
export function TransactionHub({
  schemeId,
  initialTab,
  initialFolio,
  onCancel,
  onDone,
}: {
  schemeId: number;
  initialTab?: string | undefined;
  initialFolio?: string | undefined;
  onCancel(): void;
  /** after an order is added: the hub is finished (the route goes to the cart) */
  onDone(): void;
}) {
  const now = useNow();
  // the route's loader (loadTransactionHub) has these in the cache: no fetch after fetch here
  const info = useSuspenseQuery(transactInfoQuery(schemeId));
  const folios = useSuspenseQuery(foliosQuery(info.data.scheme.Productcode_RTA ?? ''));
  const mandates = useSuspenseQuery(mandatesQuery());
  const tabs = allowedTabs(info.data.scheme.allowed);
  const [tab, setTab] = useState<HubTab | null>(null);
  const current = tab ?? defaultTab(tabs, initialTab);
  const { add, busy } = useAddToCart();
  const [alertEl, alert] = useMessageDialog();
  const [accountOpen, setAccountOpen] = useState(false);
  const [added, setAdded] = useState(false);
  const [formKey, setFormKey] = useState(0);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => () => void (timer.current && clearTimeout(timer.current)), []);

  const { scheme, sip_frequencies: frequencies, swp_frequencies: swpFrequencies, stp_frequencies: stpFrequencies } = info.data;
  const folioList = folios.data;

  const submit = async (body: CreateTransactionBody) => {
    const outcome = await add(body);
    if (outcome.kind === 'added') {
      setAdded(true);
      timer.current = setTimeout(onDone, CLOSE_AFTER_MS);
    } else if (outcome.kind === 'not-onboarded') setAccountOpen(true);
    // any other refusal is shown and the panel closes (spec 2 §8); a failed call keeps the form
    else if (outcome.kind === 'refused') alert({ title: DIALOG_TITLES.notAdded, body: outcome.message, onClose: onCancel });
    else alert({ title: DIALOG_TITLES.notAdded, body: outcome.message });
  };
  const another = () => {
    if (timer.current) clearTimeout(timer.current);
    setAdded(false);
    setFormKey((k) => k + 1);
  };
  const common = { scheme, busy, onSubmit: (b: CreateTransactionBody) => void submit(b), onCancel };

  return (
    <Card>
      <CardContent className="flex flex-col gap-5 p-5">
        <SchemeFacts scheme={scheme} />
        {tabs.length === 0 || current === null ? (
          <p>No transactions are allowed for this scheme at the moment.</p>
        ) : added ? (
          <div className="flex flex-col items-start gap-4">
            <output className="text-lg font-semibold">{ADDED_TO_CART}</output>
            <p className="text-muted-foreground">Taking you to your cart...</p>
            <div className="flex flex-wrap gap-3">
              <Button onClick={onDone}>GO TO CART</Button>
              <Button variant="outline" onClick={another}>
                ADD ANOTHER ORDER
              </Button>
            </div>
          </div>
        ) : (
          <Tabs value={current} onValueChange={(t) => setTab(t as HubTab)}>
            <TabsList aria-label="Transaction type">
              {HUB_TABS.filter((t) => tabs.includes(t.id)).map((t) => (
                <TabsTrigger key={t.id} value={t.id}>
                  {t.label}
                </TabsTrigger>
              ))}
            </TabsList>
            {HUB_TABS.filter((t) => tabs.includes(t.id)).map((t) => (
              <TabsContent key={`${t.id}-${formKey}`} value={t.id} className="flex flex-col gap-5">
                <h2 className="text-lg font-semibold">{t.heading}</h2>
                {t.id === 'SIP' && (
                  <SipOrderForm {...common} frequencies={frequencies} folios={folioList} initialFolio={initialFolio} mandates={mandates.data} now={now} />
                )}
                {t.id === 'Purchase' && <PurchaseOrderForm {...common} folios={folioList} initialFolio={initialFolio} />}
                {(t.id === 'Redemption' || t.id === 'Switch') && <RedemptionOrderForm {...common} kind={t.id} folios={folioList} initialFolio={initialFolio} />}
                {(t.id === 'SWP' || t.id === 'STP') && (
                  <SystematicOutOrderForm
                    {...common}
                    kind={t.id}
                    folios={folioList}
                    frequencies={t.id === 'SWP' ? swpFrequencies : stpFrequencies}
                    initialFolio={initialFolio}
                    now={now}
                  />
                )}
              </TabsContent>
            ))}
          </Tabs>
        )}
      </CardContent>
      {alertEl}
      <AccountIncompleteDialog open={accountOpen} onOpenChange={(open) => (open ? setAccountOpen(true) : (setAccountOpen(false), onCancel()))} />
    </Card>
  );
}
