import {
  categoryAverage as categoryAverageCall,
  getBseCode,
  getBseCodeBulk,
  getExitLoad,
  getSchemeRiskRating,
  getSwitchSchemes,
  transactionAllowedCheck,
} from '../../shared/contract/scheme-info.ts';
import { readBody } from '../lib/validate.ts';
import { publicRouter } from './router.ts';
import { fundDetails } from '../services/catalogue/fund-details.ts';
import { categoryAverage } from '../services/catalogue/category-average.ts';
import { exitLoad } from '../services/catalogue/exit-load.ts';
import { switchSchemes } from '../services/catalogue/switch-schemes.ts';
import { transactionAllowed } from '../services/catalogue/transaction-allowed.ts';
import { schemeRiskRating } from '../services/catalogue/risk-rating.ts';
import { bseCode, bseCodeBulk } from '../services/catalogue/bse-code.ts';

/**
 * Scheme facts the transaction screens read (spec 2 §7), under /api/transaction. Other modules
 * mount their own /transaction calls beside these. Only get_exit_load reads the investor (their
 * folio's units), and only when a session is there.
 */
export const schemeInfoRoutes = publicRouter()
  .get('/get_fund_details/:id', async (c) => c.json({ fund_details: await fundDetails(c.get('deps').db, c.req.param('id')) }))
  .post('/category_average', async (c) => {
    const body = await readBody(c, categoryAverageCall);
    return c.json({ category_averages: await categoryAverage(c.get('deps').db, body.schemaId, body.marketValue, body.period) });
  })
  .post('/get_exit_load', async (c) => {
    const body = await readBody(c, getExitLoad);
    const { db, clock } = c.get('deps');
    return c.json(await exitLoad(db, clock.now(), body, c.get('session')?.userId ?? null));
  })
  .post('/get_switch_schemes', async (c) => {
    const body = await readBody(c, getSwitchSchemes);
    return c.json({ switch_schemes: await switchSchemes(c.get('deps').db, body.AstId, body.AmcId) });
  })
  .post('/transaction_allowed_check', async (c) => {
    const body = await readBody(c, transactionAllowedCheck);
    return c.json({ transaction_allowed: await transactionAllowed(c.get('deps').db, body.schemaId) });
  })
  .post('/get_scheme_risk_rating', async (c) => {
    const body = await readBody(c, getSchemeRiskRating);
    return c.json(await schemeRiskRating(c.get('deps').db, body.schemeNo, body.trtype));
  })
  .post('/get_bse_code', async (c) => c.json(await bseCode(c.get('deps').db, await readBody(c, getBseCode))))
  .post('/get_bse_code_bulk', async (c) => c.json(await bseCodeBulk(c.get('deps').db, (await readBody(c, getBseCodeBulk)).schemes)));
