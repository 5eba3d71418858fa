/**
 * npm run support:answer -- <ticket number> "<reply>" [--close]
 *
 * The support team's answer to a ticket: stores the reply, marks the ticket Answered (Closed with
 * --close), notifies the investor in the app and queues the reply mail, which the server's
 * dispatch job sends. Uses the server's database (DATABASE_URL, else the embedded one in
 * PGLITE_DIR; the embedded one can be open in one process only, so in demo mode use
 * POST /api/dev/tickets/<number>/answer while the server runs).
 */
import { loadConfig } from '../config.ts';
import { cliDeps, openCliDatabase } from './open-database.ts';
import { answerTicket } from '../services/support/tickets.ts';

const args = process.argv.slice(2).filter((a) => a !== '--');
const close = args.includes('--close');
const [ticketNo, reply] = args.filter((a) => a !== '--close');
if (!ticketNo || !reply) {
  console.error('Usage: npm run support:answer -- <ticket number> "<reply>" [--close]');
  process.exit(2);
}

const config = loadConfig();
const database = await openCliDatabase(config);
try {
  const deps = cliDeps(config, database);
  const t = await answerTicket(deps, ticketNo, reply, { close });
  console.log(`Ticket ${t.ticket_no} is ${t.status}; the investor is notified and the reply mail is queued.`);
} catch (err) {
  console.error((err as Error).message);
  process.exitCode = 1;
}
await database.close();
