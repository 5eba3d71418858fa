import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { pushSubscriptions } from '../../db/schema.ts';
import { refuse } from '../../lib/refusal.ts';

export const PUSH_MESSAGES = {
  invalid: 'Invalid push subscription',
  unknownService: 'Notifications on this browser use a push service we do not send to',
} as const;

/** Whether an endpoint is an https URL on one of the configured push services. */
export function allowedEndpoint(endpoint: string, hosts: readonly string[]): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.protocol !== 'https:' || url.username || url.password || (url.port && url.port !== '443')) return false;
  const host = url.hostname.toLowerCase();
  return hosts.some((h) => (h.startsWith('*.') ? host.endsWith(h.slice(1)) && host.length > h.length - 1 : host === h));
}

/**
 * Stores a browser's subscription for the investor (and the session that made it). The same
 * endpoint subscribed again (another investor on the same browser) moves to the new owner.
 */
export async function subscribe(
  db: Db,
  s: { userId: number; sessionId: number; endpoint: string; p256dh: string; auth: string; userAgent: string | null; now: Date },
  hosts: readonly string[],
): Promise<void> {
  if (!allowedEndpoint(s.endpoint, hosts)) throw refuse('invalid', PUSH_MESSAGES.unknownService);
  // a P-256 public key is 65 bytes uncompressed; the auth secret 16 bytes
  if (Buffer.from(s.p256dh, 'base64url').length !== 65 || Buffer.from(s.auth, 'base64url').length !== 16) throw refuse('invalid', PUSH_MESSAGES.invalid);
  const values = {
    userId: s.userId,
    sessionId: s.sessionId,
    p256dh: s.p256dh,
    auth: s.auth,
    userAgent: s.userAgent?.slice(0, 300) ?? null,
    createdAt: s.now,
    failures: 0,
  };
  await db
    .insert(pushSubscriptions)
    .values({ endpoint: s.endpoint, ...values })
    .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: values });
}

/** Forgets the investor's subscription for one endpoint (the browser unsubscribed or signed out). */
export async function unsubscribe(db: Db, userId: number, endpoint: string): Promise<boolean> {
  const rows = await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)))
    .returning({ id: pushSubscriptions.id });
  return rows.length > 0;
}

/** Sign-out: the subscriptions made in that session stop receiving pushes. */
export async function forgetSessionSubscriptions(db: Db, sessionId: number): Promise<void> {
  await db.delete(pushSubscriptions).where(eq(pushSubscriptions.sessionId, sessionId));
}

/** Every device of an investor stops receiving pushes (their sign-ins were all ended). */
export async function forgetUserSubscriptions(db: Db, userId: number): Promise<void> {
  await db.delete(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
}
