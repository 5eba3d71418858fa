import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { escapeXml, readText } from '../../src/server/lib/soap-xml.ts';

/**
 * A local stand-in of BSE StAR MF's order entry service (MFOrder.svc), speaking its SOAP 1.2 with
 * WS-Addressing: the Action header must match the content type's action and To the endpoint, as
 * WCF checks them. getPassword hands out session passwords; orderEntryParam books purchases and
 * redemptions, one per transaction number per member per day, and answers the pipe line. It can
 * expire sessions, say the cut-off has passed, hold an answer, or book an order and cut the
 * connection (the answer lost after the exchange acted). Its book stands in for the exchange's
 * order status report.
 */
export interface BseStandIn {
  url: string;
  credentials: { memberCode: string; userId: string; password: string; passKey: string };
  /** transaction number → order number, for every order booked */
  book: Map<string, string>;
  /** every orderEntryParam received, as its fields */
  orders: Array<Record<string, string>>;
  /** the next orderEntryParam: booked then the connection is cut ('drop'), or held unbooked ('hang') */
  next: 'answer' | 'drop' | 'hang';
  cutOffPassed: boolean;
  /** makes every session password handed out so far invalid */
  expireSessions(): void;
  passwordCalls: number;
  close(): Promise<void>;
}

const ORDER_FIELDS = ['TransCode', 'TransNo', 'OrderId', 'UserID', 'MemberId', 'ClientCode', 'SchemeCd', 'BuySell', 'BuySellType', 'DPTxn', 'OrderVal', 'Qty', 'AllRedeem', 'FolioNo', 'Remarks', 'KYCStatus', 'RefNo', 'SubBrCode', 'EUIN', 'EUINVal', 'MinRedeem', 'DPC', 'IPAdd', 'Password', 'PassKey', 'Parma1', 'Param2', 'Param3'];

const envelope = (action: string, body: string) =>
  `<s:Envelope xmlns:s="http://www.w3.org/2003/05/soap-envelope" xmlns:a="http://www.w3.org/2005/08/addressing"><s:Header><a:Action s:mustUnderstand="1">${action}Response</a:Action></s:Header><s:Body>${body}</s:Body></s:Envelope>`;
const fault = (reason: string) =>
  `<s:Envelope xmlns:s="http://www.w3.org/2003/05/soap-envelope"><s:Body><s:Fault><s:Code><s:Value>s:Sender</s:Value></s:Code><s:Reason><s:Text xml:lang="en-US">${escapeXml(reason)}</s:Text></s:Reason></s:Fault></s:Body></s:Envelope>`;

export async function startBseStandIn(credentials = { memberCode: '10231', userId: '1023101', password: 'bse-pass', passKey: 'PASSKEY1' }): Promise<BseStandIn> {
  const sessions = new Set<string>();
  const held: ServerResponse[] = [];
  let orderSeq = 31_450_000;
  const state = {
    credentials,
    book: new Map<string, string>(),
    orders: [] as Array<Record<string, string>>,
    next: 'answer' as BseStandIn['next'],
    cutOffPassed: false,
    passwordCalls: 0,
    expireSessions: () => sessions.clear(),
  };
  let url = '';
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const xml = Buffer.concat(chunks).toString('utf8');
      const ctAction = /action="([^"]+)"/.exec(String(req.headers['content-type']))?.[1] ?? '';
      const wsaAction = readText(xml, 'Action') ?? '';
      res.setHeader('content-type', 'application/soap+xml; charset=utf-8');
      if (!String(req.headers['content-type']).startsWith('application/soap+xml')) {
        res.statusCode = 415;
        return void res.end();
      }
      if (!wsaAction || wsaAction !== ctAction || readText(xml, 'To') !== url) {
        res.statusCode = 500;
        return void res.end(fault(`The message with Action '${wsaAction}' cannot be processed at the receiver, due to a ContractFilter mismatch at the EndpointDispatcher.`));
      }
      const op = wsaAction.split('/').at(-1);
      const result = (text: string) => res.end(envelope(wsaAction, `<${op}Response xmlns="http://bsestarmf.in/"><${op}Result>${escapeXml(text)}</${op}Result></${op}Response>`));
      if (op === 'getPassword') {
        state.passwordCalls++;
        const ok = readText(xml, 'UserId') === credentials.userId && readText(xml, 'Password') === credentials.password && readText(xml, 'PassKey') === credentials.passKey;
        if (!ok) return void result('101|FAILED: INVALID USER ID OR PASSWORD');
        const session = `SESS${state.passwordCalls}x${Math.random().toString(36).slice(2, 10)}`;
        sessions.add(session);
        return void result(`100|${session}`);
      }
      if (op !== 'orderEntryParam') {
        res.statusCode = 500;
        return void res.end(fault(`Unknown operation ${op}`));
      }
      const f = Object.fromEntries(ORDER_FIELDS.map((k) => [k, readText(xml, k) ?? '']));
      state.orders.push(f);
      const line = (orderId: string, remarks: string, flag: 0 | 1) => `${f.TransCode}|${f.TransNo}|${orderId}|${f.UserID}|${f.MemberId}|${f.ClientCode}|${remarks}|${flag}`;
      if (state.next === 'hang') {
        state.next = 'answer';
        return void held.push(res);
      }
      if (f.UserID !== credentials.userId || f.MemberId !== credentials.memberCode || f.PassKey !== credentials.passKey || !sessions.has(f.Password!)) return void result(line('0', 'FAILED: PASSWORD EXPIRED OR INVALID', 1));
      if (state.book.has(f.TransNo!)) return void result(line('0', 'FAILED: DUPLICATE TRANSACTION NUMBER', 1));
      if (state.cutOffPassed) return void result(line('0', 'FAILED: ORDER ENTRY TIME IS OVER (CUT OFF TIME PASSED)', 1));
      if (!f.SchemeCd || !f.ClientCode) return void result(line('0', 'FAILED: SCHEME CODE / CLIENT CODE MANDATORY', 1));
      const orderId = String(orderSeq++);
      state.book.set(f.TransNo!, orderId);
      if (state.next === 'drop') {
        state.next = 'answer';
        return void res.destroy();
      }
      const what = f.BuySell === 'R' ? 'REDEMPTION' : `${f.BuySellType} PURCHASE`;
      result(line(orderId, `ORD CONF: Your Request for ${what} ${f.OrderVal || f.Qty || 'ALL UNITS'} in SCHEME: ${f.SchemeCd} is confirmed for CLIENT CODE: ${f.ClientCode} ORDER NO: ${orderId}`, 0));
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/MFOrderEntry/MFOrder.svc`;
  return Object.assign(state, {
    url,
    close: async () => {
      for (const r of held) r.destroy();
      await new Promise<void>((r) => server.close(() => r()));
    },
  });
}
