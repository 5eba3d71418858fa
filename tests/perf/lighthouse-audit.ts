/**
 * One Lighthouse audit of one page, on Lighthouse's phone profile
 * (its default: an emulated mid-range phone, simulated 4G), in Debian's Chromium. Shared by
 * `npm run lighthouse` (median of three runs, full reports) and the e2e quality gate (one run,
 * accessibility and best practices must be 100).
 *
 * Signed-in pages use the demo investor: signed in through the API (email OTP read from the demo
 * outbox) and the session put where the app keeps it (localStorage, as after a sign-in on screen);
 * the audit keeps that storage.
 */
import type { Browser } from 'puppeteer-core';
import lighthouse from 'lighthouse';
import type { Result as LighthouseResult } from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import puppeteer from 'puppeteer-core';
import { API_VERSION } from '../../src/shared/contract/common.ts';
import type { SchemeCard, SubAssetClass } from '../../src/shared/contract/schemes.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/support/chromium.ts';

export type { LighthouseResult };

export const DEMO_EMAIL = 'demo.investor@example.com';
const DEMO_PAN = 'ABCPK1234F';

/** The five pages the e2e quality gate holds at 100 for accessibility and best practices, by the name used on the command line and for report files. */
export const PAGE_NAMES = ['sign-in', 'dashboard', 'portfolio', 'scheme-list', 'cart'] as const;
/** Every main route `npm run lighthouse` audits: the five, and the other pages an investor reads most. */
export const AUDITED_PAGES = [...PAGE_NAMES, 'scheme-detail', 'history', 'profile', 'statements', 'family-portfolio', 'faqs'] as const;
export type PageName = (typeof AUDITED_PAGES)[number];

export interface DemoSession {
  token: string;
  /** the value the app persists under localStorage `nivesh.auth` after a sign-in */
  stored: string;
}

const headers = (token?: string) => ({ Version: API_VERSION, 'Content-Type': 'application/json', ...(token ? { token } : {}) });

/** Signs the demo investor in through the API (PAN, email OTP from the demo outbox). */
export async function demoSession(origin: string): Promise<DemoSession> {
  const sent = await (
    await fetch(`${origin}/api/login/send_email_otp`, { method: 'POST', headers: headers(), body: JSON.stringify({ type: 1, PAN: DEMO_PAN }) })
  ).json();
  if (!sent.code) throw new Error(`demo OTP not sent: ${JSON.stringify(sent)}`);
  const outbox = await (await fetch(`${origin}/api/dev/outbox?to=${encodeURIComponent(DEMO_EMAIL)}`, { headers: headers() })).json();
  const otp = /\b(\d{6})\b/.exec(outbox.messages[0].body)?.[1];
  const signedIn = await (
    await fetch(`${origin}/api/login/verify_email_otp`, { method: 'POST', headers: headers(), body: JSON.stringify({ code: sent.code, otp }) })
  ).json();
  if (!signedIn.token) throw new Error(`demo sign-in failed: ${JSON.stringify(signedIn)}`);
  const u = signedIn.user_details;
  // the shape src/client/query-client.ts persists: the auth query only (spec 1 §1)
  const auth = { token: signedIn.token, parent_token: null, skipped: u.skipped, is_user_onboarded: u.is_user_onboarded, user_details: u };
  const stored = JSON.stringify({
    buster: 'auth-v1',
    timestamp: Date.now(),
    clientState: {
      mutations: [],
      queries: [
        {
          queryKey: ['auth'],
          queryHash: '["auth"]',
          state: {
            data: auth,
            dataUpdateCount: 1,
            dataUpdatedAt: Date.now(),
            error: null,
            errorUpdateCount: 0,
            errorUpdatedAt: 0,
            fetchFailureCount: 0,
            fetchFailureReason: null,
            fetchMeta: null,
            isInvalidated: false,
            status: 'success',
            fetchStatus: 'idle',
          },
        },
      ],
    },
  });
  return { token: signedIn.token, stored };
}

