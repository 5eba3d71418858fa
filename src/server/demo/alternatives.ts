import { eq } from 'drizzle-orm';
import { istDate } from '@shared/time/ist.ts';
import type { AppDeps } from '../lib/context.ts';
import { alternativeValuations, users } from '../db/schema.ts';
import { DEMO_INVESTOR } from './investors.ts';

const DAY = 86_400_000;

/**
 * Demo mode: one AIF and one PMS account for the demo investor, each with a valuation a year ago
 * and one at the end of last month, marked as demo data (the screens say so). Created once.
 */
export async function seedDemoAlternatives(deps: AppDeps): Promise<void> {
  const { db, clock } = deps;
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.mobile, DEMO_INVESTOR.mobile)).limit(1);
  if (!user) return;
  const [any] = await db.select({ id: alternativeValuations.id }).from(alternativeValuations).where(eq(alternativeValuations.userId, user.id)).limit(1);
  if (any) return;
  const now = clock.now();
  const today = istDate(now);
  const monthEnd = istDate(new Date(Date.parse(`${today.slice(0, 8)}01T00:00:00Z`) - DAY));
  const yearAgo = istDate(new Date(Date.parse(`${monthEnd}T00:00:00Z`) - 365 * DAY));
  const start = istDate(new Date(now.getTime() - 900 * DAY));
  const base = { userId: user.id, isDemo: true, source: 'demo', importedAt: now, startDate: start };
  await db.insert(alternativeValuations).values([
    {
      ...base,
      product: 'AIF',
      schemeName: 'Demo Category II Private Credit Fund',
      manager: 'Demo Alternates Asset Managers',
      category: 'Category II AIF',
      accountNo: 'AIF-DEMO-0001',
      investedPaise: 80_000_000n,
      valuePaise: 86_120_000n,
      valuationDate: yearAgo,
    },
    {
      ...base,
      product: 'AIF',
      schemeName: 'Demo Category II Private Credit Fund',
      manager: 'Demo Alternates Asset Managers',
      category: 'Category II AIF',
      accountNo: 'AIF-DEMO-0001',
      investedPaise: 100_000_000n,
      valuePaise: 115_480_000n,
      valuationDate: monthEnd,
    },
    {
      ...base,
      product: 'PMS',
      schemeName: 'Demo Multi Cap Value Strategy',
      manager: 'Demo Portfolio Managers',
      category: 'Discretionary PMS',
      accountNo: 'PMS-DEMO-0001',
      investedPaise: 50_000_000n,
      valuePaise: 55_740_000n,
      valuationDate: yearAgo,
    },
    {
      ...base,
      product: 'PMS',
      schemeName: 'Demo Multi Cap Value Strategy',
      manager: 'Demo Portfolio Managers',
      category: 'Discretionary PMS',
      accountNo: 'PMS-DEMO-0001',
      investedPaise: 50_000_000n,
      valuePaise: 63_215_000n,
      valuationDate: monthEnd,
    },
  ]);
}
