import * as v from 'valibot';
import * as sc from '@shared/contract/schemes.ts';
import { PeriodSchema, searchScheme } from '@shared/contract/schemes.ts';
import { HttpError } from '../lib/http-error.ts';
import { readBody } from '../lib/validate.ts';
import { publicRouter } from './router.ts';
import { listAssetClasses } from '../services/catalogue/list-asset-classes.ts';
import { listSubAssetClasses } from '../services/catalogue/list-sub-asset-classes.ts';
import { listSchemes } from '../services/catalogue/list-schemes.ts';
import { schemeDetails } from '../services/catalogue/scheme-details.ts';
import { schemeNav } from '../services/catalogue/scheme-nav.ts';
import { schemeReturnsOf } from '../services/catalogue/scheme-returns.ts';
import { schemeInfo } from '../services/catalogue/scheme-info.ts';
import { searchSchemes } from '../services/catalogue/search-schemes.ts';
import { answer } from '../lib/answer.ts';

/**
 * The scheme catalogue calls of spec 2 §7 and spec 3 §7.5, under /api/schemes. The catalogue is
 * public data, the same for every investor, so these calls do not need a session.
 */
export const schemesRoutes = publicRouter()
  .get('/get_asset_classes', async (c) => answer(c, sc.getAssetClasses, { asset_classes: await listAssetClasses(c.get('deps').db) }))
  .get('/get_sub_asset_classes/:assetClass', async (c) => answer(c, sc.getSubAssetClasses, await listSubAssetClasses(c.get('deps').db, c.req.param('assetClass'))))
  .get('/get_scheme_list/:subAssetId', async (c) => answer(c, sc.getSchemeList, await listSchemes(c.get('deps').db, c.req.param('subAssetId'))))
  .get('/get_scheme_details/:id', async (c) => answer(c, sc.getSchemeDetails, { scheme_details: await schemeDetails(c.get('deps').db, c.req.param('id')) }))
  .get('/get_scheme_nav/:id', async (c) => {
    const raw = c.req.query('period');
    const period = raw === undefined || raw === '' ? null : v.safeParse(PeriodSchema, raw);
    if (period && !period.success) throw new HttpError(400, 'Invalid period');
    return answer(c, sc.getSchemeNav, { scheme_nav: await schemeNav(c.get('deps').db, c.req.param('id'), period ? period.output : null) });
  })
  .get('/get_scheme_returns/:id', async (c) => answer(c, sc.getSchemeReturns, { scheme_data: await schemeReturnsOf(c.get('deps').db, c.req.param('id')) }))
  .get('/get_scheme_info/:id', async (c) => answer(c, sc.getSchemeInfo, { scheme_info: await schemeInfo(c.get('deps').db, c.req.param('id')) }))
  .post('/search-scheme', async (c) => {
    const body = await readBody(c, searchScheme);
    return answer(c, searchScheme, { schemes: await searchSchemes(c.get('deps').db, body) });
  });
