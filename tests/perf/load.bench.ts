/**
 * `npm run bench -- load`: open-loop load on the real server, demo data, first on the
 * embedded PGlite and then on PostgreSQL (a fresh database on PG_BENCH_URL or PG_TEST_URL; said
 * plainly when neither is set). One phase a call, one after the other, each at its rate for
 * LOAD_SECONDS (5 by default): a static file first (the peer: what the machine and the HTTP
 * stack give without any of our code), the catalogue reads, an investor's reads for one with 30
 * schemes (360 orders) and for one with 7,200 orders (the transaction history's first page: it
 * comes in pages; `npm run bench -- history` loads it harder), and add to cart at 100 req/s. The PGlite
 * server's resident memory is read after its run. The load average is printed with the figures:
 * on a shared machine the neighbours are part of the result. LOAD_ONLY=word,word runs only the
 * phases whose names hold one of the words (the static peer always runs); LOAD_RUNS=3 runs the
 * PGlite pass three times and reports the median of each figure.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { API_VERSION } from '../../src/shared/contract/common.ts';
import { PERIOD_LABELS } from '../../src/shared/contract/schemes.ts';
import { openPglite, openPostgres, type Database } from '../../src/server/db/client.ts';
import { demoInvestorToken, seedLoadInvestor, type LoadInvestor } from '../support/many-schemes-investor.ts';
import { phase, pct, printPhases, send, type Call, type PhaseResult } from './open-loop.ts';
import { startServer, type BenchResult } from './support.ts';

const PORT = Number(process.env.LOAD_PORT ?? 8296);
const SECONDS = Number(process.env.LOAD_SECONDS ?? 5);
/** The rates every call is stepped through, lowest first, until it stops holding the rate. */
const STEPS = (process.env.LOAD_STEPS ?? '200,300,500,800')
  .split(',')
  .map(Number)
  .filter((n) => n > 0);
/** Reads computed afresh each time (a date never asked before) are stepped at lower rates. */
const FRESH_STEPS = (process.env.LOAD_FRESH_STEPS ?? '10,20,50,100')
  .split(',')
  .map(Number)
  .filter((n) => n > 0);
/** A rate is held when nothing failed, at least this share of it was answered, and p99 stayed under HELD_P99_MS (no queue building up). */
const HELD_SHARE = 0.95;
const HELD_P99_MS = 100;
const V = { Version: API_VERSION };

const SEARCHES = [
  { name: 'liquid', asset_class_id: '' },
  { name: 'hdfc', asset_class_id: '' },
  { name: '', asset_class_id: '1,3' },
  { name: 'small cap', asset_class_id: '', amount: 0, max_amount: 500 },
  { name: '', asset_class_id: '4', amount: 2000, max_amount: 999999999 },
  { name: 'tax saver', asset_class_id: '' },
  { name: 'index fund direct', asset_class_id: '' },
  { name: 'sbi', asset_class_id: '1' },
];
const SUBS = [1, 2, 3, 4, 6, 12, 13, 21, 31, 40, 43, 48, 51];

interface Fixture {
  demo: string;
  i30: LoadInvestor;
  i7200: LoadInvestor;
}

async function seedInvestors(database: Database): Promise<Fixture> {
  const demo = await demoInvestorToken(database.db);
  const i30 = await seedLoadInvestor(database.db, 1, 30, 12);
  const i7200 = await seedLoadInvestor(database.db, 2, 30, 240);
  return { demo, i30, i7200 };
}

const todayMdy = () => {
  const now = new Date(Date.now() + 330 * 60_000);
  return `${String(now.getUTCMonth() + 1).padStart(2, '0')}/${String(now.getUTCDate()).padStart(2, '0')}/${now.getUTCFullYear()}`;
};

/** MM/DD/YYYY of the day `back` days before today in India. */
const mdyDaysBack = (back: number) => {
  const d = new Date(Date.now() + 330 * 60_000 - back * 86_400_000);
  return `${String(d.getUTCMonth() + 1).padStart(2, '0')}/${String(d.getUTCDate()).padStart(2, '0')}/${d.getUTCFullYear()}`;
};

async function json(base: URL, call: Call): Promise<any> {
  const a = await send(base, { ...call, headers: { ...call.headers, 'Accept-Encoding': 'identity' } }, true);
  if (a.status !== 200) throw new Error(`${call.path}: HTTP ${a.status} ${a.body.toString().slice(0, 300)}`);
  return JSON.parse(a.body.toString());
}

