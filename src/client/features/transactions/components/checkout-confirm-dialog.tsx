import type { CartItem, CheckoutType } from '@shared/contract/transactions.ts';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '../../../components/ui/alert-dialog.tsx';
import { totalAmount } from '../checkout.ts';
import { rupees } from '../format.ts';
import { TYPE_LABEL, sizeText } from './cart-item-card.tsx';

/**
 * Before the transaction OTP is sent: exactly the orders that will be placed (the ticked items of
 * this tab, so one left ticked from an earlier try cannot go through unseen), with the total.
 */
export function CheckoutConfirmDialog({
  tab,
  items,
  onCancel,
  onConfirm,
}: {
  tab: CheckoutType;
  items: readonly CartItem[] | null;
  onCancel(): void;
  onConfirm(): void;
}) {
  const open = items !== null && items.length > 0;
  const list = items ?? [];
  const money = tab === 'SIP' || tab === 'Lumpsum' || list.some((i) => i.TE_AMOUNT);
  return (
    <AlertDialog open={open} onOpenChange={(o) => !o && onCancel()}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Confirm your orders</AlertDialogTitle>
          <AlertDialogDescription>
            {list.length === 1 ? 'This order will be placed' : `These ${list.length} orders will be placed`}. We will then send you an OTP to confirm.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <ul aria-label="Orders to place" className="flex max-h-[50dvh] flex-col divide-y overflow-y-auto rounded-lg border">
          {list.map((i) => (
            <li key={i.TE_IHNO} className="flex items-start justify-between gap-3 p-3 text-sm">
              <span className="flex min-w-0 flex-col">
                <span className="font-semibold">{i.SchDesc}</span>
                <span className="text-muted-foreground">
                  {TYPE_LABEL[i.TE_TRTYPE] ?? i.TE_TRTYPE}
                  {i.ToSchDesc ? ` → ${i.ToSchDesc}` : ''}
                  {i.TE_ACNO ? ` · Folio ${i.TE_ACNO}` : ''}
                </span>
              </span>
              <span className="shrink-0 font-semibold tabular-nums">{sizeText(i)}</span>
            </li>
          ))}
        </ul>
        {money && (
          <p className="flex justify-between text-base font-semibold">
            <span>Total</span>
            <span className="tabular-nums">{rupees(totalAmount(list))}</span>
          </p>
        )}
        <AlertDialogFooter>
          <AlertDialogCancel>Back to cart</AlertDialogCancel>
          <AlertDialogAction onClick={onConfirm}>Send OTP</AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
