/**
 * The e2e suite: makes sure a Chromium is there (installing Debian's when this is a root shell
 * on Debian), builds the PWA, and runs Playwright against the built app and the real server.
 */
import { spawnSync } from 'node:child_process';
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
  console.log('Chromium is missing: installing Debian\'s chromium package...');
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
const run = sh(process.execPath, ['node_modules/@playwright/test/cli.js', 'test', '-c', 'tests/e2e/playwright.config.ts', ...process.argv.slice(2)]);
process.exit(run.status ?? 1);
