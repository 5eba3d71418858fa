/**
 * npm run contact:review -- <change id> restore|release
 *
 * The support team's review of a contact change that the old email or mobile reported as not the
 * investor's (the account is on hold meanwhile): `restore` puts the old mobile or email back,
 * `release` keeps the new one. Either way the hold ends and the investor can sign in again. Uses
 * the server's database (DATABASE_URL, else the embedded one in PGLITE_DIR, which can be open in
 * one process only: stop the server first).
 */
import { loadConfig } from '../config.ts';
import { cliDeps, openCliDatabase } from './open-database.ts';
import { reviewHeldChange } from '../services/profile/contact-change/report.ts';

const [id, decision] = process.argv.slice(2).filter((a) => a !== '--');
if (!id || !/^\d+$/.test(id) || (decision !== 'restore' && decision !== 'release')) {
  console.error('Usage: npm run contact:review -- <change id> restore|release');
  process.exit(2);
}

const config = loadConfig();
const database = await openCliDatabase(config);
try {
  const deps = cliDeps(config, database);
  const done = await reviewHeldChange(deps, Number(id), decision);
  console.log(`Contact change ${done.id} is ${done.status}; the investor can sign in again.`);
} catch (err) {
  console.error((err as Error).message);
  process.exitCode = 1;
} finally {
  await database.close();
}
