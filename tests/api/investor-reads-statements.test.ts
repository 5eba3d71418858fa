/**
 * Investor reads make a fixed number of statements whatever the number of schemes held (issue
 * 16): no query per scheme or per order. Two investors, one with 3 schemes and one with 30 (and a
 * cart of as many lumpsums), make the same calls; each call must cost both the same number of
 * statements. The session lookup is one indexed read.
 */
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { Database, Db } from '../../src/server/db/client.ts';
import { cartItems, exchangeSchemeCodes, fundHouses, investmentIdeas, navHistory, schemes } from '../../src/server/db/schema.ts';
import { createTransaction } from '../../src/server/services/transactions/create-transaction.ts';
import { loadTaxonomy } from '../../src/server/services/schemes/taxonomy.ts';
import { queryRows, refreshLatestNav } from '../../src/server/services/schemes/store-navs.ts';
import { catalogueGeneration } from '../../src/server/lib/catalogue-memory.ts';
import { lookupSession } from '../../src/server/services/sessions.ts';
import { readInvestorVersion } from '../../src/server/lib/investor-answer.ts';
import { seedLoadInvestor, type LoadInvestor } from '../support/many-schemes-investor.ts';
import { HISTORY_PAGE_SIZE } from '../../src/shared/contract/history.ts';
import { testDbKind } from './support/databases.ts';
import { createTestApp, type TestApp } from './support/harness.ts';

/** Counts the statements sent to the database (both drivers send every statement through `query`). */
function statementCounter(database: Database): { take(): number } {
  const target = (database.kind === 'pglite' ? database.pglite : database.pool) as unknown as { query: (...args: unknown[]) => unknown };
  const original = target.query.bind(target);
  let n = 0;
  target.query = (...args: unknown[]) => {
    n += 1;
    return original(...args);
  };
  // prepared statements on PGlite go by the extended protocol: each Bind is one statement run
  if (database.kind === 'pglite') {
    const engine = database.pglite as unknown as { execProtocol: (message: Uint8Array, ...rest: unknown[]) => unknown };
    const exec = engine.execProtocol.bind(engine);
    engine.execProtocol = (message: Uint8Array, ...rest: unknown[]) => {
      if (message[0] === 0x42) n += 1;
      return exec(message, ...rest);
    };
  }
  return {
    take() {
      const was = n;
      n = 0;
      return was;
    },
  };
}

/** 40 schemes in one fund house, each with a NAV on the 1st of every month for two years. */
async function seedCatalogue(t: TestApp): Promise<void> {
  const db = t.deps.db;
  await loadTaxonomy(db);
  const [amc] = await db.insert(fundHouses).values({ name: 'Count Mutual Fund', shortName: 'Count', code: 'CNT' }).returning({ id: fundHouses.id });
  const rows = await db
    .insert(schemes)
    .values(
      Array.from({ length: 40 }, (_, i) => ({
        amfiCode: 800_000 + i,
        name: `Count Scheme ${i} - Direct Growth`,
        productName: `Count Scheme ${i}`,
        fundHouseId: amc!.id,
        assetClassId: 1,
        subAssetClassId: 1,
        plan: 'Direct' as const,
        option: 'Growth' as const,
        rtaProductCode: `CNT${i}`,
        minPurchase: '500.00',
        allowedTransactions: ['NEW' as const, 'ADD' as const, 'SIP' as const, 'RED' as const],
        exitLoadRules: [],
        source: 'demo' as const,
      })),
    )
    .returning({ id: schemes.id });
  // the exchange's purchase code for each, so a lumpsum can go into the cart
  await db.insert(exchangeSchemeCodes).values(rows.map((s) => ({ schemeId: s.id, txKind: 'purchase' as const, minAmount: '0', bseCode: `CNTB${s.id}` })));
  const navs = rows.flatMap((s, i) =>
    Array.from({ length: 24 }, (_, m) => ({
      schemeId: s.id,
      navDate: `${2024 + Math.floor(m / 12)}-${String((m % 12) + 1).padStart(2, '0')}-01`,
      nav: (10 + i + m * 0.1).toFixed(4),
    })),
  );
  await db.insert(navHistory).values(navs);
  await refreshLatestNav(db);
}

