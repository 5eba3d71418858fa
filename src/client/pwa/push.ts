import { pushPublicKey, pushSubscribe, pushUnsubscribe } from '@shared/contract/notifications.ts';
import { api } from '../api/client.ts';

/**
 * Web push on this device (ours, beyond the spec): the service worker (sw/sw.ts) shows what the
 * server pushes and opens the notification's page on click. Subscribing asks the browser for
 * permission, then registers the subscription with the server.
 */
export type PushState = 'unsupported' | 'unavailable' | 'denied' | 'off' | 'on';

export const PUSH_MESSAGES = {
  denied: 'Notifications are blocked for this site. Allow them in your browser settings to get them on this device.',
  unavailable: 'Notifications on this device are not available',
  failed: 'Could not turn on notifications on this device. Please try again.',
} as const;

export function pushSupported(): boolean {
  return typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;
}

async function registration(): Promise<ServiceWorkerRegistration | null> {
  if (!pushSupported()) return null;
  return (await navigator.serviceWorker.getRegistration('/')) ?? null;
}

/** The VAPID key as the bytes PushManager wants. */
export function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const b64 = base64url
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(base64url.length / 4) * 4, '=');
  const raw = atob(b64);
  const out = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i++) out[i] = raw.charCodeAt(i);
  return out;
}

export async function pushState(): Promise<PushState> {
  if (!pushSupported()) return 'unsupported';
  if (Notification.permission === 'denied') return 'denied';
  const reg = await registration();
  if (!reg) return 'unavailable';
  return (await reg.pushManager.getSubscription()) ? 'on' : 'off';
}

/** Asks permission, subscribes this browser with our VAPID key and tells the server. Throws the message to show. */
export async function enablePush(): Promise<void> {
  if (!pushSupported()) throw new Error(PUSH_MESSAGES.unavailable);
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') throw new Error(PUSH_MESSAGES.denied);
  const { public_key } = await api(pushPublicKey);
  const reg = await registration();
  if (!public_key || !reg) throw new Error(PUSH_MESSAGES.unavailable);
  let sub: PushSubscription;
  try {
    sub = (await reg.pushManager.getSubscription()) ?? (await reg.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(public_key) }));
  } catch {
    // the browser's push service could not be reached, or refused
    throw new Error(PUSH_MESSAGES.failed);
  }
  const json = sub.toJSON() as { endpoint: string; expirationTime?: number | null; keys?: { p256dh: string; auth: string } };
  if (!json.keys) throw new Error(PUSH_MESSAGES.failed);
  try {
    await api(pushSubscribe, { endpoint: json.endpoint, expirationTime: json.expirationTime ?? null, keys: json.keys });
  } catch (err) {
    // the server refused it: do not leave a subscription nobody sends to
    await sub.unsubscribe().catch(() => undefined);
    throw err;
  }
}

/** Stops pushes to this browser: tells the server, then drops the browser's subscription. */
export async function disablePush(): Promise<void> {
  const reg = await registration();
  const sub = reg ? await reg.pushManager.getSubscription() : null;
  if (!sub) return;
  await api(pushUnsubscribe, { endpoint: sub.endpoint }, { quiet: true }).catch(() => undefined);
  await sub.unsubscribe().catch(() => undefined);
}
