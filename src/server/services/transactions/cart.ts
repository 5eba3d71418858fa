import { stepUpLabel, stepUpOf } from '@shared/rules/registrations/registrations.ts';
import { and, eq, inArray } from 'drizzle-orm';
import type { CartDetails, CartItem } from '@shared/contract/transactions.ts';
import { formatDecimal } from '@shared/money/decimal.ts';
import { istDate, ymdToDmy } from '@shared/time/ist.ts';
import { cartItems, goals, investmentIdeas } from '../../db/schema.ts';
import type { AppDeps } from '../../lib/context.ts';
import { catalogueFacts } from './catalogue-facts.ts';
import { FREQUENCY_CODES } from './frequency.ts';

const TAB: Record<string, keyof Omit<CartDetails, 'cartLength'>> = {
  SIP: 'sipArray',
  Lumpsum: 'lumpsumArray',
  Switch: 'switch',
  STP: 'stp',
  SWP: 'swp',
  Redemption: 'redemption',
};

/** The cart by tab (spec 3 §2.3), newest first, with what each card shows. */
export async function cartDetails(deps: AppDeps, userId: number): Promise<CartDetails> {
  const rows = await deps.db
    .select()
    .from(cartItems)
    .where(and(eq(cartItems.userId, userId), eq(cartItems.status, 'CART')))
    .orderBy(cartItems.id);
  const facts = catalogueFacts(deps.db);
  // the names cart groups show (spec 3 §2.3): the investment idea's and the goal's
  const ideaIds = [...new Set(rows.map((r) => r.invIdeaId).filter((id): id is number => id !== null))];
  const goalIds = [...new Set(rows.map((r) => r.goalId).filter((id): id is number => id !== null))];
  const ideaNames = new Map(
    ideaIds.length
      ? (await deps.db.select({ id: investmentIdeas.id, name: investmentIdeas.name }).from(investmentIdeas).where(inArray(investmentIdeas.id, ideaIds))).map(
          (i) => [i.id, i.name],
        )
      : [],
  );
  const goalNames = new Map(
    goalIds.length ? (await deps.db.select({ id: goals.id, name: goals.name }).from(goals).where(inArray(goals.id, goalIds))).map((g) => [g.id, g.name]) : [],
  );
  // every scheme's facts and NAV in a fixed number of statements, whatever the cart holds
  facts.preload(rows.flatMap((r) => (r.toSchemeId ? [r.schemeId, r.toSchemeId] : [r.schemeId])));
  facts.preloadLatestNavs(rows.map((r) => r.schemeId));
  const out: CartDetails = { sipArray: [], lumpsumArray: [], switch: [], stp: [], swp: [], redemption: [], cartLength: rows.length };
  for (const r of rows.reverse()) {
    const s = await facts.scheme(r.schemeId);
    const to = r.toSchemeId ? await facts.scheme(r.toSchemeId) : null;
    const nav = await facts.latestNav(r.schemeId);
    const item: CartItem = {
      TE_IHNO: r.id,
      TE_AMOUNT: r.amountPaise === null ? null : formatDecimal(r.amountPaise, 2),
      TE_UNITS: r.allUnits ? 'All' : r.units4 === null ? null : formatDecimal(r.units4, 4),
      TE_TRDATE: ymdToDmy(istDate(r.createdAt)),
      TE_ACNO: r.folioNo ?? 'New Folio',
      TE_TRTYPE: r.trType,
      SchDesc: s?.name ?? `Scheme ${r.schemeId}`,
      ToSchDesc: to?.name ?? null,
      Installments: r.installments,
      FirstOrderToday: r.firstOrderToday ? 'Y' : 'N',
      NAV: nav ? formatDecimal(nav.nav4, 4) : null,
      Sch_Return1Yr: s?.return1Yr ?? null,
      AssetClassName: s?.assetClassName ?? '',
      Sub_AssetclassName: s?.subAssetClassName ?? '',
      Schemeoption: s?.option ?? '',
      TailWindRec: s?.recommended ? 'Y' : 'N',
      InvIdeaID: r.invIdeaId,
      Idea: r.invIdeaId === null ? null : (ideaNames.get(r.invIdeaId) ?? null),
      GoalID: r.goalId,
      GoalName: r.goalId === null ? null : (goalNames.get(r.goalId) ?? null),
      checked: r.checked,
      Sch: r.schemeId,
      StartDate: r.startDate ? ymdToDmy(r.startDate) : null,
      Frequency: r.frequency ? (FREQUENCY_CODES[r.frequency] ?? null) : null,
      StepUp: r.kind === 'SIP' ? stepUpLabel(stepUpOf(r)) : null,
    };
    out[TAB[r.kind]!].push(item);
  }
  return out;
}

const SYSTEMATIC = ['SIP', 'STP', 'SWP'];

/** Removes items (Ihnos comma-joined); TrType S removes only SIP/STP/SWP items, N only the others. */
export async function removeCartItems(deps: AppDeps, userId: number, ihnos: number[], trType: 'S' | 'N'): Promise<number> {
  const rows = await deps.db
    .select({ id: cartItems.id, kind: cartItems.kind })
    .from(cartItems)
    .where(and(eq(cartItems.userId, userId), eq(cartItems.status, 'CART'), inArray(cartItems.id, ihnos)));
  const ids = rows.filter((r) => SYSTEMATIC.includes(r.kind) === (trType === 'S')).map((r) => r.id);
  if (ids.length === 0) return 0;
  await deps.db
    .update(cartItems)
    .set({ status: 'REMOVED' })
    .where(and(eq(cartItems.userId, userId), inArray(cartItems.id, ids)));
  return ids.length;
}

export async function checkCartItems(deps: AppDeps, userId: number, ihnos: number[], checked: boolean): Promise<number> {
  const rows = await deps.db
    .update(cartItems)
    .set({ checked })
    .where(and(eq(cartItems.userId, userId), eq(cartItems.status, 'CART'), inArray(cartItems.id, ihnos)))
    .returning({ id: cartItems.id });
  return rows.length;
}

export const parseIhnos = (text: string): number[] => [
  ...new Set(
    text
      .split(',')
      .map(Number)
      .filter((n) => Number.isInteger(n) && n > 0),
  ),
];
