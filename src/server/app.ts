import { Hono, type Context } from 'hono';
import { compress } from 'hono/compress';
import { bodyLimit } from 'hono/body-limit';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { AppDeps, AppEnv } from './lib/context.ts';
import { apiNotFound, onError } from './middleware/errors.ts';
import { securityHeaders } from './middleware/security-headers.ts';
import { mountStatic } from './static.ts';
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
import { registrationRoutes } from './routes/registrations.ts';
import { reportFileRoutes, reportRoutes } from './routes/reports.ts';

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
  // JSON bodies are small; uploads set their own larger limit on their routes.
  api.use('*', async (c, next) => {
    if ((c.req.header('content-type') ?? '').startsWith('multipart/')) return next();
    return bodyLimit({ maxSize: 256 * 1024 })(c, next);
  });
  api.route('/health', healthRoutes);
  if (deps.config.mode === 'demo') api.route('/dev', devRoutes);
  api.route('/signup', signupRoutes);
  api.route('/login', loginRoutes);
  api.route('/logout', logoutRoutes);
  api.route('/onboarding', onboardingRoutes);
  api.route('/files/reports', reportFileRoutes);
  api.route('/files', fileRoutes);
  api.route('/schemes', schemesRoutes);
  api.route('/transaction', schemeInfoRoutes);
  api.route('/transaction', transactionRoutes);
  api.route('/transaction', registrationRoutes);
  api.route('/reports', reportRoutes);
  api.route('/profile', historyRoutes);
  if (deps.config.exchange === 'simulated') api.route('/exchange-sim', exchangeSimRoutes);
  api.route('/profile', profileRoutes);
  api.all('*', apiNotFound);
  app.route('/api', api);

  if (opts.staticDir) mountStatic(app, opts.staticDir);
  app.notFound((c) => c.text('Not found', 404));
  return app;
}
