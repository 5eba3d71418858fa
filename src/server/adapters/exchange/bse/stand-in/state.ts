import { XMLBuilder } from 'fast-xml-parser';
import { istParts } from '@shared/time/ist.ts';
import type { Db } from '../../../../db/client.ts';
import type { Clock } from '../../../../lib/clock.ts';
import type { ExchangeAdapter, PaymentMode } from '../../types.ts';
import { SOAP12_NS, WSA_NS } from '../soap.ts';

/** The member the stand-in serves: the same BSE_* settings the adapter is given. */
export interface StandInMember {
  memberCode: string;
  userId: string;
  password: string;
  passKey: string;
}

/** A payment the gateway API was asked for: the orders it covers, and where the investor goes back. */
export interface StandInPayment {
  ref: string;
  clientCode: string;
  orderNos: string[];
  amountPaise: bigint;
  mode: PaymentMode;
  createdAt: Date;
  loopback: string;
}

/** What a test hook asks of the next call (of one operation, or of any). */
export interface NextCall {
  operation: string | null;
  /** hang: never answer; drop: act, then cut the connection; answer: reply with this text instead */
  kind: 'hang' | 'drop' | 'answer' | 'fault';
  text?: string;
}

export interface StandInState {
  db: Db;
  clock: Clock;
  /** the one simulation of the exchange: its rules and its books */
  sim: ExchangeAdapter;
  member: StandInMember;
  /** where the stand-in is reached (its gateway and mandate pages are links on it) */
  baseUrl: string;
  /** session passwords handed out, per service */
  sessions: Set<string>;
  payments: Map<string, StandInPayment>;
  /** NAV (scaled 10^4) by `schemeCode|YYYY-MM-DD`, set by a test hook: allotment lines follow it */
  navs: Map<string, bigint>;
  next: NextCall[];
  cutOffPassed: boolean;
  refusedSchemes: Set<string>;
  /** every operation received, in order (for tests and the bench) */
  calls: Array<{ operation: string; fields: Record<string, unknown> }>;
  passwordCalls: number;
}

const builder = new XMLBuilder({ ignoreAttributes: false, attributeNamePrefix: '@', suppressEmptyNode: true, processEntities: true });

/** A SOAP 1.2 answer as WCF writes it: the response action, then `<op>Response><op>Result`. */
export function soapAnswer(ns: string, action: string, operation: string, result: string | Record<string, unknown>, dataNs?: string): string {
  const content = typeof result === 'string' ? result : { ...(dataNs ? { '@xmlns:a': dataNs } : {}), ...prefixed(result) };
  return builder.build({
    's:Envelope': {
      '@xmlns:s': SOAP12_NS,
      '@xmlns:a': WSA_NS,
      's:Header': { 'a:Action': { '@s:mustUnderstand': '1', '#text': `${action}Response` } },
      's:Body': { [`${operation}Response`]: { '@xmlns': ns, [`${operation}Result`]: content } },
    },
  }) as string;
}

/** Data-contract children carry the `a:` prefix, as WCF writes them. */
function prefixed(rec: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(rec)) {
    if (k.startsWith('@')) out[k] = v;
    else if (Array.isArray(v)) out[`a:${k}`] = v.map((x) => (typeof x === 'object' && x !== null ? prefixed(x as Record<string, unknown>) : x));
    else out[`a:${k}`] = typeof v === 'object' && v !== null ? prefixed(v as Record<string, unknown>) : v;
  }
  return out;
}

export function soapFaultAnswer(reason: string, code = 's:Sender'): string {
  return builder.build({
    's:Envelope': {
      '@xmlns:s': SOAP12_NS,
      's:Body': { 's:Fault': { 's:Code': { 's:Value': code }, 's:Reason': { 's:Text': { '@xml:lang': 'en-US', '#text': reason } } } },
    },
  }) as string;
}

/** The exchange's `DD/MM/YYYY HH:MM:SS` in IST. */
export function bseDateTimeOf(at: Date): string {
  const p = istParts(at);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${two(p.day)}/${two(p.month)}/${p.year} ${two(p.hour)}:${two(p.minute)}:${two(p.second)}`;
}

/** Takes the hook waiting for this operation, if any. */
export function takeNext(state: StandInState, operation: string): NextCall | null {
  const i = state.next.findIndex((n) => n.operation === null || n.operation === operation);
  if (i < 0) return null;
  return state.next.splice(i, 1)[0]!;
}

/** Whether a session password is one the stand-in handed out and has not expired. */
export function sessionValid(state: StandInState, password: string): boolean {
  return state.sessions.has(password);
}

export function newSession(state: StandInState, service: string): string {
  state.passwordCalls++;
  const pw = `${service}${state.passwordCalls}x${Math.random().toString(36).slice(2, 12)}`;
  state.sessions.add(pw);
  return pw;
}
