import { and, eq, gte, inArray, sql } from 'drizzle-orm';
import type { HoldingSourceFilter } from '@shared/contract/cas.ts';
import type { PortfolioTxn } from '@shared/money/portfolio.ts';
import { buildTimeline, extend, type PortfolioTimeline } from '@shared/money/portfolio-timeline.ts';
import type { Db } from '../../db/client.ts';
import { orders } from '../../db/schema.ts';
import { readInvestorVersion } from '../../lib/investor-answer.ts';
import { loadOutsideFlows, type OutsideFlows } from './outside-flows.ts';

/**
 * An investor's allotted orders and imported flows, walked once into a portfolio timeline and kept
 * in memory per investor data version (`investor_versions`, moved by triggers on every write of
 * orders, payments, lots and registrations, by any instance). Every as-on day, every point of the
 * value graph and every portfolio screen then reads the same walk instead of reading thousands of
 * orders again and walking them once per day asked.
 *
 * When the version moves, only what changed is read: the orders written since the last ones seen
 * (updated_at, with a margin for clocks of other instances), checked against a count and a sum of
 * the ids the database holds. An order's portfolio columns are written once, in the statement
 * that moves it into ALLOTTED or REDEEMED (allotment.ts), and never after, so a row in the set
 * never changes and a missed row always shows in the check; a check that fails reads everything
 * again. New orders dated after the last one walked (a day's allotments) continue the walk
 * (`extend`); anything else (a back-dated order, a statement import) walks again from the start.
 */
export interface InvestorBook {
  userId: number;
  version: string;
  /** the orders in ALLOTTED or REDEEMED, by id (null: not a portfolio transaction) */
  orders: Map<number, PortfolioTxn | null>;
  /** the latest updated_at among them */
  watermark: Date | null;
  /** the orders' transactions, in id order of reading */
  orderTxns: PortfolioTxn[];
  /** flows imported from statements, every date */
  outside: OutsideFlows;
  /** one walk per holding source asked for, made when first asked */
  timelines: Map<HoldingSourceFilter, PortfolioTimeline>;
  /** values worked out for this version only (scheme labels per catalogue version, SIP registrations): keptFor */
  memo: Map<string, unknown>;
  /** how the book was made from the last one: for tests and the bench */
  made: 'read' | 'same' | 'extended' | 'walked-again' | 'read-again';
}

/** Changes written this long before the last one seen are still read (another instance's clock may lag). */
const CLOCK_MARGIN_MS = 10 * 60_000;
/** Investors kept at most, least recently used out first. */
const MAX_BOOKS = 2_000;
/** Transactions kept across all books at most (a 7,200-order book is a few megabytes). */
const MAX_TXNS = 400_000;

const PORTFOLIO_STATUSES = ['ALLOTTED', 'REDEEMED'];

interface Store {
  books: Map<number, InvestorBook>;
  txns: number;
  /** one refresh at a time per investor: parallel calls of one screen share it */
  pending: Map<number, Promise<InvestorBook>>;
}

const stores = new WeakMap<object, Store>();

function storeOf(db: Db): Store {
  let s = stores.get(db);
  if (!s) stores.set(db, (s = { books: new Map(), txns: 0, pending: new Map() }));
  return s;
}

const columns = {
  id: orders.id,
  kind: orders.kind,
  status: orders.status,
  schemeId: orders.schemeId,
  folio: orders.folioNo,
  navDate: orders.navDate,
  units4: orders.allottedUnits4,
  amountPaise: orders.amountPaise,
  payoutPaise: orders.payoutPaise,
  nav4: orders.nav4,
  updatedAt: orders.updatedAt,
};

type OrderRow = { [K in keyof typeof columns]: (typeof columns)[K]['_']['data'] | ((typeof columns)[K]['_']['notNull'] extends true ? never : null) };

/**
 * An allotted purchase (or switch-in) or a processed redemption (or switch-out) as a portfolio
 * transaction; null for an order in the set that is not one (no NAV date, folio or units yet).
 * A purchase costs what was paid, stamp duty included; a redemption brings what was paid out.
 */
