import type { OtpDelivery, OtpMessage } from './types.ts';

/**
 * An HTTP SMS gateway: POSTs JSON `{ to: "+91XXXXXXXXXX", message }` with the key as a bearer
 * token. Most Indian gateways (DLT-registered) accept this shape or sit behind a thin relay.
 */
export function smsGatewayDelivery(url: string, key: string | null, fetchImpl: typeof fetch = fetch): OtpDelivery {
  return {
    name: 'sms-gateway',
    inRequest: false,
    async send(m: OtpMessage) {
      if (m.channel !== 'sms') throw new Error('sms gateway only sends SMS');
      const res = await fetchImpl(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(key ? { authorization: `Bearer ${key}` } : {}) },
        body: JSON.stringify({ to: `+91${m.to}`, message: m.body }),
        signal: AbortSignal.timeout(10_000),
      });
      if (!res.ok) throw new Error(`sms gateway answered ${res.status}`);
    },
  };
}
