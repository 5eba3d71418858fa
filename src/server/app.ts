import { Hono, type Context } from 'hono';
import { compress } from 'hono/compress';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { AppDeps, AppEnv } from './lib/context.ts';
import { apiNotFound, onError } from './middleware/errors.ts';
import { securityHeaders } from './middleware/security-headers.ts';
import { limitBodies } from './middleware/body-limit.ts';
import { guardUrl } from './lib/input-guard.ts';
import { mountStatic } from './static.ts';
import { registerCatalogueMemory } from './lib/catalogue-memory.ts';
import { configureFileChecks } from './services/onboarding/file-check-pool.ts';
import { callRouter } from './routes/handle.ts';
import { healthCalls } from './routes/health.ts';
import { devCalls } from './routes/dev.ts';
import { loginCalls, logoutCalls, signupCalls } from './routes/auth.ts';
import { onboardingCalls } from './routes/onboarding.ts';
import { fileCalls } from './routes/files.ts';
import { schemeCalls } from './routes/schemes.ts';
import { schemeInfoCalls } from './routes/scheme-info.ts';
import { transactionCalls } from './routes/transactions.ts';
import { historyCalls } from './routes/history.ts';
import { profileCalls } from './routes/profile.ts';
import { onboardingBankCalls, profileBankCalls } from './routes/banks.ts';
import { mandateCalls } from './routes/mandates.ts';
import { sessionCalls } from './routes/sessions.ts';
import { faqCalls } from './routes/faqs.ts';
import { notificationCalls } from './routes/notifications.ts';
import { supportCalls, supportContactCalls } from './routes/support.ts';
import { riskCalls } from './routes/risk.ts';
import { dashboardCalls, portfolioCalls } from './routes/portfolio.ts';
import { contentCalls, contentFeedCalls } from './routes/content.ts';
import { ideaCalls } from './routes/ideas.ts';
import { goalCalls } from './routes/goals.ts';
import { otherProductCalls, portfolioExtraCalls } from './routes/other-products.ts';
import { registrationCalls } from './routes/registrations.ts';
import { reportCalls } from './routes/reports.ts';
import { familyPortfolioCalls, familyProfileCalls, familyReportCalls } from './routes/family.ts';
import { contactReportCalls } from './routes/contact-report.ts';
import { exchangeReturnCalls } from './routes/exchange-return.ts';
import { passkeyCalls } from './routes/passkeys.ts';
import { simulatorPages } from './adapters/exchange/sim-routes.ts';

function clientIp(c: Context<AppEnv>, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
    if (forwarded) return forwarded;
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    // app.request() in tests has no socket
    return 'local';
  }
}

/**
 * The whole HTTP surface: security headers and the error envelope on everything, the API under
 * /api (one router per domain), and the built PWA for every other path when `staticDir` is set.
 */
export function createApp(deps: AppDeps, opts: { staticDir?: string | null } = {}): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  // order services read scheme facts through the catalogue memory of this database
  registerCatalogueMemory(deps.db, deps.config.cataloguePollMs);
  configureFileChecks({
    concurrency: deps.config.uploads.checkConcurrency,
    timeoutMs: deps.config.uploads.checkTimeoutMs,
    nice: deps.config.uploads.checkNice,
  });
  app.onError(onError);
  app.use('*', securityHeaders);
  app.use('*', async (c, next) => {
    c.set('deps', deps);
    c.set('ip', clientIp(c, deps.config.trustProxy));
    await next();
  });

  const api = new Hono<AppEnv>();
  api.use('*', async (c, next) => {
    await next();
    // API answers are per-user and live: never stored by the browser or a shared cache.
    if (!c.res.headers.has('Cache-Control')) c.header('Cache-Control', 'no-store');
  });
  api.use('*', compress());
  // before any router: no body is read, and no session looked up, for a body over its call's limit
  api.use('*', limitBodies);
  // control characters in a path or query value are refused here; JSON bodies are checked as they are read (lib/validate.ts)
  api.use('*', async (c, next) => {
    guardUrl(c.req.url);
    await next();
  });
  // one router per prefix, each call mounted from its contract entry (routes/handle.ts)
  const mount = (prefix: string, ...lists: Parameters<typeof callRouter>[1][]) => api.route(prefix, callRouter(prefix, ...lists));
  const demo = deps.config.mode === 'demo';
  mount('/health', healthCalls);
  if (demo) mount('/dev', devCalls);
  mount('/signup', signupCalls);
  mount('/login', loginCalls);
  mount('/logout', logoutCalls);
  mount('/contact-change', contactReportCalls);
  mount('/exchange', exchangeReturnCalls);
  mount('/passkey', passkeyCalls);
  mount('/onboarding', onboardingCalls, onboardingBankCalls);
  mount('/files', fileCalls);
  mount('/schemes', schemeCalls);
  mount('/transaction', schemeInfoCalls, transactionCalls, registrationCalls);
  mount('/reports', reportCalls, familyReportCalls);
  mount('/profile', historyCalls, profileCalls, profileBankCalls, mandateCalls, familyProfileCalls, sessionCalls, supportCalls);
  mount('/faqs', faqCalls);
  mount('/notification', notificationCalls);
  mount('/content', contentCalls, contentFeedCalls, supportContactCalls);
  mount('/risk-analysis', riskCalls);
  mount('/dashboard', dashboardCalls);
  mount('/portfolio', portfolioCalls, familyPortfolioCalls, portfolioExtraCalls);
  mount('/ideas', ideaCalls);
  mount('/goals', goalCalls);
  mount('/other_products', otherProductCalls);
  // the simulated exchange's own pages (payment gateway, mandate authorisation): the outside system's, not our API
  if (deps.config.exchange === 'simulated') api.route('/exchange-sim', simulatorPages);
  api.all('*', apiNotFound);
  app.route('/api', api);

  if (opts.staticDir) mountStatic(app, opts.staticDir);
  app.notFound((c) => c.text('Not found', 404));
  return app;
}
