import { signInByMobile } from './support/demo-investor.ts';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { signUpNew } from './support/app.ts';

/** The onboarded demo investor npm start seeds. */
const ONBOARDED = '9876543210';
/** Signed in once for the whole file: OTP sends to one number are limited (30 s apart, 3 in 15 minutes). */
const STATE = join(mkdtempSync(join(tmpdir(), 'nivesh-schemes-e2e-')), 'demo-investor.json');
// Empty until the sign-in below fills it: the runner reads it for every context it makes, the hook's own too.
writeFileSync(STATE, JSON.stringify({ cookies: [], origins: [] }));

test.beforeAll(async ({ browser, playwright }, info) => {
  test.setTimeout(120_000);
  const baseURL = info.project.use.baseURL!;
  const context = await browser.newContext({ baseURL });
  const request = await playwright.request.newContext({ baseURL });
  try {
    const page = await context.newPage();
    await signInByMobile(page, request, ONBOARDED);
    // the session reaches localStorage through the query persister, which writes on its own
    // schedule: save the state only once it is there, or the tests start signed out
    await expect
      .poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('nivesh.auth') ?? 'null')?.clientState?.queries?.[0]?.state?.data?.token ?? null))
      .not.toBeNull();
    await context.storageState({ path: STATE });
  } finally {
    await request.dispose();
    await context.close();
  }
});

/** The return figure each scheme row shows, as a number (NA last). */
async function shownReturns(page: Page): Promise<number[]> {
  const texts = await page
    .getByRole('list', { name: /schemes$/ })
    .getByRole('listitem')
    .locator('.tabular-nums')
    .allInnerTexts();
  return texts.map((t) => (t === 'NA' ? Number.NEGATIVE_INFINITY : Number(t.replace('%', ''))));
}