describe(`investor reads: statements do not grow with the schemes held (${testDbKind()})`, () => {
  let t: TestApp;
  let few: LoadInvestor;
  let many: LoadInvestor;
  let count: { take(): number };
  beforeAll(async () => {
    // The catalogue version is read at most once per poll interval, as in production (1 s there).
    // The harness's 0 would read it on every lookup, and whether two lookups of one request share a
    // read depends on timing on PostgreSQL's pool: a long interval, primed after seeding, keeps the
    // counts exact. The catalogue's own freshness is tests/api/catalogue-cache.test.ts's.
    t = await createTestApp({ config: { cataloguePollMs: 10 * 60_000 } });
    await seedCatalogue(t);
    few = await seedLoadInvestor(t.deps.db, 1, 3, 4, { cart: true });
    many = await seedLoadInvestor(t.deps.db, 2, 30, 4, { cart: true });
    await catalogueGeneration(t.deps.db, 0);
    count = statementCounter(t.deps.database);
  });
  afterAll(() => t.close());

  const date = { date: '11/20/2026' };
  /** each call, with what its answer for the 30-scheme investor must show (so a cheap empty answer cannot pass) */
  const calls: Array<[string, string, string, (inv: LoadInvestor) => unknown, (answer: any) => unknown]> = [
    ['user details', 'GET', '/api/profile/get_user_details', () => undefined, (a) => Number(a.user_details.aum) > 0],
    // the first page of 120 orders: a full page and a cursor to the rest
    [
      'transaction history',
      'GET',
      '/api/profile/get_transaction_history',
      () => undefined,
      (a) => a.transaction_history.length === HISTORY_PAGE_SIZE && typeof a.next_cursor === 'string',
    ],
    ['processing history', 'GET', '/api/profile/get_processing_history', () => undefined, (a) => Array.isArray(a.processing_history)],
    [
      'holdings of a scheme (folios)',
      'POST',
      '/api/transaction/folios_based_on_scheme',
      (inv) => ({ schemeNo: inv.rtaCodes[0] }),
      (a) => a.folios.length === 1,
    ],
    ['cart', 'GET', '/api/transaction/get_cart_details', () => undefined, (a) => a.cart_details.cartLength === 30],
    ['dashboard', 'POST', '/api/dashboard', () => date, (a) => Number(a.header_details.AUM) > 0],
    ['portfolio', 'POST', '/api/portfolio', () => date, (a) => JSON.stringify(a).length > 1000],
  ];

  for (const [name, method, path, body, shows] of calls) {
    it(`${name}: the same statements for 30 schemes as for 3`, async () => {
      const statements = async (inv: LoadInvestor) => {
        count.take();
        const res = await t.call(method, path, body(inv), { token: inv.token });
        return { status: res.status, n: count.take(), body: res.body };
      };
      const a = await statements(few);
      const b = await statements(many);
      expect([a.status, b.status]).toEqual([200, 200]);
      expect(b.n).toBe(a.n);
      expect(shows(b.body)).toBe(true);
    });
  }

  it('a repeated history read is answered from memory (the session and the investor version row), and any write to the orders shows at once', async () => {
    const history = () => t.call('GET', '/api/profile/get_transaction_history', undefined, { token: many.token });
    const first = await history();
    count.take();
    const again = await history();
    // the session and the investor's data version (the catalogue's is read once per poll interval)
    expect(count.take()).toBe(2);
    expect(again.body).toEqual(first.body);
    // a write by any path (here plain SQL, as another instance or an operator would) moves the investor's version
    // (the newest order: the one the first page shows first)
    const newest = first.body.transaction_history[0].ID as number;
    await t.deps.db.execute(sql`update orders set status = 'REJECTED', remarks = 'Rejected by the RTA' where user_id = ${many.userId} and id = ${newest}`);
    const after = await history();
    expect(after.body.transaction_history.filter((h: { transactionstatus: string }) => h.transactionstatus === 'Rejected')).toHaveLength(1);
    // another investor's answer is untouched by it
    count.take();
    await t.call('GET', '/api/profile/get_transaction_history', undefined, { token: few.token });
    expect(count.take()).toBe(2);
  });

  it('a repeated dashboard read is answered from memory, and a SIP registered by any path shows at once', async () => {
    const dashboard = async () => (await t.call('POST', '/api/dashboard', date, { token: many.token })).body;
    const first = await dashboard();
    count.take();
    expect(await dashboard()).toEqual(first);
    // the session and the investor's data version
    expect(count.take()).toBe(2);
    expect(first.investmentDetails.manage_sip_details).toHaveLength(0);
    // a registration written by plain SQL (another instance, an operator) moves the investor's version
    const [amc] = await t.deps.db.select({ id: fundHouses.id }).from(fundHouses).limit(1);
    await t.deps.db.execute(
      sql`insert into registrations (reg_no, user_id, kind, tr_type, scheme_id, amc_id, amount_paise, frequency, day, start_date, end_date, installments, next_run_date, created_at)
          values ('9900001', ${many.userId}, 'SIP', 'XSIP', ${many.schemeIds[0]}, ${amc!.id}, 500000, 3, 5, '2026-12-05', '2027-11-05', 12, '2026-12-05', now())`,
    );
    const after = await dashboard();
    expect(after.investmentDetails.manage_sip_details.map((r: { BseOrderNo: string }) => r.BseOrderNo)).toEqual(['9900001']);
    expect(after.header_details).toEqual(first.header_details);
  });

  it('a repeated user details read is answered from memory, and a change to any table it reads shows at once', async () => {
    const details = async () => (await t.call('GET', '/api/profile/get_user_details', undefined, { token: many.token })).body.user_details;
    const first = await details();
    count.take();
    expect(await details()).toEqual(first);
    // the session and the investor's data version
    expect(count.take()).toBe(2);
    // each table user details reads, written by plain SQL (another instance, an operator), shows at once
    await t.deps.db.execute(sql`update users set page_no = 4, is_onboarded = false where id = ${many.userId}`);
    const edited = await details();
    expect([edited.page_no, edited.is_user_onboarded]).toEqual([4, false]);
    await t.deps.db.execute(
      sql`insert into risk_assessments (user_id, risk_profile, score, answers, taken_at) values (${many.userId}, 'Aggressive', 40, '[]'::jsonb, now())`,
    );
    expect((await details()).risk_status).toBe('Aggressive');
    await t.deps.db.execute(sql`insert into family_links (head_user_id, member_user_id, linked_at) values (${few.userId}, ${many.userId}, now())`);
    expect((await details()).family_status).toBe(2);
    expect((await t.call('GET', '/api/profile/get_user_details', undefined, { token: few.token })).body.user_details.family_status).toBe(1);
    await t.deps.db.execute(sql`delete from family_links where member_user_id = ${many.userId}`);
    expect((await details()).family_status).toBe(0);
    expect((await t.call('GET', '/api/profile/get_user_details', undefined, { token: few.token })).body.user_details.family_status).toBe(0);
  });

  it('a repeated portfolio read is answered from memory, and an AIF valuation loaded by any path shows at once', async () => {
    const portfolio = async () => (await t.call('POST', '/api/portfolio', date, { token: many.token })).body;
    const first = await portfolio();
    count.take();
    expect(await portfolio()).toEqual(first);
    expect(count.take()).toBe(2);
    expect(first.aif_details).toEqual([]);
    await t.deps.db.execute(
      sql`insert into alternative_valuations (user_id, product, scheme_name, manager, account_no, start_date, invested_paise, value_paise, valuation_date, source, imported_at)
          values (${many.userId}, 'AIF', 'Count Cat III AIF', 'Count Managers', 'AIF-1', '2025-01-01', 10000000, 12000000, '2026-10-31', 'test', now())`,
    );
    const after = await portfolio();
    expect(after.aif_details.map((a: { SchemeName?: string; Scheme?: string }) => JSON.stringify(a))).toHaveLength(1);
  });

  it('a repeated cart read is answered from memory, and a cart item removed by any path shows at once', async () => {
    const cart = async () => (await t.call('GET', '/api/transaction/get_cart_details', undefined, { token: many.token })).body.cart_details;
    const first = await cart();
    count.take();
    expect(await cart()).toEqual(first);
    expect(count.take()).toBe(2);
    await t.deps.db.execute(sql`delete from cart_items where id = (select min(id) from cart_items where user_id = ${many.userId} and status = 'CART')`);
    const after = await cart();
    expect(after.cartLength).toBe(first.cartLength - 1);
    // an idea's new name (operator data, the catalogue's version) shows too
    const [item] = await t.deps.db
      .select({ id: cartItems.id })
      .from(cartItems)
      .where(and(eq(cartItems.userId, many.userId), eq(cartItems.status, 'CART')))
      .orderBy(cartItems.id)
      .limit(1);
    const [idea] = await t.deps.db
      .insert(investmentIdeas)
      .values({
        slug: 'count-idea',
        name: 'Count idea',
        description: 'd',
        overview: 'o',
        category: 'equity',
        iconImage: 'i',
        imagePath: 'p',
        methodology: { universe: 'u', categoryFilter: 'c', schemeSelection: 's', allocation: 'a', rebalancing: 'r' },
      })
      .returning({ id: investmentIdeas.id });
    await t.deps.db.execute(sql`update cart_items set inv_idea_id = ${idea!.id} where id = ${item!.id}`);
    await catalogueGeneration(t.deps.db, 0);
    const named = async () =>
      (Object.values(await cart()).flat() as Array<{ TE_IHNO?: number; Idea?: string | null }>).find((i) => i.TE_IHNO === item!.id)?.Idea;
    expect(await named()).toBe('Count idea');
    await t.deps.db.execute(sql`update investment_ideas set name = 'Renamed idea' where id = ${idea!.id}`);
    await catalogueGeneration(t.deps.db, 0);
    expect(await named()).toBe('Renamed idea');
  });

  it('user details: AUM kept in memory per investor version, and a sale of units shows at once', async () => {
    const details = async () => (await t.call('GET', '/api/profile/get_user_details', undefined, { token: few.token })).body.user_details;
    const before = await details();
    expect(await details()).toEqual(before);
    await t.deps.db.execute(sql`update lots set remaining4 = 0 where user_id = ${few.userId} and scheme_id = ${few.schemeIds[0]}`);
    const after = await details();
    expect(Number(after.aum)).toBeLessThan(Number(before.aum));
    expect(Number(after.aum)).toBeGreaterThan(0);
  });

  it('the hot statements (session lookup, investor version) are prepared on the connection that runs them', async () => {
    const names = async (db: Db) => (await queryRows<{ name: string }>(db, sql`select name from pg_prepared_statements order by name`)).map((r) => r.name);
    const database = t.deps.database;
    // PGlite is one connection; node-postgres prepares a named query once on each pooled connection, so one is held here
    const conn = database.kind === 'postgres' ? await database.pool!.connect() : null;
    try {
      const db = conn ? (drizzlePg(conn) as unknown as Db) : t.deps.db;
      for (let i = 0; i < 2; i++) {
        expect((await lookupSession(db, many.token, new Date(), t.deps.config.session)).ok).toBe(true);
        expect(await readInvestorVersion(db, many.userId)).toMatch(/^\d+$/);
      }
      expect(await names(db)).toEqual(expect.arrayContaining(['nv_investor_version', 'nv_session_by_hash']));
    } finally {
      conn?.release();
    }
  });

  it('adding to the cart costs three statements (session, investor, insert), all prepared', async () => {
    const [scheme] = await t.deps.db.select({ id: schemes.id, amcId: schemes.fundHouseId }).from(schemes).where(eq(schemes.amfiCode, 800_001));
    const body = { TrType: 'NEW', AccNo: '', Amount: '5000', AmcId: scheme!.amcId, Sch: scheme!.id };
    const add = () => t.call('POST', '/api/transaction/create_transaction', body, { token: few.token });
    await add();
    count.take();
    const added = await add();
    expect(added.body).toMatchObject({ transaction_created: true });
    expect(count.take()).toBe(3);
    const [item] = await t.deps.db.select().from(cartItems).where(eq(cartItems.id, added.body.TE_IHNO));
    // the investor holds this scheme: with no folio named it is an additional purchase into that folio
    expect(item).toMatchObject({
      userId: few.userId,
      kind: 'Lumpsum',
      trType: 'ADD',
      schemeId: scheme!.id,
      amountPaise: 500_000n,
      folioNo: expect.stringMatching(/\S/),
      allUnits: false,
      firstOrderToday: false,
      checked: true,
      status: 'CART',
      placeAttempts: 0,
      exchangeSchemeCode: `CNTB${scheme!.id}`,
    });
    // prepared on the connection that ran them (held here on PostgreSQL, whose pool has several)
    const database = t.deps.database;
    const conn = database.kind === 'postgres' ? await database.pool!.connect() : null;
    try {
      const db = conn ? (drizzlePg(conn) as unknown as Db) : t.deps.db;
      expect(await createTransaction({ ...t.deps, db }, few.userId, body as never)).toMatchObject({ transaction_created: true });
      const names = (await queryRows<{ name: string }>(db, sql`select name from pg_prepared_statements`)).map((r) => r.name);
      expect(names).toEqual(expect.arrayContaining(['nv_user_onboarded', 'nv_insert_cart_item']));
    } finally {
      conn?.release();
    }
  });

  it('the session lookup is one indexed read', async () => {
    count.take();
    const found = await lookupSession(t.deps.db, many.token, new Date(), t.deps.config.session);
    expect(found.ok).toBe(true);
    expect(count.take()).toBe(1);
    const plan = await t.deps.db.execute(sql`explain select * from sessions where token_hash = 'x'`);
    expect(JSON.stringify(plan)).toMatch(/Index Scan using sessions_token_hash_uq/);
  });
});
