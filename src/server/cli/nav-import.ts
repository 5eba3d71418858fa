/**
 * npm run nav:import -- <file or URL> [...]
 *
 * Loads AMFI NAV files into the catalogue: NAVAll.txt (6- or 8-field layout), the AMFI NAV-history
 * report, or an mfapi.in JSON history; then refreshes the stored returns once. Uses the same
 * database as the server (DATABASE_URL, else the embedded one in PGLITE_DIR). Importing the same
 * file again changes nothing. The embedded database can be open in one process only: stop the
 * server first, or use PostgreSQL.
 */
import { loadConfig } from '../config.ts';
import { openCliDatabase } from './open-database.ts';
import { changedAnything, importNavSource } from '../services/schemes/import-nav-source.ts';
import { refreshReturns } from '../services/schemes/refresh-returns.ts';
import { systemClock } from '../lib/clock.ts';

const sources = process.argv.slice(2).filter((a) => a !== '--');
if (sources.length === 0) {
  console.error('Usage: npm run nav:import -- <NAVAll.txt | NAV-history report | mfapi JSON | http(s) URL> [...]');
  process.exit(2);
}

const t0 = performance.now();
const config = loadConfig();
const database = await openCliDatabase(config);

// start-up (database open, migrations) apart from the imports themselves
console.log(`start-up: ${Math.round(performance.now() - t0)} ms (database open and migrations)`);

let failed = false;
let changed = false;
for (const source of sources) {
  try {
    const stats = await importNavSource({ db: database.db, clock: systemClock }, source, { refresh: false });
    changed ||= changedAnything(stats);
    console.log(
      `${source}: ${stats.kind}${stats.layout ? ` (${stats.layout})` : ''}, ${stats.rows} rows, ${stats.schemes} schemes ` +
        `(${stats.schemesInserted} new, ${stats.schemesUpdated} changed, ${stats.schemesUnchanged} unchanged since their last import), ${stats.navsWritten} NAVs written, ${stats.errors} bad rows; import ${stats.ms} ms`,
    );
    for (const e of stats.errorSamples) console.log(`  line ${e.line}: ${e.message}: ${e.text.slice(0, 120)}`);
  } catch (err) {
    failed = true;
    console.error(`${source}: ${(err as Error).message}`);
  }
}
if (changed) {
  const returns = await refreshReturns(database.db, systemClock.now());
  console.log(`returns refreshed for ${returns.schemes} schemes and ${returns.categories} categories in ${returns.ms} ms`);
} else console.log('returns: nothing imported changed, the stored returns stand');
await database.close();
process.exit(failed ? 1 : 0);
