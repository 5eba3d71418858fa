import { inArray } from 'drizzle-orm';
import type { Db } from '../../../src/server/db/client.ts';
import {
  goalBucketSchemes,
  goalBuckets,
  investmentIdeaHighlights,
  investmentIdeaSchemes,
  investmentIdeas,
  type IdeaCategory,
} from '../../../src/server/db/schema.ts';
import { refreshLatestNav } from '../../../src/server/services/schemes/store-navs.ts';
import { refreshReturns } from '../../../src/server/services/schemes/refresh-returns.ts';
import { seedDemoGoals } from '../../../src/server/demo/goals.ts';
import type { TestApp } from './harness.ts';
import { seedTestCatalogue, type TestCatalogue } from './orders-fixture.ts';

/** The small test catalogue with its latest NAVs and returns computed, as the NAV import leaves them. */
export async function investCatalogue(t: TestApp): Promise<TestCatalogue> {
  const cat = await seedTestCatalogue(t.deps.db);
  await refreshLatestNav(t.deps.db);
  await refreshReturns(t.deps.db, t.clock.now());
  return cat;
}

let n = 0;
/** An investment idea as an operator would add it: the row, its highlights and its weighted schemes. */
export async function seedIdea(
  db: Db,
  opts: { name: string; category?: IdeaCategory; members: Array<[schemeId: number, weight: string]>; active?: boolean },
): Promise<number> {
  n += 1;
  const [row] = await db
    .insert(investmentIdeas)
    .values({
      slug: `test-idea-${n}`,
      name: opts.name,
      description: `${opts.name} description`,
      overview: `${opts.name} overview`,
      category: opts.category ?? 'equity',
      iconImage: '/images/invest/equity.svg',
      imagePath: '/images/invest/equity.svg',
      methodology: { universe: 'U', categoryFilter: 'C', schemeSelection: 'S', allocation: 'A', rebalancing: 'R' },
      sortOrder: n,
      isActive: opts.active ?? true,
    })
    .returning({ id: investmentIdeas.id });
  const ideaId = row!.id;
  await db.insert(investmentIdeaSchemes).values(opts.members.map(([schemeId, weight], i) => ({ ideaId, schemeId, weight, sortOrder: i })));
  await db.insert(investmentIdeaHighlights).values({ ideaId, title: 'Highlight', description: 'Why', imagePath: '/images/invest/highlight.svg' });
  return ideaId;
}

/**
 * The demo goals and questions (the spec's default answers), with buckets built from the test
 * catalogue: goal-long is 60% large cap and 40% flexi cap at 12% a year, and so on.
 */
export async function seedGoals(t: TestApp, cat: TestCatalogue): Promise<void> {
  const db = t.deps.db;
  await seedDemoGoals(t.deps);
  const buckets: Array<[string, string, Array<[number, string]>]> = [
    ['goal-short', '7.00', [[cat.liquid, '100.00']]],
    [
      'goal-medium',
      '9.50',
      [
        [cat.equity2, '50.00'],
        [cat.liquid, '50.00'],
      ],
    ],
    [
      'goal-long',
      '12.00',
      [
        [cat.equity, '60.00'],
        [cat.equity2, '40.00'],
      ],
    ],
    ['emergency-High', '6.50', [[cat.liquid, '100.00']]],
    ['emergency-Moderate', '6.80', [[cat.liquid, '100.00']]],
    ['emergency-Low', '7.20', [[cat.liquid, '100.00']]],
    ['optimiser-7', '7.00', [[cat.liquid, '100.00']]],
    [
      'optimiser-10',
      '10.00',
      [
        [cat.equity2, '50.00'],
        [cat.liquid, '50.00'],
      ],
    ],
    [
      'optimiser-13',
      '13.00',
      [
        [cat.equity, '50.00'],
        [cat.equity2, '50.00'],
      ],
    ],
    ['preservation-Complete', '6.80', [[cat.liquid, '100.00']]],
    [
      'preservation-Partial',
      '7.50',
      [
        [cat.equity2, '30.00'],
        [cat.liquid, '70.00'],
      ],
    ],
  ];
  await db.delete(goalBuckets).where(
    inArray(
      goalBuckets.key,
      buckets.map((b) => b[0]),
    ),
  );
  for (const [key, ret, members] of buckets) {
    await db.insert(goalBuckets).values({ key, name: key, expectedReturnPct: ret, description: key });
    await db.insert(goalBucketSchemes).values(members.map(([schemeId, weight], i) => ({ bucketKey: key, schemeId, weight, sortOrder: i })));
  }
}
