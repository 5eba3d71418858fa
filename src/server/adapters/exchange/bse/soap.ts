import { XMLBuilder, XMLParser } from 'fast-xml-parser';

/**
 * The transport of BSE StAR MF's web services: SOAP 1.2 over WCF's wsHttpBinding, which wants
 * the WS-Addressing Action (equal to the content type's action) and To headers, and the JSON
 * "common API" calls beside them. Every call is bounded by a time-out; an answer that never came
 * is a NoAnswer (the exchange may or may not have acted), never a refusal.
 */

export const SOAP12_NS = 'http://www.w3.org/2003/05/soap-envelope';
export const WSA_NS = 'http://www.w3.org/2005/08/addressing';

/** One BSE service: its endpoint, the namespace of its operations and the prefix of its actions. */
export interface BseService {
  url: string;
  /** the XML namespace of the operation elements */
  ns: string;
  /** the action is `${actionBase}${operation}` */
  actionBase: string;
  /** the namespace of a data-contract parameter's children, when the operation takes one */
  dataNs?: string;
}

/** The call's answer did not come (time-out, cut connection, a gateway's 5xx): the outcome is unknown. */
export class NoAnswer extends Error {
  readonly timedOut: boolean;
  constructor(message: string, timedOut: boolean) {
    super(message);
    this.timedOut = timedOut;
  }
}

export interface Transport {
  fetchImpl: typeof fetch;
  timeoutMs: number;
}

const builder = new XMLBuilder({ ignoreAttributes: false, attributeNamePrefix: '@', suppressEmptyNode: true, processEntities: true });
const parser = new XMLParser({
  ignoreAttributes: true,
  removeNSPrefix: true,
  // every value stays text: codes such as 0001 and amounts such as 5000.00 must not become numbers
  parseTagValue: false,
  trimValues: true,
  processEntities: true,
  // a hostile answer gets no DOCTYPE entities expanded
  htmlEntities: false,
});

/** A parameter value: text, or a nested record (a data-contract parameter), or a list of texts. */
export type XmlValue = string | { [k: string]: XmlValue } | string[];

/** Writes `<name>` elements in the order given (the services' data contracts are ordered). */
export function xmlOf(fields: Record<string, XmlValue>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(fields)) {
    out[k] = typeof v === 'string' ? v : Array.isArray(v) ? { string: v } : xmlOf(v);
  }
  return out;
}

/** The SOAP 1.2 envelope of one operation with WS-Addressing headers. */
export function envelope(service: BseService, operation: string, params: Record<string, XmlValue>): string {
  const body: Record<string, unknown> = { '@xmlns': service.ns, ...xmlOf(params) };
  // a data-contract parameter's children live in their own namespace
  if (service.dataNs)
    for (const [k, v] of Object.entries(params)) if (typeof v === 'object' && !Array.isArray(v)) body[k] = { '@xmlns': service.dataNs, ...xmlOf(v) };
  const doc = {
    'soap:Envelope': {
      '@xmlns:soap': SOAP12_NS,
      '@xmlns:wsa': WSA_NS,
      'soap:Header': { 'wsa:Action': `${service.actionBase}${operation}`, 'wsa:To': service.url },
      'soap:Body': { [operation]: body },
    },
  };
  return `<?xml version="1.0" encoding="utf-8"?>${builder.build(doc) as string}`;
}

/** Refuses XML carrying a DOCTYPE or an entity declaration (no expansion, no outside files). */
function plain(xml: string): string {
  if (/<!DOCTYPE|<!ENTITY/i.test(xml)) throw new Error('XML with a DOCTYPE or entity declaration is refused');
  return xml;
}

/** Any XML as plain records, namespace prefixes dropped, every value text. */
export function parseXml(xml: string): Record<string, unknown> {
  return parser.parse(plain(xml)) as Record<string, unknown>;
}

/** The SOAP body's first child, its Fault reason when it is a fault. */
export function readEnvelope(xml: string): { operation: string; content: unknown; fault: string | null; action: string | null; to: string | null } {
  const doc = parseXml(xml);
  const env = doc.Envelope as Record<string, unknown> | undefined;
  if (!env || typeof env !== 'object') throw new Error('not a SOAP envelope');
  const header = (env.Header ?? {}) as Record<string, unknown>;
  const body = (env.Body ?? {}) as Record<string, unknown>;
  const [operation, content] = Object.entries(body)[0] ?? ['', null];
  let fault: string | null = null;
  if (operation === 'Fault') {
    const f = content as Record<string, unknown>;
    const reason = (f.Reason as Record<string, unknown> | undefined)?.Text ?? f.faultstring ?? 'SOAP fault';
    fault = String(reason);
  }
  return { operation, content, fault, action: textOf(header.Action), to: textOf(header.To) };
}

