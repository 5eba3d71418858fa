import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { otpFor, outboxCount, typeOtp } from './support/app.ts';
import { DEMO, signInDemoByEmail, tokenOf, waitForOtpRoom, waitForWorker } from './support/demo-investor.ts';
import { mdy } from './support/figures.ts';
import { allHistory } from './support/history.ts';

/**
 * Writes on a bad network, at 390 px: the place-order answer cut after the server placed the
 * order (route.fetch() then abort) is recovered through the status of its Idempotency-Key: the
 * order number on screen, one order on the server, also after the tab was closed and opened
 * again; never "Please enter valid OTP". Offline, PROCEED is refused at once and nothing is sent
 * after reconnecting.
 */
const PHONE = { width: 390, height: 844 };
const SETUP = { timeout: 60_000 };

type Holding = { SchemeID: number; AmcId: number; I_Accno: string; SchemeName: string; Units: string; LockedUnits: string };

async function call(page: Page, method: 'GET' | 'POST', path: string, body?: unknown): Promise<any> {
  const headers = { token: await tokenOf(page), Version: '3.2' };
  const res = method === 'GET' ? await page.request.get(path, { headers }) : await page.request.post(path, { headers, data: body });
  expect(res.status(), path).toBe(200);
  return res.json();
}

/** Every order of the investor (the history comes in pages). */
const history = (page: Page) => allHistory<{ Bse_Order_id: string }>((method, path, body) => call(page, method, `/api${path}`, body));

/** One unit of the holding into the cart as a redemption; its cart item number. */
async function redeemOneUnit(page: Page, h: Holding): Promise<number> {
  const answer = await call(page, 'POST', '/api/transaction/create_transaction', {
    TrType: 'RED',
    AmcId: h.AmcId,
    AccNo: h.I_Accno,
    Sch: h.SchemeID,
    Units: '1',
    FUnsAmt: 'u',
    FParFul: 'p',
  });
  expect(answer.transaction_created, JSON.stringify(answer)).toBe(true);
  return answer.TE_IHNO;
}

/** Cart → CONFIRM → OTP sent → typed on /portal/transaction-verify. */
async function checkOutRedemption(page: Page, request: APIRequestContext): Promise<void> {
  await page.goto('/portal/cart');
  await page.getByRole('tab', { name: /^Redemption\(\d+\)$/ }).click(SETUP);
  await waitForOtpRoom(request, DEMO.mobile);
  const before = await outboxCount(request, DEMO.mobile);
  await page.getByRole('button', { name: 'CONFIRM' }).click();
  await page.getByRole('alertdialog', { name: 'Confirm your orders' }).getByRole('button', { name: 'Send OTP' }).click();
  await expect(page).toHaveURL(/\/portal\/transaction-verify$/, SETUP);
  await expect.poll(() => outboxCount(request, DEMO.mobile), SETUP).toBe(before + 1);
  await typeOtp(page, await otpFor(request, DEMO.mobile));
}

/** Lets place-order reach the server and act, then cuts its answer; returns the answer the investor never got. */
async function cutPlaceOrderAnswer(page: Page): Promise<() => any> {
  let lost: any = null;
  await page.route('**/api/transaction/place-order', async (route) => {
    const res = await route.fetch();
    lost = await res.json();
    await route.abort('connectionreset');
  });
  return () => lost;
}

const orderNoOf = (answer: any): string => /\(order ([^)]+)\)/.exec(answer.bse_order.success_message)![1]!;

