import { element, readText, soapEnvelope, soapFault, soapHeaders } from '../../lib/soap-xml.ts';
import { CVL_STATUS, opensAccount } from './kra-status.ts';
import type { KycAdapter, KycAnswer } from './types.ts';

/** The intermediary's access to CVL KRA's PAN inquiry service (KRA_* settings). */
export interface KraCredentials {
  url: string;
  userName: string;
  posCode: string;
  password: string;
  passKey: string;
  /** both calls of one lookup together give up after this long */
  timeoutMs: number;
}

/** The KRA could not answer (down, slow, refused our login, or said something unreadable): nothing is decided. */
export class KycUnavailable extends Error {}

/** The service's namespace: the SOAP action of each operation is this plus its name. */
export const CVL_NS = 'https://www.cvlkra.com/';

/**
 * CVL KRA's PAN inquiry over SOAP 1.1. A lookup is two calls: GetPassword turns the password and
 * the pass key into the session password the service wants, then GetPanStatus answers an
 * APP_RES_ROOT record (XML inside the result element) whose APP_STATUS is mapped by kra-status.ts.
 * CVL answers for PANs held by the other KRAs too (the KRAs interoperate), so one KRA is enough.
 * An error record, a SOAP fault, an unknown status code or a record for another PAN is never
 * read as an answer: the lookup fails and onboarding waits, nothing is saved.
 */
export function cvlKra(c: KraCredentials, fetchImpl: typeof fetch = fetch): KycAdapter {
  async function call(operation: string, params: Record<string, string>, signal: AbortSignal): Promise<string> {
    const body = soapEnvelope(
      '1.1',
      `<${operation} xmlns="${CVL_NS}">${Object.entries(params)
        .map(([k, v]) => element(k, v))
        .join('')}</${operation}>`,
    );
    let res: Response;
    try {
      res = await fetchImpl(c.url, { method: 'POST', headers: soapHeaders('1.1', `${CVL_NS}${operation}`), body, signal });
    } catch (err) {
      const timedOut = err instanceof Error && (err.name === 'TimeoutError' || err.name === 'AbortError');
      throw new KycUnavailable(
        timedOut ? `KRA did not answer within ${c.timeoutMs} ms` : `KRA unreachable: ${err instanceof Error ? err.message : String(err)}`,
      );
    }
    const xml = await res.text();
    const fault = soapFault(xml);
    if (fault) throw new KycUnavailable(`KRA ${operation} fault: ${fault}`);
    if (!res.ok) throw new KycUnavailable(`KRA ${operation} answered HTTP ${res.status}`);
    const result = readText(xml, `${operation}Result`);
    if (result === null) throw new KycUnavailable(`KRA ${operation} answer has no ${operation}Result`);
    return result.trim();
  }

  return {
    name: 'cvl-kra',
    async checkPan(pan: string): Promise<KycAnswer> {
      const signal = AbortSignal.timeout(c.timeoutMs);
      const sessionPassword = await call('GetPassword', { password: c.password, PassKey: c.passKey }, signal);
      if (!sessionPassword || sessionPassword.startsWith('<'))
        throw new KycUnavailable(`KRA GetPassword refused: ${errorOf(sessionPassword) ?? 'empty answer'}`);
      const record = await call(
        'GetPanStatus',
        { panNo: pan, userName: c.userName, PosCode: c.posCode, password: sessionPassword, PassKey: c.passKey },
        signal,
      );
      const error = errorOf(record);
      if (error) throw new KycUnavailable(`KRA GetPanStatus refused: ${error}`);
      const answeredPan = readText(record, 'APP_PAN_NO')?.trim().toUpperCase();
      if (answeredPan !== pan.toUpperCase()) throw new KycUnavailable(`KRA answered for another PAN (${answeredPan ?? 'none'})`);
      const code = readText(record, 'APP_STATUS')?.trim() ?? '';
      const kraStatus = CVL_STATUS[code];
      if (!kraStatus) throw new KycUnavailable(`KRA status code "${code}" is not known; not deciding on it`);
      return { status: opensAccount(kraStatus) ? 'verified' : 'not_verified', source: 'cvl-kra', kraStatus };
    },
  };
}

/** An ERROR record's code and message, or null when the record is no error. */
function errorOf(record: string): string | null {
  if (!record.includes('ERROR')) return null;
  const code = readText(record, 'ERROR_CODE');
  const msg = readText(record, 'ERROR_MSG');
  return code === null && msg === null ? null : `${code ?? ''} ${msg ?? ''}`.trim();
}
