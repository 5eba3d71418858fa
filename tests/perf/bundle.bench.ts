import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/support/chromium.ts';
import { SIGN_IN_JS_BUDGET_KIB } from './budgets.ts';
import { startServer, type BenchResult } from './support.ts';

/**
 * What a first visit to /sign-in downloads, measured in Chromium as bytes on the wire (gzip),
 * split into JavaScript, CSS and the rest. The service worker's precache runs after load and is
 * not counted: it does not delay the first render.
 */
export async function bundleBench(): Promise<BenchResult[]> {
  const server = await startServer({ port: 8292 });
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const context = await browser.newContext({ serviceWorkers: 'block' });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    const sizes = new Map<string, { type: string; bytes: number }>();
    cdp.on('Network.responseReceived', (e) => sizes.set(e.requestId, { type: e.type, bytes: 0 }));
    cdp.on('Network.loadingFinished', (e) => {
      const s = sizes.get(e.requestId);
      if (s) s.bytes = e.encodedDataLength;
    });
    await page.goto('http://127.0.0.1:8292/sign-in', { waitUntil: 'networkidle' });
    await page.getByRole('heading', { name: 'Sign in to Nivesh' }).waitFor();
    const sum = (type: string) => [...sizes.values()].filter((s) => s.type === type).reduce((a, s) => a + s.bytes, 0) / 1024;
    const scripts = [...sizes.values()].filter((s) => s.type === 'Script').length;
    return [
      // React DOM, TanStack Router and Query, the auth persister and workbox-window are ~150 KiB of
      // it; the sign-in screen and its widgets are the rest (Lighthouse mobile performance stays above 90).
      { name: '/sign-in initial JavaScript (gzip, on the wire)', value: sum('Script'), unit: 'KiB', budget: SIGN_IN_JS_BUDGET_KIB, note: `(${scripts} files)` },
      { name: '/sign-in CSS (gzip)', value: sum('Stylesheet'), unit: 'KiB', budget: 20 },
      { name: '/sign-in everything (gzip)', value: [...sizes.values()].reduce((a, s) => a + s.bytes, 0) / 1024, unit: 'KiB', budget: 250 },
    ];
  } finally {
    await browser.close();
    await server.stop();
  }
}
