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
import { healthRoutes } from './routes/health.ts';
import { devRoutes } from './routes/dev.ts';
import { loginRoutes, logoutRoutes, signupRoutes } from './routes/auth.ts';
import { onboardingRoutes } from './routes/onboarding.ts';
import { fileRoutes } from './routes/files.ts';
import { schemesRoutes } from './routes/schemes.ts';
import { schemeInfoRoutes } from './routes/scheme-info.ts';
import { transactionRoutes } from './routes/transactions.ts';
import { exchangeSimRoutes } from './routes/exchange-sim.ts';
import { historyRoutes } from './routes/history.ts';
import { profileRoutes } from './routes/profile.ts';
import { sessionRoutes } from './routes/sessions.ts';
import { contentRoutes, devSupportRoutes, faqRoutes, notificationRoutes, supportRoutes } from './routes/help.ts';
import { riskRoutes } from './routes/risk.ts';
import { exchangeSimMandateRoutes } from './routes/exchange-sim-mandates.ts';
import { casRoutes, dashboardRoutes, portfolioRoutes } from './routes/portfolio.ts';
import { contentRoutes as contentFeedRoutes } from './routes/content.ts';
import { ideaRoutes } from './routes/ideas.ts';
import { goalRoutes } from './routes/goals.ts';
import { otherProductRoutes, portfolioExtrasRoutes } from './routes/other-products.ts';
import { registrationRoutes } from './routes/registrations.ts';
import { reportFileRoutes, reportRoutes } from './routes/reports.ts';
import { familyPortfolioRoutes, familyProfileRoutes, familyReportRoutes } from './routes/family.ts';
import { contactReportRoutes } from './routes/contact-report.ts';
import { passkeyRoutes } from './routes/passkeys.ts';

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
  configureFileChecks({ concurrency: deps.config.uploads.checkConcurrency, timeoutMs: deps.config.uploads.checkTimeoutMs, nice: deps.config.uploads.checkNice });
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
  api.route('/health', healthRoutes);
  if (deps.config.mode === 'demo') api.route('/dev', devRoutes);
  if (deps.config.mode === 'demo') api.route('/dev/tickets', devSupportRoutes);
  api.route('/signup', signupRoutes);
  api.route('/login', loginRoutes);
  api.route('/logout', logoutRoutes);
  api.route('/contact-change', contactReportRoutes);
  api.route('/passkey', passkeyRoutes);
  api.route('/onboarding', onboardingRoutes);
  api.route('/files/reports', reportFileRoutes);
  api.route('/files', fileRoutes);
  api.route('/schemes', schemesRoutes);
  api.route('/transaction', schemeInfoRoutes);
  api.route('/transaction', transactionRoutes);
  api.route('/transaction', registrationRoutes);
  api.route('/reports', reportRoutes);
  api.route('/reports', familyReportRoutes);
  api.route('/profile', historyRoutes);
  if (deps.config.exchange === 'simulated') api.route('/exchange-sim', exchangeSimRoutes);
  if (deps.config.exchange === 'simulated') api.route('/exchange-sim', exchangeSimMandateRoutes);
  api.route('/profile', profileRoutes);
  api.route('/profile', familyProfileRoutes);
  api.route('/profile', sessionRoutes);
  api.route('/profile', supportRoutes);
  api.route('/faqs', faqRoutes);
  api.route('/notification', notificationRoutes);
  api.route('/content', contentRoutes);
  api.route('/risk-analysis', riskRoutes);
  api.route('/dashboard', dashboardRoutes);
  api.route('/portfolio', portfolioRoutes);
  api.route('/portfolio', casRoutes);
  api.route('/portfolio', familyPortfolioRoutes);
  api.route('/content', contentFeedRoutes);
  api.route('/ideas', ideaRoutes);
  api.route('/goals', goalRoutes);
  api.route('/other_products', otherProductRoutes);
  api.route('/portfolio', portfolioExtrasRoutes);
  api.all('*', apiNotFound);
  app.route('/api', api);

  if (opts.staticDir) mountStatic(app, opts.staticDir);
  app.notFound((c) => c.text('Not found', 404));
  return app;
}