async function getJson(origin: string, path: string, token: string) {
  const res = await fetch(`${origin}/api${path}`, { headers: headers(token) });
  if (!res.ok) throw new Error(`GET ${path}: ${res.status}`);
  return res.json();
}

/**
 * The URL of each page. The scheme list is the demo catalogue's equity sub-asset class with the
 * most schemes; the cart holds at least one lumpsum order of that list (added when empty), so the
 * audit sees a cart with items rather than its empty state.
 */
export async function pagePaths(origin: string, session: DemoSession): Promise<{ paths: Record<PageName, string>; added: number | null }> {
  const subs = (await getJson(origin, '/schemes/get_sub_asset_classes/1', session.token)) as { sub_asset_classes: SubAssetClass[] };
  const sub = [...subs.sub_asset_classes].sort((a, b) => b.SchemeCount - a.SchemeCount)[0];
  const subId = sub?.ID;
  const list =
    subId === undefined
      ? []
      : ((await getJson(origin, `/schemes/get_scheme_list/${subId}`, session.token)) as { sub_asset_classes: SchemeCard[] }).sub_asset_classes;
  const first = list.find((s) => s.Growthoption === 'Y') ?? list[0];
  if (subId === undefined || !first) throw new Error('the demo catalogue lists no equity scheme');
  const cart = (await getJson(origin, '/transaction/get_cart_details', session.token)) as { cart_details: { cartLength: number } };
  let added: number | null = null;
  if (cart.cart_details.cartLength === 0) {
    const body = { TrType: 'NEW', AccNo: '', Amount: '5000', AmcId: first.AmcID, Sch: first.SchemeID, Growthoption: 'Y', DividendReinvestment: 'N' };
    const res = await (
      await fetch(`${origin}/api/transaction/create_transaction`, { method: 'POST', headers: headers(session.token), body: JSON.stringify(body) })
    ).json();
    if (!res.transaction_created) throw new Error(`could not put an order in the demo cart: ${JSON.stringify(res)}`);
    added = res.TE_IHNO;
  }
  const paths: Record<PageName, string> = {
    'sign-in': '/sign-in',
    dashboard: '/portal/dashboard',
    portfolio: '/portal/portfolio',
    'scheme-list': `/portal/investment/mutual-funds/schemes/${subId}`,
    cart: '/portal/cart',
    // the list with the scheme's panel open, as a tap on its card leaves it
    'scheme-detail': `/portal/investment/mutual-funds/schemes/${subId}?scheme=${first.SchemeID}`,
    history: '/portal/menu/transaction-history',
    profile: '/portal/profile/personal-information',
    statements: '/portal/menu/account-statement',
    'family-portfolio': '/portal/family-portfolio',
    faqs: '/portal/faq',
  };
  return { paths, added };
}

/** Takes the order `pagePaths` put in the demo cart out again (other journeys count the cart). */
export async function removeAddedOrder(origin: string, session: DemoSession, ihno: number | null): Promise<void> {
  if (ihno === null) return;
  const res = await fetch(`${origin}/api/transaction/remove_cart_item`, {
    method: 'POST',
    headers: headers(session.token),
    body: JSON.stringify({ Ihnos: String(ihno), TrType: 'N' }),
  });
  if (!res.ok) throw new Error(`could not take the audit's order out of the demo cart: ${res.status}`);
}

export async function launchBrowser(): Promise<{ browser: Browser; close(): Promise<void> }> {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: ['--headless=new', ...CHROMIUM_ARGS] });
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
  return {
    browser,
    close: async () => {
      await browser.disconnect();
      chrome.kill();
    },
  };
}

export type Category = 'performance' | 'accessibility' | 'best-practices';

/**
 * Audits one page; a signed-in page gets the session first, on the app's origin. A busy machine
 * now and then loses the trace (NO_NAVSTART, "run Lighthouse again"): up to two more tries, each
 * in a fresh tab.
 */
