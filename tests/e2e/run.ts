/**
 * The e2e suite: makes sure a Chromium is there (installing Debian's when this is a root shell
 * on Debian), builds the PWA, and runs Playwright against the built app and the real server.
 * Then the checkout (a lumpsum paid at the exchange's gateway and back; a failed payment paid
 * again) and the plans spec (SIP, its modification, STP) run again with EXCHANGE=bse, the server
 * talking BSE StAR MF's protocol to the stand-in on a free port.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { CHROMIUM_PATH, chromiumPresent } from './support/chromium.ts';

function sh(cmd: string, args: string[], env: NodeJS.ProcessEnv = process.env) {
  return spawnSync(cmd, args, { stdio: 'inherit', env });
}

if (!chromiumPresent()) {
  const canApt = existsSync('/usr/bin/apt-get') && process.getuid?.() === 0;
  if (!canApt) {
    console.error(
      `\n✖ The e2e suite needs Chromium at ${CHROMIUM_PATH}.\n` +
        '  On Debian/Ubuntu: sudo apt-get update && sudo apt-get install -y chromium\n' +
        '  Elsewhere: install Chromium or Chrome and set CHROMIUM_PATH=/path/to/chrome\n',
    );
    process.exit(1);
  }
  console.log("Chromium is missing: installing Debian's chromium package...");
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  if (sh('apt-get', ['update', '-qq'], env).status !== 0 || sh('apt-get', ['install', '-y', '-qq', 'chromium'], env).status !== 0 || !chromiumPresent()) {
    console.error(`\n✖ Could not install Chromium; install it by hand (apt-get install -y chromium) or set CHROMIUM_PATH.\n`);
    process.exit(1);
  }
}

console.log('\n▶ Building the PWA for the e2e suite\n');
const build = sh(process.execPath, ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'warn']);
if (build.status !== 0) process.exit(build.status ?? 1);

console.log('\n▶ Playwright e2e suite (Chromium, built app, real server)\n');
const args = process.argv.slice(2);
const run = sh(process.execPath, ['node_modules/@playwright/test/cli.js', 'test', '-c', 'tests/e2e/playwright.config.ts', ...args]);
if (run.status !== 0) process.exit(run.status ?? 1);

/** The checkout (pay at the gateway, back to the confirmation; a failed payment paid again) and the plans, again on EXCHANGE=bse */
const BSE_SPECS = ['tests/e2e/phone-invest.spec.ts', 'tests/e2e/phone-plans.spec.ts'];
const BSE_TESTS = [
  'Invest now from a fund page',
  'a failed payment says so',
  'a SIP whose amount is modified',
  'an STP from a liquid fund',
  'after a wrong order OTP',
];
const specs = args.filter((a) => !a.startsWith('-'));
if (specs.length > 0 && !specs.some((a) => BSE_SPECS.some((s) => s.includes(a.replace(/^\.\//, ''))))) process.exit(0);

console.log('\n▶ The checkout and the plans again with EXCHANGE=bse, through the BSE StAR MF stand-in\n');
const { openPglite, runMigrations } = await import('../../src/server/db/client.ts');
const { startBseStandIn } = await import('../../src/server/adapters/exchange/bse/stand-in/stand-in.ts');
const { systemClock } = await import('../../src/server/lib/clock.ts');
const database = await openPglite(null);
await runMigrations(database);
const standIn = await startBseStandIn({
  db: database.db,
  clock: systemClock,
  member: { memberCode: '10231', userId: '1023101', password: 'e2e-stand-in', passKey: 'E2EPASSKEY' },
  appUrl: `http://127.0.0.1:${process.env.E2E_PORT ?? 8181}`,
  // as the e2e server's own simulated bank: authorised mandates approved at once
  approvalMs: 0,
});
// the stand-in answers in this process, so Playwright runs beside it rather than blocking it
const code = await new Promise<number>((resolve) => {
  const child = spawn(
    process.execPath,
    [
      'node_modules/@playwright/test/cli.js',
      'test',
      '-c',
      'tests/e2e/playwright.config.ts',
      ...BSE_SPECS,
      '-g',
      BSE_TESTS.join('|'),
      ...args.filter((a) => a.startsWith('-')),
    ],
    { stdio: 'inherit', env: { ...process.env, ...standIn.env } },
  );
  child.on('exit', (c) => resolve(c ?? 1));
});
// the pass proves nothing unless the server really spoke to the stand-in
const spoken = new Set(standIn.state.calls.map((c) => c.operation));
await standIn.close();
await database.close();
if (code === 0 && !(spoken.has('MFAPI') && spoken.has('xsipOrderEntryParam') && spoken.has('orderEntryParam'))) {
  console.error(
    `\n✖ The EXCHANGE=bse pass never registered a client, placed an order and a SIP at the stand-in (it heard: ${[...spoken].join(', ') || 'nothing'}).\n`,
  );
  process.exit(1);
}
process.exit(code);
