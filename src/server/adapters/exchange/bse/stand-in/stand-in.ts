import type { IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { Hono, type Context } from 'hono';
import { parseDecimal } from '@shared/money/decimal.ts';
import { eq } from 'drizzle-orm';
import type { Db } from '../../../../db/client.ts';
import { simExchangePayments } from '../../../../db/schema.ts';
import type { Clock } from '../../../../lib/clock.ts';
import { keepConnectionsOpenLongerThanClients } from '../../../../lib/keep-alive.ts';
import { MANDATE_RETURN_PATH, mandatePage, notFoundPage, payDecision, payDonePage, payInvalidVpaPage, payPage } from '../../sim-pages.ts';
import { decideSimMandate, simMandateByToken } from '../../simulated-mandates.ts';
import { recordSimulatedPayment, SIM_PAY_PATH, simulatedExchange } from '../../simulated.ts';
import type { PaymentMode } from '../../types.ts';
import { ADDITIONAL_NS, DATA_NS, FILE_DATA_NS, FILE_NS } from '../additional.ts';
import { BSE_NS } from '../order-entry.ts';
import { readEnvelope } from '../soap.ts';
import { additionalOperation } from './additional.ts';
import { bookedByReference, orderEntryOperation } from './order-entry.ts';
import { soapAnswer, soapFaultAnswer, takeNext, type NextCall, type StandInMember, type StandInState } from './state.ts';

/** The paths of the exchange's services on the stand-in, as on the exchange's own hosts. */
export const STAND_IN_PATHS = {
  order: '/MFOrderEntry/MFOrder.svc',
  upload: '/MFUploadService/MFUploadService.svc',
  fileUpload: '/StarMFFileUploadService/StarMFFileUploadService.svc',
  api: '/StarMFCommonAPI',
} as const;

export interface BseStandInOptions {
  db: Db;
  clock: Clock;
  member: StandInMember;
  port?: number;
  host?: string;
  /** the simulated bank's delays, as for the in-process simulator */
  fundsDelayMinutes?: number;
  approvalMs?: number;
  /** the app's public URL, where the mandate page sends the investor back (none: the page says it is done) */
  appUrl?: string | null;
  /** serve /test/* (clock, failures, NAVs): never on a stand-in others can reach */
  testHooks?: boolean;
}

export interface BseStandIn {
  url: string;
  /** the BSE_* settings that point the adapter at this stand-in */
  env: Record<string, string>;
  state: StandInState;
  close(): Promise<void>;
}

const SERVICES: Record<string, { ns: string; actionBase: string; dataNs?: string }> = {
  [STAND_IN_PATHS.order]: { ns: BSE_NS, actionBase: `${BSE_NS}MFOrderEntry/` },
  [STAND_IN_PATHS.upload]: { ns: ADDITIONAL_NS, actionBase: `${ADDITIONAL_NS}IStarMFWebService/`, dataNs: DATA_NS },
  [STAND_IN_PATHS.fileUpload]: { ns: FILE_NS, actionBase: `${FILE_NS}IStarMFFileUploadService/`, dataNs: FILE_DATA_NS },
};

/**
 * A stand-in of BSE StAR MF on its own HTTP port: the same SOAP 1.2 (WS-Addressing) and JSON
 * forms as the exchange, the member's password and pass key checked, and behind them the one
 * simulation of the exchange (simulatedExchange and its mandates) keeping its books in the
 * stand-in's own database. It serves its own payment gateway and e-mandate pages. Test hooks
 * set its clock, refuse or hang the next call, and set NAVs for the allotment statement.
 */
export async function startBseStandIn(opts: BseStandInOptions): Promise<BseStandIn> {
  const held: Array<() => void> = [];
  const state: StandInState = {
    db: opts.db,
    clock: opts.clock,
    sim: simulatedExchange(opts.db, opts.clock, { fundsDelayMinutes: opts.fundsDelayMinutes ?? 2, approvalMs: opts.approvalMs ?? 0 }),
    member: opts.member,
    baseUrl: '',
    sessions: new Set(),
    payments: new Map(),
    navs: new Map(),
    next: [],
    cutOffPassed: false,
    refusedSchemes: new Set(),
    calls: [],
    passwordCalls: 0,
  };

  const app = new Hono();

  async function soap(c: Context, path: string) {
    const service = SERVICES[path]!;
    const contentType = c.req.header('content-type') ?? '';
    if (!contentType.startsWith('application/soap+xml')) return c.body(null, 415);
    const xml = await c.req.text();
    let read: ReturnType<typeof readEnvelope>;
    try {
      read = readEnvelope(xml);
    } catch {
      return c.body(soapFaultAnswer('The message is not a SOAP 1.2 envelope'), 400, { 'content-type': 'application/soap+xml; charset=utf-8' });
    }
    const ctAction = /action="([^"]+)"/.exec(contentType)?.[1] ?? '';
    const fault = (reason: string) => c.body(soapFaultAnswer(reason), 500, { 'content-type': 'application/soap+xml; charset=utf-8' });
    // WCF's wsHttpBinding: the addressing headers must name this endpoint and the action the content type names
    if (!read.action || read.action !== ctAction || read.to !== `${state.baseUrl}${path}`) {
      return fault(
        `The message with Action '${read.action ?? ''}' cannot be processed at the receiver, due to a ContractFilter mismatch at the EndpointDispatcher.`,
      );
    }
    const operation = read.action.slice(service.actionBase.length);
    if (!read.action.startsWith(service.actionBase) || operation !== read.operation)
      return fault(`The message with Action '${read.action}' cannot be processed at the receiver, due to a ContractFilter mismatch at the EndpointDispatcher.`);
    const body = (read.content ?? {}) as Record<string, unknown>;
    state.calls.push({ operation, fields: body });
    const hook = takeNext(state, operation);
    if (hook?.kind === 'hang') return hang(c);
    if (hook?.kind === 'fault') return fault(hook.text ?? 'The server was unable to process the request due to an internal error.');
    let result: string | Record<string, unknown>;
    if (hook?.kind === 'answer') result = hook.text ?? '';
    else {
      try {
        result = path === STAND_IN_PATHS.order ? await orderEntryOperation(state, operation, flat(body)) : await additionalOperation(state, operation, body);
      } catch (err) {
        return fault(err instanceof Error ? err.message : String(err));
      }
    }
    // the exchange acted, and the answer is lost on the way back
    if (hook?.kind === 'drop') return drop(c);
    return c.body(soapAnswer(service.ns, read.action, operation, result, service.dataNs), 200, { 'content-type': 'application/soap+xml; charset=utf-8' });
  }

  function hang(c: Context) {
    return new Promise<Response>((resolve) => held.push(() => resolve(c.body(null, 503))));
  }
  function drop(c: Context) {
    (c.env as { incoming: IncomingMessage }).incoming.socket.destroy();
    return c.body(null, 500);
  }

  for (const path of Object.keys(SERVICES)) app.post(path, (c) => soap(c, path));

  async function json(c: Context, operation: string, run: (b: Record<string, string>) => Promise<Record<string, string>>) {
    let b: Record<string, string>;
    try {
      b = (await c.req.json()) as Record<string, string>;
    } catch {
      return c.json({ statuscode: '101', responsestring: 'FAILED: INVALID JSON' }, 400);
    }
    state.calls.push({ operation, fields: b });
    const hook = takeNext(state, operation);
    if (hook?.kind === 'hang') return hang(c);
    if (hook?.kind === 'fault') return c.json({ Message: hook.text ?? 'An error has occurred.' }, 500);
    if (hook?.kind === 'answer') return c.body(hook.text ?? '', 200, { 'content-type': 'application/json' });
    const out = await run(b);
    if (hook?.kind === 'drop') return drop(c);
    return c.json(out);
  }

  app.post(`${STAND_IN_PATHS.api}/PaymentGatewayAPI`, (c) =>
    json(c, 'PaymentGatewayAPI', async (b) => {
      const refuse = (why: string) => ({ statuscode: '101', internalrefno: b.internalrefno ?? '', responsestring: why, filler1: '', filler2: '', filler3: '' });
      if (b.LoginId !== state.member.userId || b.Password !== state.member.password || b.membercode !== state.member.memberCode)
        return refuse('FAILED: INVALID USER ID OR PASSWORD');
      const orderNos = (b.ordernumber ?? '').split(',').filter(Boolean);
      for (const no of orderNos) {
        const row = await bookedByReference(state, no);
        if (!row || (row.request as { clientCode: string }).clientCode !== b.clientcode)
          return refuse(`FAILED: ORDER ${no} NOT FOUND FOR CLIENT ${b.clientcode}`);
      }
      const mode: PaymentMode = b.modeofpayment === 'UPI' ? 'UPI' : b.modeofpayment === 'NEFT' ? 'NEFT' : 'NETBANKING';
      const amountPaise = parseDecimal(b.totalamount ?? '', 2) ?? 0n;
      const ref = b.internalrefno ?? '';
      if (!/^[A-Za-z0-9_-]{8,64}$/.test(ref)) return refuse('FAILED: INTERNAL REFERENCE NUMBER IS MANDATORY');
      const link = await state.sim.paymentLink({
        clientCode: b.clientcode!,
        paymentRef: ref,
        mode,
        amountPaise,
        orderNos,
        origin: state.baseUrl,
        createdAt: state.clock.now(),
      });
      if (!link.ok) return refuse(link.message);
      state.payments.set(ref, { ref, clientCode: b.clientcode!, orderNos, amountPaise, mode, createdAt: state.clock.now(), loopback: b.loopbackURL ?? '' });
      return { statuscode: '100', internalrefno: ref, responsestring: link.url ?? '', filler1: '', filler2: '', filler3: '' };
    }),
  );

  for (const [path, pause] of [
    ['XSIPPause', true],
    ['XSIPResume', false],
  ] as const) {
    app.post(`${STAND_IN_PATHS.api}/${path}`, (c) =>
      json(c, path, async (b) => {
        if (b.LoginId !== state.member.userId || b.Password !== state.member.password || b.MemberCode !== state.member.memberCode)
          return { StatusCode: '101', Remarks: 'FAILED: INVALID USER ID OR PASSWORD' };
        const regNo = b.RegnNo ?? '';
        const from = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(b.FromDate ?? '');
        const fromDate = from ? `${from[3]}-${from[2]}-${from[1]}` : '';
        const r = pause
          ? await state.sim.pauseSystematic(regNo, { fromDate, instalments: Number(b.NoOfInstallments) })
          : await state.sim.resumeSystematic(regNo, { fromDate });
        return r.ok
          ? { StatusCode: '100', Remarks: pause ? 'XSIP PAUSED SUCCESSFULLY' : 'XSIP RESUMED SUCCESSFULLY' }
          : { StatusCode: '101', Remarks: r.message };
      }),
    );
  }

  // the exchange's payment gateway page
  app.get(`${SIM_PAY_PATH}:ref`, async (c) => {
    const p = state.payments.get(c.req.param('ref'));
    if (!p) return c.html(notFoundPage('Payment not found', 'This payment link is not valid.'), 404);
    const [decided] = await state.db.select().from(simExchangePayments).where(eq(simExchangePayments.paymentRef, p.ref)).limit(1);
    if (decided) return c.html(payDonePage(decided.status === 'APPROVED', p.loopback));
    const lines = [];
    for (const no of p.orderNos) {
      const row = await bookedByReference(state, no);
      const q = row?.request as { schemeCode?: string; amountPaise?: string | null } | undefined;
      lines.push({ label: `Order ${no} · ${q?.schemeCode ?? ''}`, amountPaise: q?.amountPaise ? BigInt(q.amountPaise) : 0n });
    }
    return c.html(payPage({ amountPaise: p.amountPaise, lines, bankName: null }));
  });
  app.post(`${SIM_PAY_PATH}:ref`, async (c) => {
    const p = state.payments.get(c.req.param('ref'));
    if (!p) return c.html(notFoundPage('Payment not found'), 404);
    const decision = payDecision(await c.req.parseBody());
    if (!decision) return c.html(payInvalidVpaPage(`${SIM_PAY_PATH}${p.ref}`), 400);
    await recordSimulatedPayment(state.db, state.clock, p.ref, decision);
    return c.redirect(p.loopback, 303);
  });

  // the e-mandate authorisation page
  app.get('/api/exchange-sim/mandate/:token', async (c) => {
    const m = await simMandateByToken(state.db, c.req.param('token'));
    if (!m) return c.html(notFoundPage('Mandate not found', 'This authorisation link is not valid.'), 404);
    return c.html(mandatePage(m, opts.appUrl ?? ''));
  });
  app.post('/api/exchange-sim/mandate/:token', async (c) => {
    const form = await c.req.parseBody();
    const m = await decideSimMandate(state.db, state.clock, c.req.param('token'), String(form.action ?? '') === 'approve');
    if (!m) return c.html(notFoundPage('Mandate not found'), 404);
    if (!opts.appUrl) return c.html(mandatePage(m));
    return c.redirect(`${opts.appUrl}${MANDATE_RETURN_PATH}?mandate=${m.status === 'REJECTED' ? 'rejected' : 'authorised'}`, 303);
  });

  if (opts.testHooks) mountTestHooks(app, state, held);

  const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const s = serve({ fetch: app.fetch, port: opts.port ?? 0, hostname: opts.host ?? '127.0.0.1' }, () => resolve(s));
  });
  // the adapter reuses its connections: the stand-in must not close one just as a call goes out on it
  keepConnectionsOpenLongerThanClients(server);
  const address = server.address() as AddressInfo;
  state.baseUrl = `http://${opts.host ?? '127.0.0.1'}:${address.port}`;
  return {
    url: state.baseUrl,
    env: standInEnv(state.baseUrl, opts.member),
    state,
    close: async () => {
      for (const release of held.splice(0)) release();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** The BSE_* settings for an adapter talking to a stand-in at `baseUrl`. */
export function standInEnv(baseUrl: string, member: StandInMember): Record<string, string> {
  return {
    EXCHANGE: 'bse',
    BSE_MEMBER_CODE: member.memberCode,
    BSE_USER_ID: member.userId,
    BSE_PASSWORD: member.password,
    BSE_PASSKEY: member.passKey,
    BSE_ORDER_URL: `${baseUrl}${STAND_IN_PATHS.order}`,
    BSE_UPLOAD_URL: `${baseUrl}${STAND_IN_PATHS.upload}`,
    BSE_FILE_UPLOAD_URL: `${baseUrl}${STAND_IN_PATHS.fileUpload}`,
    BSE_API_URL: `${baseUrl}${STAND_IN_PATHS.api}`,
  };
}

/** An operation's fields as text (empty elements are empty strings). */
function flat(body: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(Object.entries(body).map(([k, v]) => [k, v === null || v === undefined || typeof v === 'object' ? '' : String(v)]));
}

function mountTestHooks(app: Hono, state: StandInState, held: Array<() => void>): void {
  app.post('/test/clock', async (c) => {
    const { at } = (await c.req.json()) as { at: string };
    const clock = state.clock as Clock & { set?: (at: string) => void };
    if (!clock.set) return c.json({ error: 'this stand-in runs on a clock that cannot be set' }, 409);
    clock.set(at);
    return c.json({ now: state.clock.now().toISOString() });
  });
  app.post('/test/next', async (c) => {
    const b = (await c.req.json()) as { operation?: string; kind: NextCall['kind']; text?: string };
    state.next.push({ operation: b.operation ?? null, kind: b.kind, text: b.text });
    return c.json({ queued: state.next.length });
  });
  app.post('/test/release', (c) => {
    for (const release of held.splice(0)) release();
    return c.json({ released: true });
  });
  app.post('/test/expire-sessions', (c) => {
    state.sessions.clear();
    return c.json({ expired: true });
  });
  app.post('/test/cut-off', async (c) => {
    state.cutOffPassed = Boolean(((await c.req.json()) as { passed: boolean }).passed);
    return c.json({ cutOffPassed: state.cutOffPassed });
  });
  app.post('/test/refuse-scheme', async (c) => {
    const b = (await c.req.json()) as { schemeCode: string; refused: boolean };
    if (b.refused) state.refusedSchemes.add(b.schemeCode);
    else state.refusedSchemes.delete(b.schemeCode);
    return c.json({ refused: [...state.refusedSchemes] });
  });
  app.post('/test/nav', async (c) => {
    const b = (await c.req.json()) as { schemeCode: string; date: string; nav: string };
    const nav4 = parseDecimal(b.nav, 4);
    if (!nav4 || !/^\d{4}-\d{2}-\d{2}$/.test(b.date)) return c.json({ error: 'nav as a decimal, date as YYYY-MM-DD' }, 400);
    state.navs.set(`${b.schemeCode}|${b.date}`, nav4);
    return c.json({ set: true });
  });
  app.get('/test/calls', (c) => c.json(state.calls.map((x) => ({ operation: x.operation }))));
}
