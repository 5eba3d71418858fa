import type { TransactionOtpRequest } from '@shared/contract/transactions.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from '../../../components/ui/dialog.tsx';
import { rupees } from '../format.ts';

/** What is being confirmed: the schemes, their folios and the total (spec 3 §2.5). */
export function SummaryList({ otp }: { otp: TransactionOtpRequest }) {
  return (
    <div className="flex flex-col gap-3">
      <ul className="flex flex-col gap-2">
        {(otp.schemeDesc ?? []).map((name, i) => (
          <li key={`${name}-${i}`} className="rounded-md border p-3 text-sm">
            <span className="block font-medium">{name}</span>
            <span className="text-muted-foreground">Folio {otp.folio?.[i] ?? '-'}</span>
          </li>
        ))}
      </ul>
      {otp.totalAmount !== undefined && Number(otp.totalAmount) > 0 && (
        <p className="flex justify-between font-semibold">
          <span>Total Amount</span>
          <span>{rupees(String(otp.totalAmount))}</span>
        </p>
      )}
    </div>
  );
}

/** The payment summary popup, titled with the transaction type plus 'Payment Summary'. */
export function PaymentSummaryDialog({ otp }: { otp: TransactionOtpRequest }) {
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button variant="link" className="self-start px-0">
          View Payment Summary
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{`${otp.type} Payment Summary`}</DialogTitle>
          <DialogDescription>The orders this OTP confirms.</DialogDescription>
        </DialogHeader>
        <SummaryList otp={otp} />
      </DialogContent>
    </Dialog>
  );
}