/** Waits until the server answers a health check quickly (the previous phase's queue has drained). */
async function quiet(base: URL): Promise<void> {
  const until = performance.now() + 60_000;
  while (performance.now() < until) {
    const t0 = performance.now();
    await send(base, { method: 'GET', path: '/api/health', headers: V });
    if (performance.now() - t0 < 20) return;
    await new Promise((r) => setTimeout(r, 100));
  }
}

async function runPhases(base: URL, fx: Fixture, label: string, serverPid?: number): Promise<Stepped[]> {
  // what the phases send: ids and codes from the server's own answers
  const ids: number[] = [];
  for (const sub of SUBS) {
    const list = await json(base, { method: 'GET', path: `/api/schemes/get_scheme_list/${sub}`, headers: V });
    for (const card of list.sub_asset_classes.slice(0, 6)) ids.push(card.SchemeID);
  }
  if (ids.length < 10) throw new Error(`${label}: the demo catalogue lists only ${ids.length} schemes`);
  const periods: Array<string | null> = [...PERIOD_LABELS, null];
  const auth = (token: string) => ({ ...V, token });
  const date = JSON.stringify({ date: todayMdy() });

  // add to cart: the first listed large-cap scheme the demo investor may buy
  let cartBody: string | null = null;
  for (const id of ids) {
    const d = await json(base, { method: 'GET', path: `/api/schemes/get_scheme_details/${id}`, headers: V });
    const body = JSON.stringify({ TrType: 'NEW', AccNo: '', Amount: '5000', AmcId: d.scheme_details.AmcID, Sch: id });
    const r = await json(base, { method: 'POST', path: '/api/transaction/create_transaction', headers: auth(fx.demo), body });
    if (r.TE_IHNO) {
      cartBody = body;
      break;
    }
  }
  if (!cartBody) throw new Error(`${label}: no scheme accepted a lumpsum for the demo investor`);

  // three investors and a week of dates, each asked once before the step (kept in memory after)
  const investors = [fx.demo, fx.i30.token, fx.i7200.token];
  const mixed = (i: number) => ({ token: investors[i % investors.length]!, date: JSON.stringify({ date: mdyDaysBack(Math.floor(i / investors.length) % 7) }) });
  // a date never asked before for every request: counted across steps, warm-up and serial runs
  let freshDays = 1;
  const freshDate = () => JSON.stringify({ date: mdyDaysBack(freshDays++) });
  const phases: Array<{ name: string; steps?: number[]; warm?: number; call: (i: number) => Call }> = [
    { name: 'static file (peer)', call: () => ({ method: 'GET', path: '/manifest.webmanifest' }) },
    { name: 'scheme list', warm: SUBS.length, call: (i) => ({ method: 'GET', path: `/api/schemes/get_scheme_list/${SUBS[i % SUBS.length]}`, headers: V }) },
    {
      name: 'search-scheme',
      warm: SEARCHES.length,
      call: (i) => ({ method: 'POST', path: '/api/schemes/search-scheme', headers: V, body: JSON.stringify(SEARCHES[i % SEARCHES.length]) }),
    },
    { name: 'scheme details', warm: ids.length, call: (i) => ({ method: 'GET', path: `/api/schemes/get_scheme_details/${ids[i % ids.length]}`, headers: V }) },
    {
      name: 'NAV history, mixed periods',
      warm: ids.length * periods.length,
      call: (i) => {
        const p = periods[i % periods.length];
        return { method: 'GET', path: `/api/schemes/get_scheme_nav/${ids[Math.floor(i / periods.length) % ids.length]}${p ? `?period=${p}` : ''}`, headers: V };
      },
    },
    { name: 'user details (30 schemes)', call: () => ({ method: 'GET', path: '/api/profile/get_user_details', headers: auth(fx.i30.token) }) },
    {
      name: 'holdings/folios (30 schemes)',
      warm: 30,
      call: (i) => ({
        method: 'POST',
        path: '/api/transaction/folios_based_on_scheme',
        headers: auth(fx.i30.token),
        body: JSON.stringify({ schemeNo: fx.i30.rtaCodes[i % fx.i30.rtaCodes.length] }),
      }),
    },
    {
      name: 'transaction history p.1 (30 schemes, 360 orders)',
      call: () => ({ method: 'GET', path: '/api/profile/get_transaction_history', headers: auth(fx.i30.token) }),
    },
    { name: 'dashboard (30 schemes)', call: () => ({ method: 'POST', path: '/api/dashboard', headers: auth(fx.i30.token), body: date }) },
    { name: 'portfolio (30 schemes)', call: () => ({ method: 'POST', path: '/api/portfolio', headers: auth(fx.i30.token), body: date }) },
    { name: 'cart (demo investor)', call: () => ({ method: 'GET', path: '/api/transaction/get_cart_details', headers: auth(fx.demo) }) },
    {
      name: 'holdings/folios (7,200 orders)',
      warm: 30,
      call: (i) => ({
        method: 'POST',
        path: '/api/transaction/folios_based_on_scheme',
        headers: auth(fx.i7200.token),
        body: JSON.stringify({ schemeNo: fx.i7200.rtaCodes[i % fx.i7200.rtaCodes.length] }),
      }),
    },
    {
      name: 'transaction history p.1 (7,200 orders)',
      call: () => ({ method: 'GET', path: '/api/profile/get_transaction_history', headers: auth(fx.i7200.token) }),
    },
    { name: 'dashboard (7,200 orders)', call: () => ({ method: 'POST', path: '/api/dashboard', headers: auth(fx.i7200.token), body: date }) },
    { name: 'portfolio (7,200 orders)', call: () => ({ method: 'POST', path: '/api/portfolio', headers: auth(fx.i7200.token), body: date }) },
    {
      name: 'dashboard, 3 investors × 7 dates',
      warm: 21,
      call: (i) => ({ method: 'POST', path: '/api/dashboard', headers: auth(mixed(i).token), body: mixed(i).date }),
    },
    {
      name: 'portfolio, 3 investors × 7 dates',
      warm: 21,
      call: (i) => ({ method: 'POST', path: '/api/portfolio', headers: auth(mixed(i).token), body: mixed(i).date }),
    },
    {
      name: 'dashboard (30 schemes), a new date each time',
      steps: FRESH_STEPS,
      warm: 1,
      call: () => ({ method: 'POST', path: '/api/dashboard', headers: auth(fx.i30.token), body: freshDate() }),
    },
    {
      name: 'dashboard (7,200 orders), a new date each time',
      steps: FRESH_STEPS,
      warm: 1,
      call: () => ({ method: 'POST', path: '/api/dashboard', headers: auth(fx.i7200.token), body: freshDate() }),
    },
    // a different amount each time: the body is not one the server has seen
    {
      name: 'add to cart',
      call: (i) => ({
        method: 'POST',
        path: '/api/transaction/create_transaction',
        headers: auth(fx.demo),
        body: cartBody.replace('"Amount":"5000"', `"Amount":"${5000 + (i % 500) * 10}"`),
      }),
    },
  ];
  const out: Stepped[] = [];
  // LOAD_ONLY=user,cart runs only the phases whose names contain one of these words (while working on one call)
  const only = (process.env.LOAD_ONLY ?? '')
    .split(',')
    .map((w) => w.trim().toLowerCase())
    .filter(Boolean);
  for (const p of phases) {
    if (only.length > 0 && !p.name.startsWith('static') && !only.some((w) => p.name.toLowerCase().includes(w))) continue;
    const steps: PhaseResult[] = [];
    // a write must have written: an order refused in a 200 answer ({ error }) would be cheap and flatter the figure
    const cartLength = async () =>
      (await json(base, { method: 'GET', path: '/api/transaction/get_cart_details', headers: auth(fx.demo) })).cart_details.cartLength as number;
    const cartBefore = p.name === 'add to cart' ? await cartLength() : 0;
    for (const rate of p.steps ?? STEPS) {
      await quiet(base);
      const r = await phase(base, p.name, rate, SECONDS, p.call, {
        serial: p.name === 'add to cart' ? 10 : 30,
        warm: steps.length === 0 ? (p.warm ?? 3) : 0,
        serverPid,
      });
      steps.push(r);
      // the server's resident memory after each step: which call makes it grow
      const mem = serverPid ? ` (server RSS ${rssMiB(serverPid).rss.toFixed(0)} MiB)` : '';
      console.log(`  ${label}: ${p.name} at ${rate} req/s ${held(r) ? 'held' : 'not held'}${r.skipped ? ` (${r.skipped})` : ''}${mem}`);
      // a rate not held: higher ones would only queue up behind it
      if (!held(r)) break;
    }
    if (p.name === 'add to cart') {
      const sent = steps.reduce((n, x) => n + x.sent, 0);
      const grew = (await cartLength()) - cartBefore;
      console.log(`  ${label}: the cart grew by ${grew} orders for ${sent} sent in the steps (and the warm-up and one-at-a-time ones)`);
      if (grew < sent) throw new Error(`${label}: add to cart answered without adding (${grew} added for ${sent} sent): the figures would flatter`);
    }
    out.push({ name: p.name, steps });
  }
  return out;
}

