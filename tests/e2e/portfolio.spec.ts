import { signInDemoByEmail } from './support/demo-investor.ts';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { grouped, marketValue, mdy } from './support/figures.ts';

/**
 * Dashboard and portfolio as the demo investor: the figures, chart and pie; a holding's
 * REDEEM opening the redemption form with its folio; the dashboard and portfolio read offline
 * after a reload with their age; the 4-hour rule; and sign-out wiping the device copy.
 */
const DEMO = { pan: 'ABCPK1234F', email: 'demo.investor@example.com', niveshId: 'NVDEMA2345' };
const HOUR = 3_600_000;

/** The demo investor holds funds: the landing after sign-in is the dashboard (spec 2 §2.1). */
async function signIn(page: Page, request: APIRequestContext): Promise<void> {
  await signInDemoByEmail(page, request);
  await expect(page).toHaveURL(/\/portal\/dashboard/);
}

/** What the server says now, read with the page's own session. */
async function api(page: Page, path: string, body: unknown): Promise<any> {
  const token = await page.evaluate(() => JSON.parse(localStorage.getItem('nivesh.auth')!).clientState.queries[0].state.data.token as string);
  const res = await page.request.post(path, { headers: { token, Version: '3.2' }, data: body });
  expect(res.status()).toBe(200);
  return res.json();
}

/** Sets the stored dashboard copy's fetch time (Dexie's database "nivesh", table `views`, key "<owner>|dashboard"). */
async function setDashboardAge(page: Page, ageMs: number): Promise<void> {
  await page.evaluate(
    ({ key, at }) =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('nivesh');
        open.addEventListener('error', () => reject(open.error));
        open.addEventListener('success', () => {
          const db = open.result;
          const tx = db.transaction('views', 'readwrite');
          const store = tx.objectStore('views');
          const get = store.get(key);
          get.addEventListener('success', () => (get.result ? store.put({ ...get.result, fetchedAt: at }) : reject(new Error(`no stored ${key}`))));
          tx.addEventListener('complete', () => {
            db.close();
            resolve();
          });
          tx.addEventListener('error', () => reject(tx.error));
        });
      }),
    { key: `${DEMO.niveshId}|dashboard`, at: Date.now() - ageMs },
  );
}

/** How many views the device holds. */
async function storedViews(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open('nivesh');
        open.addEventListener('error', () => reject(open.error));
        open.addEventListener('success', () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('views')) return resolve(0);
          const count = db.transaction('views').objectStore('views').count();
          count.addEventListener('success', () => {
            db.close();
            resolve(count.result);
          });
        });
      }),
  );
}

const ageLabel = (page: Page) => page.getByTestId('saved-age');

