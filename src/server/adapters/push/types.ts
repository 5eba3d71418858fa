/** Web push (RFC 8030 with VAPID, RFC 8292, and aes128gcm payloads, RFC 8291) behind an interface. */
export interface PushTarget {
  endpoint: string;
  /** the browser's P-256 public key, base64url */
  p256dh: string;
  /** the browser's auth secret, base64url */
  auth: string;
}

export type PushResult =
  | { ok: true; status: number }
  /** `gone`: the push service says the subscription no longer exists (404, 410): delete it */
  | { ok: false; gone: boolean; status: number | null; message: string };

export interface PushSender {
  readonly name: string;
  /** the VAPID public key browsers subscribe with; null when push is not configured */
  publicKey(): string | null;
  send(target: PushTarget, payload: string, opts?: { ttlSeconds?: number; urgency?: 'low' | 'normal' | 'high'; topic?: string }): Promise<PushResult>;
}
