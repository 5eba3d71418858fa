import * as si from '@shared/contract/scheme-info.ts';
import { handle } from './handle.ts';
import { fundDetails } from '../services/schemes/fund-details.ts';
import { categoryAverage } from '../services/schemes/category-average.ts';
import { exitLoad } from '../services/schemes/exit-load.ts';
import { switchSchemes } from '../services/schemes/switch-schemes.ts';
import { transactionAllowed } from '../services/schemes/transaction-allowed.ts';
import { schemeRiskRating } from '../services/schemes/risk-rating.ts';
import { bseCode, bseCodeBulk } from '../services/schemes/bse-code.ts';
import { catalogueAnswer } from '../lib/catalogue-answer.ts';

/**
 * Scheme facts the transaction screens read (spec 2 §7), under /api/transaction. Only
 * get_exit_load reads the investor (their folio's units), and only when a session is there. Fund
 * details, category averages and switch schemes are catalogue reads, kept in memory per catalogue
 * version (lib/catalogue-answer.ts).
 */
export const schemeInfoCalls = [
  handle(si.getFundDetails, ({ deps, params, c }) =>
    catalogueAnswer(c, si.getFundDetails, params.id, async () => ({ fund_details: await fundDetails(deps.db, params.id) })),
  ),
  handle(si.categoryAverage, ({ deps, body, c }) => {
    const key = `${body.schemaId}|${body.marketValue}|${body.period}`;
    return catalogueAnswer(c, si.categoryAverage, key, async () => ({
      category_averages: await categoryAverage(deps.db, body.schemaId, body.marketValue, body.period),
    }));
  }),
  handle(si.getExitLoad, ({ deps, session, body }) => exitLoad(deps.db, deps.clock.now(), body, session?.userId ?? null)),
  handle(si.getSwitchSchemes, ({ deps, body, c }) =>
    catalogueAnswer(c, si.getSwitchSchemes, `${body.AstId}|${body.AmcId}`, async () => ({
      switch_schemes: await switchSchemes(deps.db, body.AstId, body.AmcId),
    })),
  ),
  handle(si.transactionAllowedCheck, async ({ deps, body }) => ({ transaction_allowed: await transactionAllowed(deps.db, body.schemaId) })),
  handle(si.getSchemeRiskRating, ({ deps, body }) => schemeRiskRating(deps.db, body.schemeNo, body.trtype)),
  handle(si.getBseCode, ({ deps, body }) => bseCode(deps.db, body)),
  handle(si.getBseCodeBulk, ({ deps, body }) => bseCodeBulk(deps.db, body.schemes)),
];
