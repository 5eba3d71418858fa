/**
 * npm run lighthouse: mobile Lighthouse runs against the built app and the real server, in
 * Debian's Chromium: /sign-in signed out, and /portal/dashboard signed in as the demo investor
 * (issue 9). The sign-in goes through the API (email OTP read from the demo outbox) and the
 * session is put where the app keeps it (localStorage, as after a sign-in on screen); the
 * audit keeps that storage. Prints performance, accessibility and best-practices scores and
 * writes the full reports to .lighthouse/. Pass page names to run only some:
 * npm run lighthouse -- dashboard
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { spawnSync } from 'node:child_process';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { API_VERSION } from '../../src/shared/contract/common.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/support/chromium.ts';
import { ROOT, startServer } from './support.ts';

const PORT = 8293;
const ORIGIN = `http://127.0.0.1:${PORT}`;

/** Signs the demo investor in through the API; answers what the app persists after a sign-in. */
async function demoSession(): Promise<string> {
  const headers = { Version: API_VERSION, 'Content-Type': 'application/json' };
  const sent = await (await fetch(`${ORIGIN}/api/login/send_email_otp`, { method: 'POST', headers, body: JSON.stringify({ type: 1, PAN: 'ABCPK1234F' }) })).json();
  const outbox = await (await fetch(`${ORIGIN}/api/dev/outbox?to=${encodeURIComponent('demo.investor@example.com')}`, { headers })).json();
  const otp = /\b(\d{6})\b/.exec(outbox.messages[0].body)?.[1];
  const signedIn = await (await fetch(`${ORIGIN}/api/login/verify_email_otp`, { method: 'POST', headers, body: JSON.stringify({ code: sent.code, otp }) })).json();
  if (!signedIn.token) throw new Error(`demo sign-in failed: ${JSON.stringify(signedIn)}`);
  const u = signedIn.user_details;
  // the shape src/client/query-client.ts persists: the auth query only (spec 1 §1)
  const auth = { token: signedIn.token, parent_token: null, skipped: u.skipped, is_user_onboarded: u.is_user_onboarded, user_details: u };
  return JSON.stringify({
    buster: 'auth-v1',
    timestamp: Date.now(),
    clientState: { mutations: [], queries: [{ queryKey: ['auth'], queryHash: '["auth"]', state: { data: auth, dataUpdateCount: 1, dataUpdatedAt: Date.now(), error: null, errorUpdateCount: 0, errorUpdatedAt: 0, fetchFailureCount: 0, fetchFailureReason: null, fetchMeta: null, isInvalidated: false, status: 'success', fetchStatus: 'idle' } }] },
  });
}

const PAGES: Record<string, { path: string; signedIn: boolean }> = {
  'sign-in': { path: '/sign-in', signedIn: false },
  dashboard: { path: '/portal/dashboard', signedIn: true },
};

const wanted = process.argv.slice(2).filter((a) => !a.startsWith('-'));
const names = wanted.length ? wanted : Object.keys(PAGES);
for (const n of names) if (!PAGES[n]) throw new Error(`unknown page "${n}"; known: ${Object.keys(PAGES).join(', ')}`);

if (spawnSync(process.execPath, ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'warn'], { cwd: ROOT, stdio: 'inherit' }).status !== 0) process.exit(1);
const server = await startServer({ port: PORT });
const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: ['--headless=new', ...CHROMIUM_ARGS] });
const dir = join(ROOT, '.lighthouse');
mkdirSync(dir, { recursive: true });
try {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
  for (const name of names) {
    const { path, signedIn } = PAGES[name]!;
    const page = await browser.newPage();
    if (signedIn) {
      // put the session where the app reads it, on the app's origin, before the audited load
      const session = await demoSession();
      await page.goto(`${ORIGIN}/sign-in`);
      await page.evaluate((value) => localStorage.setItem('nivesh.auth', value), session);
    }
    const result = await lighthouse(
      `${ORIGIN}${path}`,
      { output: 'html', logLevel: 'error', onlyCategories: ['performance', 'accessibility', 'best-practices'], disableStorageReset: signedIn },
      undefined,
      page,
    );
    if (!result) throw new Error('lighthouse returned nothing');
    if (signedIn && !result.lhr.finalDisplayedUrl.endsWith(path)) throw new Error(`the audit ended on ${result.lhr.finalDisplayedUrl}, not ${path}: the session was not taken`);
    writeFileSync(join(dir, `${name}.html`), result.report as string);
    writeFileSync(join(dir, `${name}.json`), JSON.stringify(result.lhr));
    const c = result.lhr.categories;
    const score = (k: string) => Math.round((c[k]?.score ?? 0) * 100);
    console.log(`\nLighthouse (mobile) ${path}${signedIn ? ' (signed in as the demo investor)' : ''}: performance ${score('performance')}, accessibility ${score('accessibility')}, best practices ${score('best-practices')}`);
    const a = result.lhr.audits;
    for (const id of ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift', 'speed-index']) {
      console.log(`  ${a[id]?.title}: ${a[id]?.displayValue}`);
    }
    const failing = Object.values(a).filter((x) => x.score !== null && x.score < 0.9 && x.scoreDisplayMode === 'binary');
    if (failing.length) console.log(`  failing checks: ${failing.map((x) => x.id).join(', ')}`);
    console.log(`  full report: .lighthouse/${name}.html`);
    await page.close();
  }
  await browser.disconnect();
} finally {
  await chrome.kill();
  await server.stop();
}
