/**
 * npm run exchange:reconcile -- [--date YYYY-MM-DD]
 *
 * Reconciles one exchange day (IST; today when no date is given) with the exchange's order status
 * report and allotment statement, once, now, whatever the job did lately, and prints every
 * difference standing for that day. Exits 1 when there is any. Uses the server's database
 * (DATABASE_URL, else the embedded one in PGLITE_DIR, which can be open in one process only:
 * stop the server first) and its exchange (EXCHANGE).
 */
import { istDate } from '@shared/time/ist.ts';
import { loadConfig } from '../config.ts';
import { openCliDatabase } from './open-database.ts';
import { systemClock } from '../lib/clock.ts';
import { consoleLogger } from '../lib/logger.ts';
import { createAdapters } from '../adapters/index.ts';
import { reconcileDay } from '../services/reconciliation/reconcile-day.ts';

const args = process.argv.slice(2).filter((a) => a !== '--');
const at = args.indexOf('--date');
const day = at >= 0 ? args[at + 1] : istDate(systemClock.now());
if (!day || !/^\d{4}-\d{2}-\d{2}$/.test(day) || Number.isNaN(Date.parse(`${day}T00:00:00Z`)) || args.some((a, i) => a !== '--date' && i !== at + 1)) {
  console.error('Usage: npm run exchange:reconcile -- [--date YYYY-MM-DD]');
  process.exit(2);
}

const config = loadConfig();
const database = await openCliDatabase(config);
try {
  const deps = { config, database, db: database.db, clock: systemClock, adapters: createAdapters(config, database.db, systemClock), log: consoleLogger };
  const r = await reconcileDay(deps, day, { force: true });
  if (r.placed) console.log(`${r.placed} item(s) the exchange had booked while we were still placing them are now placed.`);
  if (r.resolved) console.log(`${r.resolved} earlier difference(s) no longer hold and are marked resolved.`);
  if (r.open.length === 0) console.log(`${day}: our books and the exchange agree.`);
  else {
    console.log(`${day}: ${r.open.length} difference(s) (${r.raised.length} new):`);
    for (const f of r.open) console.log(`  #${f.id} ${f.kind} [${f.report}] ${f.detail}${f.transNo ? ` (transaction ${f.transNo})` : ''}`);
    process.exitCode = 1;
  }
} catch (err) {
  console.error((err as Error).message);
  process.exitCode = 1;
} finally {
  await database.close();
}
