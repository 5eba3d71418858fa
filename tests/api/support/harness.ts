import { randomBytes } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import * as v from 'valibot';
import { API_VERSION, ErrorBody } from '../../../src/shared/contract/common.ts';
import { callFor } from '../../../src/shared/contract/registry.ts';
import { createApp } from '../../../src/server/app.ts';
import { loadConfig, type Config } from '../../../src/server/config.ts';
import { createAdapters } from '../../../src/server/adapters/index.ts';
import { devOutboxDelivery } from '../../../src/server/adapters/otp-delivery/dev-outbox.ts';
import { devOutbox } from '../../../src/server/db/schema.ts';
import { ManualClock } from '../../../src/server/lib/clock.ts';
import { type AppDeps } from '../../../src/server/lib/context.ts';
import { silentLogger } from '../../../src/server/lib/logger.ts';
import { openTestDatabase } from './databases.ts';
import { startBseStandIn, type BseStandIn } from '../../../src/server/adapters/exchange/bse/stand-in/stand-in.ts';
import type { Db } from '../../../src/server/db/client.ts';

/**
 * TEST_EXCHANGE=bse (the suite's second pass, tests/api/run.ts): each test app talks BSE StAR MF's
 * protocol over HTTP to a stand-in on a free port, with books in a database of its own and the
 * app's clock; otherwise the simulated exchange runs in the app, as in the demo.
 */
export const TEST_EXCHANGE: 'simulated' | 'bse' = process.env.TEST_EXCHANGE === 'bse' ? 'bse' : 'simulated';
const STAND_IN_MEMBER = { memberCode: '10231', userId: '1023101', password: 'stand-in-password', passKey: 'STANDINKEY' };

export interface TestApp {
  deps: AppDeps;
  clock: ManualClock;
  app: ReturnType<typeof createApp>;
  /** a JSON call with the Version header; `ip` sets X-Forwarded-For (the test config trusts it) */
  call(
    method: string,
    path: string,
    body?: unknown,
    headers?: Record<string, string> & { ip?: string },
  ): Promise<{ status: number; body: any; headers: Headers }>;
  /** the database holding the exchange's own books: the app's (simulated) or the stand-in's (bse) */
  exchangeDb: Db;
  /** the BSE stand-in, when the suite runs with TEST_EXCHANGE=bse */
  standIn: BseStandIn | null;
  /** the newest OTP the dev outbox holds for a mobile or email */
  latestOtp(to: string): Promise<string>;
  close(): Promise<void>;
}

