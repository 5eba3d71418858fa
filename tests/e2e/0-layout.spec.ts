import { join } from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { signUpNew } from './support/app.ts';
import { signInDemo, tokenOf } from './support/demo-investor.ts';
import { allRoutes, fillParams, findLayoutProblems, type LayoutProblem } from './support/layout-check.ts';
import { mdy } from './support/figures.ts';
import { ONBOARDING_STEPS } from '../../src/client/features/onboarding/steps.ts';

/**
 * Every route whole on a phone: each route of the router's tree (a new route is included by
 * itself) is opened at 360 px, then 390 and 1280 px, and fails on any element whose content is
 * wider than its box, anything sticking out of the screen, a document wider than the viewport,
 * and (at the phone widths) tap targets under 44 × 44 px. A screenshot of every route at 360 px
 * is kept as a committed baseline, compared with a tolerance, so a layout change is seen in review.
 *
 * Public routes are seen signed out, the onboarding steps by a new investor, the portal by the
 * demo investor with their real scheme, goal and idea ids. One page per group, its session reused.
 * The file name sorts first: the gallery is taken over the freshly seeded demo, before the other
 * specs add orders, imports and cart items that would move the pictures.
 */
const PHONE = { width: 360, height: 800 };
const WIDTHS = [360, 390, 1280];
const SETTLE = { timeout: 30_000 };

const routes = allRoutes();
const isPortal = (r: string) => r.startsWith('/portal');
const isOnboarding = (r: string) => r.startsWith('/onboarding');

/** Waits until the route has drawn its data: no busy region, no spinner, the network quiet. */
async function settle(page: Page): Promise<void> {
  await expect(page.locator('[aria-busy="true"], [role="status"]:has-text("Loading")')).toHaveCount(0, SETTLE);
  // drawn when the page stops changing: the same markup on two looks a quarter second apart
  await page.waitForFunction(
    () => {
      const w = window as unknown as { layoutLastMarkup?: string };
      const now = `${location.href}|${document.body.innerHTML.length}`;
      const same = w.layoutLastMarkup === now;
      w.layoutLastMarkup = now;
      return same && document.querySelector('[aria-busy="true"]') === null;
    },
    undefined,
    { polling: 250, ...SETTLE },
  );
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
}

/** Live figures (amounts, NAVs, dates, counts) change every day: masked in the screenshots. */
const figures = (page: Page) => page.locator("xpath=//body//*[text()[translate(., '0123456789', '') != .]]");

const slug = (path: string) =>
  path
    .replace(/^\//, '')
    .replace(/\?.*$/, (q) => `-${q.includes('scheme=') ? 'scheme-sheet' : 'query'}`)
    .replace(/[^A-Za-z0-9]+/g, '-') || 'root';

/** One line per distinct problem, with the routes and widths it was seen on (the shell's repeat on every route). */
class Problems {
  private seen = new Map<string, Set<string>>();
  add(where: string, p: LayoutProblem) {
    const key = `${p.kind} ${p.what}: ${p.detail}`;
    (this.seen.get(key) ?? this.seen.set(key, new Set()).get(key)!).add(where);
  }
  list(): string[] {
    return [...this.seen].map(([k, where]) => `${k} — at ${[...where].slice(0, 4).join(', ')}${where.size > 4 ? ` and ${where.size - 4} more` : ''}`);
  }
}

async function visit(page: Page, path: string, problems: Problems): Promise<void> {
  const t0 = Date.now();
  await page.setViewportSize(PHONE);
  // after the first page, routes open inside the running app as a tap would: a full load per
  // route would spend most of the run starting the app again
  if (page.url().startsWith('http')) {
    await page.evaluate((to) => {
      history.pushState(history.state, '', to);
      dispatchEvent(new PopStateEvent('popstate', { state: history.state }));
    }, path);
  } else {
    await page.goto(path);
  }
  await settle(page);
  const t1 = Date.now();
  const url = new URL(page.url());
  const landed = url.pathname + url.search;
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: PHONE.height });
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    const found: LayoutProblem[] = await page.evaluate(findLayoutProblems, width < 768);
    for (const p of found) problems.add(`${path}${landed !== path ? ` (→ ${landed})` : ''} @${width}`, p);
  }
  await page.setViewportSize(PHONE);
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect.soft(page, `screenshot of ${path}`).toHaveScreenshot(`${slug(path)}.png`, {
    animations: 'disabled',
    caret: 'hide',
    mask: [figures(page)],
    stylePath: join(import.meta.dirname, 'support', 'screenshot.css'),
    maxDiffPixelRatio: 0.03,
  });
  if (process.env.LAYOUT_TIMING) console.log(`${path}: settle ${t1 - t0} ms, total ${Date.now() - t0} ms`);
}

