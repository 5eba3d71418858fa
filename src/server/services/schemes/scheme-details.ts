import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { schemePortfolios, schemeSipFrequencies } from '../../db/schema.ts';
import { refuse } from '../../lib/refusal.ts';
import { SCHEME_MESSAGES, type SchemeDetails, type TopHoldings } from '../../../shared/contract/schemes.ts';
import { findCard, parseId, toCard } from './scheme-card.ts';
import { exitLoadRows } from './exit-load-rows.ts';

const AGGREGATE_LABELS: Record<string, string> = {
  pe: 'P/E Ratio',
  pb: 'P/B Ratio',
  ytm: 'Yield to Maturity (%)',
  averageMaturityYears: 'Average Maturity (years)',
  modifiedDurationYears: 'Modified Duration (years)',
  holdingsCount: 'Number of Holdings',
};

function holdingsOf(p: typeof schemePortfolios.$inferSelect | undefined): TopHoldings {
  if (!p)
    return {
      as_on: null,
      equity_per: null,
      debt_per: null,
      others_per: null,
      sector_wise: [],
      company_wise: [],
      debt_holders: [],
      credit_ratings: [],
      portfolio_aggregates: [],
    };
  return {
    as_on: p.asOf,
    equity_per: p.equityPercent,
    debt_per: p.debtPercent,
    others_per: p.otherPercent,
    sector_wise: p.sectors.map((s) => ({ sector: s.name, Weighting: s.weight })),
    company_wise: p.companies.map((c) => ({ name: c.name, Weighting: c.weight, sector: c.sector ?? null })),
    debt_holders: p.debtHolders.map((d) => ({ name: d.name, Weighting: d.weight, rating: d.rating ?? null })),
    credit_ratings: p.creditRatings.map((c) => ({ NAME: c.name, WEIGHTING: c.weight })),
    portfolio_aggregates: Object.entries(p.aggregates ?? {})
      .filter(([key, value]) => value !== undefined && AGGREGATE_LABELS[key])
      .map(([key, value]) => ({ name: AGGREGATE_LABELS[key]!, Weighting: String(value) })),
  };
}

/** GET /schemes/get_scheme_details/{id}: the detail header with exit load, fund managers and holdings (spec 2 §3). */
export async function schemeDetails(db: Db, idText: string): Promise<SchemeDetails> {
  const id = parseId(idText);
  const row = id === null ? null : await findCard(db, id);
  if (!row) throw refuse('not-found', SCHEME_MESSAGES.schemeNotFound);
  const { s } = row;
  const [portfolio] = await db.select().from(schemePortfolios).where(eq(schemePortfolios.schemeId, s.id)).limit(1);
  const sip = await db.select().from(schemeSipFrequencies).where(eq(schemeSipFrequencies.schemeId, s.id)).orderBy(asc(schemeSipFrequencies.frequency));
  const monthly = sip.find((f) => f.frequency === 3) ?? sip[0];
  return {
    ...toCard(row),
    ProductId: s.id,
    AmcID: s.fundHouseId,
    DividendReinvestment: s.option === 'IDCW Reinvestment' ? 'Y' : 'N',
    AdditionalPurchaseAmount: s.additionalPurchase,
    MaximumPurchaseAmount: s.maxPurchase,
    ExpenseRatio: s.expenseRatio,
    ExitLoad: s.exitLoadText ?? '',
    SIPFLAG: s.allowedTransactions.includes('SIP') && sip.length > 0 ? 'Y' : 'N',
    MinimumSIPAmount: monthly?.minAmount ?? null,
    LockInYears: s.lockInYears,
    LaunchDate: s.launchDate,
    Benchmark: s.benchmark,
    FundType: row.fundType ?? 'other',
    exit_load: exitLoadRows(s.exitLoadText),
    exit_load_rules: s.exitLoadRules,
    fund_management: s.fundManagers.map((m) => ({ FUND_MANAGER: m.name, Since: m.since })),
    top_holdings: holdingsOf(portfolio),
  };
}