/** A real app on a real database of its own, with a clock the test moves. */
export async function createTestApp(opts: { config?: Partial<Config>; staticDir?: string; start?: string } = {}): Promise<TestApp> {
  const { database, drop } = await openTestDatabase();
  const clock = new ManualClock(opts.start ?? '2026-11-20T05:30:00Z');
  // keys of its own per test app: nothing is written to the working folder's data/
  const fieldKey = { key: randomBytes(32).toString('base64'), file: null };
  let config: Config = {
    ...loadConfig({ NIVESH_MODE: 'demo', TRUST_PROXY: '1', PORTFOLIO_CACHE_SECONDS: '0', CATALOGUE_POLL_MS: '0' }),
    secret: { key: randomBytes(32), file: null },
    fieldKey,
    ...opts.config,
  };
  let standIn: BseStandIn | null = null;
  let exchangeDatabase: Awaited<ReturnType<typeof openTestDatabase>> | null = null;
  if (TEST_EXCHANGE === 'bse') {
    exchangeDatabase = await openTestDatabase();
    standIn = await startBseStandIn({
      db: exchangeDatabase.database.db,
      clock,
      member: STAND_IN_MEMBER,
      // the same simulated bank as the in-process exchange of the first pass
      fundsDelayMinutes: config.demoFundsDelayMinutes,
      approvalMs: config.demoMandateApprovalMinutes * 60_000,
      appUrl: 'http://localhost',
      testHooks: true,
    });
    // a generous bound: the machine may be busy, and a time-out here would be a false unknown
    config = { ...config, exchange: 'bse', bse: loadConfig({ ...standIn.env, BSE_TIMEOUT_MS: '30000' }).bse };
  }
  const deps: AppDeps = {
    config,
    database,
    db: database.db,
    clock,
    adapters: { ...createAdapters(config, database.db, clock), otpDelivery: devOutboxDelivery(database.db, clock, () => {}) },
    log: silentLogger,
  };
  const app = createApp(deps, { staticDir: opts.staticDir ?? null });
  let ipCounter = 0;
  const t: TestApp = {
    deps,
    clock,
    app,
    exchangeDb: exchangeDatabase?.database.db ?? database.db,
    standIn,
    async call(method, path, body, headers = {}) {
      const { ip, ...rest } = headers;
      const h: Record<string, string> = {
        Version: API_VERSION,
        'X-Forwarded-For': ip ?? `10.0.${Math.floor(ipCounter / 250)}.${(ipCounter++ % 250) + 1}`,
        ...rest,
      };
      if (body !== undefined) h['Content-Type'] = 'application/json';
      const res = await app.request(path, {
        method,
        headers: h,
        body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
      });
      const text = await res.text();
      let parsed: unknown = text;
      try {
        parsed = text ? JSON.parse(text) : null;
      } catch {
        // not JSON (the app shell); keep the text
      }
      checkAgainstContract(method, path, res, parsed);
      return { status: res.status, body: parsed, headers: res.headers };
    },
    async latestOtp(to) {
      const [row] = await database.db
        .select()
        .from(devOutbox)
        .where(and(eq(devOutbox.to, to), eq(devOutbox.category, 'otp')))
        .orderBy(desc(devOutbox.id))
        .limit(1);
      const m = row ? /\b(\d{6})\b/.exec(row.body) : null;
      if (!m) throw new Error(`no OTP in the dev outbox for ${to}`);
      return m[1]!;
    },
    async close() {
      await standIn?.close();
      await exchangeDatabase?.drop();
      await drop();
    },
  };
  return t;
}

/** /api paths that are not calls of the contract: the simulated exchange's pages (an outside system's). */
const NOT_CALLS = [/^\/api\/exchange-sim\//];

/**
 * Every answer a test receives is parsed with its call's contract schema, so a renamed or
 * retyped field fails the test that reads it (and every other test of that call). Errors must
 * have the one error shape. A JSON call the contract does not list fails too.
 */
export function checkAgainstContract(method: string, path: string, res: Response, body: unknown): void {
  if (!path.startsWith('/api/') || NOT_CALLS.some((re) => re.test(path))) return;
  if (!(res.headers.get('content-type') ?? '').includes('application/json')) return;
  const where = `${method} ${path}`;
  const call = callFor(method, path.slice('/api'.length));
  if (res.status >= 400) {
    // the one error shape; a call whose contract answers on an error status (health's 503) may use its own
    if (v.safeParse(ErrorBody, body).success || (call && v.safeParse(call.answer, body).success)) return;
    throw new Error(`${where} answered ${res.status} without the error shape: ${JSON.stringify(body)}`);
  }
  if (!call) throw new Error(`${where} answered ${res.status} but the contract has no such call (add it to src/shared/contract)`);
  const r = v.safeParse(call.answer, body);
  if (!r.success) {
    const issues = r.issues
      .map((i) => `${v.getDotPath(i) ?? '(root)'}: ${i.message}`)
      .slice(0, 5)
      .join('; ');
    throw new Error(`${where}: the answer does not match the contract: ${issues}\n${JSON.stringify(body).slice(0, 500)}`);
  }
}

/** Signs up a fresh mobile number and returns its token and user details. */
export async function signUp(t: TestApp, mobile: string): Promise<{ token: string; user: any }> {
  const start = await t.call('POST', '/api/signup', { phone_number: mobile });
  if (start.status !== 200) throw new Error(`signup failed: ${JSON.stringify(start.body)}`);
  const otp = await t.latestOtp(mobile);
  const done = await t.call('POST', '/api/signup/verify-otp', { code: start.body.user_details.code, otp });
  if (done.status !== 200) throw new Error(`verify failed: ${JSON.stringify(done.body)}`);
  return { token: done.body.token, user: done.body.user_details };
}
