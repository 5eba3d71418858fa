import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { onHandOver, orphanedOrders, recoverOrder, type PendingOrder } from '../../api/order-recovery.ts';
import { savedOn } from '../../offline/saved-on.ts';
import { useAlert } from '../ui/use-alert.tsx';

/** Ours: what the investor reads about a checkout whose answer was lost. */
export const PENDING_ORDER_TEXTS = {
  placedTitle: 'Your order was placed',
  notPlacedTitle: 'Your order was not placed',
  next: 'What happens next: the order is in Transaction History under Processing, and your units are allotted at the NAV of its cut-off.',
  pay: 'Complete the payment to confirm it',
} as const;

/**
 * Checkouts whose answer was lost and that no screen is resolving any more (the tab was closed,
 * or the checkout screen stopped asking while the server was still placing or could not be
 * reached): asked about on start, on reconnect and when handed over, and the outcome shown once.
 */
export function PendingOrderNotice({ owner }: { owner: string }) {
  const qc = useQueryClient();
  const [alert, show] = useAlert();
  const asking = useRef(new Set<string>());
  useEffect(() => {
    if (!owner) return;
    const controller = new AbortController();
    const resolve = (p: PendingOrder) => {
      if (asking.current.has(p.key)) return;
      asking.current.add(p.key);
      void recoverOrder(p, { signal: controller.signal })
        .then((r) => {
          const when = savedOn(p.at);
          if (r.kind === 'placed') {
            void qc.invalidateQueries();
            const o = r.answer.bse_order;
            show({
              title: PENDING_ORDER_TEXTS.placedTitle,
              body: (
                <>
                  <p>{`Your ${p.type} checkout of ${when}: ${o.success_message ?? ''}`}</p>
                  {o.failed_message && <p className="text-destructive">{o.failed_message}</p>}
                  <p className="mt-2">{PENDING_ORDER_TEXTS.next}</p>
                  {o.payment_url && (
                    <p className="mt-2">
                      <a className="font-medium text-primary underline" href={o.payment_url}>
                        {PENDING_ORDER_TEXTS.pay}
                      </a>
                    </p>
                  )}
                  <p className="mt-2">
                    <Link className="font-medium text-primary underline" to="/portal/menu/transaction-history">
                      Transaction History
                    </Link>
                  </p>
                </>
              ),
            });
          } else if (r.kind === 'not_placed') {
            void qc.invalidateQueries();
            show({ title: PENDING_ORDER_TEXTS.notPlacedTitle, body: <p>{`Your ${p.type} checkout of ${when}: ${r.message}`}</p> });
          }
        })
        .catch(() => undefined)
        .finally(() => asking.current.delete(p.key));
    };
    const scan = () => orphanedOrders(owner).forEach(resolve);
    scan();
    const stop = onHandOver(scan);
    window.addEventListener('online', scan);
    return () => {
      controller.abort();
      stop();
      window.removeEventListener('online', scan);
    };
  }, [owner, qc, show]);
  return alert;
}
