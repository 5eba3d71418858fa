import {
  categoryAverage as categoryAverageCall,
  getFundDetails,
  getBseCode,
  getBseCodeBulk,
  getExitLoad,
  getSchemeRiskRating,
  getSwitchSchemes,
  transactionAllowedCheck,
} from '@shared/contract/scheme-info.ts';
import { readBody } from '../lib/validate.ts';
import { publicRouter } from './router.ts';
import { fundDetails } from '../services/catalogue/fund-details.ts';
import { categoryAverage } from '../services/catalogue/category-average.ts';
import { exitLoad } from '../services/catalogue/exit-load.ts';
import { switchSchemes } from '../services/catalogue/switch-schemes.ts';
import { transactionAllowed } from '../services/catalogue/transaction-allowed.ts';
import { schemeRiskRating } from '../services/catalogue/risk-rating.ts';
import { bseCode, bseCodeBulk } from '../services/catalogue/bse-code.ts';
import { answer } from '../lib/answer.ts';
import { catalogueAnswer } from '../lib/catalogue-answer.ts';

/**
 * Scheme facts the transaction screens read (spec 2 §7), under /api/transaction. Other modules
 * mount their own /transaction calls beside these. Only get_exit_load reads the investor (their
 * folio's units), and only when a session is there. Fund details, category averages and switch
 * schemes are catalogue reads, kept in memory per catalogue version (lib/catalogue-answer.ts).
 */
export const schemeInfoRoutes = publicRouter()
  .get('/get_fund_details/:id', (c) => catalogueAnswer(c, getFundDetails, c.req.param('id'), async () => ({ fund_details: await fundDetails(c.get('deps').db, c.req.param('id')) })))
  .post('/category_average', async (c) => {
    const body = await readBody(c, categoryAverageCall);
    const key = `${body.schemaId}|${body.marketValue}|${body.period}`;
    return catalogueAnswer(c, categoryAverageCall, key, async () => ({ category_averages: await categoryAverage(c.get('deps').db, body.schemaId, body.marketValue, body.period) }));
  })
  .post('/get_exit_load', async (c) => {
    const body = await readBody(c, getExitLoad);
    const { db, clock } = c.get('deps');
    return answer(c, getExitLoad, await exitLoad(db, clock.now(), body, c.get('session')?.userId ?? null));
  })
  .post('/get_switch_schemes', async (c) => {
    const body = await readBody(c, getSwitchSchemes);
    return catalogueAnswer(c, getSwitchSchemes, `${body.AstId}|${body.AmcId}`, async () => ({ switch_schemes: await switchSchemes(c.get('deps').db, body.AstId, body.AmcId) }));
  })
  .post('/transaction_allowed_check', async (c) => {
    const body = await readBody(c, transactionAllowedCheck);
    return answer(c, transactionAllowedCheck, { transaction_allowed: await transactionAllowed(c.get('deps').db, body.schemaId) });
  })
  .post('/get_scheme_risk_rating', async (c) => {
    const body = await readBody(c, getSchemeRiskRating);
    return answer(c, getSchemeRiskRating, await schemeRiskRating(c.get('deps').db, body.schemeNo, body.trtype));
  })
  .post('/get_bse_code', async (c) => answer(c, getBseCode, await bseCode(c.get('deps').db, await readBody(c, getBseCode))))
  .post('/get_bse_code_bulk', async (c) => answer(c, getBseCodeBulk, await bseCodeBulk(c.get('deps').db, (await readBody(c, getBseCodeBulk)).schemes)));
