import type { HoldingSourceFilter } from '@shared/contract/cas.ts';
import type { ProductSummaryRow } from '@shared/contract/portfolio.ts';
import { computePortfolio, percentOf } from '@shared/money/portfolio.ts';
import { epochDay, ratePercent, xirrDays } from '@shared/money/xirr.ts';
import type { AppDeps } from '../../lib/context.ts';
import { alternativesAsOn, type AlternativeFigures } from '../alternatives/holdings-as-on.ts';
import { rupees } from './format.ts';
import { loadPortfolioInput } from './load-input.ts';

function alternativeRow(level: 'AIF' | 'PMS', list: readonly AlternativeFigures[], asOf: string): ProductSummaryRow | null {
  if (list.length === 0) return null;
  const invested = list.reduce((a, x) => a + x.investedPaise, 0n);
  const value = list.reduce((a, x) => a + x.valuePaise, 0n);
  const days = list.flatMap((x) => x.flows.days);
  const amounts = list.flatMap((x) => x.flows.amounts);
  return {
    ProductLevel: level,
    I_PurValue: rupees(invested),
    I_MarKetValue: rupees(value),
    UnrealReturns: rupees(value - invested),
    AbsReturn: percentOf(value - invested, invested),
    XIRR: ratePercent(xirrDays(days, amounts)),
    Lifedays: epochDay(asOf) - Math.min(...days),
  };
}

/** POST /portfolio/get_product_wise_summary (spec 2 §3): one row per product the investor holds. */
export async function productWiseSummary(deps: AppDeps, userId: number, asOf: string, source: HoldingSourceFilter = 'all'): Promise<ProductSummaryRow[]> {
  const [input, alternatives] = await Promise.all([loadPortfolioInput(deps, userId, asOf, source), alternativesAsOn(deps.db, userId, asOf)]);
  const p = computePortfolio(input);
  const rows: ProductSummaryRow[] = [];
  if (p.holdings.length > 0) {
    const t = p.totals;
    rows.push({
      ProductLevel: 'Mutual Funds',
      I_PurValue: rupees(t.costPaise),
      I_MarKetValue: rupees(t.valuePaise),
      UnrealReturns: rupees(t.gainPaise),
      AbsReturn: t.absReturn,
      XIRR: ratePercent(t.xirr),
      Lifedays: t.lifeDays,
    });
  }
  for (const level of ['AIF', 'PMS'] as const) {
    const row = alternativeRow(
      level,
      alternatives.filter((a) => a.row.Product === level),
      asOf,
    );
    if (row) rows.push(row);
  }
  return rows;
}
