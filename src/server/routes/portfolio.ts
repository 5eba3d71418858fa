import type { Context } from 'hono';
import * as v from 'valibot';
import * as contract from '@shared/contract/portfolio.ts';
import * as casContract from '@shared/contract/cas.ts';
import { casStatus, importCas } from '../services/portfolio/cas-import.ts';
import type { AppEnv } from '../lib/context.ts';
import { answer } from '../lib/answer.ts';
import { readBody } from '../lib/validate.ts';
import { refuse } from '../lib/refusal.ts';
import { privateRouter } from './router.ts';
import { asOnDay } from '../services/portfolio/as-on.ts';
import { dashboardAnswer } from '../services/portfolio/dashboard.ts';
import { portfolioAnswer } from '../services/portfolio/portfolio-details.ts';
import { productWiseSummary } from '../services/portfolio/product-summary.ts';
import { cachedAnswer } from '../services/portfolio/answer-cache.ts';
import { istDate, ymdToDmy } from '@shared/time/ist.ts';
import { investorAnswer } from '../lib/investor-answer.ts';
import * as harvest from '@shared/contract/portfolio-harvest.ts';
import { familyHarvest, harvestAnswer, keptHarvestPlan } from '../services/portfolio/harvest.ts';

const userOf = (c: Context<AppEnv>) => c.get('session')!.userId;

/** POST /api/dashboard (spec 2 §7, spec 3 §7.2). */
export const dashboardRoutes = privateRouter().post('/', async (c) => {
  const body = await readBody(c, contract.dashboard);
  const deps = c.get('deps');
  const userId = userOf(c);
  const asOf = asOnDay(body.date, deps.clock.now());
  // kept per investor data version (orders, payments, lots, registrations) and catalogue version;
  // today is in the key because the upcoming SIPs are counted from it
  return investorAnswer(c, contract.dashboard, userId, `${asOf}|${istDate(deps.clock.now())}|${body.source}`, () => dashboardAnswer(deps, userId, asOf, body.source));
});

/** POST /api/portfolio and /api/portfolio/get_product_wise_summary (spec 2 §7); gains harvesting (ours). */
export const portfolioRoutes = privateRouter()
  .get('/harvest', async (c) => {
    const deps = c.get('deps');
    const query = v.safeParse(harvest.HarvestQuery, { source: c.req.query('source') });
    if (!query.success) throw refuse('invalid', query.issues[0].message);
    return answer(c, harvest.getHarvest, { harvest: harvestAnswer(await keptHarvestPlan(deps, userOf(c), istDate(deps.clock.now()), query.output.source)) });
  })
  .get('/family_harvest', async (c) => answer(c, harvest.getFamilyHarvest, await familyHarvest(c.get('deps'), c.get('session')!)))
  .post('/', async (c) => {
    const body = await readBody(c, contract.portfolio);
    const deps = c.get('deps');
    const userId = userOf(c);
    const asOf = asOnDay(body.date, deps.clock.now());
    // kept per investor data version (orders, lots, AIF/PMS valuations: migrations 0017, 0018) and catalogue version,
    // as the dashboard is: a repeated read recomputes nothing, and any write shows at once
    return investorAnswer(c, contract.portfolio, userId, `${asOf}|${istDate(deps.clock.now())}|${body.source}`, () => portfolioAnswer(deps, userId, asOf, body.source));
  })
  .post('/get_product_wise_summary', async (c) => {
    const body = await readBody(c, contract.productWiseSummary);
    const deps = c.get('deps');
    const userId = userOf(c);
    const asOf = asOnDay(body.date, deps.clock.now());
    const rows = await cachedAnswer(deps, `summary|${userId}|${asOf}|${body.source}`, () => productWiseSummary(deps, userId, asOf, body.source));
    return answer(c, contract.productWiseSummary, { product_wise_summary: rows, AsonDate: ymdToDmy(asOf) });
  });

/** POST /api/portfolio/cas/* : holdings imported from a CAMS or KFintech statement read on the device. */
export const casRoutes = privateRouter()
  .post('/cas/import', async (c) => {
    const body = await readBody(c, casContract.casImport);
    return answer(c, casContract.casImport, await importCas(c.get('deps'), userOf(c), body.statement));
  })
  .post('/cas/status', async (c) => {
    await readBody(c, casContract.casStatus);
    return answer(c, casContract.casStatus, await casStatus(c.get('deps'), userOf(c)));
  });
