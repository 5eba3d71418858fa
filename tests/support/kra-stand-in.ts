import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { escapeXml, readText } from '../../src/server/lib/soap-xml.ts';

/**
 * A local stand-in of CVL KRA's PAN inquiry service, speaking its SOAP 1.1 exchange: GetPassword
 * (password + pass key → session password) and GetPanStatus (an APP_RES_ROOT record, escaped inside
 * the result element). It checks the credentials as the service does, answers each PAN with the
 * APP_STATUS code it was given, and can answer with an ERROR record, a SOAP fault, or not at all.
 */
export interface KraStandIn {
  url: string;
  /** PAN → APP_STATUS code; a PAN not listed is '005' (not available) */
  statuses: Map<string, string>;
  /** what the next GetPanStatus answers instead of a record */
  mode: 'normal' | 'hang' | 'fault' | 'http-500' | 'garbage';
  /** SOAP actions received, in order */
  actions: string[];
  close(): Promise<void>;
}

export const KRA_STAND_IN_CREDENTIALS = { userName: 'NIVESHUSR', posCode: 'POS001', password: 'kra-pass', passKey: 'PK1234' };
const SESSION_PASSWORD = 'ENC(kra-pass)';

const envelope = (inner: string) =>
  `<?xml version="1.0" encoding="utf-8"?><soap:Envelope xmlns:soap="http://schemas.xmlsoap.org/soap/envelope/"><soap:Body>${inner}</soap:Body></soap:Envelope>`;
const result = (op: string, text: string) =>
  envelope(`<${op}Response xmlns="https://www.cvlkra.com/"><${op}Result>${escapeXml(text)}</${op}Result></${op}Response>`);
const errorRecord = (code: string, msg: string) => `<APP_RES_ROOT><ERROR><ERROR_CODE>${code}</ERROR_CODE><ERROR_MSG>${msg}</ERROR_MSG></ERROR></APP_RES_ROOT>`;

export async function startKraStandIn(): Promise<KraStandIn> {
  const held: ServerResponse[] = [];
  const state: Omit<KraStandIn, 'url' | 'close'> = { statuses: new Map(), mode: 'normal', actions: [] };
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const xml = Buffer.concat(chunks).toString('utf8');
      const action = String(req.headers.soapaction ?? '').replace(/"/g, '');
      state.actions.push(action);
      res.setHeader('content-type', 'text/xml; charset=utf-8');
      if (req.method !== 'POST' || !String(req.headers['content-type']).startsWith('text/xml')) {
        res.statusCode = 415;
        res.end();
        return;
      }
      if (action.endsWith('/GetPassword')) {
        const ok = readText(xml, 'password') === KRA_STAND_IN_CREDENTIALS.password && readText(xml, 'PassKey') === KRA_STAND_IN_CREDENTIALS.passKey;
        res.end(result('GetPassword', ok ? SESSION_PASSWORD : errorRecord('WEBERR-001', 'Invalid Password / PassKey')));
        return;
      }
      if (!action.endsWith('/GetPanStatus')) {
        res.statusCode = 500;
        res.end(envelope('<soap:Fault><faultcode>soap:Client</faultcode><faultstring>Unknown SOAPAction</faultstring></soap:Fault>'));
        return;
      }
      if (state.mode === 'hang') return void held.push(res);
      if (state.mode === 'fault') {
        res.statusCode = 500;
        res.end(envelope('<soap:Fault><faultcode>soap:Server</faultcode><faultstring>Server was unable to process request.</faultstring></soap:Fault>'));
        return;
      }
      if (state.mode === 'http-500') {
        res.statusCode = 502;
        res.end('Bad Gateway');
        return;
      }
      if (state.mode === 'garbage') return void res.end(result('GetPanStatus', 'Service temporarily unavailable'));
      const login =
        readText(xml, 'userName') === KRA_STAND_IN_CREDENTIALS.userName &&
        readText(xml, 'PosCode') === KRA_STAND_IN_CREDENTIALS.posCode &&
        readText(xml, 'password') === SESSION_PASSWORD &&
        readText(xml, 'PassKey') === KRA_STAND_IN_CREDENTIALS.passKey;
      if (!login) return void res.end(result('GetPanStatus', errorRecord('WEBERR-002', 'Invalid User ID / Password')));
      const pan = (readText(xml, 'panNo') ?? '').toUpperCase();
      if (!/^[A-Z]{5}\d{4}[A-Z]$/.test(pan)) return void res.end(result('GetPanStatus', errorRecord('WEBERR-999', 'Invalid PAN NO Format')));
      const status = state.statuses.get(pan) ?? '005';
      res.end(
        result(
          'GetPanStatus',
          `<APP_RES_ROOT><APP_PAN_INQ><APP_PAN_NO>${pan}</APP_PAN_NO><APP_NAME>RAVI KUMAR</APP_NAME><APP_STATUS>${status}</APP_STATUS><APP_STATUSDT>15-03-2024 11:20:05</APP_STATUSDT><APP_ENTRYDT>01-02-2019 10:00:00</APP_ENTRYDT><APP_MODDT/><APP_STATUS_DELTA/><APP_UPDT_STATUS/><APP_HOLD_DEACTIVE_RMKS/><APP_UPDT_RMKS/><APP_KYC_MODE>0</APP_KYC_MODE><APP_IPV_FLAG>Y</APP_IPV_FLAG></APP_PAN_INQ><APP_PAN_SUMM><BATCH_ID>1</BATCH_ID><APP_RESPONSE_DATE>28-11-2026 10:30:00</APP_RESPONSE_DATE><APP_TOTAL_REC>1</APP_TOTAL_REC></APP_PAN_SUMM></APP_RES_ROOT>`,
        ),
      );
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/CVLPanInquiry.asmx`;
  return Object.assign(state, {
    url,
    close: async () => {
      for (const r of held) r.destroy();
      await new Promise<void>((r) => server.close(() => r()));
    },
  });
}
