/**
 * npm run lighthouse: Lighthouse on its phone profile against the built app and the real server,
 * in Debian's Chromium, on the five pages of issue 17: /sign-in (signed out), and signed in as the
 * demo investor /portal/dashboard, /portal/portfolio, a scheme list and the cart (with an order in
 * it). Each page is audited three times; the table shows the median of each figure (performance,
 * accessibility, best practices, FCP, LCP, TBT, CLS). Writes every run's JSON report, the median
 * run's HTML report and a summary.json to .lighthouse/.
 *
 *   npm run lighthouse                    all five pages, three runs each
 *   npm run lighthouse -- cart dashboard  only these pages
 *   npm run lighthouse -- --runs=1        one run per page
 *
 * Performance is reported, not gated (shared machines are noisy); the e2e quality gate
 * (tests/e2e/quality-gate.spec.ts) holds accessibility and best practices at 100.
 */
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { spawnSync } from 'node:child_process';
import { PAGE_NAMES, auditPage, demoSession, failingAudits, launchBrowser, pagePaths, score, type LighthouseResult, type PageName } from './lighthouse-audit.ts';
import { ROOT, startServer } from './support.ts';

const PORT = Number(process.env.LH_PORT ?? 8293);
const ORIGIN = `http://127.0.0.1:${PORT}`;

const args = process.argv.slice(2);
const runs = Number(args.find((a) => a.startsWith('--runs='))?.slice(7) ?? 3);
const wanted = args.filter((a) => !a.startsWith('-'));
for (const n of wanted) if (!PAGE_NAMES.includes(n as PageName)) throw new Error(`unknown page "${n}"; known: ${PAGE_NAMES.join(', ')}`);
const names = (wanted.length ? wanted : PAGE_NAMES) as PageName[];
if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs= takes a whole number from 1');

const METRICS = [
  ['FCP', 'first-contentful-paint', 's'],
  ['LCP', 'largest-contentful-paint', 's'],
  ['TBT', 'total-blocking-time', 'ms'],
  ['CLS', 'cumulative-layout-shift', ''],
] as const;

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
};

interface Row {
  page: PageName;
  path: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  runs: number;
}

if (spawnSync(process.execPath, ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'warn'], { cwd: ROOT, stdio: 'inherit' }).status !== 0) process.exit(1);
const server = await startServer({ port: PORT });
const { browser, close } = await launchBrowser();
const dir = join(ROOT, '.lighthouse');
mkdirSync(dir, { recursive: true });
const rows: Row[] = [];
try {
  const session = await demoSession(ORIGIN);
  const { paths } = await pagePaths(ORIGIN, session);
  for (const name of names) {
    const path = paths[name];
    const results: Array<{ lhr: LighthouseResult; report: string }> = [];
    // an earlier, longer set's runs would sit beside this set's as if they belonged to it
    for (const f of readdirSync(dir)) if (f.startsWith(`${name}-run`) && f.endsWith('.json')) rmSync(join(dir, f));
    for (let i = 1; i <= runs; i++) {
      const r = await auditPage(browser, ORIGIN, path, { session: name === 'sign-in' ? undefined : session, categories: ['performance', 'accessibility', 'best-practices'] });
      writeFileSync(join(dir, `${name}-run${i}.json`), JSON.stringify(r.lhr));
      results.push(r);
      process.stdout.write(`  ${name} run ${i}/${runs}: performance ${score(r.lhr, 'performance')}\n`);
    }
    const num = (lhr: LighthouseResult, id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
    const row: Row = {
      page: name,
      path,
      performance: median(results.map((r) => score(r.lhr, 'performance'))),
      accessibility: median(results.map((r) => score(r.lhr, 'accessibility'))),
      bestPractices: median(results.map((r) => score(r.lhr, 'best-practices'))),
      fcpMs: median(results.map((r) => num(r.lhr, 'first-contentful-paint'))),
      lcpMs: median(results.map((r) => num(r.lhr, 'largest-contentful-paint'))),
      tbtMs: median(results.map((r) => num(r.lhr, 'total-blocking-time'))),
      cls: median(results.map((r) => num(r.lhr, 'cumulative-layout-shift'))),
      runs,
    };
    rows.push(row);
    // the HTML report of the run whose performance score is the median one
    const mid = [...results].sort((a, b) => score(a.lhr, 'performance') - score(b.lhr, 'performance'))[Math.floor(results.length / 2)]!;
    writeFileSync(join(dir, `${name}.html`), mid.report);
    for (const k of ['accessibility', 'best-practices'] as const) {
      const failing = failingAudits(mid.lhr, k);
      if (failing.length) console.log(`  ${name} ${k} failing: ${failing.join('; ')}`);
    }
  }
} finally {
  await close();
  await server.stop();
}

writeFileSync(join(dir, 'summary.json'), JSON.stringify({ at: new Date().toISOString(), profile: 'Lighthouse mobile (default)', rows }, null, 2));
const fmt = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
console.log(`\nLighthouse, phone profile, median of ${runs} run${runs === 1 ? '' : 's'} (signed-in pages as the demo investor)\n`);
const header = ['page', 'perf', 'a11y', 'best pr.', ...METRICS.map((m) => m[0])];
const table = rows.map((r) => [r.path, String(r.performance), String(r.accessibility), String(r.bestPractices), fmt(r.fcpMs), fmt(r.lcpMs), `${Math.round(r.tbtMs)} ms`, r.cls.toFixed(3)]);
const widths = header.map((h, i) => Math.max(h.length, ...table.map((t) => t[i]!.length)));
const line = (cells: string[]) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
console.log(line(header));
for (const t of table) console.log(line(t));
console.log('\nReports: .lighthouse/<page>.html (median run), .lighthouse/<page>-run<n>.json, .lighthouse/summary.json');
