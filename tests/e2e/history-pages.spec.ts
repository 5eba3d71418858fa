import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { otpFor, outboxCount } from './support/app.ts';
import { signInByPan, waitForOtpRoom, waitForWorker } from './support/demo-investor.ts';
import { allHistory } from './support/history.ts';
import { apiOf, PHONE, type Api } from './support/phone.ts';

/**
 * The transaction history in pages, on a phone (390 px), as the second demo investor (Vikram, a
 * family member in the family spec; no later spec reads his orders). He is given 55 more orders
 * through the API, one checkout of as many lumpsums, so his history runs past the first page of
 * 50. The list then shows the first page, loads the rest as its end nears, and Load more works
 * by keyboard; offline after a reload, the pages loaded show again from the device, with their age.
 */
const VIKRAM = { mobile: '9876500002', pan: 'BKTPK5678L' };
const ADDED = 55;
const PAGE = 50;
const SETUP = { timeout: 60_000 };

/** `n` lumpsums in a fund he holds, placed in one checkout (left unpaid: Pending in the history). */
async function placeLumpsums(api: Api, request: APIRequestContext, n: number): Promise<void> {
  const held = (await allHistory<{ SchemeID: number }>(api))[0]!;
  const fund = (await api('GET', `/transaction/get_fund_details/${held.SchemeID}`)).fund_details as { AmcID: number; MinimumPurchaseAmount: string | null };
  const amount = String(Math.max(5000, Math.ceil(Number(fund.MinimumPurchaseAmount ?? '0'))));
  const ihno: number[] = [];
  for (let i = 0; i < n; i += 1) {
    const created = await api('POST', '/transaction/create_transaction', { TrType: 'NEW', AccNo: '', Amount: amount, AmcId: fund.AmcID, Sch: held.SchemeID });
    expect(created.transaction_created, JSON.stringify(created)).toBe(true);
    ihno.push(created.TE_IHNO as number);
  }
  await waitForOtpRoom(request, VIKRAM.mobile);
  const before = await outboxCount(request, VIKRAM.mobile);
  await api('POST', '/transaction/insert-tansaction-otp', { ihno, type: 'Lumpsum' });
  await expect.poll(() => outboxCount(request, VIKRAM.mobile)).toBe(before + 1);
  expect(await api('POST', '/transaction/verify-tansaction-otp', { ihno, otp: await otpFor(request, VIKRAM.mobile) })).toEqual({ otp_verified: true });
  const placed = await api('POST', '/transaction/place-order', {
    orders: ihno.map((order_id) => ({ order_id, type: 'Normal' })),
    payment_type: 1,
    category: 1,
  });
  expect(placed.bse_order?.is_success, JSON.stringify(placed).slice(0, 300)).toBe(true);
}

const list = (page: Page) => page.getByRole('list', { name: 'All transactions' });
const rows = (page: Page) => list(page).getByRole('listitem');
const loadMore = (page: Page) => page.getByRole('button', { name: 'Load more transactions' });

test.describe.serial('the transaction history in pages', () => {
  test.describe.configure({ timeout: 5 * 60_000 });
  let page: Page;
  let request: APIRequestContext;
  let total: number;

  test.beforeAll(async ({ browser, playwright }, info) => {
    request = await playwright.request.newContext({ baseURL: info.project.use.baseURL! });
    page = await (await browser.newContext({ baseURL: info.project.use.baseURL!, viewport: PHONE })).newPage();
    await signInByPan(page, request, VIKRAM);
    await waitForWorker(page);
    const api = apiOf(page);
    const had = (await allHistory(api)).length;
    await placeLumpsums(api, request, ADDED);
    total = (await allHistory(api)).length;
    expect(total).toBe(had + ADDED);
    expect(total).toBeGreaterThan(PAGE);
    expect(total).toBeLessThanOrEqual(2 * PAGE);
  });

  test.afterAll(async () => {
    await page.context().close();
    await request.dispose();
  });

  test('the list opens on the first page and loads the next as its end comes into view', async () => {
    await page.goto('/portal/menu/transaction-history');
    await expect(rows(page)).toHaveCount(PAGE, SETUP);
    await expect(page.getByRole('status').filter({ hasText: `Showing ${PAGE} transactions` })).toBeVisible();
    await expect(loadMore(page)).toBeVisible();
    await rows(page).last().scrollIntoViewIfNeeded();
    await expect(rows(page)).toHaveCount(total);
    await expect(page.getByRole('status').filter({ hasText: `Showing all ${total} transactions` })).toBeVisible();
    await expect(loadMore(page)).toHaveCount(0);
  });

  test('without IntersectionObserver, Load more by keyboard brings the next page and puts the focus on its first row', async () => {
    // a tab whose browser has no IntersectionObserver: the button is the whole way on (the fallback)
    const tab = await page.context().newPage();
    try {
      await tab.addInitScript(() => {
        delete (window as { IntersectionObserver?: unknown }).IntersectionObserver;
      });
      await tab.goto('/portal/menu/transaction-history');
      await expect(rows(tab)).toHaveCount(PAGE, SETUP);
      // from the last row, Tab reaches Load more (the marker after the rows takes no focus)
      await list(tab).getByRole('button').last().focus();
      await tab.keyboard.press('Tab');
      await expect(loadMore(tab)).toBeFocused();
      await tab.keyboard.press('Enter');
      await expect(rows(tab)).toHaveCount(total);
      await expect(list(tab).getByRole('button').nth(PAGE)).toBeFocused();
      await expect(loadMore(tab)).toHaveCount(0);
    } finally {
      await tab.close();
    }
  });

  test('offline, a reload shows the pages loaded from the device, with their age', async () => {
    await page.context().setOffline(true);
    try {
      await page.reload();
      await expect(rows(page)).toHaveCount(PAGE, SETUP);
      await expect(page.getByTestId('device-copy-note')).toContainText(
        /You are offline: showing the copy on this device, saved on \d{2}\/\d{2}\/\d{4}, \d{1,2}:\d{2} [ap]m/,
      );
      await rows(page).last().scrollIntoViewIfNeeded();
      await expect(rows(page)).toHaveCount(total);
      await expect(page.getByRole('status').filter({ hasText: `Showing all ${total} transactions` })).toBeVisible();
    } finally {
      await page.context().setOffline(false);
    }
  });
});
