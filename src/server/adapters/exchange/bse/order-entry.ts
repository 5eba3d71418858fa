import { formatDecimal } from '@shared/money/decimal.ts';
import { element, escapeXml, readText, soapEnvelope, soapFault, soapHeaders } from '../../../lib/soap-xml.ts';
import type { ExchangeOrder, ExchangeResult } from '../types.ts';
import { parseOrderAnswer, parsePasswordAnswer, type OrderAnswer } from './answer.ts';
import { isTodaysTransNo } from './trans-no.ts';

/** The member's access to BSE StAR MF order entry (BSE_* settings). */
export interface BseCredentials {
  memberCode: string;
  userId: string;
  password: string;
  passKey: string;
  /** the MFOrder.svc endpoint (the UAT one for testing, the live one in production) */
  orderUrl: string;
  /** one call gives up after this long */
  timeoutMs: number;
}

/**
 * Where an order's outcome is asked for by our transaction number, when its answer was lost (the
 * exchange's order status report, or the back office's records of it).
 */
export interface OrderOutcomes {
  findByTransNo(q: { clientCode: string; transNo: string }): Promise<{ found: false } | { found: true; orderNo: string }>;
}

/** The call's answer never came and asking did not settle it: nothing may be placed again until it is known. */
export class OrderOutcomeUnknown extends Error {}

export const BSE_NS = 'http://bsestarmf.in/';
const WSA_NS = 'http://www.w3.org/2005/08/addressing';
const action = (operation: string) => `${BSE_NS}MFOrderEntry/${operation}`;

/** One call of the order entry service failed in transit: we cannot know whether the exchange acted. */
class NoAnswer extends Error {}

/**
 * BSE StAR MF order entry: SOAP 1.2 with WS-Addressing (the Action and To headers the service's
 * wsHttpBinding requires). getPassword turns the member's password and pass key into a session
 * password, kept until the exchange refuses it (then fetched again once: a refused order was not
 * taken). orderEntryParam places a purchase or a redemption under our transaction number.
 *
 * A call whose answer is lost may have placed the order: its outcome is asked for by our
 * transaction number before it is sent again, and sending again under the same number can only
 * be refused as a duplicate, never doubled. When even that does not settle it the call fails with
 * OrderOutcomeUnknown and the placement job asks again later.
 */
