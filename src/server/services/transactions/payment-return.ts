import type { AppDeps } from '../../lib/context.ts';
import { confirmationPath } from './order-outcome.ts';
import { paymentByToken, syncPayment } from './payments.ts';

/**
 * The investor is back from the exchange's payment gateway: what the gateway says of a payment
 * is never taken from the browser, so the exchange is asked (as the payment sync job would) and
 * the app's confirmation screen then reads the outcome from our books. Null for a reference that
 * names no payment.
 */
export async function returnFromGateway(deps: AppDeps, ref: string): Promise<string | null> {
  const p = await paymentByToken(deps, ref);
  if (!p) return null;
  await syncPayment(deps, p.id);
  return confirmationPath(p.id);
}