function toTxn(o: OrderRow): PortfolioTxn | null {
  if (!o.navDate || !o.folio || o.units4 === null) return null;
  const buy = o.status === 'ALLOTTED' && (o.kind === 'PURCHASE' || o.kind === 'SWITCH_IN');
  const sell = o.status === 'REDEEMED' && (o.kind === 'REDEMPTION' || o.kind === 'SWITCH_OUT');
  if (!buy && !sell) return null;
  return {
    schemeId: o.schemeId,
    folio: o.folio,
    date: o.navDate,
    kind: buy ? 'BUY' : 'SELL',
    units4: o.units4,
    amountPaise: (buy ? o.amountPaise : o.payoutPaise) ?? 0n,
    nav4: o.nav4,
    seq: o.id,
  };
}

interface Read {
  /** every order of the set (null: in the set, not a transaction) */
  rows: Map<number, PortfolioTxn | null>;
  watermark: Date | null;
}

async function readOrders(db: Db, userId: number, since: Date | null): Promise<Read> {
  const where = [eq(orders.userId, userId), inArray(orders.status, PORTFOLIO_STATUSES)];
  if (since) where.push(gte(orders.updatedAt, new Date(since.getTime() - CLOCK_MARGIN_MS)));
  const list = await db
    .select(columns)
    .from(orders)
    .where(and(...where));
  const rows = new Map<number, PortfolioTxn | null>();
  let watermark: Date | null = null;
  for (const o of list) {
    rows.set(o.id, toTxn(o));
    if (!watermark || o.updatedAt > watermark) watermark = o.updatedAt;
  }
  return { rows, watermark };
}

/** How many orders the set holds and the sum of their ids: what the kept copy must match. */
async function readCheck(db: Db, userId: number): Promise<{ count: number; idSum: bigint }> {
  const [row] = await db
    .select({ count: sql<string>`count(*)::text`, idSum: sql<string>`coalesce(sum(${orders.id}), 0)::text` })
    .from(orders)
    .where(and(eq(orders.userId, userId), inArray(orders.status, PORTFOLIO_STATUSES)));
  return { count: Number(row?.count ?? 0), idSum: BigInt(row?.idSum ?? '0') };
}

/** The same flows, in the same order (a statement's seq included): the kept walks still stand. */
const sameOutside = (a: OutsideFlows, b: OutsideFlows) =>
  a.txns.length === b.txns.length && a.txns.every((t, i) => t.seq === b.txns[i]?.seq && sameTxn(t, b.txns[i] ?? null));

/** The book of `userId` as the database has it now (one primary-key read when nothing changed). */
export async function investorBook(db: Db, userId: number): Promise<InvestorBook> {
  const store = storeOf(db);
  const version = await readInvestorVersion(db, userId);
  const kept = store.books.get(userId);
  if (kept && kept.version === version) {
    store.books.delete(userId);
    store.books.set(userId, kept);
    return kept;
  }
  const running = store.pending.get(userId);
  if (running) {
    const book = await running;
    if (book.version === version) return book;
  }
  const refresh = refreshBook(db, userId, version, kept ?? null).finally(() => {
    if (store.pending.get(userId) === refresh) store.pending.delete(userId);
  });
  store.pending.set(userId, refresh);
  const book = await refresh;
  keep(store, book);
  return book;
}

function keep(store: Store, book: InvestorBook): void {
  const old = store.books.get(book.userId);
  if (old) {
    store.books.delete(book.userId);
    store.txns -= size(old);
  }
  store.books.set(book.userId, book);
  store.txns += size(book);
  for (const [id, b] of store.books) {
    if (store.books.size <= MAX_BOOKS && store.txns <= MAX_TXNS) break;
    if (id === book.userId) continue;
    store.books.delete(id);
    store.txns -= size(b);
  }
}

const size = (b: InvestorBook) => b.orderTxns.length + b.outside.txns.length;

/** The walk over the transactions of one holding source: Nivesh orders, statement imports, or both. */
export function timelineOf(book: InvestorBook, source: HoldingSourceFilter): PortfolioTimeline {
  let t = book.timelines.get(source);
  if (!t) book.timelines.set(source, (t = buildTimeline(txnsOf(book, source).txns)));
  return t;
}

