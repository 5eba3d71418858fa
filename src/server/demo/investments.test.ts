/**
 * Ideas, goal buckets, deposits and insurance questions as `npm start` seeds them on the demo
 * catalogue: every idea and bucket valid (weights add up to 100, schemes buyable), performance
 * measured from the ten years of demo NAVs, and a warm start that changes nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { openPglite, runMigrations, type Database } from '../db/client.ts';
import { loadMasters } from '../db/seed/masters.ts';
import { ManualClock } from '../lib/clock.ts';
import { type AppDeps } from '../lib/context.ts';
import { silentLogger } from '../lib/logger.ts';
import { queryRows } from '../services/schemes/store-navs.ts';
import { loadIdeas } from '../services/ideas/load-idea.ts';
import { basketPerformance } from '../services/ideas/basket-performance.ts';
import { loadBucket, splitBucket } from '../services/goals/buckets.ts';
import { seedCatalogue } from './catalogue.ts';
import { seedDemoInvestments } from './investments.ts';

let database: Database;
let deps: AppDeps;
const clock = new ManualClock('2026-11-20T05:30:00Z');

beforeAll(async () => {
  database = await openPglite(null);
  await runMigrations(database);
  await loadMasters(database.db);
  deps = { db: database.db, database, clock, log: silentLogger } as unknown as AppDeps;
  await seedCatalogue(deps);
  await seedDemoInvestments(deps);
});
afterAll(() => database.close());

const counts = () =>
  queryRows<{
    ideas: number;
    links: number;
    buckets: number;
    goals: number;
    questions: number;
    companies: number;
    rates: number;
    partner: number;
    insurance: number;
  }>(
    database.db,
    sql`select (select count(*)::int from investment_ideas) as ideas, (select count(*)::int from investment_idea_schemes) as links,
      (select count(*)::int from goal_buckets) as buckets, (select count(*)::int from goals) as goals, (select count(*)::int from goal_questions) as questions,
      (select count(*)::int from deposit_companies) as companies, (select count(*)::int from deposit_rates) as rates,
      (select count(*)::int from deposit_partner_rates) as partner, (select count(*)::int from insurance_questions) as insurance`,
  ).then((r) => r[0]!);

describe('demo investments', () => {
  it('eight ideas across the three tabs, each offered, with 5-year performance from the NAV history', async () => {
    const ideas = await loadIdeas(database.db);
    expect(ideas).toHaveLength(8);
    expect(new Set(ideas.map((i) => i.category))).toEqual(new Set(['equity', 'fixed-income', 'multi-asset']));
    for (const idea of ideas) {
      expect(idea.members.every((m) => m.scheme.allowed.NEW && m.scheme.codes.length > 0)).toBe(true);
      const perf = await basketPerformance(
        database.db,
        idea.members.map((m) => ({ schemeId: m.scheme.id, weightBp: m.weightBp })),
      );
      expect(perf['5Y'], idea.name).not.toBeNull();
      expect(perf.asOf).toBe('2026-11-20');
    }
  });

  it('every goal bucket is valid, and the House plan’s SIP splits over the long mix', async () => {
    for (const key of [
      'goal-short',
      'goal-medium',
      'goal-long',
      'emergency-High',
      'emergency-Moderate',
      'emergency-Low',
      'optimiser-7',
      'optimiser-10',
      'optimiser-13',
      'preservation-Complete',
      'preservation-Partial',
    ]) {
      expect(await loadBucket(database.db, key), key).not.toBeNull();
    }
    const long = (await loadBucket(database.db, 'goal-long'))!;
    const split = splitBucket(long, 'SIP', 4_669_700n, { months: 84, today: '2026-11-20' });
    const rows = split.ok ? split.rows : [];
    expect(rows.reduce((s, r) => s + Math.round(Number(r.ArrivedPurchaseAmt) * 100), 0)).toBe(4_669_700);
  });

  it('goals, deposits and insurance questions, and the demo investor’s risk status; a warm start adds nothing', async () => {
    const before = await counts();
    expect(before).toMatchObject({ ideas: 8, buckets: 11, goals: 10, companies: 4, rates: 40, partner: 6, insurance: 10 });
    await seedDemoInvestments(deps);
    expect(await counts()).toEqual(before);
  });
});
