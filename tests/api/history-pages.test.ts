/**
 * The transaction history in pages (ours, on the spec's GET /profile/get_transaction_history):
 * without parameters the first page, newest first, in the spec's shape plus `next_cursor`; each
 * cursor continues strictly after the page that handed it out (a keyset on placing time and id),
 * so walking the pages gives every order once, in order, even while new orders arrive; a cursor
 * altered, forged, or taken to another list or investor is refused. Every answer is parsed by
 * the contract (the harness).
 */
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HISTORY_MESSAGES, HISTORY_PAGE_SIZE } from '../../src/shared/contract/history.ts';
import { orders } from '../../src/server/db/schema.ts';
import { createTestApp, type TestApp } from './support/harness.ts';
import { testDbKind } from './support/databases.ts';
import { seedTestCatalogue, testNav, type TestCatalogue } from './support/orders-fixture.ts';
import { familyInvestor, link, type FamilyInvestor } from './support/family.ts';
import { addToCart, verifyCheckout } from './support/orders-flow.ts';

type Row = { ID: number; SchemeID: number; Accno: string | null; TCM_MAppDesc: string; transactionstatus: string };
type Page = { transaction_history: Row[]; next_cursor: string | null };

let t: TestApp;
let cat: TestCatalogue;
let heavy: FamilyInvestor;
let mixed: FamilyInvestor;
let head: FamilyInvestor;
let member: FamilyInvestor;

const H = (token: string, extra: Record<string, string> = {}) => ({ token, 'Accept-Encoding': 'identity', ...extra });

async function page(headers: Record<string, string>, query: Record<string, string> = {}): Promise<{ status: number; body: any; bytes: number }> {
  const qs = new URLSearchParams(query).toString();
  const res = await t.call('GET', `/api/profile/get_transaction_history${qs ? `?${qs}` : ''}`, undefined, headers);
  return { status: res.status, body: res.body, bytes: Buffer.byteLength(JSON.stringify(res.body)) };
}

/** Every page of one list, following the cursors; each page is checked for its size and shape. */
async function walk(headers: Record<string, string>, query: Record<string, string> = {}): Promise<{ ids: number[]; pages: number; rows: Row[] }> {
  const rows: Row[] = [];
  let cursor: string | null = null;
  let pages = 0;
  do {
    const res = await page(headers, cursor ? { ...query, cursor } : query);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const body = res.body as Page;
    expect(body.transaction_history.length).toBeLessThanOrEqual(HISTORY_PAGE_SIZE);
    // a page that hands out a cursor is full; the last one says so with null
    expect(body.next_cursor === null || body.transaction_history.length === HISTORY_PAGE_SIZE).toBe(true);
    rows.push(...body.transaction_history);
    cursor = body.next_cursor;
    pages += 1;
  } while (cursor !== null && pages < 1_000);
  return { ids: rows.map((r) => r.ID), pages, rows };
}

/** The investor's order ids newest first, as the history orders them, straight from the table. */
async function idsInOrder(userId: number): Promise<number[]> {
  const rows = await t.deps.db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.userId, userId), sql`not (${orders.status} = 'AWAITING_SWITCH' and ${orders.kind} = 'SWITCH_IN')`))
    .orderBy(sql`${orders.placedAt} desc, ${orders.id} desc`);
  return rows.map((r) => r.id);
}

let seq = 0;
/**
 * Orders written as the order engine leaves them (allotted purchases unless told), `perInstant`
 * of them at each instant from `from`, one instant every `stepHours`: many share a placing time,
 * so the id breaks ties.
 */
