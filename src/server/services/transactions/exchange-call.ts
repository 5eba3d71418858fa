import type { ExchangeAdapter, ExchangeOrderState, ExchangeResult } from '../../adapters/exchange/types.ts';
import { errorText } from '../../lib/isolate.ts';
import type { AppDeps } from '../../lib/context.ts';

/**
 * An exchange call that ended without an answer (no answer within the bound, a thrown error, a
 * cut connection): the exchange may or may not have acted. What it did is asked for, never
 * assumed, and the call is never simply repeated.
 */
export class ExchangeOutcomeUnknown extends Error {
  override name = 'ExchangeOutcomeUnknown';
}

/**
 * The exchange as the order engine calls it: every method bounded by `config.exchangeTimeoutMs`,
 * and every way a call can end without an answer turned into ExchangeOutcomeUnknown. A refusal
 * (`{ ok: false }`) is an answer and passes through. The adapter is read at each call, so a test
 * that swaps a method on `deps.adapters.exchange` is seen.
 */
export function exchangeOf(deps: Pick<AppDeps, 'adapters' | 'config'>): ExchangeAdapter {
  return new Proxy({} as ExchangeAdapter, {
    get(_, prop: string) {
      const real = deps.adapters.exchange as unknown as Record<string, unknown>;
      const value = real[prop];
      if (typeof value !== 'function') return value;
      return (...args: unknown[]) =>
        bounded(deps.config.exchangeTimeoutMs, prop, () => (value as (...a: unknown[]) => Promise<unknown>).apply(deps.adapters.exchange, args));
    },
  });
}

async function bounded<T>(ms: number, what: string, call: () => Promise<T>): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new ExchangeOutcomeUnknown(`exchange ${what}: no answer within ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([call(), late]);
  } catch (err) {
    if (err instanceof ExchangeOutcomeUnknown) throw err;
    throw new ExchangeOutcomeUnknown(`exchange ${what}: ${errorText(err)}`);
  } finally {
    clearTimeout(timer);
  }
}

/** The exchange's words for what stands under a transaction number: placed with its number, refused, or nothing there. */
export type Known = { ok: true; reference: string } | { ok: false; message: string } | null;

/**
 * Asks the exchange what it booked under our transaction number. BOOKED is placed (with the
 * exchange's number); CANCELLED or REJECTED is a refusal (nothing stands there); nothing found is
 * null. Throws ExchangeOutcomeUnknown when the exchange cannot be asked either.
 */
export async function askByTransNo(deps: AppDeps, clientCode: string, transNo: string): Promise<Known> {
  const found = await exchangeOf(deps).findByTransNo({ clientCode, transNo });
  if (!found.ok) throw new ExchangeOutcomeUnknown(`exchange findByTransNo ${transNo}: ${found.message}`);
  return knownOf(found.order);
}

export function knownOf(order: ExchangeOrderState | null): Known {
  if (!order) return null;
  if (order.state === 'BOOKED') return { ok: true, reference: order.orderNo };
  return { ok: false, message: order.remarks || (order.state === 'CANCELLED' ? 'The exchange cancelled the order' : 'The exchange refused the order') };
}

/** Whether a transaction number carries today's IST date: the exchange takes a number only on its own day. */
export function isTodays(transNo: string, today: string): boolean {
  return transNo.startsWith(today.replaceAll('-', ''));
}

/**
 * Sends one order or registration under our transaction number so that it can never stand twice
 * at the exchange, whatever happened to earlier attempts:
 * - `askFirst` (a retry after a crash or a lost answer): the exchange is asked first; what it
 *   booked is taken as placed, and nothing is sent;
 * - a send that ends without an answer is followed by asking; found is placed, not found is sent
 *   once more under the same number (the exchange holds one order per number and day, so a late
 *   first request and this one cannot both stand);
 * - a number from an earlier IST day that the exchange does not have is replaced by a fresh one
 *   of today through `renumber` (which persists it before anything is sent): the exchange
 *   refuses another day's number, and the old day is closed, so nothing can still arrive under it.
 * Throws ExchangeOutcomeUnknown when the outcome is still unknown; the caller leaves the item for
 * the sweep, which asks again.
 */
export async function sendOnce(
  deps: AppDeps,
  input: { clientCode: string; transNo: string; askFirst: boolean; today: string },
  send: (transNo: string) => Promise<ExchangeResult<{ reference: string }>>,
  renumber: (old: string) => Promise<string>,
): Promise<{ ok: true; reference: string; transNo: string } | { ok: false; message: string; transNo: string }> {
  let transNo = input.transNo;
  if (input.askFirst || !isTodays(transNo, input.today)) {
    const known = await askByTransNo(deps, input.clientCode, transNo);
    if (known) return { ...known, transNo };
    if (!isTodays(transNo, input.today)) transNo = await renumber(transNo);
  }
  try {
    return { ...(await send(transNo)), transNo };
  } catch (err) {
    if (!(err instanceof ExchangeOutcomeUnknown)) throw err;
    deps.log.warn('exchange outcome unknown: asking by transaction number before sending again', { transNo, error: err.message });
    const known = await askByTransNo(deps, input.clientCode, transNo);
    if (known) return { ...known, transNo };
    return { ...(await send(transNo)), transNo };
  }
}
