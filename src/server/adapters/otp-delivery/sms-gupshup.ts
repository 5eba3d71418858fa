import { assertRegisteredSms, type SmsKind } from './sms-templates.ts';
import type { OtpDelivery, OtpMessage } from './types.ts';

/** What the DLT platform registered for this sender: TRAI requires all three on every SMS. */
export interface DltIdentity {
  /** the principal entity ID (PE ID) of the registered business */
  entityId: string;
  /** the registered header (sender ID), six letters for transactional SMS */
  header: string;
  /** the registered content template ID of each message kind */
  templateIds: Record<SmsKind, string>;
}

export interface GupshupOptions {
  /** the Enterprise SMS API endpoint (…/GatewayAPI/rest) */
  url: string;
  userId: string;
  apiKey: string;
  dlt: DltIdentity;
  /** each send gives up after this long: a stuck gateway must not hold a job or a request */
  timeoutMs: number;
  /** after this many failures in a row the gateway is not called for `pauseMs` (no retry storm) */
  failuresBeforePause?: number;
  pauseMs?: number;
  fetchImpl?: typeof fetch;
  now?: () => number;
}

/** The gateway's refusal of one SMS, with its error code when it gave one. */
export class SmsRefused extends Error {
  constructor(
    message: string,
    readonly code: string | null,
  ) {
    super(message);
  }
}

/**
 * Gupshup's Enterprise SMS HTTP API (method=SendMessage, v1.1), one of the most used gateways for
 * Indian transactional SMS. The request is a form POST naming the DLT principal entity ID
 * (`principalEntityId`), the content template ID (`dltTemplateId`) and the header (`mask`), with the
 * text rendered from the registered template. The answer (format=text) is one line:
 * `success | 919876543210 | <message id>` or `error | 919876543210 | <code> | <reason>`.
 *
 * Each SMS is tried once: an OTP the investor did not get is asked for again with RESEND, so a
 * retry here would only double the texts when the first one was merely slow. After several
 * failures in a row the gateway rests for a while and sends fail at once, so a gateway that is
 * down is not hammered by every sign-in.
 */
export function gupshupSms(o: GupshupOptions): OtpDelivery {
  const fetchImpl = o.fetchImpl ?? fetch;
  const now = o.now ?? Date.now;
  const limit = o.failuresBeforePause ?? 5;
  const pauseMs = o.pauseMs ?? 60_000;
  let failures = 0;
  let pausedUntil = 0;

  async function post(m: OtpMessage): Promise<string> {
    const ref = assertRegisteredSms(m);
    const form = new URLSearchParams({
      method: 'SendMessage',
      v: '1.1',
      format: 'text',
      auth_scheme: 'plain',
      userid: o.userId,
      password: o.apiKey,
      send_to: `91${m.to}`,
      msg: m.body,
      msg_type: 'TEXT',
      mask: o.dlt.header,
      principalEntityId: o.dlt.entityId,
      dltTemplateId: o.dlt.templateIds[ref.kind],
    });
    let res: Response;
    try {
      res = await fetchImpl(o.url, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: form.toString(),
        signal: AbortSignal.timeout(o.timeoutMs),
      });
    } catch (err) {
      const timedOut = err instanceof Error && (err.name === 'TimeoutError' || err.name === 'AbortError');
      throw new SmsRefused(
        timedOut ? `SMS gateway did not answer within ${o.timeoutMs} ms` : `SMS gateway unreachable: ${err instanceof Error ? err.message : String(err)}`,
        null,
      );
    }
    const text = (await res.text()).trim();
    if (!res.ok) throw new SmsRefused(`SMS gateway answered HTTP ${res.status}`, null);
    return readAnswer(text);
  }

  return {
    name: 'gupshup',
    inRequest: false,
    async send(m: OtpMessage) {
      if (m.channel !== 'sms') throw new Error('the SMS gateway only sends SMS');
      if (now() < pausedUntil)
        throw new SmsRefused(`SMS gateway paused after ${failures} failures in a row; not called until ${new Date(pausedUntil).toISOString()}`, null);
      try {
        await post(m);
        failures = 0;
      } catch (err) {
        // a refusal of this one message (bad number, template) says nothing about the gateway's health
        if (!(err instanceof SmsRefused) || err.code === null) {
          failures += 1;
          if (failures >= limit) pausedUntil = now() + pauseMs;
        }
        throw err;
      }
    },
  };
}

/** Reads Gupshup's one-line text answer: the message id on success, a refusal otherwise. */
export function readAnswer(text: string): string {
  const parts = text.split('|').map((p) => p.trim());
  if (parts[0]?.toLowerCase() === 'success' && parts.length >= 3 && parts.at(-1)) return parts.at(-1)!;
  if (parts[0]?.toLowerCase() === 'error') {
    const code = parts.slice(1).find((p) => /^\d{1,4}$/.test(p)) ?? 'unknown';
    throw new SmsRefused(`SMS gateway refused the message: ${code} ${parts.at(-1) ?? ''}`.trim(), code);
  }
  throw new SmsRefused(`SMS gateway answered something unreadable: ${text.slice(0, 120)}`, null);
}
