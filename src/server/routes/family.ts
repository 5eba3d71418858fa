import type { Context } from 'hono';
import * as fam from '@shared/contract/family.ts';
import { FAMILY_MESSAGES as M } from '@shared/rules/family/family.ts';
import type { AppEnv } from '../lib/context.ts';
import { Refusal, refuse } from '../lib/refusal.ts';
import { clientMeta, readBody } from '../lib/validate.ts';
import { answer } from '../lib/answer.ts';
import { privateRouter } from './router.ts';
import { familyDetails, switchList } from '../services/family/details.ts';
import { leaveFamily, removeFamilyMember, sendFamilyOtp, verifyFamilyLink } from '../services/family/link.ts';
import { accessToChild } from '../services/family/switch.ts';
import { familyPortfolio } from '../services/family/portfolio.ts';
import { actorOf, familyOf, familyStatusOf } from '../services/family/membership.ts';
import { asOnDay } from '../services/portfolio/as-on.ts';
import { requestReport } from '../services/reports/request.ts';

type C = Context<AppEnv>;
const session = (c: C) => c.get('session')!;
const originOf = (c: C) => new URL(c.req.url).origin;

/** A refusal the spec reads from the answer's `error` (a 200); a lost session or a 403 stays as it is. */
async function orError<T>(work: () => Promise<T>): Promise<T | { error: string }> {
  try {
    return await work();
  } catch (err) {
    if (err instanceof Refusal && err.kind === 'invalid' && err.code !== 'OTP_INVALID') return { error: err.message };
    throw err;
  }
}

/** The family calls of spec 3 §7.4 under /api/profile. */
export const familyProfileRoutes = privateRouter()
  .get('/get_family_details', async (c) => answer(c, fam.getFamilyDetails, await familyDetails(c.get('deps'), session(c))))
  .get('/get-switch-list', async (c) => answer(c, fam.getSwitchList, await switchList(c.get('deps'), session(c))))
  .post('/send_family_otp', async (c) => {
    const body = await readBody(c, fam.sendFamilyOtp);
    return answer(c, fam.sendFamilyOtp, await orError(() => sendFamilyOtp(c.get('deps'), clientMeta(c).ip, session(c), body)));
  })
  .post('/verify_family_otp', async (c) => {
    const body = await readBody(c, fam.verifyFamilyOtp);
    return answer(c, fam.verifyFamilyOtp, await orError(() => verifyFamilyLink(c.get('deps'), clientMeta(c).ip, session(c), body)));
  })
  .post('/remove_family_member', async (c) => {
    const body = await readBody(c, fam.removeFamilyMember);
    return answer(c, fam.removeFamilyMember, await orError(() => removeFamilyMember(c.get('deps'), clientMeta(c).ip, session(c), body)));
  })
  .post('/leave_family', async (c) => {
    await readBody(c, fam.leaveFamily);
    return answer(c, fam.leaveFamily, await orError(() => leaveFamily(c.get('deps'), clientMeta(c).ip, session(c))));
  })
  .post('/get_access_to_child', async (c) => {
    const body = await readBody(c, fam.getAccessToChild);
    const tokens = { token: c.req.header('token') ?? '', parentToken: c.req.header('parent_token') ?? null };
    return answer(c, fam.getAccessToChild, await accessToChild(c.get('deps'), session(c), body, tokens, clientMeta(c)));
  });

/** POST /api/portfolio/get_family_member_portfolio (spec 2 §2.8, §7). */
export const familyPortfolioRoutes = privateRouter().post('/get_family_member_portfolio', async (c) => {
  const body = await readBody(c, fam.getFamilyMemberPortfolio);
  const deps = c.get('deps');
  return answer(c, fam.getFamilyMemberPortfolio, await familyPortfolio(deps, session(c), asOnDay(body.date, deps.clock.now()), body.source));
});

/** POST /api/reports/get_family_report_xlsx (spec 3 §7.3): queued for the report job, listed under the head's statements. */
export const familyReportRoutes = privateRouter().post('/get_family_report_xlsx', async (c) => {
  const body = await readBody(c, fam.getFamilyReportXlsx);
  const deps = c.get('deps');
  const actor = actorOf(session(c));
  if ((await familyStatusOf(deps.db, actor)) !== 1) throw refuse('forbidden', M.familyPortfolioHeadOnly);
  const family = await familyOf(deps.db, actor);
  const type = body.reportFlag === fam.FAMILY_REPORT_FLAGS.consolidated ? 'family-consolidated' : 'family-entity';
  return answer(c, fam.getFamilyReportXlsx, await requestReport(deps, actor, type, { fromDate: body.fromDate, forceFormats: ['xlsx'], holderIds: family.userIds }, originOf(c)));
});
