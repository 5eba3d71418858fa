import type { HoldingSourceFilter } from '@shared/contract/cas.ts';
import { inArray } from 'drizzle-orm';
import type { FamilyPortfolioAnswer } from '@shared/contract/family.ts';
import { FAMILY_MESSAGES as M, seesFamilyPortfolio } from '@shared/rules/family/family.ts';
import { computePortfolio, shares, type NavSeries, type PortfolioFigures, type PortfolioInput } from '@shared/money/portfolio.ts';
import { ratePercent } from '@shared/money/xirr.ts';
import { ymdToDmy } from '@shared/time/ist.ts';
import { users } from '../../db/schema.ts';
import type { AppDeps, SessionUser } from '../../lib/context.ts';
import { refuse } from '../../lib/refusal.ts';
import { rupees } from '../portfolio/format.ts';
import { loadPortfolioInput, type LoadedPortfolio } from '../portfolio/load-input.ts';
import type { SchemeLabel } from '../portfolio/scheme-label.ts';
import { actorOf, familyOf, familyStatusOf, fullName, isActingAsMember } from './membership.ts';

/**
 * The members' portfolios merged into one: each member's folios stay their own (the folio key
 * names the member), so first-in-first-out never crosses two people, and the family's XIRR is
 * that of every member's cash flows together.
 */
function mergeInputs(inputs: Array<{ userId: number; input: LoadedPortfolio }>, asOf: string): PortfolioInput {
  const schemes = new Map<number, SchemeLabel>();
  const navs = new Map<number, NavSeries>();
  for (const { input } of inputs) {
    for (const [k, s] of input.schemes) schemes.set(k, s);
    for (const [k, n] of input.navs) navs.set(k, n);
  }
  return { asOf, schemes, navs, txns: inputs.flatMap(({ userId, input }) => input.txns.map((t) => ({ ...t, folio: `${userId}:${t.folio}` }))) };
}

/**
 * POST /portfolio/get_family_member_portfolio (spec 2 §2.8, §3): the family's mutual funds as on
 * a day in six result sets. Each member's figures are their own portfolio (the same computation
 * as POST /portfolio); the family's are the sum of the members'. The head sees it, and so does a
 * parent acting as a member (spec 2 §6); a member alone does not.
 */
export async function familyPortfolio(deps: AppDeps, session: SessionUser, asOf: string, source: HoldingSourceFilter = 'all'): Promise<FamilyPortfolioAnswer> {
  const actor = actorOf(session);
  const status = await familyStatusOf(deps.db, actor);
  // status 0: a family of one (the investor alone), so the page works before anyone is linked
  if (status !== 0 && !seesFamilyPortfolio(status, isActingAsMember(session))) throw refuse('forbidden', M.familyPortfolioHeadOnly);
  const family = await familyOf(deps.db, actor);
  if (family.headUserId !== actor) throw refuse('forbidden', M.familyPortfolioHeadOnly);
  const people = await deps.db.select().from(users).where(inArray(users.id, family.userIds));
  const byId = new Map(people.map((u) => [u.id, u]));
  const inputs = await Promise.all(family.userIds.map(async (userId) => ({ userId, input: await loadPortfolioInput(deps, userId, asOf, source) })));
  const each: Array<{ userId: number; p: PortfolioFigures }> = inputs.map(({ userId, input }) => ({ userId, p: computePortfolio(input) }));
  const all = computePortfolio(mergeInputs(inputs, asOf));

  const value = each.reduce((s, m) => s + m.p.totals.valuePaise, 0n);
  const cost = each.reduce((s, m) => s + m.p.totals.costPaise, 0n);
  const pct = shares(each.map((m) => m.p.totals.valuePaise));
  const head = byId.get(family.headUserId);
  const familyName = `${head?.lastName || head?.firstName || 'My'} Family`;

  return {
    family_portfolio: [
      [
        {
          FamilyName: familyName,
          AUM: rupees(value),
          PurVal: rupees(cost),
          MrkVal: rupees(value),
          UnrealReturns: rupees(value - cost),
          Xirr: ratePercent(all.totals.xirr),
        },
      ],
      [{ ProductLevel: 'Mutual Funds', PurVal: rupees(cost), MrkVal: rupees(value) }],
      each.map((m, i) => {
        const u = byId.get(m.userId);
        return {
          I_InvName: u ? fullName(u) : 'Investor',
          PurVal: rupees(m.p.totals.costPaise),
          MrkVal: rupees(m.p.totals.valuePaise),
          Perc: pct[i]!,
          i_clientid: u?.niveshId ?? '',
          Child_id: m.userId,
          Xirr: ratePercent(m.p.totals.xirr),
          Gainorloss: rupees(m.p.totals.gainPaise),
          is_head: m.userId === family.headUserId,
        };
      }),
      each.flatMap((m, i) =>
        m.p.holdings.map((h) => {
          const s = inputs[i]!.input.schemes.get(h.schemeId);
          return {
            Child_id: m.userId,
            SchemeName: s?.name ?? `Scheme ${h.schemeId}`,
            I_Accno: h.folio,
            I_Asset_Class: s?.assetClassName ?? '',
            PurVal: rupees(h.costPaise),
            MrkVal: rupees(h.valuePaise),
          };
        }),
      ),
      all.byAssetClass.map((a) => ({ I_Asset_Class: a.assetClassName, AUM: a.percent })),
      all.bySubAssetClass.map((s) => ({ I_AssetClass: s.subAssetClassName ?? '', I_Asset_Class: s.assetClassName, AUM: rupees(s.valuePaise) })),
    ],
    AsonDate: ymdToDmy(asOf),
  };
}
