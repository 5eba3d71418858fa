/**
 * The quality gate, inside `npm test`: it fails when
 * - accessibility or best practices fall below 100 in Lighthouse (phone profile) on /sign-in,
 *   /portal/dashboard, /portal/portfolio, a scheme list or the cart (one run per page; `npm run
 *   lighthouse` gives the median of three with performance, which is reported, not gated);
 * - the JavaScript a first visit to /sign-in downloads passes its budget;
 * - any JavaScript file of the build passes 300 KiB gzip.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';
import { CAS_WORKER_BUDGET_KIB, CAS_WORKER_FILE, CHUNK_BUDGET_KIB, SIGN_IN_JS_BUDGET_KIB } from '../perf/budgets.ts';
import {
  PAGE_NAMES,
  auditPage,
  demoSession,
  failingAudits,
  launchBrowser,
  pagePaths,
  removeAddedOrder,
  score,
  type Category,
} from '../perf/lighthouse-audit.ts';
import { DEMO, waitForOtpRoom } from './support/demo-investor.ts';

const ASSETS = join(import.meta.dirname, '..', '..', 'dist', 'assets');

test('no JavaScript file of the build passes the chunk budget (gzip)', () => {
  const files = readdirSync(ASSETS).filter((f) => f.endsWith('.js'));
  expect(files.length, 'the build is there (tests/e2e/run.ts builds it first)').toBeGreaterThan(10);
  const budgetOf = (f: string) => (CAS_WORKER_FILE.test(f) ? CAS_WORKER_BUDGET_KIB : CHUNK_BUDGET_KIB);
  const over = files.map((f) => ({ f, kib: gzipSync(readFileSync(join(ASSETS, f))).length / 1024 })).filter((x) => x.kib > budgetOf(x.f));
  expect(over.map((x) => `${x.f}: ${x.kib.toFixed(1)} KiB gzip (budget ${budgetOf(x.f)})`)).toEqual([]);
});

test('a first visit to /sign-in downloads no more JavaScript than its budget (gzip, on the wire)', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL, serviceWorkers: 'block' });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    const scripts = new Map<string, number>();
    cdp.on('Network.responseReceived', (e) => {
      if (e.type === 'Script') scripts.set(e.requestId, 0);
    });
    cdp.on('Network.loadingFinished', (e) => {
      if (scripts.has(e.requestId)) scripts.set(e.requestId, e.encodedDataLength);
    });
    await page.goto('/sign-in', { waitUntil: 'networkidle' });
    await expect(page.getByRole('heading', { name: 'Sign in to Nivesh' })).toBeVisible();
    const kib = [...scripts.values()].reduce((a, b) => a + b, 0) / 1024;
    expect(scripts.size).toBeGreaterThan(0);
    console.log(`  /sign-in initial JavaScript: ${kib.toFixed(1)} KiB gzip in ${scripts.size} files (budget ${SIGN_IN_JS_BUDGET_KIB})`);
    expect(kib, `/sign-in initial JavaScript ${kib.toFixed(1)} KiB gzip in ${scripts.size} files (budget ${SIGN_IN_JS_BUDGET_KIB})`).toBeLessThanOrEqual(
      SIGN_IN_JS_BUDGET_KIB,
    );
  } finally {
    await context.close();
  }
});

test('Lighthouse (phone): accessibility and best practices are 100 on the five pages', async ({ request, baseURL }) => {
  test.setTimeout(300_000);
  await waitForOtpRoom(request, DEMO.email);
  const origin = baseURL!;
  const session = await demoSession(origin);
  const { paths, added } = await pagePaths(origin, session);
  const { browser, close } = await launchBrowser();
  const below: string[] = [];
  try {
    for (const name of PAGE_NAMES) {
      const categories: Category[] = ['accessibility', 'best-practices'];
      const { lhr } = await auditPage(browser, origin, paths[name], { session: name === 'sign-in' ? undefined : session, categories, output: 'json' });
      for (const k of categories) {
        const s = score(lhr, k);
        console.log(`  ${paths[name]}: ${k} ${s}`);
        if (s < 100) below.push(`${paths[name]} ${k} ${s}: ${failingAudits(lhr, k).join('; ')}`);
      }
    }
  } finally {
    await close();
    await removeAddedOrder(origin, session, added);
  }
  expect(below).toEqual([]);
});
