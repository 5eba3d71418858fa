import { useState } from 'react';
import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import type { CartDetails, CartItem, CheckoutType } from '@shared/contract/transactions.ts';
import { messageOf } from '../../../api/errors.ts';
import { useOnline } from '../../../components/layout/offline-banner.tsx';
import { ConfirmDialog } from '../../../components/ui/alert-dialog.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs.tsx';
import type { Cached } from '../../../offline/cache.ts';
import { DeviceCopyNote } from '../../../offline/device-copy-note.tsx';
import {
  CART_TABS,
  CHECKOUT_MESSAGES,
  checkoutLabel,
  firstFilledTab,
  groupCartItems,
  itemsOf,
  needsPayment,
  nothingSelectedMessage,
  orderBody,
  otpRequest,
  removeTrType,
  totalAmount,
  DIALOG_TITLES,
} from '../checkout.ts';
import { rupees } from '../format.ts';
import { OFFLINE_WRITE_MESSAGE, txCalls } from '../mutations.ts';
import { TX_KEYS, cartQuery, useOwner } from '../queries.ts';
import { CartItemCard } from './cart-item-card.tsx';
import { CheckoutConfirmDialog } from './checkout-confirm-dialog.tsx';
import { CutOffInfo } from './cut-off-info.tsx';
import { useMessageDialog } from './message-dialog.tsx';

/** /portal/cart (spec 3 §2.3, §4.1): six tabs with counts, check, remove, and checkout by tab. */
export function CartView() {
  const owner = useOwner();
  const qc = useQueryClient();
  const navigate = useNavigate();
  const online = useOnline();
  // the route's loader has the cart in the cache (from the device when offline)
  const cart = useSuspenseQuery(cartQuery(owner));
  const [tab, setTab] = useState<CheckoutType | null>(null);
  const [removing, setRemoving] = useState<CartItem | null>(null);
  const [confirming, setConfirming] = useState<{ type: CheckoutType; checked: CartItem[] } | null>(null);
  const [alertEl, alert] = useMessageDialog();
  const key = cartQuery(owner).queryKey;

  const patch = (ids: number[], checked: boolean) =>
    qc.setQueryData<Cached<CartDetails>>(key, (old) => {
      if (!old) return old;
      const mark = (list: CartItem[]) => list.map((i) => (ids.includes(i.TE_IHNO) ? { ...i, checked } : i));
      const d = old.data;
      return {
        ...old,
        data: {
          ...d,
          sipArray: mark(d.sipArray),
          lumpsumArray: mark(d.lumpsumArray),
          switch: mark(d.switch),
          stp: mark(d.stp),
          swp: mark(d.swp),
          redemption: mark(d.redemption),
        },
      };
    });

  const toggle = useMutation({
    mutationFn: ({ ids, checked }: { ids: number[]; checked: boolean }) => txCalls.checkCartItems(ids, checked),
    onMutate: ({ ids, checked }) => patch(ids, checked),
    onError: (err, { ids, checked }) => {
      patch(ids, !checked);
      alert({ title: DIALOG_TITLES.cartNotUpdated, body: messageOf(err) });
    },
  });
  const remove = useMutation({
    mutationFn: (item: CartItem) => txCalls.removeCartItems([item.TE_IHNO], removeTrType(current)),
    onSuccess: () => qc.invalidateQueries({ queryKey: TX_KEYS.cart }),
    onError: (err) => alert({ title: DIALOG_TITLES.cartNotUpdated, body: messageOf(err) }),
  });
  const checkout = useMutation({
    mutationFn: async ({ type, checked }: { type: CheckoutType; checked: CartItem[] }) => {
      const otp = otpRequest(type, checked);
      const { code } = await txCalls.sendOtp(otp);
      return { type, otp, order: orderBody(type, checked), code, pay: needsPayment(type, checked) };
    },
    onSuccess: (checkoutState) => void navigate({ to: '/portal/transaction-verify', state: (prev) => ({ ...prev, checkout: checkoutState }) }),
    onError: (err) => alert({ title: DIALOG_TITLES.otpNotSent, body: messageOf(err) }),
  });

  const data = cart.data?.data;
  const current: CheckoutType = tab ?? (data ? firstFilledTab(data) : 'SIP');

  const cached = cart.data;
  const busy = toggle.isPending || remove.isPending || checkout.isPending;

  return (
    <div className="flex flex-col gap-4">
      {(cached.stale || !online) && <DeviceCopyNote copy={{ ...cached, stale: true }} extra={online ? undefined : OFFLINE_WRITE_MESSAGE} />}
      {cached.data.cartLength === 0 ? (
        <p className="py-12 text-center text-lg font-semibold">{CHECKOUT_MESSAGES.empty}</p>
      ) : (
        <Tabs value={current} onValueChange={(t) => setTab(t as CheckoutType)}>
          <TabsList aria-label="Cart">
            {CART_TABS.map((t) => (
              <TabsTrigger key={t.id} value={t.id}>
                {`${t.id}(${cached.data[t.list].length})`}
              </TabsTrigger>
            ))}
          </TabsList>
          {CART_TABS.map(({ id }) => {
            const items = itemsOf(cached.data, id);
            const checked = items.filter((i) => i.checked);
            return (
              <TabsContent key={id} value={id} className="flex flex-col gap-4">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <p className="text-sm text-muted-foreground">
                    {checked.length} of {items.length} selected{id === 'SIP' || id === 'Lumpsum' ? ` · ${rupees(totalAmount(checked))}` : ''}
                  </p>
                  <CutOffInfo tab={id} />
                </div>
                {items.length === 0 ? (
                  <p className="py-8 text-center text-muted-foreground">No Data Found</p>
                ) : (
                  groupCartItems(items).map((g) => (
                    <section key={g.key} aria-label={g.title ?? undefined} className="flex flex-col gap-2">
                      {g.title && <h2 className="font-semibold">{g.title}</h2>}
                      <ul className="flex flex-col gap-3">
                        {g.items.map((item) => (
                          <CartItemCard
                            key={item.TE_IHNO}
                            item={item}
                            tab={id}
                            disabled={busy}
                            onToggle={(v) => toggle.mutate({ ids: [item.TE_IHNO], checked: v })}
                            onRemove={() => setRemoving(item)}
                          />
                        ))}
                      </ul>
                    </section>
                  ))
                )}
                {items.length > 0 && (
                  <div className="flex justify-end">
                    <Button
                      disabled={busy}
                      aria-busy={checkout.isPending}
                      onClick={() => {
                        if (checked.length === 0) return alert({ title: DIALOG_TITLES.nothingSelected, body: nothingSelectedMessage(id) });
                        // offline, nothing can be sent: say so at once rather than ask to confirm
                        if (!online) return alert({ title: DIALOG_TITLES.offline, body: OFFLINE_WRITE_MESSAGE });
                        setConfirming({ type: id, checked });
                      }}
                    >
                      {checkout.isPending ? 'Sending OTP...' : checkoutLabel(id)}
                    </Button>
                  </div>
                )}
              </TabsContent>
            );
          })}
        </Tabs>
      )}
      <CheckoutConfirmDialog
        tab={confirming?.type ?? current}
        items={confirming?.checked ?? null}
        onCancel={() => setConfirming(null)}
        onConfirm={() => {
          if (confirming) checkout.mutate(confirming);
          setConfirming(null);
        }}
      />
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title={CHECKOUT_MESSAGES.removeConfirm}
        destructive
        onConfirm={() => {
          if (removing) remove.mutate(removing);
          setRemoving(null);
        }}
      />
      {alertEl}
    </div>
  );
}
