import { eq } from 'drizzle-orm';
import type { AppDeps } from '../lib/context.ts';
import { investmentIdeaHighlights, investmentIdeaSchemes, investmentIdeas, type IdeaCategory } from '../db/schema.ts';
import { pickBasket } from './pick-schemes.ts';

/**
 * Eight curated portfolios (spec 2 §2.10) built from the demo catalogue. An idea is written once,
 * by its slug; an operator's later edits are never overwritten by a restart.
 */
interface DemoIdea {
  slug: string;
  name: string;
  category: IdeaCategory;
  description: string;
  overview: string;
  picks: Array<{ key: string; weight: string }>;
  universe: string;
  rebalancing: string;
  highlights: Array<[string, string]>;
}

const IDEAS: DemoIdea[] = [
  {
    slug: 'bluechip-core',
    name: 'Bluechip Core',
    category: 'equity',
    description: "India's largest companies through two steady large-cap funds and a low-cost index fund.",
    overview:
      'A core equity holding for investors who want market returns with less swing than mid and small caps. Two actively managed large-cap funds sit beside a Nifty index fund that keeps costs low.',
    picks: [
      { key: 'large-cap', weight: '35.00' },
      { key: 'large-cap', weight: '35.00' },
      { key: 'index', weight: '30.00' },
    ],
    universe: 'All open-ended large-cap and large-cap index funds with at least five years of NAV history.',
    rebalancing: 'Reviewed every six months; a fund that trails its category for two reviews in a row is replaced.',
    highlights: [
      ['Top 100 companies', 'At least 80% in the largest 100 listed companies.'],
      ['Low cost', 'A third of the money in an index fund with a low expense ratio.'],
      ['Ideal for 5 years and above', 'Equity needs time to smooth out market swings.'],
    ],
  },
  {
    slug: 'wealth-builder',
    name: 'Long-term Wealth Builder',
    category: 'equity',
    description: 'Flexi, large & mid and mid-cap funds for growth over seven years and more.',
    overview:
      'For investors building wealth over the long run who can sit through sharp falls. The flexi-cap fund moves across company sizes, while the mid-cap funds add growth.',
    picks: [
      { key: 'flexi-cap', weight: '40.00' },
      { key: 'large-mid-cap', weight: '30.00' },
      { key: 'mid-cap', weight: '30.00' },
    ],
    universe: 'Diversified equity funds (flexi, multi, large & mid, mid cap) with at least five years of history.',
    rebalancing: 'Reviewed every six months; weights are reset when one fund drifts more than 5 points from its weight.',
    highlights: [
      ['Across market caps', 'Large, mid and smaller companies in one basket.'],
      ['Growth first', 'Higher expected growth with higher ups and downs.'],
      ['Ideal for 7 years and above', 'Best held through a full market cycle.'],
    ],
  },
  {
    slug: 'tax-saver',
    name: 'Tax Saver (ELSS)',
    category: 'equity',
    description: 'Two ELSS funds: deduction under section 80C (old regime) with a 3-year lock-in.',
    overview:
      'Equity-linked savings schemes qualify for the section 80C deduction under the old tax regime. Each investment is locked in for three years from its allotment.',
    picks: [
      { key: 'elss', weight: '50.00' },
      { key: 'elss', weight: '50.00' },
    ],
    universe: 'All ELSS funds open for subscription.',
    rebalancing: 'Reviewed every year; locked units stay where they are, new money goes to the chosen funds.',
    highlights: [
      ['Section 80C', 'Up to ₹1.5 lakh a year counts towards the deduction under the old regime.'],
      ['3-year lock-in', 'Each instalment is locked in for three years.'],
      ['Equity growth', 'Invested like a diversified equity fund.'],
    ],
  },
  {
    slug: 'emerging-india',
    name: 'Emerging India',
    category: 'equity',
    description: "Mid and small companies that could be tomorrow's leaders; for the patient investor.",
    overview: 'A high-growth, high-volatility basket. Small-cap funds may cap how much they accept each day; the basket respects those limits.',
    picks: [
      { key: 'mid-cap', weight: '50.00' },
      { key: 'small-cap', weight: '50.00' },
    ],
    universe: 'Mid-cap and small-cap funds with at least five years of history.',
    rebalancing: 'Reviewed every six months; inflows are paused into a fund that limits subscriptions.',
    highlights: [
      ['Higher growth', 'Companies beyond the top 100.'],
      ['Higher risk', 'Falls of 30% or more have happened and may again.'],
      ['Ideal for 7 years and above', 'Needs a long horizon.'],
    ],
  },
  {
    slug: 'smart-parking',
    name: 'Smart Parking',
    category: 'fixed-income',
    description: 'Liquid and money-market funds for money you may need any day.',
    overview: 'A place for surplus cash and emergency money that earns more than a savings account would, with redemptions usually paid the next business day.',
    picks: [
      { key: 'liquid', weight: '60.00' },
      { key: 'money-market', weight: '40.00' },
    ],
    universe: 'Liquid and money-market funds with high credit quality and large assets.',
    rebalancing: 'Reviewed every quarter for credit quality and size.',
    highlights: [
      ['Ideal for 1 day and above', 'Money can be taken out any business day.'],
      ['Low volatility', 'Short-term government and top-rated paper.'],
      ['Better than idle cash', 'Usually ahead of savings-account interest.'],
    ],
  },
  {
    slug: 'steady-income',
    name: 'Steady Income',
    category: 'fixed-income',
    description: 'Short-duration, corporate bond and banking & PSU funds for one to three years.',
    overview: 'High-quality debt funds for money needed in one to three years. Gains are taxed at your slab rate.',
    picks: [
      { key: 'short-duration', weight: '40.00' },
      { key: 'corporate-bond', weight: '30.00' },
      { key: 'banking-psu', weight: '30.00' },
    ],
    universe: 'Short-duration, corporate bond and banking & PSU funds with mostly AAA holdings.',
    rebalancing: 'Reviewed every quarter; a fund whose AAA share falls below 80% is replaced.',
    highlights: [
      ['Ideal for 1 year and above', 'Interest-rate risk kept short.'],
      ['High credit quality', 'Mostly AAA and sovereign paper.'],
      ['Steadier than equity', 'Small ups and downs.'],
    ],
  },
  {
    slug: 'balanced-growth',
    name: 'Balanced Growth',
    category: 'multi-asset',
    description: 'Aggressive hybrid and balanced advantage funds: equity growth with a cushion.',
    overview: 'Hybrid funds that hold equity and debt and move between them, so the investor does not have to.',
    picks: [
      { key: 'aggressive-hybrid', weight: '50.00' },
      { key: 'balanced-advantage', weight: '50.00' },
    ],
    universe: 'Aggressive hybrid and balanced advantage funds with at least five years of history.',
    rebalancing: 'Reviewed every six months.',
    highlights: [
      ['Ideal for 3 years and above', 'Equity growth with a debt cushion.'],
      ['Automatic rebalancing', 'The funds move between equity and debt themselves.'],
      ['Equity taxation', 'Both funds are equity-oriented for tax.'],
    ],
  },
  {
    slug: 'all-weather',
    name: 'All Weather',
    category: 'multi-asset',
    description: 'Multi-asset, equity savings and dynamic bond funds for most market conditions.',
    overview: 'Spreads money across equity, debt, arbitrage and gold through three funds, so that no single market decides the outcome.',
    picks: [
      { key: 'multi-asset', weight: '40.00' },
      { key: 'equity-savings', weight: '30.00' },
      { key: 'dynamic-bond', weight: '30.00' },
    ],
    universe: 'Multi-asset allocation, equity savings and dynamic bond funds.',
    rebalancing: 'Reviewed every six months.',
    highlights: [
      ['Many asset classes', 'Equity, debt, arbitrage and gold.'],
      ['Ideal for 3 years and above', 'Moderate ups and downs.'],
      ['Steady compounding', 'Designed to fall less in bad years.'],
    ],
  },
];

