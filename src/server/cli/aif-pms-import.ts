/**
 * npm run aif-pms:import -- <file.csv> [...]
 *
 * Loads AIF and PMS valuation statements into the database the server uses (DATABASE_URL, else
 * the embedded one in PGLITE_DIR). Columns and rules: src/server/services/alternatives/import-valuations.ts
 * (and the README). Loading the same file again changes nothing new; a corrected row replaces the
 * old one. The embedded database can be open in one process only: stop the server first, or use PostgreSQL.
 */
import { readFile } from 'node:fs/promises';
import { basename } from 'node:path';
import { loadConfig } from '../config.ts';
import { openCliDatabase } from './open-database.ts';
import { importValuations } from '../services/alternatives/import-valuations.ts';
import { systemClock } from '../lib/clock.ts';

const files = process.argv.slice(2).filter((a) => a !== '--');
if (files.length === 0) {
  console.error('Usage: npm run aif-pms:import -- <valuations.csv> [...]');
  console.error('Columns: investor, product, scheme_name, manager, category, account_no, start_date, invested, market_value, valuation_date, reported_xirr');
  process.exit(2);
}

const config = loadConfig();
const database = await openCliDatabase(config);

let failed = false;
for (const file of files) {
  try {
    const stats = await importValuations({ db: database.db, clock: systemClock }, await readFile(file, 'utf8'), basename(file));
    console.log(`${file}: ${stats.rows} rows, ${stats.inserted} new, ${stats.updated} replaced, ${stats.errors.length} bad`);
    for (const e of stats.errors.slice(0, 50)) console.log(`  line ${e.line}: ${e.message}`);
    if (stats.errors.length > 50) console.log(`  ... and ${stats.errors.length - 50} more`);
    if (stats.errors.length > 0) failed = true;
  } catch (err) {
    failed = true;
    console.error(`${file}: ${(err as Error).message}`);
  }
}
await database.close();
process.exit(failed ? 1 : 0);
