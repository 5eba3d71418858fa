/**
 * npm run lighthouse: a mobile Lighthouse run of /sign-in against the built app and the real
 * server, in Debian's Chromium. Prints performance, accessibility and best-practices scores and
 * writes the full report to .lighthouse/.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { spawnSync } from 'node:child_process';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/support/chromium.ts';
import { ROOT, startServer } from './support.ts';

if (spawnSync(process.execPath, ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'warn'], { cwd: ROOT, stdio: 'inherit' }).status !== 0) process.exit(1);
const server = await startServer({ port: 8293 });
const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: ['--headless=new', ...CHROMIUM_ARGS] });
try {
  const result = await lighthouse('http://127.0.0.1:8293/sign-in', {
    port: chrome.port,
    output: 'html',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices'],
  });
  if (!result) throw new Error('lighthouse returned nothing');
  const dir = join(ROOT, '.lighthouse');
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'sign-in.html'), result.report as string);
  const c = result.lhr.categories;
  const score = (k: string) => Math.round((c[k]?.score ?? 0) * 100);
  console.log(`\nLighthouse (mobile) /sign-in: performance ${score('performance')}, accessibility ${score('accessibility')}, best practices ${score('best-practices')}`);
  const a = result.lhr.audits;
  for (const id of ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift', 'speed-index']) {
    console.log(`  ${a[id]?.title}: ${a[id]?.displayValue}`);
  }
  const failing = Object.values(a).filter((x) => x.score !== null && x.score < 0.9 && x.scoreDisplayMode === 'binary');
  if (failing.length) console.log(`  failing checks: ${failing.map((x) => x.id).join(', ')}`);
  console.log(`  full report: .lighthouse/sign-in.html`);
} finally {
  await chrome.kill();
  await server.stop();
}