async function api(page: Page, method: 'GET' | 'POST', path: string, body?: unknown): Promise<any> {
  const headers = { token: await tokenOf(page), Version: '3.2' };
  const res = method === 'GET' ? await page.request.get(path, { headers }) : await page.request.post(path, { headers, data: body });
  expect(res.status(), path).toBe(200);
  return res.json();
}

test.describe('every route whole at 360, 390 and 1280 px', () => {
  test.describe.configure({ timeout: 15 * 60_000 });
  let request: APIRequestContext;

  test.beforeAll(async ({ playwright }, info) => {
    request = await playwright.request.newContext({ baseURL: info.project.use.baseURL! });
  });
  test.afterAll(async () => request.dispose());

  test('the route list comes from the router and covers the app', () => {
    expect(routes).toContain('/portal/dashboard');
    expect(routes).toContain('/onboarding/$step');
    expect(routes.length).toBeGreaterThan(40);
  });

  test('public pages, signed out', async ({ page }) => {
    const problems = new Problems();
    for (const route of routes.filter((r) => !isPortal(r) && !isOnboarding(r))) await visit(page, route, problems);
    expect(problems.list()).toEqual([]);
  });

  test('onboarding steps, as a new investor', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await signUpNew(page, request);
    const problems = new Problems();
    const steps = ONBOARDING_STEPS.map((s) => s.slug);
    for (const r of routes.filter(isOnboarding)) for (const path of fillParams(r, { step: steps })) await visit(page, path, problems);
    expect(problems.list()).toEqual([]);
  });

  test('the portal, as the demo investor', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await signInDemo(page, request);
    const portfolio = await api(page, 'POST', '/api/portfolio', { date: mdy(new Date()) });
    const held = portfolio.portfolio_details[0];
    expect(held, 'the demo investor holds a scheme').toBeTruthy();
    const subs = (await api(page, 'GET', '/api/schemes/get_sub_asset_classes/equity')).sub_asset_classes;
    const goals = (await api(page, 'GET', '/api/goals/get-goals')).goals.filter((g: { ComingSoon: string }) => g.ComingSoon === 'N');
    const ideas = (await api(page, 'GET', '/api/ideas')).investment_ideas;
    const params = {
      schemeId: String(held.SchemeID),
      assetClass: 'equity',
      subAssetId: String(subs[0].ID),
      goalId: String(goals[0].GoalId),
      ideaId: String(ideas[0].Id),
    };
    // the offer of an app PIN would open every page; this spec is about the pages under it
    const offer = page.getByRole('region', { name: 'Keep your saved copy readable offline' });
    if (await offer.isVisible()) await offer.getByRole('button', { name: 'Not now' }).click();
    const problems = new Problems();
    for (const r of routes.filter(isPortal)) for (const path of fillParams(r, params)) await visit(page, path, problems);
    // a scheme's detail sheet (its returns table), which opens over the search page
    await visit(page, `/portal/search?scheme=${held.SchemeID}`, problems);
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(problems.list()).toEqual([]);
  });
});
