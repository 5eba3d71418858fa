import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv } from '../lib/context.ts';

/**
 * Security headers on every answer. The CSP allows only our own origin for scripts, workers and
 * connections (the service worker registers from /sw.js, same origin); inline styles are allowed
 * because Radix's scroll lock injects a <style> element, but inline scripts are not.
 */
export const CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self'",
  "connect-src 'self'",
  "worker-src 'self'",
  "manifest-src 'self'",
  "frame-ancestors 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "object-src 'none'",
].join('; ');

/**
 * HSTS only on an answer that went over HTTPS: directly (the request URL), or through a proxy we
 * trust (TRUST_PROXY) that says so in X-Forwarded-Proto. Over plain HTTP a browser ignores it
 * anyway, and a spoofed header from an untrusted client must not decide it.
 */
export function cameOverHttps(c: Context<AppEnv>): boolean {
  if (new URL(c.req.url).protocol === 'https:') return true;
  const trust = c.get('deps')?.config.trustProxy ?? false;
  return trust && (c.req.header('x-forwarded-proto') ?? '').split(',')[0]!.trim().toLowerCase() === 'https';
}

/** The headers every answer carries whatever it is (Node's own refusals too: lib/client-error.ts). */
export const FIXED_SECURITY_HEADERS = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'DENY',
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=()',
} as const;

export const securityHeaders: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next();
  const h = c.res.headers;
  // a route with a stricter policy of its own (stored files: sandbox) keeps it
  if (!h.has('Content-Security-Policy')) h.set('Content-Security-Policy', CSP);
  if (cameOverHttps(c)) h.set('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
  for (const [name, value] of Object.entries(FIXED_SECURITY_HEADERS)) h.set(name, value);
};
