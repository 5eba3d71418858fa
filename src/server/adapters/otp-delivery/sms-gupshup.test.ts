import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { gupshupSms, readAnswer, SmsRefused, type DltIdentity } from './sms-gupshup.ts';
import { SMS_KINDS, smsMessage, type SmsKind } from './sms-templates.ts';

/**
 * The Gupshup adapter against a local stand-in of the Enterprise SMS API: it reads the form the
 * adapter posts and answers as the gateway does (`success | … | id`, `error | … | code | reason`),
 * or not at all.
 */
type Handler = (form: URLSearchParams, res: ServerResponse) => void;
let server: Server;
let url: string;
let handler: Handler;
const seen: URLSearchParams[] = [];
const held: ServerResponse[] = [];

beforeAll(async () => {
  server = createServer((req: IncomingMessage, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const form = new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
      // the gateway reads a form POST only; anything else is recorded as such and fails the comparison
      form.set('_request', `${req.method} ${req.headers['content-type']}`);
      seen.push(form);
      handler(form, res);
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/GatewayAPI/rest`;
});
afterAll(async () => {
  for (const r of held) r.destroy();
  await new Promise<void>((r) => server.close(() => r()));
});
beforeEach(() => {
  seen.length = 0;
  handler = (form, res) => res.end(`success | ${form.get('send_to')} | 3855218462386093421-123456789012345678\n`);
});

const templateIds = Object.fromEntries(SMS_KINDS.map((k, i) => [k, `120716${String(1000000000000 + i)}`])) as Record<SmsKind, string>;
const dlt: DltIdentity = { entityId: '1201160000000012345', header: 'NIVESH', templateIds };
const otpSms = { channel: 'sms' as const, to: '9876543210', ...smsMessage('OTP_SIGN_IN', '482913') };

describe('Gupshup Enterprise SMS with DLT fields', () => {
  it("posts the entity ID, the kind's template ID, the header and the exact registered text", async () => {
    const sms = gupshupSms({ url, userId: '2000123456', apiKey: 'k3y', dlt, timeoutMs: 2_000 });
    const text = smsMessage('OTP_TRANSACTION', '105577', 'Normal');
    await sms.send({ channel: 'sms', to: '9876543210', ...text });
    expect(seen).toHaveLength(1);
    expect(Object.fromEntries(seen[0]!)).toEqual({
      _request: 'POST application/x-www-form-urlencoded',
      method: 'SendMessage',
      v: '1.1',
      format: 'text',
      auth_scheme: 'plain',
      userid: '2000123456',
      password: 'k3y',
      send_to: '919876543210',
      msg: '105577 is your OTP to confirm your Normal order on Nivesh. It is valid for 5 minutes. Never share it with anyone.',
      msg_type: 'TEXT',
      mask: 'NIVESH',
      principalEntityId: '1201160000000012345',
      dltTemplateId: templateIds.OTP_TRANSACTION,
    });
  });

  it('refuses, without calling the gateway, an SMS not built from its template', async () => {
    const sms = gupshupSms({ url, userId: 'u', apiKey: 'k', dlt, timeoutMs: 2_000 });
    await expect(sms.send({ channel: 'sms', to: '9876543210', body: '482913 is your code' })).rejects.toThrow('without a registered DLT template');
    await expect(sms.send({ ...otpSms, body: `${otpSms.body} Visit us!` })).rejects.toThrow('does not match its DLT template');
    expect(seen).toHaveLength(0);
  });

  it("reports the gateway's refusal with its code, and an HTTP error, each after one request", async () => {
    handler = (form, res) => res.end(`error | ${form.get('send_to')} | 175 | DLT template not matched\n`);
    const sms = gupshupSms({ url, userId: 'u', apiKey: 'k', dlt, timeoutMs: 2_000 });
    const refused = await sms.send(otpSms).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(SmsRefused);
    expect(refused).toMatchObject({ code: '175', message: 'SMS gateway refused the message: 175 DLT template not matched' });
    handler = (_f, res) => {
      res.statusCode = 503;
      res.end('Service Unavailable');
    };
    await expect(sms.send(otpSms)).rejects.toThrow('SMS gateway answered HTTP 503');
    expect(seen).toHaveLength(2);
  });

  it('gives up on a gateway that does not answer within the time-out, and does not send again', async () => {
    handler = (_f, res) => held.push(res);
    const sms = gupshupSms({ url, userId: 'u', apiKey: 'k', dlt, timeoutMs: 150 });
    await expect(sms.send(otpSms)).rejects.toThrow('SMS gateway did not answer within 150 ms');
    expect(seen).toHaveLength(1);
  });

  it('rests after failures in a row instead of hammering a gateway that is down, then tries again', async () => {
    handler = (_f, res) => {
      res.statusCode = 502;
      res.end();
    };
    let t = 1_000_000;
    const sms = gupshupSms({ url, userId: 'u', apiKey: 'k', dlt, timeoutMs: 2_000, failuresBeforePause: 2, pauseMs: 60_000, now: () => t });
    await expect(sms.send(otpSms)).rejects.toThrow('HTTP 502');
    await expect(sms.send(otpSms)).rejects.toThrow('HTTP 502');
    await expect(sms.send(otpSms)).rejects.toThrow('paused after 2 failures in a row');
    expect(seen).toHaveLength(2);
    t += 60_000;
    handler = (form, res) => res.end(`success | ${form.get('send_to')} | 1-2`);
    await sms.send(otpSms);
    expect(seen).toHaveLength(3);
  });

  it('a refusal of one message (a code from the gateway) does not pause the gateway for everyone', async () => {
    handler = (form, res) => res.end(`error | ${form.get('send_to')} | 322 | Invalid mobile number`);
    const sms = gupshupSms({ url, userId: 'u', apiKey: 'k', dlt, timeoutMs: 2_000, failuresBeforePause: 1 });
    await expect(sms.send(otpSms)).rejects.toThrow('322');
    await expect(sms.send(otpSms)).rejects.toThrow('322');
    expect(seen).toHaveLength(2);
  });

  it('reads the one-line answers, and refuses an unreadable one', () => {
    expect(readAnswer('success | 919876543210 | 3855218462386093421-123456789012345678')).toBe('3855218462386093421-123456789012345678');
    expect(() => readAnswer('error | 919876543210 | 105 | Authentication failed')).toThrow('105 Authentication failed');
    expect(() => readAnswer('<html>Bad gateway</html>')).toThrow('unreadable');
  });

  it('only sends SMS', async () => {
    const sms = gupshupSms({ url, userId: 'u', apiKey: 'k', dlt, timeoutMs: 2_000 });
    await expect(sms.send({ channel: 'email', to: 'a@b.in', body: 'x' })).rejects.toThrow('only sends SMS');
  });
});