/** One call's steps, lowest rate first; the last one is where it stopped (not held) unless every step held. */
interface Stepped {
  name: string;
  steps: PhaseResult[];
}

const held = (r: PhaseResult) => !r.skipped && r.failed === 0 && r.achieved >= HELD_SHARE * r.rate && pct(r.lat, 99) <= HELD_P99_MS;
const heldUpTo = (s: Stepped) => s.steps.filter(held).at(-1)?.rate ?? null;

/** Each call's p99 at every step, and the highest rate it held. */
function printSteps(title: string, rows: Stepped[]): void {
  const rates = [...new Set(rows.flatMap((r) => r.steps.map((x) => x.rate)))].sort((a, b) => a - b);
  console.log(`\n${title}: p99 (ms) at each rate (req/s); "-" not reached, "sat." not held`);
  console.log(`${'call'.padEnd(50)}${rates.map((r) => String(r).padStart(8)).join('')}  holds up to`);
  for (const row of rows) {
    const cells = rates.map((rate) => {
      const x = row.steps.find((s) => s.rate === rate);
      if (!x) return '-'.padStart(8);
      if (x.skipped) return 'sat.'.padStart(8);
      const v = pct(x.lat, 99);
      return `${v >= 100 ? v.toFixed(0) : v.toFixed(1)}${held(x) ? '' : '!'}`.padStart(8);
    });
    const up = heldUpTo(row);
    const first = row.steps[0]!;
    const why =
      first.skipped ?? `${first.achieved.toFixed(0)} answered/s, p99 ${pct(first.lat, 99).toFixed(0)} ms${first.failed ? `, ${first.failed} failed` : ''}`;
    console.log(`${row.name.padEnd(50)}${cells.join('')}  ${up === null ? `none (at ${first.rate}: ${why})` : `${up} req/s`}`);
  }
}

