import { serve } from '@hono/node-server';
import { keepConnectionsOpenLongerThanClients } from './lib/keep-alive.ts';
import { assertSafeConfig, loadConfig, startupWarnings, type Config } from './config.ts';
import { openDatabase, runMigrations } from './db/client.ts';
import { compilePgliteWasm } from './db/pglite-wasm.ts';
import { loadMasters } from './db/seed/masters.ts';
import { seedDemo } from './demo/investors.ts';
import { seedDemoPortfolio } from './demo/portfolio.ts';
import { seedDemoAlternatives } from './demo/alternatives.ts';
import { seedDemoRedemption } from './demo/statements.ts';
import { seedCatalogue } from './demo/catalogue.ts';
import { seedDemoFaqs } from './demo/faqs.ts';
import { seedRiskQuestionnaire } from './demo/risk-questionnaire.ts';
import { seedDemoInvestments } from './demo/investments.ts';
import { loadTaxonomy } from './services/schemes/taxonomy.ts';
import { createApp } from './app.ts';
import { createAdapters } from './adapters/index.ts';
import { systemClock } from './lib/clock.ts';
import { type AppDeps } from './lib/context.ts';
import { consoleLogger } from './lib/logger.ts';
import { startJobs } from './jobs/runner.ts';
import { resolveSecret } from './lib/secret-key.ts';
import { encryptLegacyAccountNumbers } from './services/banks/account-number.ts';
import { consoleProgress, silentProgress, type StartupProgress } from './lib/startup-progress.ts';
import { releaseDeadClaims } from './lib/idempotency.ts';
import { answerClientErrors } from './lib/client-error.ts';
import { markPrepared, preparedBy } from './db/startup-marks.ts';

/**
 * Opens the database, migrates, loads masters (and demo data), and returns the ready
 * dependencies. `progress` hears each phase (npm start prints them; tests stay silent).
 */
export async function prepare(config: Config, progress: StartupProgress = silentProgress, opts: { buildId?: string } = {}): Promise<AppDeps> {
  const log = consoleLogger;
  const t0 = performance.now();
  // The embedded engine's WebAssembly, compiled as npm start began (db/pglite-wasm.ts). By default
  // V8's quick baseline compiles it and the hot functions are optimised later; optimised-only
  // (PGLITE_OPTIMISED_ONLY=1) saves memory but compiles each function on its first call, which
  // doubled the time to open the database (1.8 s → 3.1–4.0 s measured on a busy 2-core machine).
  const wasmModule = config.databaseUrl ? undefined : await compilePgliteWasm({ optimisedOnly: config.pgliteOptimisedOnly });
  progress.phase(config.databaseUrl ? 'Connecting to PostgreSQL' : `Opening the embedded database in ${config.pgliteDir} (a first start creates it)`);
  const database = await openDatabase(config, { wasmModule, log: (message) => log.warn(message) });
  const tOpen = performance.now();
  // the same server build prepared this database last time: its migrations, masters, taxonomy and
  // one-time demo seeds are all in place, so a warm start skips straight to the daily work
  // (the mode is part of the mark: a demo start after a production one still seeds the demo)
  const mark = opts.buildId === undefined ? undefined : `${opts.buildId} ${config.mode}`;
  const prepared = mark !== undefined && (await preparedBy(database.db)) === mark;
  if (prepared) progress.phase('Database already prepared by this build of the server');
  else {
    progress.phase('Migrating the database');
    await runMigrations(database);
    progress.phase('Loading masters');
    await loadMasters(database.db);
    await loadTaxonomy(database.db);
  }
  const deps: AppDeps = {
    config,
    database,
    db: database.db,
    clock: systemClock,
    adapters: createAdapters(config, database.db, systemClock, log),
    log,
  };
  // rows written before encryption at rest get their account numbers encrypted (a no-op after)
  await encryptLegacyAccountNumbers(deps);
  // idempotency claims of a process that died (a crash, kill -9) are released: their retries run at once
  await releaseDeadClaims(database.db, systemClock.now());
  if (config.mode === 'demo') {
    if (!prepared) {
      progress.phase('Seeding the demo investors');
      await seedDemo(deps);
      await seedRiskQuestionnaire(database.db);
    }
    // NAVs up to today: daily work, done on every start
    const catalogue = await seedCatalogue(deps, progress);
    log.info('demo catalogue ready', { schemes: catalogue.schemes, navsWritten: catalogue.navsWritten, ms: catalogue.ms });
  }
  if (config.mode === 'demo' && !prepared) {
    progress.phase('Seeding the demo portfolio, FAQs, ideas and goals');
    // after the demo catalogue: the portfolio is bought at its NAVs
    await seedDemoPortfolio(deps);
    await seedDemoFaqs(deps);
    await seedDemoAlternatives(deps);
    // ideas and goal buckets are built from the demo catalogue's schemes
    await seedDemoInvestments(deps);
    // a past redemption, so the capital-gains statement has a sale to state
    await seedDemoRedemption(deps);
  }
  if (mark !== undefined && !prepared) await markPrepared(database.db, mark, systemClock.now());
  log.info('database ready', {
    kind: database.kind,
    openMs: Math.round(tOpen - t0),
    readyMs: Math.round(performance.now() - t0),
  });
  return deps;
}

/**
 * Prepares the database, then serves. `appBuilt` is npm start's build of the PWA, run beside
 * the database's preparation (a first start does both, on two cores); the app is mounted once
 * both are done.
 */
export async function main(opts: { appBuilt?: Promise<void>; progress?: StartupProgress; buildId?: string } = {}): Promise<void> {
  const config = loadConfig();
  assertSafeConfig(config);
  config.secret.key = resolveSecret(config);
  const progress = opts.progress ?? consoleProgress();
  const deps = await prepare(config, progress, { buildId: opts.buildId });
  if (opts.appBuilt) {
    progress.phase('Waiting for the app build to finish');
    await opts.appBuilt;
  }
  progress.phase('Starting the jobs and the web server');
  const app = createApp(deps, { staticDir: config.staticDir });
  const stopJobs = startJobs(deps);
  // Printed once the port accepts connections, not before: a newcomer opens the URL when told to.
  const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
    const host = info.address === '0.0.0.0' || info.address === '::' ? 'localhost' : info.address;
    progress.phase(`Ready in ${(performance.now() / 1000).toFixed(1)} s`);
    for (const line of startupWarnings(config)) console.warn(line);
    console.log(`\nNivesh is running at http://${host}:${info.port}  (${config.mode} mode, ${deps.database.kind} database)\n`);
  });
  // Node's own answers to requests it cannot parse carry the security headers too
  answerClientErrors(server);
  keepConnectionsOpenLongerThanClients(server);
  const shutdown = async (signal: string) => {
    console.log(`${signal}: shutting down`);
    stopJobs();
    server.close();
    await deps.database.close().catch(() => undefined);
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((err: unknown) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  });
}