export async function seedDemoIdeas(deps: AppDeps): Promise<void> {
  const { db } = deps;
  for (const [i, idea] of IDEAS.entries()) {
    const [exists] = await db.select({ id: investmentIdeas.id }).from(investmentIdeas).where(eq(investmentIdeas.slug, idea.slug)).limit(1);
    if (exists) continue;
    const basket = await pickBasket(db, idea.picks);
    if (!basket) {
      deps.log.warn('demo idea skipped: the catalogue lacks one of its categories', { slug: idea.slug });
      continue;
    }
    await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(investmentIdeas)
        .values({
          slug: idea.slug,
          name: idea.name,
          description: idea.description,
          overview: idea.overview,
          category: idea.category,
          iconImage: `/images/invest/${idea.category}.svg`,
          imagePath: `/images/invest/${idea.category}.svg`,
          methodology: {
            universe: idea.universe,
            categoryFilter: `Categories: ${[...new Set(idea.picks.map((p) => p.key.replace(/-/g, ' ')))].join(', ')}.`,
            schemeSelection:
              'Funds ranked on rolling 3- and 5-year returns, downside capture, expense ratio and fund size; the top-ranked direct growth plans are chosen.',
            allocation: `Weights: ${idea.picks.map((p) => `${Number(p.weight)}%`).join(' / ')}, so that no fund carries the basket alone.`,
            rebalancing: idea.rebalancing,
          },
          sortOrder: i,
        })
        .returning({ id: investmentIdeas.id });
      const ideaId = row!.id;
      await tx.insert(investmentIdeaSchemes).values(basket.map((b, k) => ({ ideaId, schemeId: b.schemeId, weight: b.weight, sortOrder: k })));
      await tx
        .insert(investmentIdeaHighlights)
        .values(idea.highlights.map(([title, description], k) => ({ ideaId, title, description, imagePath: '/images/invest/highlight.svg', sortOrder: k })));
    });
  }
}