test.describe.serial('lost order answers and offline writes', () => {
  test.describe.configure({ timeout: 10 * 60_000 });
  let page: Page;
  let request: APIRequestContext;
  let holding: Holding;

  test.beforeAll(async ({ browser, playwright }, info) => {
    request = await playwright.request.newContext({ baseURL: info.project.use.baseURL! });
    page = await (await browser.newContext({ baseURL: info.project.use.baseURL!, viewport: PHONE })).newPage();
    await signInDemoByEmail(page, request);
    await waitForWorker(page);
    const p = await call(page, 'POST', '/api/portfolio', { date: mdy(new Date()) });
    holding = p.portfolio_details.find((h: Holding) => Number(h.LockedUnits) === 0 && Number(h.Units) >= 5 && h.AmcId !== null);
    expect(holding, 'a holding free of lock-in with a few units').toBeTruthy();
  });

  test.afterAll(async () => {
    await page.context().close();
    await request.dispose();
  });

  test('the place-order answer cut after the server placed: the order number on screen within 10 s, one order', async () => {
    await redeemOneUnit(page, holding);
    const before = (await history(page)).length;
    const lost = await cutPlaceOrderAnswer(page);
    try {
      await checkOutRedemption(page, request);
      const result = page.getByRole('dialog', { name: 'Success Message' });
      await expect(result).toBeVisible({ timeout: 10_000 });
      const orderNo = orderNoOf(lost());
      await expect(result).toContainText(`(order ${orderNo})`);
      await expect(page.getByText('Please enter valid OTP')).toHaveCount(0);
      const after = await history(page);
      expect(after.length).toBe(before + 1);
      expect(after.filter((h) => h.Bse_Order_id === orderNo)).toHaveLength(1);
      await result.getByRole('button', { name: 'OK' }).click();
      await expect(page).toHaveURL(/\/portal\/menu\/transaction-history$/);
    } finally {
      await page.unrouteAll({ behavior: 'ignoreErrors' });
    }
  });

  test('the answer cut and the tab closed before it was known: the next start shows the order number', async () => {
    await redeemOneUnit(page, holding);
    const before = (await history(page)).length;
    const lost = await cutPlaceOrderAnswer(page);
    // the status cannot be asked from this tab either: it is closed while still checking
    await page.route('**/api/transaction/place-order-status/**', (route) => route.abort('connectionreset'));
    await checkOutRedemption(page, request);
    await expect(page.getByRole('paragraph').filter({ hasText: 'Checking whether your order was placed' })).toBeVisible({ timeout: 10_000 });
    const orderNo = orderNoOf(lost());
    const context = page.context();
    await page.close();

    page = await context.newPage();
    await page.goto('/portal/dashboard');
    const notice = page.getByRole('alertdialog', { name: 'Your order was placed' });
    await expect(notice).toBeVisible({ timeout: 10_000 });
    await expect(notice).toContainText(`(order ${orderNo})`);
    const after = await history(page);
    expect(after.length).toBe(before + 1);
    expect(after.filter((h) => h.Bse_Order_id === orderNo)).toHaveLength(1);
    await notice.getByRole('button', { name: 'OK' }).click();
    // told once: a reload does not ask again
    await page.reload();
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible(SETUP);
    await expect(notice).toHaveCount(0);
  });

  test('offline, PROCEED is refused at once and nothing is sent after reconnecting', async () => {
    const cartBefore = (await call(page, 'GET', '/api/transaction/get_cart_details')).cart_details.cartLength;
    const writes: string[] = [];
    page.on('request', (r) => r.method() === 'POST' && r.url().includes('/api/transaction/create_transaction') && writes.push(r.url()));
    await page.goto(`/portal/invest/${holding.SchemeID}?tab=Redemption`);
    await page.getByRole('radio', { name: new RegExp(`^Folio ${holding.I_Accno}`) }).check(SETUP);
    await page.getByRole('checkbox', { name: 'Redeem All Units' }).click();
    await page.context().setOffline(true);
    try {
      await page.getByRole('button', { name: 'PROCEED' }).click();
      await expect(page.getByRole('alertdialog').getByText('You are offline. This needs an internet connection; nothing you entered is lost.')).toBeVisible({
        timeout: 2_000,
      });
      await expect(page.getByRole('button', { name: 'Please wait...' })).toHaveCount(0);
      await page.getByRole('alertdialog').getByRole('button', { name: 'OK' }).click();
    } finally {
      await page.context().setOffline(false);
    }
    // what was chosen is still there, and nothing fires by itself once back online
    await expect(page.getByRole('radio', { name: 'All Units' })).toBeChecked();
    await page.goto('/portal/cart');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible(SETUP);
    expect(writes).toEqual([]);
    expect((await call(page, 'GET', '/api/transaction/get_cart_details')).cart_details.cartLength).toBe(cartBefore);
  });
});