function rssMiB(pid: number): { rss: number; peak: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (key: string) => Number(new RegExp(`${key}:\\s+(\\d+)`).exec(status)?.[1] ?? NaN);
  return { rss: kb('VmRSS') / 1024, peak: kb('VmHWM') / 1024 };
}

const load = () =>
  loadavg()
    .map((x) => x.toFixed(2))
    .join(' ');

async function onPglite(): Promise<{ rows: Stepped[]; rss: { rss: number; peak: number } }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'nivesh-load-pglite-'));
  const env = { DATA_DIR: dataDir };
  try {
    // first start seeds the demo data; the bench's investors are written while the server is down
    const first = await startServer({ port: PORT, dataDir: join(dataDir, 'pglite'), env });
    await first.stop();
    const database = await openPglite(join(dataDir, 'pglite'));
    const fx = await seedInvestors(database);
    await database.close();
    const server = await startServer({ port: PORT, dataDir: join(dataDir, 'pglite'), env });
    try {
      const rows = await runPhases(new URL(`http://127.0.0.1:${PORT}`), fx, 'PGlite', server.proc.pid);
      return { rows, rss: rssMiB(server.proc.pid!) };
    } finally {
      await server.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function onPostgres(): Promise<Stepped[] | null> {
  const admin = process.env.PG_BENCH_URL ?? process.env.PG_TEST_URL;
  if (!admin) return null;
  const name = `nivesh_load_${process.pid}`;
  const run = async (q: string) => {
    const c = new pg.Client({ connectionString: admin });
    await c.connect();
    try {
      await c.query(q);
    } finally {
      await c.end();
    }
  };
  await run(`drop database if exists ${name} with (force)`);
  await run(`create database ${name}`);
  const url = new URL(admin);
  url.pathname = `/${name}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'nivesh-load-pg-'));
  try {
    const server = await startServer({ port: PORT, dataDir: join(dataDir, 'pglite'), env: { DATA_DIR: dataDir, DATABASE_URL: url.toString() } });
    try {
      const database = await openPostgres(url.toString(), { poolSize: 2, log: () => {} });
      const fx = await seedInvestors(database);
      await database.close();
      return await runPhases(new URL(`http://127.0.0.1:${PORT}`), fx, 'PostgreSQL');
    } finally {
      await server.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
    await run(`drop database if exists ${name} with (force)`);
  }
}

const GOALS: Record<string, number> = {
  'scheme list': 10,
  'search-scheme': 10,
  'scheme details': 10,
  'NAV history, mixed periods': 10,
  'user details (30 schemes)': 10,
  'holdings/folios (30 schemes)': 10,
  'transaction history p.1 (30 schemes, 360 orders)': 10,
  'dashboard (30 schemes)': 10,
  'portfolio (30 schemes)': 10,
  'cart (demo investor)': 10,
  'holdings/folios (7,200 orders)': 20,
  'transaction history p.1 (7,200 orders)': 20,
  'dashboard (7,200 orders)': 20,
  'portfolio (7,200 orders)': 20,
  'dashboard, 3 investors × 7 dates': 20,
  'portfolio, 3 investors × 7 dates': 20,
  'dashboard (30 schemes), a new date each time': 50,
  'dashboard (7,200 orders), a new date each time': 50,
  'add to cart': 20,
};

/** The rate a call's goal is stated at (the first step when not named here). */
const GOAL_RATES: Record<string, number> = {
  'transaction history p.1 (7,200 orders)': 800,
  'dashboard (7,200 orders), a new date each time': 100,
  'dashboard (30 schemes), a new date each time': 100,
  'add to cart': 500,
};

/** LOAD_DBS=pglite or =postgres runs one of the two (both by default). */
const wants = (kind: string) => (process.env.LOAD_DBS ?? 'pglite,postgres').split(',').includes(kind);

export async function loadBench(): Promise<BenchResult[]> {
  console.log(`load average before: ${load()} (2 cores; other work on the machine shows in every figure)`);
  const results: BenchResult[] = [];
  if (wants('pglite')) results.push(...(await pgliteFigures()));
  if (wants('postgres')) {
    const onPg = await onPostgres();
    if (onPg) {
      console.log(`load average after PostgreSQL: ${load()}`);
      printPhases(
        `PostgreSQL, ${SECONDS} s a step`,
        onPg.flatMap((r) => r.steps),
      );
      printSteps('PostgreSQL', onPg);
    } else console.log('⚠ PostgreSQL load NOT RUN: set PG_BENCH_URL (or PG_TEST_URL) to a server where databases may be created.');
  }
  return results;
}

/** LOAD_RUNS=3: the PGlite pass that many times, each on a fresh server and data, and the median of each figure. */
const RUNS = Number(process.env.LOAD_RUNS ?? 1);

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor((s.length - 1) / 2)]!;
};

