/**
 * npm run deposits:import -- <file.csv | file.json> [...]
 *
 * Loads the deposit partner's reverse feed (the deposits it has booked for our investors) into
 * corporate_deposits, the portfolio's Corporate deposits tab. CSV has a header row; JSON is a list
 * of rows (or an object holding one). Columns: AppFormNo, CustomerName, ClientCode (Nivesh ID) or
 * PAN, InterestRate, TenureMonths, Fdamount, scheme, schmeID, interestPayout, FDCreatedDate,
 * fdNumber, and optionally Input_DateTime. Maturity value and interest are computed (cumulative
 * deposits compound yearly; payout deposits earn simple interest). Bad rows are listed with their
 * reason and skipped; the good ones go in. Same database as the server (DATABASE_URL, else the
 * embedded one in PGLITE_DIR: stop the server first, it can be open in one process only).
 */
import { readFile } from 'node:fs/promises';
import { loadConfig } from '../config.ts';
import { openCliDatabase } from './open-database.ts';
import { importDepositFeed } from '../services/other-products/deposit-feed.ts';
import { systemClock } from '../lib/clock.ts';

const files = process.argv.slice(2).filter((a) => a !== '--');
if (files.length === 0) {
  console.error('Usage: npm run deposits:import -- <feed.csv | feed.json> [...]');
  process.exit(2);
}

const config = loadConfig();
const database = await openCliDatabase(config);

let failed = false;
for (const file of files) {
  try {
    const stats = await importDepositFeed({ db: database.db, clock: systemClock }, file, await readFile(file, 'utf8'));
    console.log(`${file}: ${stats.rows} rows, ${stats.imported} imported, ${stats.failed} refused (import ${stats.importId})`);
    for (const r of stats.rejects.slice(0, 50)) console.log(`  row ${r.row}: ${r.reason}`);
    if (stats.failed > 0) failed = true;
  } catch (err) {
    failed = true;
    console.error(`${file}: ${(err as Error).message}`);
  }
}
await database.close();
process.exit(failed ? 1 : 0);
