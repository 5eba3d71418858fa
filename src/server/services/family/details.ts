import type { AppDeps, SessionUser } from '../../lib/context.ts';
import { actorOf, familyOf, familyStatusOf, isActingAsMember, memberCards } from './membership.ts';
import { rupees } from '../portfolio/format.ts';
import { parseDecimal } from '@shared/money/decimal.ts';

const sumAum = (list: Array<{ aum: string }>) => rupees(list.reduce((s, m) => s + (parseDecimal(m.aum, 2) ?? 0n), 0n));

/**
 * GET /profile/get_family_details (spec 3 §2.9, §3): the family of the profile in use, the head
 * first, with the family's market value. A parent acting as a member sees the parent's family.
 */
export async function familyDetails(deps: AppDeps, session: SessionUser) {
  const family = await familyOf(deps.db, session.userId);
  const cards = await memberCards(deps, family, session.userId);
  return { family_details: cards, market_level_aum: [{ family_aum: sumAum(cards) }], family_status: await familyStatusOf(deps.db, session.userId) };
}

/**
 * GET /profile/get-switch-list (spec 3 §2.2, §4.9): the profiles this session may switch into:
 * the head's members (and the head, to switch back) for a head or a parent acting as a member;
 * nobody for a member alone.
 */
export async function switchList(deps: AppDeps, session: SessionUser) {
  const actor = actorOf(session);
  const family = await familyOf(deps.db, actor);
  const status = await familyStatusOf(deps.db, actor);
  const mine = family.headUserId === actor;
  const cards = mine ? await memberCards(deps, family, session.userId) : [];
  return {
    switch_list: cards,
    family_aum: sumAum(cards),
    member_count: cards.length,
    family_status: isActingAsMember(session) ? status : await familyStatusOf(deps.db, session.userId),
  };
}