test.describe.serial('dashboard and portfolio as the demo investor', () => {
  test.describe.configure({ timeout: 10 * 60_000 });
  let page: Page;
  let request: APIRequestContext;
  let aum: string;
  let holding: { SchemeID: number; SchemeName: string; I_Accno: string; AUM: string };

  test.beforeAll(async ({ browser, playwright }, info) => {
    request = await playwright.request.newContext({ baseURL: info.project.use.baseURL! });
    const context = await browser.newContext({ baseURL: info.project.use.baseURL! });
    page = await context.newPage();
    await signIn(page, request);
  });

  test.afterAll(async () => {
    await page.context().close();
    await request.dispose();
  });

  test('the dashboard shows the market value, the value-over-time chart and the allocation pie', async () => {
    const d = await api(page, '/api/dashboard', { date: mdy(new Date()) });
    aum = d.header_details.AUM;
    expect(Number(aum)).toBeGreaterThan(0);
    await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
    await expect(marketValue(page)).toHaveText(grouped(aum));
    const chart = page.getByRole('region', { name: 'Value over time' });
    // the line of the market value, its shaded area and the step line of the amount invested
    await expect(chart.locator('[data-chart="value"] path')).toHaveCount(3);
    await expect(chart.locator('[data-chart="value"] svg')).toBeVisible();
    const pie = page.getByRole('region', { name: 'Portfolio allocation' });
    // one slice per asset class held
    await expect(pie.locator('[data-slice]')).toHaveCount(d.asset_level_details.filter((a: { AUM: string }) => Number(a.AUM) > 0).length);
    await expect(pie.locator('[data-slice]').first()).toBeVisible();
    // the pie's table says the same as the picture
    for (const a of d.asset_level_details) await expect(pie.getByRole('row', { name: new RegExp(`${a.AssetClass}.*${a.AUM_PERCENTAGE}%`) })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Upcoming SIPs' })).toBeVisible();
    await expect(ageLabel(page)).toContainText(/as on \d{2}\/\d{2}\/\d{4}, \d{1,2}:\d{2} (am|pm)/);
  });

  test('portfolio → holding → REDEEM opens the redemption form with that folio', async () => {
    const p = await api(page, '/api/portfolio', { date: mdy(new Date()) });
    holding = p.portfolio_details.find((h: { LockedUnits: string; I_Asset_Class: string }) => h.I_Asset_Class === 'Equity' && Number(h.LockedUnits) === 0);
    expect(holding, 'an equity holding free of lock-in').toBeTruthy();
    await page.getByRole('link', { name: 'Portfolio', exact: true }).first().click();
    await expect(page).toHaveURL(/\/portal\/portfolio/);
    await expect(page.getByRole('heading', { level: 1, name: 'Portfolio' })).toBeVisible();
    await page.getByRole('button', { name: new RegExp(`folio ${holding.I_Accno}`) }).click();
    const panel = page.getByRole('dialog', { name: holding.SchemeName });
    await expect(panel).toBeVisible();
    await expect(panel.getByText(grouped(holding.AUM)).first()).toBeVisible();
    // the folio's transactions (history rows of this scheme and folio)
    await expect(panel.getByRole('tab', { name: 'Processing' })).toBeVisible();
    await expect(panel.getByRole('button', { name: new RegExp(`^${holding.SchemeName.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}, New Purchase`) })).toBeVisible();
    await panel.getByRole('button', { name: 'MORE OPTIONS' }).click();
    await page.getByRole('menuitem', { name: 'REDEEM' }).click();
    await expect(page).toHaveURL(new RegExp(`/portal/invest/${holding.SchemeID}\\?.*tab=Redemption`));
    await expect(page.getByRole('tab', { name: 'Redemption' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('radio', { name: new RegExp(`Folio ${holding.I_Accno}`) })).toBeChecked();
    // Back reopens the holding panel where the investor was
    await page.goBack();
    await expect(page.getByRole('dialog', { name: holding.SchemeName })).toBeVisible();
    await page.keyboard.press('Escape');
  });

  test('the scheme detail panel offers a holder ADDITIONAL PURCHASE and MORE OPTIONS instead of INVEST NOW', async () => {
    await page.goto(`/portal/search?scheme=${holding.SchemeID}`);
    const panel = page.getByRole('dialog', { name: holding.SchemeName });
    await expect(panel.getByRole('button', { name: 'ADDITIONAL PURCHASE' })).toBeVisible();
    await expect(panel.getByRole('button', { name: 'INVEST NOW' })).toHaveCount(0);
    await panel.getByRole('button', { name: 'ADDITIONAL PURCHASE' }).click();
    // the quick path into the holder's folio
    await expect(page).toHaveURL(new RegExp(`/portal/quick-invest/${holding.SchemeID}\\?folio=${holding.I_Accno}$`));
    await expect(page.getByText(`Folio ${holding.I_Accno}`)).toBeVisible();
  });

  test('offline, a reload shows the dashboard and the portfolio with the same figures and their age', async () => {
    await page.evaluate(async () => {
      const reg = await navigator.serviceWorker.ready;
      const sw = reg.active!;
      if (sw.state !== 'activated') await new Promise<void>((r) => sw.addEventListener('statechange', () => sw.state === 'activated' && r()));
    });
    await page.goto('/portal/dashboard');
    await expect(marketValue(page)).toHaveText(grouped(aum));
    const saved = await ageLabel(page).innerText();
    await page.goto('/portal/portfolio');
    await expect(page.getByRole('button', { name: new RegExp(`folio ${holding.I_Accno}`) })).toBeVisible();

    await page.context().setOffline(true);
    try {
      await page.goto('/portal/dashboard');
      await expect(marketValue(page)).toHaveText(grouped(aum));
      await expect(ageLabel(page)).toHaveText(saved);
      await expect(page.locator('[data-chart="value"] svg')).toBeVisible();
      await page.reload();
      await expect(marketValue(page)).toHaveText(grouped(aum));
      await page.goto('/portal/portfolio');
      await expect(
        page.getByRole('button', {
          name: new RegExp(`folio ${holding.I_Accno}, current value ${grouped(holding.AUM).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`),
        }),
      ).toBeVisible();
      await expect(page.getByTestId('device-copy-note')).toContainText(/You are offline: showing the copy on this device, saved on \d{2}\/\d{2}\/\d{4}/);
      await page.reload();
      await expect(page.getByRole('button', { name: new RegExp(`folio ${holding.I_Accno}`) })).toBeVisible();
      // a holding's panel and its transactions, from the device
      await page.getByRole('button', { name: new RegExp(`folio ${holding.I_Accno}`) }).click();
      await expect(page.getByRole('dialog', { name: holding.SchemeName }).getByRole('button', { name: /New Purchase/ })).toBeVisible();
    } finally {
      await page.context().setOffline(false);
    }
  });

  test('the dashboard copy is used for 4 hours and asked for again when it is 4 hours old', async () => {
    const dashboardCalls: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST' && new URL(r.url()).pathname === '/api/dashboard') dashboardCalls.push(r.url());
    });
    await page.goto('/portal/dashboard');
    await expect(marketValue(page)).toHaveText(grouped(aum));
    // 3 hours old: served from the device, no call, labelled with its own time
    await setDashboardAge(page, 3 * HOUR);
    dashboardCalls.length = 0;
    await page.reload();
    await expect(marketValue(page)).toHaveText(grouped(aum));
    const threeHoursAgo = await ageLabel(page).innerText();
    expect(dashboardCalls).toEqual([]);
    // 5 hours old: refetched on load, and the label moves to now
    await setDashboardAge(page, 5 * HOUR);
    await page.reload();
    await expect.poll(() => dashboardCalls.length).toBe(1);
    await expect(ageLabel(page)).not.toHaveText(threeHoursAgo);
    await expect(marketValue(page)).toHaveText(grouped(aum));
  });

  test('signing out wipes the device copy', async () => {
    expect(await storedViews(page)).toBeGreaterThan(0);
    await page.goto('/portal/menu');
    await page.getByRole('button', { name: 'Sign Out' }).click();
    await expect(page).toHaveURL(/\/sign-in$/);
    await expect.poll(() => storedViews(page)).toBe(0);
  });
});
