import { and, desc, eq, lte } from 'drizzle-orm';
import type { AlternativeHolding } from '@shared/contract/portfolio.ts';
import { formatDecimal } from '@shared/money/decimal.ts';
import { percentOf } from '@shared/money/portfolio.ts';
import { epochDay, ratePercent, xirrDays } from '@shared/money/xirr.ts';
import { ymdToDmy } from '@shared/time/ist.ts';
import type { Db } from '../../db/client.ts';
import { alternativeValuations } from '../../db/schema.ts';

export interface AlternativeFigures {
  row: AlternativeHolding;
  investedPaise: bigint;
  valuePaise: bigint;
  /** the flows its XIRR is worked from (capital in at the start, the value at the valuation day) */
  flows: { days: number[]; amounts: number[] };
}

/**
 * Each AIF and PMS account of the investor at its latest valuation on or before `asOf`. The XIRR
 * is the manager's when the statement reports one; otherwise it is worked from the capital
 * (taken as invested on the start date) and the valuation, which is exact for a single
 * investment and an approximation for staged drawdowns, so the answer says which it is.
 */
export async function alternativesAsOn(db: Db, userId: number, asOf: string): Promise<AlternativeFigures[]> {
  const rows = await db
    .select()
    .from(alternativeValuations)
    .where(and(eq(alternativeValuations.userId, userId), lte(alternativeValuations.valuationDate, asOf)))
    .orderBy(desc(alternativeValuations.valuationDate), desc(alternativeValuations.id));
  const latest = new Map<string, (typeof rows)[number]>();
  for (const r of rows) {
    const key = `${r.product}|${r.accountNo}`;
    if (!latest.has(key)) latest.set(key, r);
  }
  return [...latest.values()]
    .sort((a, b) => a.schemeName.localeCompare(b.schemeName) || a.accountNo.localeCompare(b.accountNo))
    .map((r) => {
      const days = [epochDay(r.startDate), epochDay(r.valuationDate)];
      const amounts = [-Number(r.investedPaise), Number(r.valuePaise)];
      const computed = ratePercent(xirrDays(days, amounts));
      const xirr = r.reportedXirr ?? computed;
      return {
        investedPaise: r.investedPaise,
        valuePaise: r.valuePaise,
        flows: { days, amounts },
        row: {
          ID: r.id,
          Product: r.product,
          SchemeName: r.schemeName,
          Manager: r.manager,
          Category: r.category,
          I_Accno: r.accountNo,
          COST: formatDecimal(r.investedPaise, 2),
          AUM: formatDecimal(r.valuePaise, 2),
          UnrealReturns: formatDecimal(r.valuePaise - r.investedPaise, 2),
          AbsReturn: percentOf(r.valuePaise - r.investedPaise, r.investedPaise),
          FolioXirr: xirr,
          FolioXirr_source: r.reportedXirr !== null ? 'reported' : computed !== null ? 'computed' : 'none',
          LifeDays: epochDay(asOf) - epochDay(r.startDate),
          StartDate: ymdToDmy(r.startDate),
          Asondate: ymdToDmy(r.valuationDate),
          is_demo: r.isDemo,
        },
      };
    });
}
