import * as v from 'valibot';
import * as contract from '@shared/contract/portfolio.ts';
import * as casContract from '@shared/contract/cas.ts';
import * as harvest from '@shared/contract/portfolio-harvest.ts';
import { istDate, ymdToDmy } from '@shared/time/ist.ts';
import { refuse } from '../lib/refusal.ts';
import { investorAnswer } from '../lib/investor-answer.ts';
import { handle } from './handle.ts';
import { casStatus, importCas } from '../services/portfolio/cas-import.ts';
import { asOnDay } from '../services/portfolio/as-on.ts';
import { dashboardAnswer } from '../services/portfolio/dashboard.ts';
import { portfolioAnswer } from '../services/portfolio/portfolio-details.ts';
import { productWiseSummary } from '../services/portfolio/product-summary.ts';
import { cachedAnswer } from '../services/portfolio/answer-cache.ts';
import { familyHarvest, harvestAnswer, keptHarvestPlan } from '../services/portfolio/harvest.ts';

/** POST /api/dashboard (spec 2 §7, spec 3 §7.2). */
export const dashboardCalls = [
  handle(contract.dashboard, ({ deps, session: { userId }, body, c }) => {
    const asOf = asOnDay(body.date, deps.clock.now());
    // kept per investor data version (orders, payments, lots, registrations) and catalogue version;
    // today is in the key because the upcoming SIPs are counted from it
    return investorAnswer(c, contract.dashboard, userId, `${asOf}|${istDate(deps.clock.now())}|${body.source}`, () =>
      dashboardAnswer(deps, userId, asOf, body.source),
    );
  }),
];

/** POST /api/portfolio and /api/portfolio/get_product_wise_summary (spec 2 §7); gains harvesting (ours); CAS imports. */
export const portfolioCalls = [
  handle(harvest.getHarvest, async ({ deps, session, c }) => {
    const query = v.safeParse(harvest.HarvestQuery, { source: c.req.query('source') });
    if (!query.success) throw refuse('invalid', query.issues[0].message);
    return { harvest: harvestAnswer(await keptHarvestPlan(deps, session.userId, istDate(deps.clock.now()), query.output.source)) };
  }),
  handle(harvest.getFamilyHarvest, ({ deps, session }) => familyHarvest(deps, session)),
  handle(contract.portfolio, ({ deps, session: { userId }, body, c }) => {
    const asOf = asOnDay(body.date, deps.clock.now());
    // kept per investor data version (orders, lots, AIF/PMS valuations: migrations 0017, 0018) and catalogue version,
    // as the dashboard is: a repeated read recomputes nothing, and any write shows at once
    return investorAnswer(c, contract.portfolio, userId, `${asOf}|${istDate(deps.clock.now())}|${body.source}`, () =>
      portfolioAnswer(deps, userId, asOf, body.source),
    );
  }),
  handle(contract.productWiseSummary, async ({ deps, session: { userId }, body }) => {
    const asOf = asOnDay(body.date, deps.clock.now());
    const rows = await cachedAnswer(deps, `summary|${userId}|${asOf}|${body.source}`, () => productWiseSummary(deps, userId, asOf, body.source));
    return { product_wise_summary: rows, AsonDate: ymdToDmy(asOf) };
  }),
  // holdings imported from a CAMS or KFintech statement read on the device
  handle(casContract.casImport, ({ deps, session, body }) => importCas(deps, session.userId, body.statement)),
  handle(casContract.casStatus, ({ deps, session }) => casStatus(deps, session.userId)),
];
