import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { computePortfolio } from '../../src/shared/money/portfolio.ts';
import { totalsOn } from '../../src/shared/money/portfolio-timeline.ts';
import { cartItems, navHistory, orders } from '../../src/server/db/schema.ts';
import { investorBook } from '../../src/server/services/portfolio/investor-book.ts';
import { loadPortfolioInput } from '../../src/server/services/portfolio/load-input.ts';
import { navSeriesFor } from '../../src/server/services/portfolio/nav-series.ts';
import { catalogueGeneration } from '../../src/server/lib/catalogue-memory.ts';
import { holding } from './support/family.ts';
import { createTestApp, type TestApp } from './support/harness.ts';
import { onboardedInvestor, seedTestCatalogue, type TestCatalogue } from './support/orders-fixture.ts';

/**
 * The investor book: an investor's portfolio transactions and the walk over them, kept per data
 * version and brought up to date with only what changed. Whatever way it was made, its figures
 * must be those of a fresh read and a fresh walk.
 */
let t: TestApp;
let cat: TestCatalogue;
let inv: { token: string; userId: number };
beforeAll(async () => {
  t = await createTestApp({ start: '2025-09-01T05:30:00Z', config: { cataloguePollMs: 0 } });
  cat = await seedTestCatalogue(t.deps.db);
  inv = await onboardedInvestor(t, '9750000091');
});
afterAll(() => t.close());

const AS_OF = '2025-08-29';

/** The dashboard figures from the book, and the same from a fresh walk of the transactions the database holds. */
async function bothWays() {
  const input = await loadPortfolioInput(t.deps, inv.userId, AS_OF);
  const fromBook = totalsOn(input.timeline, input.schemes, input.navs, AS_OF).totals;
  const fresh = computePortfolio({ ...input, txns: input.txns }).totals;
  return { fromBook, fresh };
}

describe('the investor book', () => {
  it('is read once, kept while the version stands, continued with later allotments, walked again for a back-dated one', async () => {
    await holding(t, cat, inv.userId, cat.equity, '2025-02-03', 10_000);
    await holding(t, cat, inv.userId, cat.liquid, '2025-03-03', 50_000);
    const first = await investorBook(t.deps.db, inv.userId);
    expect(first.made).toBe('read');
    expect(first.orderTxns).toHaveLength(2);
    expect(await investorBook(t.deps.db, inv.userId)).toBe(first);

    // a cart change moves the version but not the portfolio
    await t.deps.db.insert(cartItems).values({
      userId: inv.userId,
      kind: 'Lumpsum',
      trType: 'NEW',
      schemeId: cat.equity,
      amcId: cat.amcId,
      amountPaise: 500_000n,
      status: 'CART',
      createdAt: t.clock.now(),
    } as typeof cartItems.$inferInsert);
    const same = await investorBook(t.deps.db, inv.userId);
    expect(same.made).toBe('same');
    expect(same.version).not.toBe(first.version);

    await holding(t, cat, inv.userId, cat.equity, '2025-06-02', 2_000);
    const extended = await investorBook(t.deps.db, inv.userId);
    expect(extended.made).toBe('extended');
    expect(extended.orderTxns).toHaveLength(3);
    let { fromBook, fresh } = await bothWays();
    expect(fromBook).toEqual(fresh);
    expect(fromBook.costPaise).toBe(6_200_000n);

    // an order dated before the last one walked, written now (a late allotment of an old NAV date)
    await holding(t, cat, inv.userId, cat.equity, '2025-01-06', 1_000);
    await t.deps.db
      .update(orders)
      .set({ updatedAt: t.clock.now() })
      .where(and(eq(orders.userId, inv.userId), eq(orders.navDate, '2025-01-06')));
    expect((await investorBook(t.deps.db, inv.userId)).made).toBe('walked-again');
    ({ fromBook, fresh } = await bothWays());
    expect(fromBook).toEqual(fresh);
    expect(fromBook.costPaise).toBe(6_300_000n);
    expect(fromBook.firstDate).toBe('2025-01-06');
  });

  it('reads everything again when a change was written under a clock far behind (the count and id check catches it)', async () => {
    await investorBook(t.deps.db, inv.userId);
    await holding(t, cat, inv.userId, cat.liquid, '2025-07-01', 3_000);
    // another instance's clock a day behind: the row falls before the margin of the last one seen
    await t.deps.db
      .update(orders)
      .set({ updatedAt: new Date('2024-01-01T00:00:00Z') })
      .where(and(eq(orders.userId, inv.userId), eq(orders.navDate, '2025-07-01')));
    const book = await investorBook(t.deps.db, inv.userId);
    expect(book.made).toBe('read-again');
    expect(book.orderTxns).toHaveLength(5);
    const { fromBook, fresh } = await bothWays();
    expect(fromBook).toEqual(fresh);
    expect(fromBook.costPaise).toBe(6_600_000n);
  });

  it('answers the dashboard for a day never asked before from the kept walk, equal to a fresh computation', async () => {
    const res = await t.call('POST', '/api/dashboard', { date: '08/20/2025' }, { token: inv.token });
    expect(res.status).toBe(200);
    const input = await loadPortfolioInput(t.deps, inv.userId, '2025-08-20');
    const p = computePortfolio(input);
    expect(res.body.header_details.COST).toBe((Number(p.totals.costPaise) / 100).toFixed(2));
    expect(res.body.header_details.AUM).toBe((Number(p.totals.valuePaise) / 100).toFixed(2));
  });
});

describe('kept NAV histories', () => {
  it('append a new day, and read a scheme again when an old NAV was corrected', async () => {
    const version = async () => (await catalogueGeneration(t.deps.db, 0)).version;
    const before = await navSeriesFor(t.deps.db, [cat.liquid], await version());
    const series = before.get(cat.liquid)!;
    const last = series.dates.at(-1)!;
    const next = new Date(Date.parse(`${last}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    await t.deps.db.insert(navHistory).values({ schemeId: cat.liquid, navDate: next, nav: '1234.5678' } as typeof navHistory.$inferInsert);
    const grown = (await navSeriesFor(t.deps.db, [cat.liquid], await version())).get(cat.liquid)!;
    expect(grown.dates).toHaveLength(series.dates.length + 1);
    expect(grown.dates.at(-1)).toBe(next);
    expect(grown.nav4.at(-1)).toBe(12_345_678n);
    // the series handed out before is not changed under its holder
    expect(series.dates.at(-1)).toBe(last);

    const old = series.dates[10]!;
    await t.deps.db
      .update(navHistory)
      .set({ nav: '999.0000' })
      .where(and(eq(navHistory.schemeId, cat.liquid), eq(navHistory.navDate, old)));
    const corrected = (await navSeriesFor(t.deps.db, [cat.liquid], await version())).get(cat.liquid)!;
    expect(corrected.nav4[10]).toBe(9_990_000n);
    expect(corrected.dates).toHaveLength(grown.dates.length);
    const [row] = await t.deps.db
      .select({ n: sql<number>`count(*)::int` })
      .from(navHistory)
      .where(eq(navHistory.schemeId, cat.liquid));
    expect(corrected.dates).toHaveLength(row!.n);
  });
});