function textOf(v: unknown): string | null {
  if (v === undefined || v === null) return null;
  return typeof v === 'object' ? String((v as Record<string, unknown>)['#text'] ?? '') : String(v);
}

/** A record's field as text ('' when absent or empty). */
export function field(rec: unknown, name: string): string {
  if (!rec || typeof rec !== 'object') return '';
  const v = (rec as Record<string, unknown>)[name];
  if (v === undefined || v === null || typeof v === 'object') return '';
  return String(v);
}

/** A repeated element as a list (the parser gives one element as a record, many as an array). */
export function listOf(v: unknown): Array<Record<string, unknown>> {
  if (v === undefined || v === null || v === '') return [];
  return (Array.isArray(v) ? v : [v]) as Array<Record<string, unknown>>;
}

async function post(t: Transport, url: string, init: RequestInit, what: string): Promise<Response> {
  try {
    return await t.fetchImpl(url, { ...init, signal: AbortSignal.timeout(t.timeoutMs) });
  } catch (err) {
    const timedOut = err instanceof Error && (err.name === 'TimeoutError' || err.name === 'AbortError');
    throw new NoAnswer(
      timedOut ? `BSE ${what} did not answer within ${t.timeoutMs} ms` : `BSE unreachable for ${what}: ${err instanceof Error ? err.message : String(err)}`,
      timedOut,
    );
  }
}

async function bodyOf(res: Response, t: Transport, what: string): Promise<string> {
  // the answer's body is bounded by the same time-out as its head
  try {
    return await res.text();
  } catch (err) {
    throw new NoAnswer(
      `BSE ${what}: the answer was cut (${err instanceof Error ? err.message : String(err)})`,
      err instanceof Error && err.name === 'TimeoutError',
    );
  }
}

/**
 * Calls one operation and returns the content of its `<operation>Result`: text for the pipe
 * answers, a record for the data-contract ones. A SOAP fault is an error (the service refused
 * the message itself); no answer, or a 5xx without a fault, is a NoAnswer.
 */
export async function soapCall(t: Transport, service: BseService, operation: string, params: Record<string, XmlValue>): Promise<unknown> {
  const action = `${service.actionBase}${operation}`;
  const res = await post(
    t,
    service.url,
    { method: 'POST', headers: { 'content-type': `application/soap+xml; charset=utf-8; action="${action}"` }, body: envelope(service, operation, params) },
    operation,
  );
  const xml = await bodyOf(res, t, operation);
  let read: ReturnType<typeof readEnvelope>;
  try {
    read = readEnvelope(xml);
  } catch {
    if (!res.ok) throw new NoAnswer(`BSE ${operation} answered HTTP ${res.status}`, false);
    throw new Error(`BSE ${operation} answer is not SOAP: ${xml.slice(0, 200)}`);
  }
  if (read.fault !== null) throw new Error(`BSE ${operation} fault: ${read.fault}`);
  if (!res.ok) throw new NoAnswer(`BSE ${operation} answered HTTP ${res.status}`, false);
  const result = (read.content as Record<string, unknown> | null)?.[`${operation}Result`];
  if (result === undefined) throw new Error(`BSE ${operation} answer has no ${operation}Result`);
  return typeof result === 'object' && result !== null ? result : String(result ?? '').trim();
}

/** A JSON call of the exchange's common API: the body as the exchange spells it, its JSON answer. */
export async function jsonCall(t: Transport, url: string, body: Record<string, string>, what: string): Promise<Record<string, unknown>> {
  const res = await post(t, url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }, what);
  const text = await bodyOf(res, t, what);
  if (res.status >= 500) throw new NoAnswer(`BSE ${what} answered HTTP ${res.status}`, false);
  try {
    const json = JSON.parse(text) as unknown;
    if (!json || typeof json !== 'object') throw new Error('not an object');
    return json as Record<string, unknown>;
  } catch {
    throw new Error(`BSE ${what} answer is not JSON (HTTP ${res.status}): ${text.slice(0, 200)}`);
  }
}
