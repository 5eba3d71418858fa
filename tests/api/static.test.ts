import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/harness.ts';

/** A built PWA in miniature: the same file kinds vite writes. */
function fakeDist(): string {
  const dir = mkdtempSync(join(tmpdir(), 'nivesh-dist-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), `<!doctype html><html><body><div id="root"></div>${'<!-- pad -->'.repeat(200)}</body></html>`);
  writeFileSync(join(dir, 'assets', 'index-Ab12Cd34.js'), `console.log(${JSON.stringify('x'.repeat(5000))});`);
  writeFileSync(join(dir, 'sw.js'), 'self.addEventListener("fetch", () => {});');
  writeFileSync(join(dir, 'manifest.webmanifest'), JSON.stringify({ name: 'Nivesh' }));
  writeFileSync(join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  // what the build's prerender writes: public pages and a portal shell per route
  mkdirSync(join(dir, 'prerendered', 'portal', 'invest'), { recursive: true });
  const page = (name: string) => `<!doctype html><html><body><div id="root" data-prerendered="${name}"></div></body></html>`;
  writeFileSync(join(dir, 'prerendered', 'index.html'), page('/sign-in'));
  writeFileSync(join(dir, 'prerendered', 'sign-in.html'), page('/sign-in'));
  writeFileSync(join(dir, 'prerendered', 'portal.html'), page('portal generic'));
  writeFileSync(join(dir, 'prerendered', 'portal', 'cart.html'), page('portal cart'));
  writeFileSync(join(dir, 'prerendered', 'portal', 'invest', '$schemeId.html'), page('portal invest'));
  return dir;
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ staticDir: fakeDist() });
});
afterAll(() => t.close());

describe('static PWA serving', () => {
  it('caches hashed assets immutably and compresses them', async () => {
    const res = await t.app.request('/assets/index-Ab12Cd34.js', { headers: { 'Accept-Encoding': 'gzip, br' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(res.headers.get('content-type')).toContain('text/javascript');
  });

  it.each(['/index.html', '/sw.js', '/manifest.webmanifest'])('never lets %s be cached without revalidation', async (path) => {
    const res = await t.app.request(path);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-cache');
  });

  it('answers client routes with the app shell and security headers', async () => {
    for (const path of ['/', '/sign-in', '/portal/menu/manage-sip', '/onboarding/fatca']) {
      const res = await t.app.request(path);
      expect(res.status, path).toBe(200);
      expect(await res.text()).toContain('<div id="root"');
      expect(res.headers.get('content-security-policy')).toContain("default-src 'self'");
    }
  });

  it('answers a navigation with its prerendered page when the build has one, else the empty shell', async () => {
    const expected: Array<[string, string]> = [
      ['/', 'data-prerendered="/sign-in"'],
      ['/sign-in', 'data-prerendered="/sign-in"'],
      ['/portal/cart', 'data-prerendered="portal cart"'],
      ['/portal/invest/123', 'data-prerendered="portal invest"'],
      ['/portal/menu/manage-sip', 'data-prerendered="portal generic"'],
      ['/terms', '<div id="root"></div>'],
    ];
    for (const [path, marker] of expected) {
      const res = await t.app.request(path);
      expect(res.status, path).toBe(200);
      expect(await res.text(), path).toContain(marker);
      // the page names the hashed assets of its build, like index.html
      expect(res.headers.get('cache-control'), path).toBe('no-cache');
    }
  });

  it('never answers /api with the shell', async () => {
    const res = await t.app.request('/api/unknown/thing', { headers: { Version: '3.2' } });
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ errors: ['Not found'] });
  });

  it('gives a missing hashed asset a real 404, not the shell', async () => {
    const res = await t.app.request('/assets/index-gone123.js');
    expect(res.status).toBe(404);
  });

  it('supports conditional requests', async () => {
    const first = await t.app.request('/favicon.svg');
    const etag = first.headers.get('etag')!;
    const again = await t.app.request('/favicon.svg', { headers: { 'If-None-Match': etag } });
    expect(again.status).toBe(304);
  });
});
