import { placeOrder, placeOrderStatus, type PlaceOrderStatus } from '@shared/contract/transactions.ts';
import type { AnswerOf, BodyOf } from '@shared/contract/common.ts';
import { api } from './client.ts';
import { ApiError } from './errors.ts';

/**
 * A place-order whose answer was lost (the connection dropped after the request left) is
 * resolved by asking the server about its Idempotency-Key, never by sending it again: placed
 * (with the numbers), not placed (nothing charged), or still working. The checkout is written
 * down on the device before it is sent, so a tab closed in between is resolved on the next start.
 */
export type PlaceAnswer = AnswerOf<typeof placeOrder>;
export type PlaceBody = BodyOf<typeof placeOrder>;

export interface PendingOrder {
  key: string;
  /** the checkout's cart items (TE_IHNO) */
  items: number[];
  /** whose checkout: only that investor's session asks about it */
  owner: string;
  /** when it was sent (ms), for "your order of 10:42 am" */
  at: number;
  /** the cart tab: SIP, Lumpsum, Switch, STP, SWP, Redemption */
  type: string;
  /** set when the checkout screen stopped asking */
  handedOver?: boolean;
}

export type Recovered =
  | { kind: 'placed'; answer: { bse_order: Extract<PlaceOrderStatus, { status: 'placed' }>['bse_order'] } }
  | { kind: 'not_placed'; message: string }
  /** still being placed when we stopped asking; asked again at the next start or reconnect */
  | { kind: 'working' }
  /** the server could not be asked (still offline); asked again at the next start or reconnect */
  | { kind: 'unknown' };

export const RECOVERY_MESSAGES = {
  checking: 'The connection dropped before the answer came. Checking whether your order was placed...',
  working: 'Your order is still being placed. We will show the outcome here as soon as it is known; you can also see it in Transaction History.',
  unknown: 'We could not reach the server to check your order. We will check again as soon as you are back online; please do not place it again.',
} as const;

const STORE = 'nivesh.pending-orders';

/** Timings, set by tests (no sleeps): how often and how long to ask. */
export const recoveryTiming = { intervalMs: 1_500, attempts: 20 };

function readAll(): PendingOrder[] {
  try {
    const list = JSON.parse(localStorage.getItem(STORE) ?? '[]') as unknown;
    return Array.isArray(list) ? (list as PendingOrder[]) : [];
  } catch {
    return [];
  }
}

function writeAll(list: PendingOrder[]): void {
  try {
    if (list.length === 0) localStorage.removeItem(STORE);
    else localStorage.setItem(STORE, JSON.stringify(list));
  } catch {
    // storage full or blocked: the recovery still runs while this page is open
  }
}

export const pendingOrders = (owner: string): PendingOrder[] => readAll().filter((p) => p.owner === owner);

/** When this page started: a record from before it was left by a page that closed. */
const PAGE_START = Date.now();
const listeners = new Set<() => void>();

/**
 * The records no screen of this page is resolving any more: left by an earlier page (a closed
 * tab) or handed over by the checkout after it stopped asking. The portal's notice resolves them.
 */
export const orphanedOrders = (owner: string): PendingOrder[] => pendingOrders(owner).filter((p) => p.at < PAGE_START || p.handedOver);

/** The checkout stopped asking (still working, or offline): the portal's notice takes it from here. */
export function handOver(key: string): void {
  writeAll(readAll().map((p) => (p.key === key ? { ...p, handedOver: true } : p)));
  listeners.forEach((l) => l());
}

export function onHandOver(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
export const rememberPending = (p: PendingOrder): void => writeAll([...readAll().filter((x) => x.key !== p.key), p]);
export const forgetPending = (key: string): void => writeAll(readAll().filter((x) => x.key !== key));
/** Sign-out: no checkout of this investor is asked about under the next one's session. */
export const forgetAllPending = (): void => writeAll([]);

/**
 * An answer that does not say what happened: the connection dropped or timed out after the
 * request left, a gateway answered 5xx in the server's place, or the server said the same
 * request is still being processed (409). An offline refusal was never sent: it is not lost.
 */
const isLostAnswer = (err: unknown) =>
  err instanceof ApiError && ((err.kind === 'network' && err.code !== 'OFFLINE') || err.kind === 'server' || err.status === 409);

/** A place-order that has not answered after this long is treated as lost and asked about. */
export const PLACE_TIMEOUT_MS = 30_000;

const wait = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve) => {
    const t = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => (clearTimeout(t), resolve()), { once: true });
  });

/** Resolves when the browser says it is online (at once if it is), or when `ms` have passed. */
const onlineOrAfter = (ms: number, signal?: AbortSignal) =>
  navigator.onLine
    ? Promise.resolve()
    : new Promise<void>((resolve) => {
        const done = () => (window.removeEventListener('online', done), resolve());
        window.addEventListener('online', done);
        void wait(ms, signal).then(done);
      });

/**
 * Asks the server what became of a pending checkout until it knows (placed / not placed), or
 * until it has asked `attempts` times (working / unknown: the record stays for the next try).
 */
export async function recoverOrder(p: PendingOrder, opts: { signal?: AbortSignal } = {}): Promise<Recovered> {
  let last: Recovered = { kind: 'unknown' };
  for (let i = 0; i < recoveryTiming.attempts && !opts.signal?.aborted; i++) {
    if (i > 0) await (last.kind === 'unknown' ? onlineOrAfter(recoveryTiming.intervalMs * 4, opts.signal) : wait(recoveryTiming.intervalMs, opts.signal));
    if (opts.signal?.aborted) break;
    try {
      const s = await api(placeOrderStatus, undefined, { params: { key: p.key }, query: { orders: p.items.join(',') }, quiet: true });
      if (s.status === 'placed') {
        forgetPending(p.key);
        return { kind: 'placed', answer: { bse_order: s.bse_order } };
      }
      if (s.status === 'not_placed') {
        forgetPending(p.key);
        return { kind: 'not_placed', message: s.message };
      }
      last = { kind: 'working' };
    } catch (err) {
      // the server refused to say (signed out, a bad key): nothing more to learn under this session
      if (!(err instanceof ApiError && err.kind === 'network')) {
        forgetPending(p.key);
        throw err;
      }
      last = { kind: 'unknown' };
    }
  }
  return last;
}

/**
 * Places a checkout: written down first, sent with its key, forgotten once answered. A lost
 * answer is recovered through the status call; an offline refusal (nothing sent) is thrown as is.
 */
export async function placeRecoverably(
  body: PlaceBody,
  key: string,
  meta: Pick<PendingOrder, 'owner' | 'type'>,
  opts: { onChecking?: () => void; signal?: AbortSignal } = {},
): Promise<{ kind: 'answer'; answer: PlaceAnswer } | Recovered> {
  const pending: PendingOrder = { key, items: body.orders.map((o) => o.order_id), owner: meta.owner, at: Date.now(), type: meta.type };
  rememberPending(pending);
  try {
    const answer = await api(placeOrder, body, { headers: { 'Idempotency-Key': key }, signal: AbortSignal.timeout(PLACE_TIMEOUT_MS) });
    forgetPending(key);
    return { kind: 'answer', answer };
  } catch (err) {
    if (!isLostAnswer(err)) {
      forgetPending(key);
      throw err;
    }
    opts.onChecking?.();
    return recoverOrder(pending, opts.signal ? { signal: opts.signal } : {});
  }
}