export function bseOrderEntry(c: BseCredentials, deps: { outcomes: OrderOutcomes; fetchImpl?: typeof fetch; now?: () => Date }) {
  const fetchImpl = deps.fetchImpl ?? fetch;
  const now = deps.now ?? (() => new Date());
  let session: string | null = null;

  async function call(operation: string, params: Array<[string, string]>): Promise<string> {
    const header = `<wsa:Action xmlns:wsa="${WSA_NS}">${action(operation)}</wsa:Action><wsa:To xmlns:wsa="${WSA_NS}">${escapeXml(c.orderUrl)}</wsa:To>`;
    const body = `<${operation} xmlns="${BSE_NS}">${params.map(([k, v]) => element(k, v)).join('')}</${operation}>`;
    let res: Response;
    try {
      res = await fetchImpl(c.orderUrl, { method: 'POST', headers: soapHeaders('1.2', action(operation)), body: soapEnvelope('1.2', body, header), signal: AbortSignal.timeout(c.timeoutMs) });
    } catch (err) {
      const timedOut = err instanceof Error && (err.name === 'TimeoutError' || err.name === 'AbortError');
      throw new NoAnswer(timedOut ? `BSE ${operation} did not answer within ${c.timeoutMs} ms` : `BSE unreachable: ${err instanceof Error ? err.message : String(err)}`);
    }
    const xml = await res.text();
    const fault = soapFault(xml);
    if (fault) throw new Error(`BSE ${operation} fault: ${fault}`);
    if (!res.ok) throw new NoAnswer(`BSE ${operation} answered HTTP ${res.status}`);
    const result = readText(xml, `${operation}Result`);
    if (result === null) throw new Error(`BSE ${operation} answer has no ${operation}Result`);
    return result.trim();
  }

  async function sessionPassword(): Promise<string> {
    if (session) return session;
    const answer = parsePasswordAnswer(await call('getPassword', [['UserId', c.userId], ['Password', c.password], ['PassKey', c.passKey]]));
    if (!answer.ok) throw new Error(`BSE getPassword refused: ${answer.reason}`);
    session = answer.password;
    return session;
  }

  function orderFields(o: ExchangeOrder, password: string): Array<[string, string]> {
    const redeem = o.kind === 'REDEMPTION';
    return [
      ['TransCode', 'NEW'],
      ['TransNo', o.transNo],
      ['OrderId', ''],
      ['UserID', c.userId],
      ['MemberId', c.memberCode],
      ['ClientCode', o.clientCode],
      ['SchemeCd', o.schemeCode],
      ['BuySell', redeem ? 'R' : 'P'],
      ['BuySellType', o.folioNo ? 'ADDITIONAL' : 'FRESH'],
      // units are held in statement (non-demat) form
      ['DPTxn', 'P'],
      ['OrderVal', o.amountPaise !== null && !o.allUnits ? formatDecimal(o.amountPaise, 2) : ''],
      ['Qty', o.units4 !== null && !o.allUnits ? formatDecimal(o.units4, 4) : ''],
      ['AllRedeem', o.allUnits ? 'Y' : 'N'],
      ['FolioNo', o.folioNo ?? ''],
      ['Remarks', ''],
      ['KYCStatus', 'Y'],
      ['RefNo', o.transNo],
      ['SubBrCode', ''],
      ['EUIN', ''],
      // execution-only: no advice was given, so no EUIN is declared
      ['EUINVal', 'N'],
      ['MinRedeem', 'N'],
      ['DPC', 'Y'],
      ['IPAdd', ''],
      ['Password', password],
      ['PassKey', c.passKey],
      ['Parma1', ''],
      ['Param2', ''],
      ['Param3', ''],
    ];
  }

  async function send(o: ExchangeOrder): Promise<OrderAnswer> {
    let answer = parseOrderAnswer(await call('orderEntryParam', orderFields(o, await sessionPassword())));
    if (answer.refusal === 'password') {
      session = null;
      answer = parseOrderAnswer(await call('orderEntryParam', orderFields(o, await sessionPassword())));
    }
    return answer;
  }

  async function outcome(o: ExchangeOrder, why: string): Promise<{ found: false } | { found: true; orderNo: string }> {
    try {
      return await deps.outcomes.findByTransNo({ clientCode: o.clientCode, transNo: o.transNo });
    } catch (err) {
      throw new OrderOutcomeUnknown(`${why}; asking for transaction ${o.transNo} failed too: ${err instanceof Error ? err.message : String(err)}`);
    }
  }

  function settle(o: ExchangeOrder, a: OrderAnswer): ExchangeResult<{ orderNo: string }> {
    if (a.ok) {
      if (a.transNo !== o.transNo) throw new Error(`BSE answered for transaction ${a.transNo}, not ${o.transNo}`);
      return { ok: true, orderNo: a.orderId };
    }
    if (a.refusal === 'cut-off') return { ok: false, message: `The exchange's order time for this order has passed (${a.remarks})` };
    return { ok: false, message: a.remarks || 'The exchange refused the order' };
  }

  return {
    async placeOrder(o: ExchangeOrder): Promise<ExchangeResult<{ orderNo: string }>> {
      if (o.kind === 'SWITCH') return { ok: false, message: 'Switch orders go through the exchange switch entry, which this adapter does not send yet' };
      if (!isTodaysTransNo(o.transNo, c.memberCode, now())) return { ok: false, message: `Transaction number ${o.transNo} is not one of member ${c.memberCode} for today` };
      let answer: OrderAnswer;
      try {
        answer = await send(o);
      } catch (err) {
        if (!(err instanceof NoAnswer)) throw err;
        // the exchange may have taken it: ask before sending again
        const first = await outcome(o, err.message);
        if (first.found) return { ok: true, orderNo: first.orderNo };
        try {
          answer = await send(o);
        } catch (again) {
          if (again instanceof NoAnswer) throw new OrderOutcomeUnknown(`${again.message} (sent twice under ${o.transNo})`);
          throw again;
        }
      }
      if (answer.refusal === 'duplicate') {
        // an earlier attempt under this number reached the exchange: its order is ours
        const found = await outcome(o, `BSE says transaction ${o.transNo} exists`);
        if (found.found) return { ok: true, orderNo: found.orderNo };
        throw new OrderOutcomeUnknown(`BSE says transaction ${o.transNo} exists but it cannot be found yet`);
      }
      return settle(o, answer);
    },
  };
}
