import { inArray } from 'drizzle-orm';
import type { Idea, IdeaDetails, IdeaInvestment, IdeaPerformance } from '@shared/contract/ideas.ts';
import { IDEA_MESSAGES } from '@shared/contract/ideas.ts';
import { basketMaximum, basketMinimum } from '@shared/rules/transactions/basket-split.ts';
import type { AppDeps } from '../../lib/context.ts';
import { refuse } from '../../lib/refusal.ts';
import { schemeReturns } from '../../db/schema.ts';
import { sipFrequenciesOf } from '../schemes/fund-details.ts';
import { codeFor } from '../transactions/scheme-port.ts';
import { basketPerformance } from './basket-performance.ts';
import { highlightsOf, loadIdeas, type LoadedIdea } from './load-idea.ts';
import { allocationOf, commonFrequencies, ideaCard, lumpsumParts, maxLumpsum, rupeesText, sipParts } from './idea-shape.ts';

const STEP_TITLES = ['Universe', 'Category filter', 'Scheme selection', 'Investment allocation', 'Rebalancing'] as const;

/** GET /ideas: every idea on offer, in the operator's order. */
export async function listIdeas(deps: AppDeps): Promise<Idea[]> {
  return (await loadIdeas(deps.db, { warn: deps.log.warn })).map(ideaCard);
}

async function oneIdea(deps: AppDeps, idText: string): Promise<LoadedIdea> {
  const id = /^\d{1,9}$/.test(idText) ? Number(idText) : null;
  const [idea] = id === null ? [] : await loadIdeas(deps.db, { id, warn: deps.log.warn });
  if (!idea) throw refuse('not-found', IDEA_MESSAGES.notFound);
  return idea;
}

/** GET /ideas/get_details/{id}: overview, methodology, highlights, performance and allocation. */
export async function ideaDetails(deps: AppDeps, idText: string): Promise<IdeaDetails> {
  const idea = await oneIdea(deps, idText);
  const highlights = await highlightsOf(deps.db, idea.id);
  const m = idea.methodology;
  const texts = [m.universe, m.categoryFilter, m.schemeSelection, m.allocation, m.rebalancing];
  return {
    ...ideaCard(idea),
    Overview: idea.overview,
    highlights: highlights.map((h) => ({ Title: h.title, highLightDescription: h.description, highLightImagePath: h.imagePath })),
    methodology: STEP_TITLES.map((title, i) => ({ step: i + 1, title, text: texts[i]! })),
    performance: await basketPerformance(
      deps.db,
      idea.members.map((x) => ({ schemeId: x.scheme.id, weightBp: x.weightBp })),
    ),
    allocation: allocationOf(idea),
    schemes: idea.members.map((x) => ({
      SchemeId: x.scheme.id,
      ProductName: x.scheme.name,
      Weightage: x.weight,
      Sub_AssetclassName: x.scheme.subAssetClassName,
    })),
  };
}

/** GET /ideas/get_schemes/{id}: the recommended schemes with their returns, and the idea's SIP and lumpsum rules. */
export async function ideaSchemes(deps: AppDeps, idText: string): Promise<IdeaInvestment> {
  const idea = await oneIdea(deps, idText);
  const ids = idea.members.map((x) => x.scheme.id);
  const returns = new Map((await deps.db.select().from(schemeReturns).where(inArray(schemeReturns.schemeId, ids))).map((r) => [r.schemeId, r]));
  const freqs = new Map<number, Awaited<ReturnType<typeof sipFrequenciesOf>>>();
  for (const id of ids) freqs.set(id, await sipFrequenciesOf(deps.db, id));
  const common = commonFrequencies(idea);
  const first = freqs.get(ids[0]!) ?? [];
  const limits = common.map((value) => {
    const parts = sipParts(idea, value)!;
    const max = basketMaximum(parts);
    return {
      value,
      min_amount: rupeesText(basketMinimum(parts)),
      max_amount: max === null ? '0.00' : rupeesText(max),
      SIPMAXIMUMINSTALLMENTAMOUNT: max === null ? '0.00' : rupeesText(max),
    };
  });
  const schemeReturnsOf = (id: number): IdeaPerformance => {
    const r = returns.get(id);
    return { '1Y': r?.r1y ?? null, '3Y': r?.r3y ?? null, '5Y': r?.r5y ?? null, '7Y': r?.r7y ?? null, '10Y': r?.r10y ?? null, asOf: r?.asOf ?? null };
  };
  return {
    Id: idea.id,
    Inv_IdeaName: idea.name,
    ideas: idea.members.map((x) => ({
      SchemeId: x.scheme.id,
      ProductName: x.scheme.name,
      ProductCode: x.scheme.rtaCode,
      Weightage: x.weight,
      AmcId: x.scheme.amcId,
      Growthoption: x.scheme.option === 'Growth' ? 'Y' : 'N',
      Dividendreinvestment: x.scheme.option === 'IDCW Reinvestment' ? 'Y' : 'N',
      BSE_Scheme_code: codeFor(x.scheme, 'purchase', null),
      AssetClassName: x.scheme.assetClassName,
      Sub_AssetclassName: x.scheme.subAssetClassName,
      MinimumPurchaseAmount: rupeesText(x.scheme.minPurchasePaise),
      MaximumPurchaseAmount: x.scheme.maxPurchasePaise === null ? null : rupeesText(x.scheme.maxPurchasePaise),
      returns: schemeReturnsOf(x.scheme.id),
      sip_frequencies: (freqs.get(x.scheme.id) ?? []).filter((f) => common.includes(f.value)),
    })),
    miniAmount: rupeesText(basketMinimum(lumpsumParts(idea))),
    maxAmount: maxLumpsum(idea),
    sips: idea.members.map((x) => ({
      SchemeId: x.scheme.id,
      frequencies: x.scheme.sipFrequencies.filter((f) => common.includes(f.value)).map((f) => ({ value: f.value, SIPDATES: f.dates.join(',') })),
    })),
    sip_frequencies: first
      .filter((f) => common.includes(f.value))
      .map((f) => {
        const limit = limits.find((l) => l.value === f.value)!;
        return { ...f, SIPMINIMUMINSTALLMENTAMOUNT: limit.min_amount, SIPMAXIMUMINSTALLMENTAMOUNT: limit.max_amount };
      }),
    sip_limits: limits,
    sip_final_days: common.map((value) => ({
      value,
      days: idea.members
        .map((x) => x.scheme.sipFrequencies.find((f) => f.value === value)?.dates ?? [])
        .reduce((acc, d) => acc.filter((day) => d.includes(day))),
    })),
    is_sip_allowed: common.length > 0,
    frequencies: first.filter((f) => common.includes(f.value)).map((f) => ({ label: f.SIPFREQUENCY, value: f.value })),
    performance: await basketPerformance(
      deps.db,
      idea.members.map((x) => ({ schemeId: x.scheme.id, weightBp: x.weightBp })),
    ),
    allocation: allocationOf(idea),
  };
}