async function seedOrders(
  userId: number,
  n: number,
  opts: { from: string; stepHours: number; perInstant: number; shape?: (i: number) => Partial<typeof orders.$inferInsert> },
): Promise<void> {
  const schemesHeld = [cat.equity, cat.equity2, cat.liquid, cat.elss];
  const rows: Array<typeof orders.$inferInsert> = [];
  for (let i = 0; i < n; i += 1) {
    seq += 1;
    const schemeId = schemesHeld[i % schemesHeld.length]!;
    const placedAt = new Date(Date.parse(opts.from) + Math.floor(i / opts.perInstant) * opts.stepHours * 3_600_000);
    const navDate = placedAt.toISOString().slice(0, 10);
    const nav4 = BigInt(Math.round(Number(testNav(schemeId === cat.liquid ? 1000 : 100, navDate)) * 10_000));
    const amountPaise = 500_000n;
    rows.push({
      orderNo: `HP${seq}`,
      transNo: `2025HP${String(seq).padStart(13, '0')}`,
      userId,
      kind: 'PURCHASE',
      trType: i % 7 === 0 ? 'NEW' : 'ADD',
      schemeId,
      amcId: cat.amcId,
      folioNo: `HPF${userId}-${schemeId}`,
      amountPaise,
      status: 'ALLOTTED',
      effectiveAt: placedAt,
      navDate,
      nav4,
      allottedUnits4: ((amountPaise * 100_000n) / nav4) * 10n,
      stampDutyPaise: 25n,
      placedAt,
      updatedAt: placedAt,
      ...opts.shape?.(i),
    });
  }
  for (let i = 0; i < rows.length; i += 1_000) await t.deps.db.insert(orders).values(rows.slice(i, i + 1_000));
  await t.deps.db.execute(sql`analyze orders`);
}

beforeAll(async () => {
  t = await createTestApp({ start: '2026-11-20T05:30:00Z', config: { session: { idleMinutes: 10_000_000, absoluteHours: 1_000_000 } } });
  cat = await seedTestCatalogue(t.deps.db);
  heavy = await familyInvestor(t, '9730000001', ['Heavy', 'Trader']);
  mixed = await familyInvestor(t, '9730000002', ['Mixed', 'Investor']);
  head = await familyInvestor(t, '9730000003', ['Kavya', 'Menon']);
  member = await familyInvestor(t, '9730000004', ['Ravi', 'Menon']);
  // the load bench's heavy investor: 7,200 orders, four at each instant
  await seedOrders(heavy.userId, 7_200, { from: '2025-01-01T04:30:00Z', stepHours: 6, perInstant: 4 });
  // every kind and state a list shows or hides, some orders a microsecond apart (the database's precision, finer than a JS date)
  await seedOrders(mixed.userId, 180, {
    from: '2025-02-01T05:00:00Z',
    stepHours: 30,
    perInstant: 3,
    shape: (i) =>
      i % 9 === 1
        ? { kind: 'REDEMPTION', trType: 'RED', status: 'REDEEMED', amountPaise: null, payoutPaise: 400_000n }
        : i % 9 === 2
          ? { kind: 'SWITCH_OUT', trType: 'SWT', status: 'REDEEMED', amountPaise: null, payoutPaise: 300_000n }
          : i % 9 === 3
            ? { kind: 'SWITCH_IN', trType: 'SWT' }
            : i % 9 === 4
              ? { kind: 'SWITCH_IN', trType: 'SWT', status: 'AWAITING_SWITCH', nav4: null, navDate: null, allottedUnits4: null }
              : i % 9 === 5
                ? { status: 'REJECTED', remarks: 'Rejected by the RTA', nav4: null, navDate: null, allottedUnits4: null }
                : i % 9 === 6
                  ? { status: 'PAID', nav4: null, navDate: null, allottedUnits4: null }
                  : {},
  });
  await t.deps.db.execute(
    sql`update orders set placed_at = date_trunc('second', placed_at) + (id % 3) * interval '1 microsecond' where user_id = ${mixed.userId} and id % 5 = 0`,
  );
  await seedOrders(head.userId, 70, { from: '2025-03-01T05:00:00Z', stepHours: 24, perInstant: 1 });
  await seedOrders(member.userId, 130, { from: '2025-04-01T05:00:00Z', stepHours: 24, perInstant: 2 });
  await link(t, head, member);
}, 300_000);
afterAll(() => t.close());

