import * as v from 'valibot';
import * as sc from '@shared/contract/schemes.ts';
import { refuse } from '../lib/refusal.ts';
import { handle } from './handle.ts';
import { listAssetClasses } from '../services/schemes/list-asset-classes.ts';
import { listSubAssetClasses } from '../services/schemes/list-sub-asset-classes.ts';
import { listSchemes } from '../services/schemes/list-schemes.ts';
import { schemeDetails } from '../services/schemes/scheme-details.ts';
import { schemeNav } from '../services/schemes/scheme-nav.ts';
import { schemeReturnsOf } from '../services/schemes/scheme-returns.ts';
import { schemeInfo } from '../services/schemes/scheme-info.ts';
import { searchSchemes } from '../services/schemes/search-schemes.ts';
import { catalogueAnswer } from '../lib/catalogue-answer.ts';

/**
 * The scheme catalogue calls of spec 2 §7 and spec 3 §7.5, under /api/schemes. The catalogue is
 * public data, the same for every investor, so these calls do not need a session, and their
 * answers are prepared once per catalogue version and sent from memory with an ETag
 * (lib/catalogue-answer.ts).
 */
export const schemeCalls = [
  handle(sc.getAssetClasses, ({ deps, c }) => catalogueAnswer(c, sc.getAssetClasses, '', async () => ({ asset_classes: await listAssetClasses(deps.db) }))),
  handle(sc.getSubAssetClasses, ({ deps, params, c }) =>
    catalogueAnswer(c, sc.getSubAssetClasses, params.assetClass, () => listSubAssetClasses(deps.db, params.assetClass)),
  ),
  handle(sc.getSchemeList, ({ deps, params, c }) => catalogueAnswer(c, sc.getSchemeList, params.subAssetId, () => listSchemes(deps.db, params.subAssetId))),
  handle(sc.getSchemeDetails, ({ deps, params, c }) =>
    catalogueAnswer(c, sc.getSchemeDetails, params.id, async () => ({ scheme_details: await schemeDetails(deps.db, params.id) })),
  ),
  handle(sc.getSchemeNav, ({ deps, params, c }) => {
    const raw = c.req.query('period');
    const period = raw === undefined || raw === '' ? null : v.safeParse(sc.PeriodSchema, raw);
    if (period && !period.success) throw refuse('invalid', 'Invalid period');
    const p = period ? period.output : null;
    return catalogueAnswer(c, sc.getSchemeNav, `${params.id}|${p ?? ''}`, async () => ({ scheme_nav: await schemeNav(deps.db, params.id, p) }));
  }),
  handle(sc.getSchemeReturns, ({ deps, params, c }) =>
    catalogueAnswer(c, sc.getSchemeReturns, params.id, async () => ({ scheme_data: await schemeReturnsOf(deps.db, params.id) })),
  ),
  handle(sc.getSchemeInfo, ({ deps, params, c }) =>
    catalogueAnswer(c, sc.getSchemeInfo, params.id, async () => ({ scheme_info: await schemeInfo(deps.db, params.id) })),
  ),
  handle(sc.searchScheme, ({ deps: { db, config }, body, c }) => {
    const key = JSON.stringify([body.name.trim().toLowerCase(), body.asset_class_id, body.amount ?? null, body.max_amount ?? null]);
    return catalogueAnswer(c, sc.searchScheme, key, async () => ({ schemes: await searchSchemes(db, body, config.cataloguePollMs) }));
  }),
];
