import { valuePaise } from '@shared/money/lots/scales.ts';
import { and, desc, eq, inArray, notInArray, sql, type SQL } from 'drizzle-orm';
import { HISTORY_PAGE_SIZE, type HistoryItem } from '@shared/contract/history.ts';
import { formatDecimal } from '@shared/money/decimal.ts';
import { istDate, ymdToDmy } from '@shared/time/ist.ts';
import { orders, payments } from '../../db/schema.ts';
import type { AppDeps } from '../../lib/context.ts';
import { catalogueFacts } from './catalogue-facts.ts';
import { realisedGains } from '../reports/capital-gains-data.ts';
import { keptForInvestor } from '../../lib/investor-answer.ts';
import { decodeCursor, encodeCursor, type HistoryFilter } from './history-cursor.ts';

const TYPE_LABEL: Record<string, string> = {
  NEW: 'New Purchase',
  ADD: 'Additional Purchase',
  ISIP: 'SIP',
  XSIP: 'SIP',
  RED: 'Redemption',
  SWT: 'Switch',
  SWP: 'SWP',
  STP: 'STP',
};

const money = (p: bigint | null) => (p === null ? null : formatDecimal(p, 2));

/**
 * Each sale's realised gain walks the investor's whole history (FIFO): kept per investor data
 * version, so paging through a history with sales walks it once, not once a page.
 */
const keptRealisedGains = (deps: AppDeps, userId: number) =>
  keptForInvestor(
    deps.db,
    deps.config.cataloguePollMs,
    userId,
    'realised-gains',
    () => realisedGains(deps, userId),
    (m) => 64 + m.size * 96,
  );

type OrderRow = { o: typeof orders.$inferSelect; paymentStatus: string | null; paymentMode: string | null; at: string };

const DONE = ['ALLOTTED', 'REDEEMED'];
const OUTFLOW = ['REDEMPTION', 'SWITCH_OUT'];
const TRANSFER = ['SWITCH_OUT', 'SWITCH_IN'];

/**
 * The rows a list shows, as SQL, mirroring the row mapping below: completed (allotted or redeemed)
 * orders of one direction for the Buy, Sell and Transfer tabs (TCM_MAppDesc: a switch either way
 * is a transfer, a redemption a sale, anything else a purchase), one holding's orders, and never
 * the switch-in leg still waiting for its switch-out (the switch shows as one order until then).
 */
function listWhere(userId: number, filter: HistoryFilter): SQL {
  const parts: SQL[] = [eq(orders.userId, userId), sql`not (${orders.status} = 'AWAITING_SWITCH' and ${orders.kind} = 'SWITCH_IN')`];
  if (filter.tab) parts.push(inArray(orders.status, DONE));
  if (filter.tab === 'Buy') parts.push(notInArray(orders.kind, [...OUTFLOW, ...TRANSFER]));
  if (filter.tab === 'Sell')
    parts.push(
      inArray(
        orders.kind,
        OUTFLOW.filter((k) => !TRANSFER.includes(k)),
      ),
    );
  if (filter.tab === 'Transfer') parts.push(inArray(orders.kind, TRANSFER));
  if (filter.scheme_id !== undefined) parts.push(eq(orders.schemeId, filter.scheme_id));
  if (filter.folio !== undefined) parts.push(eq(orders.folioNo, filter.folio));
  return and(...parts)!;
}