test.describe('as the onboarded demo investor', () => {
  test.use({ storageState: STATE });

  test('browse Equity → Large Cap, sort and filter, open a scheme, switch chart periods, invest', async ({ page }) => {
    await page.goto('/portal/investment/mutual-funds');
    await page.getByRole('link', { name: /^Equity/ }).click();
    await expect(page).toHaveURL(/\/portal\/investment\/mutual-funds\/categories\/equity$/);
    await expect(page.getByRole('tab', { name: 'Equity' })).toHaveAttribute('aria-selected', 'true');
    for (const tab of ['Debt', 'Hybrid', 'Liquid']) await expect(page.getByRole('tab', { name: tab })).toBeVisible();

    // the Types of Mutual Funds drawer
    await page.getByRole('button', { name: 'Types of Mutual Funds' }).click();
    await expect(page.getByRole('dialog', { name: 'Types of Mutual Funds' }).getByRole('table').first()).toBeVisible();
    await page.keyboard.press('Escape');

    await page.getByRole('link', { name: /^Large Cap Fund/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Large Cap Fund' })).toBeVisible();
    // equity lists show 1Y-10Y chips, 5Y first
    await expect(page.getByRole('button', { name: '5Y', exact: true })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('button', { name: '6M', exact: true })).toHaveCount(0);
    await expect(page.getByText(/^Updated /)).toBeVisible();

    // SORT by returns, high to low
    await page.getByRole('button', { name: 'SORT', exact: true }).click();
    await page.getByRole('radio', { name: 'Returns (High to low)' }).click();
    await page.getByRole('button', { name: 'APPLY' }).click();
    await expect(page.getByRole('button', { name: 'SORT (active)' })).toBeVisible();
    const returns = await shownReturns(page);
    expect(returns.length).toBeGreaterThan(3); // one row per fund, its variants folded in
    expect(returns).toEqual([...returns].sort((a, b) => b - a));

    // FILTER by one AMC, found by part of its name
    const amc = (
      await page
        .getByRole('list', { name: /schemes$/ })
        .getByRole('listitem')
        .first()
        .getByText(/Mutual Fund ·/)
        .innerText()
    ).split(' · ')[0]!;
    await page.getByRole('button', { name: 'FILTER', exact: true }).click();
    const panel = page.getByRole('dialog', { name: 'Filter' });
    await panel.getByPlaceholder('Search AMC').fill(amc.slice(1, 6).toLowerCase());
    await panel.getByRole('checkbox', { name: amc }).click();
    await panel.getByRole('button', { name: 'APPLY' }).click();
    await expect(page.getByRole('button', { name: 'FILTER (active)' })).toBeVisible();
    const rows = page.getByRole('list', { name: /schemes$/ }).getByRole('listitem');
    await expect(rows.first()).toBeVisible();
    for (const text of await rows.allInnerTexts()) expect(text).toContain(amc);

    // a minimum-investment range on top; then a new period resets both sort and filter (spec 2 §4)
    await page.getByRole('button', { name: 'FILTER (active)' }).click();
    await panel.getByRole('radio', { name: 'Up to Rs 500' }).click();
    await panel.getByRole('radio', { name: 'Above Rs 2000' }).click();
    await panel.getByRole('button', { name: 'APPLY' }).click();
    await page.getByRole('button', { name: '3Y', exact: true }).click();
    await expect(page.getByRole('button', { name: 'FILTER', exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'SORT', exact: true })).toBeVisible();

    // open a scheme
    const first = page
      .getByRole('list', { name: /schemes$/ })
      .getByRole('listitem')
      .first();
    // a row is a fund; its detail is titled with the chosen plan and option after the fund's name
    const name = await first.locator('span.font-semibold').first().innerText();
    await first.getByRole('button').click();
    const detail = page.getByRole('dialog', { name: new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) });
    await expect(detail).toBeVisible();
    await expect(page).toHaveURL(/\?scheme=\d+/);
    await expect(detail.getByText(/^NAV as on \d+ \w{3} \d{4}$/)).toBeVisible();
    await expect(detail.getByText(/^₹[\d,]+(\.\d+)? (Cr|Lakh|Thousand)$/)).toBeVisible(); // AUM short form
    await expect(detail.getByRole('tab', { name: '5Y' })).toHaveAttribute('aria-selected', 'true');
    await expect(detail.locator('figcaption')).toContainText('5Y: NAV from');
    await detail.getByRole('tab', { name: '1Y' }).click();
    await expect(detail.getByRole('tab', { name: '1Y' })).toHaveAttribute('aria-selected', 'true');
    await expect(detail.locator('figcaption')).toContainText('1Y: NAV from');
    await expect(detail.locator('figcaption')).toContainText('category average');
    // the fund's NAV and its category's average, both drawn
    const series = detail.locator('[data-chart="nav"] path[data-series]');
    await expect(series).toHaveCount(2);
    for (const line of await series.all()) await expect(line).toHaveAttribute('d', /^M[\d.]+ [\d.]+( L[\d.]+ [\d.]+){10,}$/);
    // holdings open on the Equity view for an equity fund
    await expect(detail.getByRole('tab', { name: /^Equity/ })).toHaveAttribute('aria-selected', 'true');
    await expect(detail.getByRole('table', { name: 'Top companies' })).toBeVisible();
    await detail.getByRole('tab', { name: /^Debt/ }).click();
    await expect(detail.getByRole('tab', { name: /^Debt/ })).toHaveAttribute('aria-selected', 'true');

    // the exit-load dialog, tabs Exit Load and Tax
    await detail.getByRole('button', { name: 'Exit load and tax' }).click();
    const exitLoad = page.getByRole('dialog', { name: 'Exit load and tax' });
    await expect(exitLoad.getByText(/1% if redeemed within/).first()).toBeVisible();
    await exitLoad.getByRole('tab', { name: 'Tax' }).click();
    await expect(exitLoad.getByText('Taxed as an equity fund.')).toBeVisible();
    // the law in force (Finance (No. 2) Act, 2024), not the spec's 2018-era rates
    await expect(exitLoad.getByText('Short term, if held up to 12 months: 20%.')).toBeVisible();
    await expect(exitLoad.getByText(/12.5% on gains above ₹1.25 lakh/)).toBeVisible();
    // closed by its own button: an Escape pressed while it opens can reach the fund's panel under it
    await exitLoad.getByRole('button', { name: 'Close' }).first().click();
    await expect(exitLoad).toBeHidden();
    await expect(detail).toBeVisible();

    await detail.getByRole('button', { name: 'INVEST NOW' }).click();
    await expect(page).toHaveURL(/\/portal\/quick-invest\/\d+$/);
  });

  test('search by name and by filters; going back returns to the earlier search', async ({ page }) => {
    await page.goto('/portal/search');
    await page.getByRole('button', { name: 'VIEW' }).click();
    await expect(page.getByRole('alert')).toHaveText('please select any filter');

    const box = page.getByRole('searchbox', { name: 'Search schemes' });
    await box.fill('liquid');
    const results = page.getByRole('list', { name: 'Search results' }).getByRole('listitem');
    await expect(results.first()).toBeVisible();
    // the word matches names and the liquid asset class, whose overnight funds say so in their category
    for (const text of await results.allInnerTexts()) expect(text.toLowerCase()).toMatch(/liquid|overnight/);
    await expect(page).toHaveURL(/q=liquid/);

    await box.fill('zzqx');
    await expect(page.getByText('No Data Found')).toBeVisible();
    await expect(page.getByText('Try other keywords to search')).toBeVisible();

    await page.getByRole('button', { name: 'CLEAR ALL' }).click();
    await expect(box).toHaveValue('');
    await page.getByRole('checkbox', { name: 'Debt' }).click();
    await page.getByRole('radio', { name: 'Up to Rs 500' }).click();
    await page.getByRole('button', { name: 'VIEW' }).click();
    await expect(page).toHaveURL(/ac=debt&r=0/);
    await expect(results.first()).toBeVisible();
    for (const text of await results.allInnerTexts()) expect(text).toMatch(/Min\. investment ₹(\d{1,3}|500)\b/);

    // open a result, then go back through the history
    await results.first().getByRole('button').click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.goBack();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await page.goBack(); // the cleared search
    await page.goBack(); // "zzqx"
    await expect(box).toHaveValue('zzqx');
    await expect(page.getByText('No Data Found')).toBeVisible();
  });

  test('a category list and an opened scheme stay readable offline, marked as saved copies', async ({ page, context }) => {
    await page.goto('/portal/investment/mutual-funds/categories/debt');
    await page
      .getByRole('link', { name: /^Gilt Fund\b/ })
      .first()
      .click();
    await page
      .getByRole('list', { name: /schemes$/ })
      .getByRole('listitem')
      .first()
      .getByRole('button')
      .click();
    await expect(page.getByRole('dialog').getByText(/^NAV as on/)).toBeVisible();
    const url = page.url();
    await page.evaluate(() => navigator.serviceWorker.ready);
    await context.setOffline(true);
    await page.goto(url);
    await expect(page.getByRole('dialog').getByText(/^You are offline: showing the copy on this device, saved on/)).toBeVisible();
    await expect(page.getByRole('dialog').getByText(/^NAV as on/)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByText(/^You are offline: showing the copy on this device, saved on/).first()).toBeVisible();
    await context.setOffline(false);
  });
});

test('INVEST NOW leads an investor who has not finished onboarding to onboarding', async ({ page, request }) => {
  await signUpNew(page, request);
  await page.goto('/portal/investment/mutual-funds/categories/liquid');
  await page.getByRole('link', { name: /^Liquid Fund/ }).click();
  // debt and liquid lists show 1M-3Y chips, 6M first
  await expect(page.getByRole('button', { name: '6M', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await page
    .getByRole('list', { name: /schemes$/ })
    .getByRole('listitem')
    .first()
    .getByRole('button')
    .click();
  const detail = page.getByRole('dialog');
  await expect(detail.getByRole('tab', { name: '6M' })).toHaveAttribute('aria-selected', 'true');
  await detail.getByRole('button', { name: 'INVEST NOW' }).click();
  await expect(page).toHaveURL(/\/onboarding/);
});