/** The transactions of one holding source (any date), the latest date among them and the catalogue schemes they hold. */
export function txnsOf(book: InvestorBook, source: HoldingSourceFilter): { txns: PortfolioTxn[]; latest: string; schemeIds: number[] } {
  return keptFor(book, `txns|${source}`, () => {
    const txns = source === 'elsewhere' ? book.outside.txns : source === 'nivesh' ? book.orderTxns : [...book.orderTxns, ...book.outside.txns];
    let latest = '';
    const ids = new Set<number>();
    for (const t of txns) {
      if (t.date > latest) latest = t.date;
      if (t.schemeId > 0) ids.add(t.schemeId);
    }
    return { txns, latest, schemeIds: [...ids].sort((a, b) => a - b) };
  });
}

/** A value worked out once for this book (its investor data version); a rejected promise is not kept. */
export function keptFor<T>(book: InvestorBook, key: string, make: () => T): T {
  if (book.memo.has(key)) return book.memo.get(key) as T;
  const value = make();
  book.memo.set(key, value);
  if (value instanceof Promise) value.catch(() => book.memo.get(key) === value && book.memo.delete(key));
  return value;
}

async function refreshBook(db: Db, userId: number, version: string, kept: InvestorBook | null): Promise<InvestorBook> {
  // the version is read before the rows: a write after it moves the version again and is read next time
  const [changed, outside, check] = await Promise.all([
    readOrders(db, userId, kept?.watermark ?? null),
    loadOutsideFlows(db, userId),
    kept ? readCheck(db, userId) : null,
  ]);
  if (kept && check) {
    const merged = new Map<number, PortfolioTxn | null>(kept.orders);
    const added: PortfolioTxn[] = [];
    let rewritten = false;
    for (const [id, txn] of changed.rows) {
      const before = merged.get(id);
      if (before === undefined) {
        if (txn) added.push(txn);
      } else if (!sameTxn(before, txn)) rewritten = true;
      merged.set(id, txn);
    }
    let idSum = 0n;
    for (const id of merged.keys()) idSum += BigInt(id);
    if (merged.size === check.count && idSum === check.idSum) {
      const watermark = later(kept.watermark, changed.watermark);
      if (!rewritten && sameOutside(kept.outside, outside)) {
        const base = { userId, version, orders: merged, watermark, outside: kept.outside };
        if (added.length === 0) return { ...base, orderTxns: kept.orderTxns, timelines: kept.timelines, memo: new Map(), made: 'same' };
        // a day's new allotments continue the kept walks; a walk that cannot be continued is made again when asked
        const timelines = new Map<HoldingSourceFilter, PortfolioTimeline>();
        for (const [source, t] of kept.timelines) if (source === 'elsewhere' || extend(t, added)) timelines.set(source, t);
        const how = timelines.size === kept.timelines.size ? 'extended' : 'walked-again';
        return { ...base, orderTxns: [...kept.orderTxns, ...added], timelines, memo: new Map(), made: how };
      }
      return made(userId, version, merged, watermark, outside, 'walked-again');
    }
    const all = await readOrders(db, userId, null);
    return made(userId, version, all.rows, all.watermark, outside, 'read-again');
  }
  return made(userId, version, changed.rows, changed.watermark, outside, 'read');
}

function made(
  userId: number,
  version: string,
  rows: Map<number, PortfolioTxn | null>,
  watermark: Date | null,
  outside: OutsideFlows,
  how: InvestorBook['made'],
): InvestorBook {
  const orderTxns: PortfolioTxn[] = [];
  for (const t of rows.values()) if (t) orderTxns.push(t);
  return { userId, version, orders: rows, watermark, orderTxns, outside, timelines: new Map(), memo: new Map(), made: how };
}

const later = (a: Date | null, b: Date | null) => (!a ? b : !b ? a : a > b ? a : b);

function sameTxn(a: PortfolioTxn | null, b: PortfolioTxn | null): boolean {
  if (!a || !b) return a === b;
  return (
    a.schemeId === b.schemeId &&
    a.folio === b.folio &&
    a.date === b.date &&
    a.kind === b.kind &&
    a.units4 === b.units4 &&
    a.amountPaise === b.amountPaise &&
    a.nav4 === b.nav4
  );
}