describe(`GET /profile/get_transaction_history in pages (${testDbKind()})`, () => {
  it('without parameters: the newest page in the spec shape, a cursor for the next, under 100 KB for 7,200 orders', async () => {
    const first = await page(H(heavy.token));
    expect(first.status).toBe(200);
    expect(Object.keys(first.body).sort()).toEqual(['next_cursor', 'transaction_history']);
    expect(first.body.transaction_history).toHaveLength(HISTORY_PAGE_SIZE);
    expect(first.body.transaction_history.map((r: Row) => r.ID)).toEqual((await idsInOrder(heavy.userId)).slice(0, HISTORY_PAGE_SIZE));
    expect(typeof first.body.next_cursor).toBe('string');
    expect(first.bytes).toBeLessThanOrEqual(100 * 1024);
    // the row itself is the spec's, with every field
    expect(first.body.transaction_history[0]).toMatchObject({
      TCM_MAppDesc: 'BUY',
      transactionstatus: 'Completed',
      status_word: 'Transaction Successful',
      Accno: expect.stringMatching(/^HPF/),
    });
  });

  it('walking the pages gives every order exactly once, in order, and the last page says there is no more', async () => {
    const all = await idsInOrder(heavy.userId);
    expect(all).toHaveLength(7_200);
    const walked = await walk(H(heavy.token));
    expect(walked.pages).toBe(7_200 / HISTORY_PAGE_SIZE);
    expect(walked.ids).toEqual(all);
    // orders a microsecond apart and ties on the placing time, with the rows a list hides
    const mixedAll = await idsInOrder(mixed.userId);
    const mixedWalk = await walk(H(mixed.token));
    expect(new Set(mixedWalk.ids).size).toBe(mixedWalk.ids.length);
    expect(mixedWalk.ids).toEqual(mixedAll);
  });

  it('a new order placed between two pages is neither repeated nor skipped: it tops the next first page', async () => {
    const before = await idsInOrder(member.userId);
    const first = await page(H(member.token));
    const ihno = await addToCart(t, member.token, { TrType: 'NEW', AccNo: '', Amount: '5000', AmcId: cat.amcId, Sch: cat.equity2 });
    await verifyCheckout(t, member.token, member.mobile, [ihno], 'Lumpsum');
    const placed = await t.call(
      'POST',
      '/api/transaction/place-order',
      { orders: [{ order_id: ihno, type: 'Normal' }], payment_type: 1, category: 1 },
      { token: member.token },
    );
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    // the rest of the list, from the first page's cursor, after the order
    const rest: number[] = [];
    let cursor: string | null = first.body.next_cursor;
    while (cursor) {
      const next = await page(H(member.token), { cursor });
      expect(next.status).toBe(200);
      rest.push(...next.body.transaction_history.map((r: Row) => r.ID));
      cursor = next.body.next_cursor;
    }
    expect([...first.body.transaction_history.map((r: Row) => r.ID), ...rest]).toEqual(before);
    const now = await idsInOrder(member.userId);
    expect(now).toHaveLength(before.length + 1);
    const fresh = await page(H(member.token));
    expect(fresh.body.transaction_history[0].ID).toBe(now[0]);
    expect(before).not.toContain(now[0]);
  });

  it('an altered, forged or borrowed cursor is refused with a message saying to start again', async () => {
    const first = await page(H(heavy.token));
    const cursor: string = first.body.next_cursor;
    const [payload, mac] = cursor.split('.') as [string, string];
    // the position moved by one character, and the signature changed by one
    const flip = (s: string, i: number) => s.slice(0, i) + (s[i] === 'A' ? 'B' : 'A') + s.slice(i + 1);
    const refused = { status: 400, body: { errors: [HISTORY_MESSAGES.badCursor] } };
    for (const bad of [
      `${flip(payload, 3)}.${mac}`,
      `${payload}.${flip(mac, 5)}`,
      `${Buffer.from('2026-01-01T00:00:00.000000Z~1').toString('base64url')}.${mac}`,
      'not-a-cursor',
      `${payload}.`,
      `${cursor}${cursor}`,
    ]) {
      expect(await page(H(heavy.token), { cursor: bad }), bad).toMatchObject(refused);
    }
    // another investor's cursor, and this list's cursor on a filtered list
    expect(await page(H(mixed.token), { cursor })).toMatchObject(refused);
    expect(await page(H(heavy.token), { cursor, tab: 'Buy' })).toMatchObject(refused);
    // the genuine one still works
    expect((await page(H(heavy.token), { cursor })).status).toBe(200);
    expect(await page(H(heavy.token), { tab: 'Everything' })).toMatchObject({ status: 400, body: { errors: [HISTORY_MESSAGES.badTab] } });
    expect(await page(H(heavy.token), { scheme_id: '1 or 1=1' })).toMatchObject({ status: 400, body: { errors: [HISTORY_MESSAGES.badScheme] } });
  });

  it('a family head switched into a member sees only the member’s pages, and cursors do not cross between them', async () => {
    const sw = await head.profile('POST', '/get_access_to_child', { child_id: member.userId });
    expect(sw.status).toBe(200);
    const asMember = H(sw.body.child_token, { parent_token: head.token });
    const memberIds = await idsInOrder(member.userId);
    const walked = await walk(asMember);
    expect(walked.ids).toEqual(memberIds);
    expect(walked.pages).toBe(Math.ceil(memberIds.length / HISTORY_PAGE_SIZE));
    const headIds = new Set(await idsInOrder(head.userId));
    expect(walked.ids.filter((id) => headIds.has(id))).toEqual([]);
    // the head's own cursor is not the member's list, nor the other way round
    const headFirst = await page(H(head.token));
    expect(await page(asMember, { cursor: headFirst.body.next_cursor })).toMatchObject({ status: 400, body: { errors: [HISTORY_MESSAGES.badCursor] } });
    const memberFirst = await page(asMember);
    expect(await page(H(head.token), { cursor: memberFirst.body.next_cursor })).toMatchObject({ status: 400, body: { errors: [HISTORY_MESSAGES.badCursor] } });
  });

  it('the Buy, Sell and Transfer tabs and one holding page through exactly the rows the full list holds for them', async () => {
    const full = (await walk(H(mixed.token))).rows;
    const direction = { Buy: 'BUY', Sell: 'SELL', Transfer: 'TRANSFER' } as const;
    for (const tab of ['Buy', 'Sell', 'Transfer'] as const) {
      const want = full.filter((r) => r.TCM_MAppDesc === direction[tab] && r.transactionstatus === 'Completed').map((r) => r.ID);
      expect(want.length, tab).toBeGreaterThan(0);
      expect((await walk(H(mixed.token), { tab })).ids, tab).toEqual(want);
    }
    const folio = `HPF${mixed.userId}-${cat.equity}`;
    const holding = full.filter((r) => r.SchemeID === cat.equity && r.Accno === folio).map((r) => r.ID);
    expect(holding.length).toBeGreaterThan(HISTORY_PAGE_SIZE / 2);
    expect((await walk(H(mixed.token), { scheme_id: String(cat.equity), folio })).ids).toEqual(holding);
    const buysOfHolding = full
      .filter((r) => r.SchemeID === cat.equity && r.Accno === folio && r.TCM_MAppDesc === 'BUY' && r.transactionstatus === 'Completed')
      .map((r) => r.ID);
    expect((await walk(H(mixed.token), { scheme_id: String(cat.equity), folio, tab: 'Buy' })).ids).toEqual(buysOfHolding);
  });

  it('a page is read through the (user_id, placed_at, id) index from its position, not by sorting the investor’s orders', async () => {
    const last = await t.deps.db
      .select({ id: orders.id, at: sql<string>`to_char(${orders.placedAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')` })
      .from(orders)
      .where(eq(orders.userId, heavy.userId))
      .orderBy(sql`${orders.placedAt} desc, ${orders.id} desc`)
      .limit(1)
      .offset(3_000);
    const plan = await t.deps.db.execute(
      sql`explain select * from orders where user_id = ${heavy.userId} and not (status = 'AWAITING_SWITCH' and kind = 'SWITCH_IN') and (placed_at, id) < (${last[0]!.at}::timestamptz, ${last[0]!.id}) order by placed_at desc, id desc limit ${HISTORY_PAGE_SIZE + 1}`,
    );
    const text = ((plan as unknown as { rows: Array<Record<string, string>> }).rows ?? (plan as unknown as Array<Record<string, string>>))
      .map((r) => Object.values(r)[0])
      .join('\n');
    expect(text).toContain('orders_user_placed_idx');
    expect(text).not.toMatch(/\bSort\b/);
  });
});
