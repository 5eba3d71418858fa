import type webpushModule from 'web-push';
import type { PushResult, PushSender, PushTarget } from './types.ts';
import type { VapidKeys } from './vapid.ts';

/**
 * Sends pushes with the `web-push` library building the request (aes128gcm encryption of the
 * payload for the browser's keys, the VAPID JWT signed with our private key) and fetch carrying
 * it, so the network hop has a timeout and tests can point it at a local endpoint.
 * Keys are resolved on first use: a server that never pushes never creates them. The library
 * itself is loaded on the first push, not at every start of the server.
 */
export function webPushSender(keys: () => VapidKeys | null, fetchImpl: typeof fetch = fetch, timeoutMs = 10_000): PushSender {
  let resolved: VapidKeys | null | undefined;
  const get = () => (resolved === undefined ? (resolved = keys()) : resolved);
  return {
    name: 'web-push',
    publicKey: () => get()?.publicKey ?? null,
    async send(target: PushTarget, payload: string, opts = {}): Promise<PushResult> {
      const k = get();
      if (!k) return { ok: false, gone: false, status: null, message: 'web push is not configured (no VAPID keys)' };
      const { default: webpush } = await import('web-push');
      let details: ReturnType<typeof webpushModule.generateRequestDetails>;
      try {
        details = webpush.generateRequestDetails({ endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } }, payload, {
          vapidDetails: { subject: k.subject, publicKey: k.publicKey, privateKey: k.privateKey },
          TTL: opts.ttlSeconds ?? 24 * 3600,
          urgency: opts.urgency ?? 'normal',
          ...(opts.topic ? { topic: opts.topic } : {}),
        });
      } catch (err) {
        // keys the browser sent that are not a P-256 point: this subscription can never work
        return { ok: false, gone: true, status: null, message: err instanceof Error ? err.message : String(err) };
      }
      const headers: Record<string, string> = {};
      for (const [name, value] of Object.entries(details.headers)) headers[name] = String(value);
      let res: Response;
      try {
        res = await fetchImpl(details.endpoint, {
          method: details.method,
          headers,
          body: details.body ? new Uint8Array(details.body) : null,
          signal: AbortSignal.timeout(timeoutMs),
          redirect: 'error',
        });
      } catch (err) {
        return { ok: false, gone: false, status: null, message: err instanceof Error ? err.message : String(err) };
      }
      await res.arrayBuffer().catch(() => undefined);
      if (res.status >= 200 && res.status < 300) return { ok: true, status: res.status };
      return { ok: false, gone: res.status === 404 || res.status === 410, status: res.status, message: `push service answered ${res.status}` };
    },
  };
}
