/**
 * The web-push message the server sends (services/notifications/dispatch.ts) and the service
 * worker shows (sw/sw.ts). Read defensively: a push payload is outside input to the worker.
 */
export interface PushMessage {
  id: number | null;
  title: string;
  body: string;
  /** an app path on our own origin; anything else falls back to /portal */
  link: string;
  tag: string;
}

const FALLBACK = '/portal';

/** Only a path of our app: starts with one slash, no scheme, no protocol-relative '//' or backslash tricks. */
export function safeAppPath(link: unknown): string {
  if (typeof link !== 'string' || !link.startsWith('/') || link.startsWith('//') || link.includes('\\') || link.length > 500) return FALLBACK;
  return /^\/[A-Za-z0-9\-._~/?#=&%]*$/.test(link) ? link : FALLBACK;
}

export function parsePushMessage(text: string | null | undefined): PushMessage {
  let data: Record<string, unknown> = {};
  try {
    const parsed: unknown = text ? JSON.parse(text) : {};
    if (parsed && typeof parsed === 'object') data = parsed as Record<string, unknown>;
  } catch {
    // not JSON: show a generic notice rather than nothing
  }
  const str = (v: unknown, max: number) => (typeof v === 'string' ? v.slice(0, max) : '');
  const id = typeof data.id === 'number' && Number.isSafeInteger(data.id) ? data.id : null;
  return {
    id,
    title: str(data.title, 120) || 'Nivesh',
    body: str(data.body, 500) || 'You have a new notification.',
    link: safeAppPath(data.link),
    tag: str(data.tag, 64) || (id !== null ? `notification-${id}` : 'nivesh'),
  };
}
