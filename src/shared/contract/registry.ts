import type * as v from 'valibot';
import type { Call } from './common.ts';
import * as auth from './auth.ts';
import * as banks from './banks.ts';
import * as cas from './cas.ts';
import * as content from './content.ts';
import * as family from './family.ts';
import * as faqs from './faqs.ts';
import * as health from './health.ts';
import * as goals from './goals.ts';
import * as history from './history.ts';
import * as ideas from './ideas.ts';
import * as links from './links.ts';
import * as mandates from './mandates.ts';
import * as masters from './masters.ts';
import * as notifications from './notifications.ts';
import * as onboarding from './onboarding.ts';
import * as passkeys from './passkeys.ts';
import * as profile from './profile.ts';
import * as risk from './risk.ts';
import * as portfolio from './portfolio.ts';
import * as portfolioHarvest from './portfolio-harvest.ts';
import * as otherProducts from './other-products.ts';
import * as registrations from './registrations.ts';
import * as reports from './reports.ts';
import * as schemeInfo from './scheme-info.ts';
import * as schemes from './schemes.ts';
import * as sessions from './sessions.ts';
import * as support from './support.ts';
import * as transactions from './transactions.ts';
import * as user from './user.ts';

export type AnyCall = Call<v.GenericSchema | undefined, v.GenericSchema>;

/**
 * Every call of the contract, found by shape in each domain's module. A new domain file is added
 * to this list once; the API harness then checks every answer of every call in it.
 */
const MODULES: Record<string, Record<string, unknown>> = {
  auth,
  banks,
  cas,
  content,
  family,
  faqs,
  goals,
  health,
  history,
  ideas,
  links,
  mandates,
  masters,
  notifications,
  onboarding,
  otherProducts,
  passkeys,
  portfolio,
  portfolioHarvest,
  profile,
  registrations,
  reports,
  risk,
  schemeInfo,
  schemes,
  sessions,
  support,
  transactions,
  user,
};

const isCall = (x: unknown): x is AnyCall =>
  typeof x === 'object' && x !== null && 'method' in x && 'path' in x && 'answer' in x && typeof (x as { path: unknown }).path === 'string';

export const ALL_CALLS: readonly AnyCall[] = Object.values(MODULES).flatMap((m) => Object.values(m).filter(isCall));

const compiled = ALL_CALLS.map((call) => ({
  call,
  re: new RegExp(`^${call.path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:[A-Za-z_][A-Za-z0-9_]*/g, '[^/]+')}/?$`),
}));

/** The contract call a request is for: method and path under the API base (query string ignored). */
export function callFor(method: string, path: string): AnyCall | null {
  const p = path.split('?')[0]!;
  return compiled.find((c) => c.call.method === method.toUpperCase() && c.re.test(p))?.call ?? null;
}