export async function auditPage(
  browser: Browser,
  origin: string,
  path: string,
  opts: { session?: DemoSession; categories: Category[]; output?: 'html' | 'json' },
): Promise<{ lhr: LighthouseResult; report: string }> {
  let lastError = '';
  for (let attempt = 1; attempt <= 3; attempt++) {
    // a context of its own: an empty cache, no service worker, no storage. A page audited before
    // registers the app's service worker, whose install goes on fetching every asset after its tab
    // is closed and fills a shared cache again after any clear: most signed-in audits were warm
    // visits (scripts from the disk cache) until 26 Nov 2026.
    const context = await browser.createBrowserContext();
    const page = await context.newPage();
    try {
      if (opts.session) {
        // a plain file of the origin, not an app page, whose service worker would fill the cache
        await page.goto(`${origin}/robots.txt`);
        await page.evaluate((value) => localStorage.setItem('nivesh.auth', value), opts.session.stored);
        // Lighthouse keeps the storage for the session (disableStorageReset); what the visit above
        // cached goes, so the signed-in pages are measured as first visits
        const cdp = await page.createCDPSession();
        await cdp.send('Network.clearBrowserCache');
        await cdp.detach();
      }
      const result = await lighthouse(
        `${origin}${path}`,
        { output: opts.output ?? 'html', logLevel: 'error', onlyCategories: opts.categories, disableStorageReset: Boolean(opts.session) },
        undefined,
        page,
      );
      if (!result) throw new Error('lighthouse returned nothing');
      if (result.lhr.runtimeError) {
        lastError = `${result.lhr.runtimeError.code}: ${result.lhr.runtimeError.message}`;
        continue;
      }
      if (opts.session && !new URL(result.lhr.finalDisplayedUrl).pathname.endsWith(path.split('?')[0]!)) {
        throw new Error(`the audit ended on ${result.lhr.finalDisplayedUrl}, not ${path}: the session was not taken`);
      }
      const warm = fromCache(result.lhr);
      if (warm.length > 0)
        throw new Error(`the audit of ${path} was not a first visit: ${warm.length} scripts came from the browser's cache (${warm.slice(0, 3).join(', ')})`);
      return { lhr: result.lhr, report: result.report as string };
    } finally {
      await context.close();
    }
  }
  throw new Error(`lighthouse on ${path} failed three times: ${lastError}`);
}

/** The scripts an audit's page took from the browser's cache (network requests are listed with performance only). */
export function fromCache(lhr: LighthouseResult): string[] {
  const items = (lhr.audits['network-requests']?.details as { items?: Array<{ url: string; resourceType?: string; cache?: string }> } | undefined)?.items ?? [];
  return items.filter((i) => i.resourceType === 'Script' && i.cache !== undefined && i.cache !== 'none').map((i) => new URL(i.url).pathname);
}

export const score = (lhr: LighthouseResult, k: Category) => Math.round((lhr.categories[k]?.score ?? 0) * 100);

/** The audits of a category that did not pass, with what they found (for a failing gate's message). */
export function failingAudits(lhr: LighthouseResult, k: Category): string[] {
  const refs = lhr.categories[k]?.auditRefs ?? [];
  return refs
    .filter((r) => r.weight > 0)
    .map((r) => lhr.audits[r.id]!)
    .filter((a) => a.score !== null && a.score < 1)
    .map((a) => {
      const items =
        (a.details as { items?: Array<{ node?: { snippet?: string; selector?: string }; source?: { url?: string }; description?: string }> } | undefined)
          ?.items ?? [];
      const where = items
        .slice(0, 3)
        .map((i) => i.node?.snippet ?? i.node?.selector ?? i.description ?? i.source?.url ?? '')
        .filter(Boolean)
        .join(' | ');
      return `${a.id}: ${a.title}${where ? ` (${where})` : ''}`;
    });
}
