import * as v from 'valibot';
import * as sc from '@shared/contract/schemes.ts';
import { PeriodSchema, searchScheme } from '@shared/contract/schemes.ts';
import { refuse } from '../lib/refusal.ts';
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
import { catalogueAnswer } from '../lib/catalogue-answer.ts';

/**
 * The scheme catalogue calls of spec 2 §7 and spec 3 §7.5, under /api/schemes. The catalogue is
 * public data, the same for every investor, so these calls do not need a session, and their
 * answers are prepared once per catalogue version and sent from memory with an ETag
 * (lib/catalogue-answer.ts).
 */
export const schemesRoutes = publicRouter()
  .get('/get_asset_classes', (c) => catalogueAnswer(c, sc.getAssetClasses, '', async () => ({ asset_classes: await listAssetClasses(c.get('deps').db) })))
  .get('/get_sub_asset_classes/:assetClass', (c) => catalogueAnswer(c, sc.getSubAssetClasses, c.req.param('assetClass'), () => listSubAssetClasses(c.get('deps').db, c.req.param('assetClass'))))
  .get('/get_scheme_list/:subAssetId', (c) => catalogueAnswer(c, sc.getSchemeList, c.req.param('subAssetId'), () => listSchemes(c.get('deps').db, c.req.param('subAssetId'))))
  .get('/get_scheme_details/:id', (c) => catalogueAnswer(c, sc.getSchemeDetails, c.req.param('id'), async () => ({ scheme_details: await schemeDetails(c.get('deps').db, c.req.param('id')) })))
  .get('/get_scheme_nav/:id', (c) => {
    const raw = c.req.query('period');
    const period = raw === undefined || raw === '' ? null : v.safeParse(PeriodSchema, raw);
    if (period && !period.success) throw refuse('invalid', 'Invalid period');
    const p = period ? period.output : null;
    return catalogueAnswer(c, sc.getSchemeNav, `${c.req.param('id')}|${p ?? ''}`, async () => ({ scheme_nav: await schemeNav(c.get('deps').db, c.req.param('id'), p) }));
  })
  .get('/get_scheme_returns/:id', (c) => catalogueAnswer(c, sc.getSchemeReturns, c.req.param('id'), async () => ({ scheme_data: await schemeReturnsOf(c.get('deps').db, c.req.param('id')) })))
  .get('/get_scheme_info/:id', (c) => catalogueAnswer(c, sc.getSchemeInfo, c.req.param('id'), async () => ({ scheme_info: await schemeInfo(c.get('deps').db, c.req.param('id')) })))
  .post('/search-scheme', async (c) => {
    const body = await readBody(c, searchScheme);
    const { db, config } = c.get('deps');
    const key = JSON.stringify([body.name.trim().toLowerCase(), body.asset_class_id, body.amount ?? null, body.max_amount ?? null]);
    return catalogueAnswer(c, searchScheme, key, async () => ({ schemes: await searchSchemes(db, body, config.cataloguePollMs) }));
  });
