import * as fam from '@shared/contract/family.ts';
import { FAMILY_MESSAGES as M } from '@shared/rules/family/family.ts';
import { Refusal, refuse } from '../lib/refusal.ts';
import { handle } from './handle.ts';
import { familyDetails, switchList } from '../services/family/details.ts';
import { leaveFamily, removeFamilyMember, sendFamilyOtp, verifyFamilyLink } from '../services/family/link.ts';
import { accessToChild } from '../services/family/switch.ts';
import { familyPortfolio } from '../services/family/portfolio.ts';
import { actorOf, familyOf, familyStatusOf } from '../services/family/membership.ts';
import { asOnDay } from '../services/portfolio/as-on.ts';
import { requestReport } from '../services/reports/request.ts';

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
export const familyProfileCalls = [
  handle(fam.getFamilyDetails, ({ deps, session }) => familyDetails(deps, session)),
  handle(fam.getSwitchList, ({ deps, session }) => switchList(deps, session)),
  handle(fam.sendFamilyOtp, ({ deps, meta, session, body }) => orError(() => sendFamilyOtp(deps, meta.ip, session, body))),
  handle(fam.verifyFamilyOtp, ({ deps, meta, session, body }) => orError(() => verifyFamilyLink(deps, meta.ip, session, body))),
  handle(fam.removeFamilyMember, ({ deps, meta, session, body }) => orError(() => removeFamilyMember(deps, meta.ip, session, body))),
  handle(fam.leaveFamily, ({ deps, meta, session }) => orError(() => leaveFamily(deps, meta.ip, session))),
  handle(fam.getAccessToChild, ({ deps, meta, session, body, c }) => {
    const tokens = { token: c.req.header('token') ?? '', parentToken: c.req.header('parent_token') ?? null };
    return accessToChild(deps, session, body, tokens, meta);
  }),
];

/** POST /api/portfolio/get_family_member_portfolio (spec 2 §2.8, §7). */
export const familyPortfolioCalls = [
  handle(fam.getFamilyMemberPortfolio, ({ deps, session, body }) => familyPortfolio(deps, session, asOnDay(body.date, deps.clock.now()), body.source)),
];

/** POST /api/reports/get_family_report_xlsx (spec 3 §7.3): queued for the report job, listed under the head's statements. */
export const familyReportCalls = [
  handle(fam.getFamilyReportXlsx, async ({ deps, session, body, origin }) => {
    const actor = actorOf(session);
    if ((await familyStatusOf(deps.db, actor)) !== 1) throw refuse('forbidden', M.familyPortfolioHeadOnly);
    const family = await familyOf(deps.db, actor);
    const type = body.reportFlag === fam.FAMILY_REPORT_FLAGS.consolidated ? 'family-consolidated' : 'family-entity';
    return requestReport(deps, actor, type, { fromDate: body.fromDate, forceFormats: ['xlsx'], holderIds: family.userIds }, origin);
  }),
];