/** Selected with each row: its position (UTC, to the microsecond) for the next page's cursor. */
const ROW = {
  o: orders,
  paymentStatus: payments.status,
  paymentMode: payments.mode,
  at: sql<string>`to_char(${orders.placedAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
};

/**
 * One page of the investor's orders as history rows (spec 3 §2.6, §3), newest first, and the
 * cursor of the page after it (null on the last). The rows are read by the (user_id, placed_at,
 * id) index from the cursor's position on, `size` of them and one more to know whether a page
 * follows: the cost of a page does not grow with the investor's history.
 */
export async function transactionHistoryPage(
  deps: AppDeps,
  userId: number,
  filter: HistoryFilter,
  cursor: string | undefined,
  size = HISTORY_PAGE_SIZE,
): Promise<{ transaction_history: HistoryItem[]; next_cursor: string | null }> {
  const after = cursor === undefined ? null : decodeCursor(deps.config, userId, filter, cursor);
  const where = after
    ? and(listWhere(userId, filter), sql`(${orders.placedAt}, ${orders.id}) < (${after.placedAt}::timestamptz, ${after.id})`)!
    : listWhere(userId, filter);
  const rows = await deps.db
    .select(ROW)
    .from(orders)
    .leftJoin(payments, eq(payments.id, orders.paymentId))
    .where(where)
    .orderBy(desc(orders.placedAt), desc(orders.id))
    .limit(size + 1);
  const page = rows.slice(0, size);
  const last = page[page.length - 1];
  const next = rows.length > size && last ? encodeCursor(deps.config, userId, filter, { placedAt: last.at, id: last.o.id }) : null;
  return { transaction_history: await historyItems(deps, userId, page), next_cursor: next };
}

/** The orders still in progress (spec 3 §2.6 Processing), newest first: few at any time, so all at once. */
export async function processingHistory(deps: AppDeps, userId: number): Promise<HistoryItem[]> {
  const rows = await deps.db
    .select(ROW)
    .from(orders)
    .leftJoin(payments, eq(payments.id, orders.paymentId))
    .where(and(eq(orders.userId, userId), notInArray(orders.status, [...DONE, 'REJECTED', 'FAILED'])))
    .orderBy(desc(orders.placedAt), desc(orders.id));
  return historyItems(deps, userId, rows);
}

/** Orders as history rows, in the order given. */
async function historyItems(deps: AppDeps, userId: number, rows: OrderRow[]): Promise<HistoryItem[]> {
  const facts = catalogueFacts(deps.db);
  const today = istDate(deps.clock.now());
  // a sale's profit is the capital gain it realised, matched first in, first out
  const gains = rows.some(({ o }) => o.status === 'REDEEMED') ? await keptRealisedGains(deps, userId) : new Map<string, bigint>();
  // every scheme's facts and latest NAV in a fixed number of statements, not a query per order
  facts.preload(rows.map(({ o }) => o.schemeId));
  facts.preloadLatestNavs(
    rows.filter(({ o }) => o.status === 'ALLOTTED' && o.kind !== 'REDEMPTION' && o.kind !== 'SWITCH_OUT').map(({ o }) => o.schemeId),
    today,
  );
  const out: HistoryItem[] = [];
  for (const { o, paymentStatus, paymentMode } of rows) {
    const done = o.status === 'ALLOTTED' || o.status === 'REDEEMED';
    // FAILED: the job could not process it (remarks say why in plain words)
    const failed = o.status === 'FAILED';
    const rejected = o.status === 'REJECTED' || failed;
    const s = await facts.scheme(o.schemeId);
    const outflow = o.kind === 'REDEMPTION' || o.kind === 'SWITCH_OUT';
    const transfer = o.kind === 'SWITCH_OUT' || o.kind === 'SWITCH_IN';
    const placedDay = istDate(o.placedAt);
    const latest = o.status === 'ALLOTTED' && o.kind !== 'REDEMPTION' && o.kind !== 'SWITCH_OUT' ? await facts.latestNav(o.schemeId, today) : null;
    const worth =
      latest && o.allottedUnits4 !== null && o.amountPaise !== null
        ? { value: valuePaise(o.allottedUnits4, latest.nav4), cost: o.amountPaise, days: daysBetween(o.navDate!, latest.date) }
        : null;
    const profit = worth ? worth.value - worth.cost : o.status === 'REDEEMED' ? (gains.get(o.orderNo) ?? null) : null;
    const option = s?.option ?? 'Growth';
    out.push({
      ID: o.id,
      SchemeID: o.schemeId,
      SchemeName: s?.name ?? `Scheme ${o.schemeId}`,
      img: null,
      TranDt: ymdToDmy(o.navDate ?? placedDay),
      EntDt: ymdToDmy(placedDay),
      Trantype: o.kind === 'SWITCH_IN' ? 'Switch In' : o.kind === 'SWITCH_OUT' ? 'Switch Out' : (TYPE_LABEL[o.trType] ?? o.trType),
      TCM_MAppDesc: transfer ? 'TRANSFER' : outflow ? 'SELL' : 'BUY',
      TCM_Desc: TYPE_LABEL[o.trType] ?? o.trType,
      transactionstatus: failed ? 'Failed' : rejected ? 'Rejected' : done ? 'Completed' : 'In progress',
      status_word: failed ? 'Failed' : rejected ? 'Rejected' : done ? 'Transaction Successful' : 'Pending',
      Costvalue: money(o.kind === 'REDEMPTION' || o.kind === 'SWITCH_OUT' ? o.payoutPaise : o.amountPaise),
      NAV: o.nav4 === null ? null : formatDecimal(o.nav4, 4),
      Units: o.allottedUnits4 === null ? (o.allUnits ? 'All' : o.units4 === null ? null : formatDecimal(o.units4, 4)) : formatDecimal(o.allottedUnits4, 4),
      Quantity: o.allottedUnits4 !== null ? formatDecimal(o.allottedUnits4, 4) : o.units4 !== null ? formatDecimal(o.units4, 4) : null,
      IsUnits: o.allUnits || (o.units4 !== null && o.amountPaise === null) ? 'Y' : 'N',
      InvestmentConfirmation: rejected ? 'rejected' : done ? 'confirmed' : 'pending',
      Growthoption: option === 'Growth' ? 'Y' : 'N',
      DividendPayout: option === 'IDCW Payout' ? 'Y' : 'N',
      DividendReinvestment: option === 'IDCW Reinvestment' ? 'Y' : 'N',
      TailWindRec: s?.recommended ? 'Y' : 'N',
      Profit: money(profit),
      CAGR: worth && worth.days >= 365 && worth.cost > 0n ? cagr(worth.value, worth.cost, worth.days) : null,
      Accno: o.folioNo,
      Bse_Order_id: o.orderNo,
      Bse_Statusmsg: statusMessage(o.status, paymentStatus),
      BSESTATUS: rejected ? 'Failed' : 'Success',
      is_rejected: rejected,
      rejected_remarks: rejected ? (o.remarks ?? (failed ? 'Failed' : 'Rejected')) : null,
      AssetClassName: s?.assetClassName ?? '',
      Sub_AssetclassName: s?.subAssetClassName ?? '',
      Purchaseamount: money(o.amountPaise),
      Exitload: money(o.exitLoadPaise),
      StampDuty: money(o.stampDutyPaise),
      STT: o.sttPaise ? money(o.sttPaise) : null,
      Payout: money(o.payoutPaise),
      PaymentStatus: paymentStatus ?? null,
      can_reinitiate:
        o.status === 'PAYMENT_PENDING' &&
        paymentStatus === 'PAYMENT NOT INITIATED' &&
        paymentMode !== 'NEFT' &&
        paymentMode !== 'CHEQUE' &&
        placedDay === today,
      transaction_stages: stages(o, paymentStatus),
    });
  }
  return out;
}

const daysBetween = (from: string, to: string) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

/** ((value / cost) ^ (365 / days) − 1) × 100, 2 decimals: a display figure, from exact paise. */
function cagr(value: bigint, cost: bigint, days: number): string {
  return ((Math.pow(Number(value) / Number(cost), 365 / days) - 1) * 100).toFixed(2);
}

/** Stage icons (spec 3 §4.2): the active icon once the stage has remarks, the inactive one before. */
const STAGE_ICON: Record<string, string> = {
  'Order Placed': 'order-placed',
  'Payment Initiated': 'payment',
  'Transaction Status': 'mutual-fund',
  'Amount Credited': 'units-allotted',
  'Units Allotted': 'units-allotted',
};
const icons = (label: string) => ({ img: `${STAGE_ICON[label] ?? 'confirmation'}-active`, inactive_img: `${STAGE_ICON[label] ?? 'confirmation'}-inactive` });

function statusMessage(status: string, payment: string | null): string {
  switch (status) {
    case 'PAYMENT_PENDING':
      return payment === 'AWAITING FOR FUNDS CONFIRMATION' ? 'AWAITING FOR FUNDS CONFIRMATION' : 'PAYMENT NOT INITIATED';
    case 'PAID':
      return 'Payment received, units will be allotted at the applicable NAV';
    case 'PENDING':
      return 'Request accepted, processing at the applicable NAV';
    case 'AWAITING_SWITCH':
      return 'Waiting for the switch-out to complete';
    case 'ALLOTTED':
      return 'Units allotted';
    case 'REDEEMED':
      return 'Redeemed';
    case 'FAILED':
      return 'Failed';
    default:
      return 'Rejected';
  }
}

function stages(o: typeof orders.$inferSelect, payment: string | null): HistoryItem['transaction_stages'] {
  const placed = {
    ...icons('Order Placed'),
    label: 'Order Placed',
    status: 'done' as const,
    date: ymdToDmy(istDate(o.placedAt)),
    remarks: `Order ${o.orderNo}`,
  };
  const out = o.kind === 'REDEMPTION' || o.kind === 'SWITCH_OUT';
  const final = o.status === 'ALLOTTED' || o.status === 'REDEEMED';
  const failed = o.status === 'REJECTED' || o.status === 'FAILED';
  const list: HistoryItem['transaction_stages'] = [placed];
  if (!out && o.kind !== 'SWITCH_IN') {
    list.push({
      ...icons('Payment Initiated'),
      label: 'Payment Initiated',
      status: failed && payment === 'REJECTED' ? 'failed' : payment === 'APPROVED' ? 'done' : 'pending',
      date: null,
      remarks: payment,
    });
  }
  list.push({
    ...icons('Transaction Status'),
    label: 'Transaction Status',
    status: failed ? 'failed' : final || o.status === 'PAID' || o.status === 'PENDING' ? 'done' : 'pending',
    date: null,
    remarks: failed ? o.remarks : null,
  });
  list.push({
    ...icons(out ? 'Amount Credited' : 'Units Allotted'),
    label: out ? 'Amount Credited' : 'Units Allotted',
    status: final ? 'done' : failed ? 'failed' : 'pending',
    date: final && o.navDate ? ymdToDmy(o.navDate) : null,
    remarks:
      final && o.allottedUnits4 !== null ? `${formatDecimal(o.allottedUnits4, 4)} units at NAV ${o.nav4 === null ? '-' : formatDecimal(o.nav4, 4)}` : null,
  });
  return list;
}
