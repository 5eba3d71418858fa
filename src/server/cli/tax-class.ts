/**
 * npm run tax-class -- <AMFI code>                                  (show the scheme's classification history)
 * npm run tax-class -- <AMFI code> <class> <YYYY-MM-DD> "<reason>"  (set it from that date)
 *
 * The operator's classification of a scheme for capital-gains tax (shared/rules/tax/fund-tax-class.ts):
 * equity (65% or more in Indian equity), debt (more than 65% in debt and money market),
 * low-equity (35% or less in Indian equity, not debt: gold, silver, overseas) or mixed. Sales from
 * the date on are taxed by it; the NAV import never overrides it. Uses the server's database
 * (DATABASE_URL, else the embedded one in PGLITE_DIR, open in one process only: stop the server first).
 */
import { loadConfig } from '../config.ts';
import { openCliDatabase } from './open-database.ts';
import { systemClock } from '../lib/clock.ts';
import { setTaxProfile, taxProfileHistory } from '../services/schemes/tax-profiles.ts';
import { catalogueChanged } from '../lib/catalogue-memory.ts';

const [code, profile, from, ...why] = process.argv.slice(2).filter((a) => a !== '--');
if (!code || !/^\d+$/.test(code) || (profile !== undefined && (!from || why.length === 0))) {
  console.error('Usage: npm run tax-class -- <AMFI code> [equity|debt|low-equity|mixed <YYYY-MM-DD> "<reason>"]');
  process.exit(2);
}

const config = loadConfig();
const database = await openCliDatabase(config);
try {
  if (profile !== undefined) {
    const s = await setTaxProfile(database.db, { amfiCode: Number(code), profile, from: from!, note: why.join(' ') }, systemClock.now());
    catalogueChanged(database.db);
    console.log(`${s.name}: ${profile} for sales from ${from}.`);
  }
  const rows = await taxProfileHistory(database.db, Number(code));
  if (rows.length === 0) console.log('No classification on record: the scheme is classed from its SEBI category.');
  for (const r of rows) console.log(`${r.from}  ${r.profile.padEnd(10)}  ${r.setBy.padEnd(8)}  ${r.note}`);
} catch (err) {
  console.error((err as Error).message);
  process.exitCode = 1;
} finally {
  await database.close();
}
