import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { TrackedGoal, TrackedGoalScheme } from '@shared/contract/goals.ts';
import { formatDecimal } from '@shared/money/decimal.ts';
import { istDate, ymdToDmy } from '@shared/time/ist.ts';
import { goals, userGoalPlans } from '../../db/schema.ts';
import type { AppDeps } from '../../lib/context.ts';
import { queryRows } from '../schemes/store-navs.ts';
import { catalogueFacts } from '../transactions/catalogue-facts.ts';
import { valuePaise } from '@shared/money/lots/scales.ts';
import { ratePercent, xirr, type CashFlow as Flow } from '@shared/money/xirr.ts';

interface LotRow {
  goal_id: number;
  scheme_id: number;
  lot_date: string;
  units4: string;
  remaining4: string;
  cost_paise: string;
}

interface Tally {
  cost: bigint;
  value: bigint;
  flows: Flow[];
}

const rupees = (p: bigint) => formatDecimal(p, 2);
const tally = (): Tally => ({ cost: 0n, value: 0n, flows: [] });

/**
 * GET /portfolio/get_goal_tracking: progress of the money invested for each goal, listed once an
 * order of the goal is placed or one of its SIPs registered (cart items alone do not count). Units count for a
 * goal when the order that bought them came from the goal's cart items (a lumpsum, or an instalment
 * of a SIP registered from them). Cost is each lot's cost for the units still held; market value is
 * those units at the latest NAV; XIRR is over those lots' purchase dates and today's value;
 * GoalPercentage is the market value as a share of the plan's required corpus.
 */
export async function goalTracking(deps: AppDeps, userId: number): Promise<{ goals: TrackedGoal[]; goal_schemes: TrackedGoalScheme[] }> {
  const { db, clock } = deps;
  const today = istDate(clock.now());
  const lots = await queryRows<LotRow>(
    db,
    sql`
    select coalesce(ci.goal_id, rc.goal_id) as goal_id, l.scheme_id, l.lot_date::text as lot_date, l.units4::text as units4, l.remaining4::text as remaining4, l.cost_paise::text as cost_paise
    from lots l
    join orders o on o.id = l.order_id
    left join cart_items ci on ci.id = o.cart_item_id
    left join registrations r on r.id = o.registration_id
    left join cart_items rc on rc.id = r.cart_item_id
    where l.user_id = ${userId} and l.remaining4 > 0 and coalesce(ci.goal_id, rc.goal_id) is not null`,
  );
  // a goal is tracked once money has gone its way: an order placed, or a SIP registered
  const started = await queryRows<{ goal_id: number }>(
    db,
    sql`
    select c.goal_id from orders o join cart_items c on c.id = o.cart_item_id where o.user_id = ${userId} and o.status <> 'REJECTED' and c.goal_id is not null
    union
    select c.goal_id from registrations r join cart_items c on c.id = r.cart_item_id where r.user_id = ${userId} and c.goal_id is not null`,
  );
  const startedIds = new Set(started.map((r) => Number(r.goal_id)));
  const plans = (
    await db
      .select({ plan: userGoalPlans, name: goals.name })
      .from(userGoalPlans)
      .innerJoin(goals, eq(goals.id, userGoalPlans.goalId))
      .where(and(eq(userGoalPlans.userId, userId), isNotNull(userGoalPlans.investedAt)))
      .orderBy(userGoalPlans.investedAt)
  ).filter((p) => startedIds.has(p.plan.goalId));
  const facts = catalogueFacts(db);
  const byGoal = new Map<number, Tally>();
  const byScheme = new Map<string, Tally & { goalId: number; schemeId: number }>();
  for (const l of lots) {
    const goalId = Number(l.goal_id);
    const schemeId = Number(l.scheme_id);
    const units = BigInt(l.units4);
    const remaining = BigInt(l.remaining4);
    const cost = units === 0n ? 0n : (BigInt(l.cost_paise) * remaining) / units;
    const nav = await facts.latestNav(schemeId);
    const value = nav ? valuePaise(remaining, nav.nav4) : 0n;
    const g = byGoal.get(goalId) ?? tally();
    const key = `${goalId}|${schemeId}`;
    const s = byScheme.get(key) ?? { ...tally(), goalId, schemeId };
    for (const t of [g, s]) {
      t.cost += cost;
      t.value += value;
      t.flows.push({ date: l.lot_date, amount: -Number(cost) });
    }
    byGoal.set(goalId, g);
    byScheme.set(key, s);
  }
  const rate = (t: Tally) => ratePercent(xirr([...t.flows, { date: today, amount: Number(t.value) }]));
  const out: TrackedGoal[] = plans.map(({ plan, name }) => {
    const t = byGoal.get(plan.goalId) ?? tally();
    const pct = plan.corpusPaise > 0n ? formatDecimal((t.value * 10_000n) / plan.corpusPaise, 2) : '0.00';
    return {
      GoalId: plan.goalId,
      GoalName: name,
      GainLoss: rupees(t.value - t.cost),
      MarketVal: rupees(t.value),
      PurValue: rupees(t.cost),
      Xirr: t.flows.length ? rate(t) : null,
      GoalPercentage: pct,
      TargetAmount: rupees(plan.corpusPaise),
      TargetDate: plan.targetDate ? ymdToDmy(plan.targetDate) : null,
    };
  });
  const schemes: TrackedGoalScheme[] = [];
  for (const s of byScheme.values()) {
    if (!plans.some((p) => p.plan.goalId === s.goalId)) continue;
    const f = await facts.scheme(s.schemeId);
    schemes.push({
      GoalId: s.goalId,
      SchemeShortName: f?.name ?? `Scheme ${s.schemeId}`,
      Assetclassname: f?.assetClassName ?? '',
      Sub_AssetclassName: f?.subAssetClassName ?? '',
      MarketVal: rupees(s.value),
      GainLoss: rupees(s.value - s.cost),
      Xirr: rate(s),
      ProductId: s.schemeId,
    });
  }
  return { goals: out, goal_schemes: schemes };
}