async function pgliteFigures(): Promise<BenchResult[]> {
  const runs: Array<{ rows: Stepped[]; rss: { rss: number; peak: number } }> = [];
  for (let run = 1; run <= RUNS; run++) {
    const lite = await onPglite();
    runs.push(lite);
    console.log(`load average after PGlite${RUNS > 1 ? ` run ${run} of ${RUNS}` : ''}: ${load()}`);
    printPhases(
      `PGlite${RUNS > 1 ? ` run ${run} of ${RUNS}` : ''}, ${SECONDS} s a step (latency from each request's scheduled time; 1-by-1 = one request at a time)`,
      lite.rows.flatMap((r) => r.steps),
    );
    printSteps(`PGlite${RUNS > 1 ? ` run ${run} of ${RUNS}` : ''}`, lite.rows);
    console.log(`PGlite server RSS after the run: ${lite.rss.rss.toFixed(0)} MiB (peak ${lite.rss.peak.toFixed(0)} MiB)`);
  }
  const results: BenchResult[] = [];
  const of = RUNS > 1 ? `median of ${RUNS} runs, ` : '';
  for (const [i, r] of runs[0]!.rows.entries()) {
    const same = runs.map((x) => x.rows[i]!);
    const goal = GOALS[r.name];
    const at = GOAL_RATES[r.name] ?? r.steps[0]!.rate;
    const atGoal = same.map((x) => x.steps.find((s) => s.rate === at));
    const ups = same.map(heldUpTo);
    const upText = `held up to ${ups.map((u) => (u === null ? 'none' : `${u}`)).join(' / ')} req/s`;
    if (atGoal.some((x) => !x || x.skipped || !held(x))) {
      // not held at the goal's rate: no p99 there to compare; what it did hold is the figure
      results.push({
        name: `PGlite ${r.name}: not held at ${at} req/s`,
        value: median(ups.map((u) => u ?? 0)),
        unit: 'req/s',
        note: `(${of}${upText}; the goal is p99 ${goal} ms at ${at} req/s)`,
      });
      continue;
    }
    const p99s = atGoal.map((x) => pct(x!.lat, 99));
    results.push({
      name: `PGlite ${r.name} p99 at ${at} req/s`,
      value: median(p99s),
      unit: 'ms',
      budget: goal,
      note: `(${of}p99 of each run ${p99s.map((v) => v.toFixed(1)).join(' / ')}; ${upText})`,
    });
  }
  results.push({
    name: 'PGlite server RSS after the load run',
    value: median(runs.map((x) => x.rss.rss)),
    unit: 'MiB',
    budget: 400,
    note: RUNS > 1 ? `(${of}each ${runs.map((x) => x.rss.rss.toFixed(0)).join(' / ')})` : undefined,
  });
  return results;
}
