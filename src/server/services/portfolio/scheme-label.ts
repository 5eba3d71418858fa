import type { PortfolioScheme } from '@shared/money/portfolio.ts';

/** What the screens show of a scheme besides the portfolio figures. */
export interface SchemeLabel extends PortfolioScheme {
  productName: string;
  amcId: number | null;
  amcName: string;
  rtaCode: string | null;
  /** a scheme the catalogue does not know, held through a statement import (its id is negative) */
  outside?: boolean;
}
