/**
 * npm run exchange:bse-sim: the BSE StAR MF stand-in on its own port, its books in an in-memory
 * database of its own. Point the server at it with the BSE_* lines it prints (EXCHANGE=bse).
 *
 *   npm run exchange:bse-sim -- --port 8290 [--app-url http://localhost:8080] [--test-hooks]
 */
import { parseArgs } from 'node:util';
import { openPglite, runMigrations } from '../../../../db/client.ts';
import { startBseStandIn } from './stand-in.ts';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '8290' },
    host: { type: 'string', default: '127.0.0.1' },
    'app-url': { type: 'string' },
    'member-code': { type: 'string', default: process.env.BSE_MEMBER_CODE ?? '10231' },
    'user-id': { type: 'string', default: process.env.BSE_USER_ID ?? '1023101' },
    password: { type: 'string', default: process.env.BSE_PASSWORD ?? 'stand-in-password' },
    passkey: { type: 'string', default: process.env.BSE_PASSKEY ?? 'stand-in-passkey' },
    'approval-minutes': { type: 'string', default: '0' },
    'test-hooks': { type: 'boolean', default: false },
  },
});

/** A clock the test hook may move (the system clock plus an offset). */
class SettableClock {
  private offset = 0;
  now(): Date {
    return new Date(Date.now() + this.offset);
  }
  set(at: string): void {
    this.offset = new Date(at).getTime() - Date.now();
  }
}

const database = await openPglite(null);
await runMigrations(database);
const standIn = await startBseStandIn({
  db: database.db,
  clock: new SettableClock(),
  member: { memberCode: values['member-code']!, userId: values['user-id']!, password: values.password!, passKey: values.passkey! },
  port: Number(values.port),
  host: values.host,
  appUrl: values['app-url'] ?? null,
  approvalMs: Number(values['approval-minutes']) * 60_000,
  testHooks: values['test-hooks'],
});
console.log(`BSE StAR MF stand-in at ${standIn.url}${values['test-hooks'] ? ' (test hooks on /test/*)' : ''}\nStart Nivesh with:\n`);
for (const [k, v] of Object.entries(standIn.env)) console.log(`  ${k}=${v}`);
const stop = async () => {
  await standIn.close();
  await database.close();
  process.exit(0);
};
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
