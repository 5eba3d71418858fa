import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { outboxCount } from './support/app.ts';
import { DEMO, signInDemoByEmail, waitForOtpRoom } from './support/demo-investor.ts';
import { apiOf, enterOrderOtp, freshFund, PHONE, type Api } from './support/phone.ts';
import { allHistory } from './support/history.ts';
import { marketValue } from './support/figures.ts';

/**
 * The investor's phone (390 px): Invest now in five taps from a fund page, ending on the
 * confirmation screen; a failed payment paid again; a NEFT order that awaits the money until the
 * (simulated) bank receives it. One signed-in page; sign-in by email, order OTPs to the mobile.
 */

/** Counts the investor's taps: every click the journey makes goes through here. */
function tapCounter() {
  let taps = 0;
  return {
    async tap(target: Locator) {
      taps += 1;
      await target.click();
    },
    get count() {
      return taps;
    },
  };
}

test.describe.serial('investing from a phone', () => {
  test.describe.configure({ timeout: 10 * 60_000 });
  let page: Page;
  let request: APIRequestContext;
  let api: Api;
  let fund: { id: number; name: string };

  test.beforeAll(async ({ browser, playwright }, info) => {
    // a loaded machine (several e2e servers on two cores) signs in slowly
    test.setTimeout(5 * 60_000);
    const baseURL = info.project.use.baseURL!;
    request = await playwright.request.newContext({ baseURL });
    page = await (await browser.newContext({ baseURL, viewport: PHONE, isMobile: true, hasTouch: true })).newPage();
    await signInDemoByEmail(page, request);
    api = apiOf(page);
    fund = await freshFund(api);
  });

  test.afterAll(async () => {
    await page.context().close();
    await request.dispose();
  });

  test('Invest now from a fund page: amount, OTP, pay, in at most five taps, ending on the confirmation with the NAV date', async () => {
    const taps = tapCounter();
    await page.goto(`/portal/search?scheme=${fund.id}`);
    // the fund page: the scheme's detail panel (a loaded phone may take a while to draw its charts)
    const detail = page.getByRole('dialog').filter({ has: page.getByRole('button', { name: 'INVEST NOW' }) });
    await expect(detail).toBeVisible({ timeout: 30_000 });
    await taps.tap(detail.getByRole('button', { name: 'INVEST NOW' }));
    await expect(page).toHaveURL(new RegExp(`/portal/quick-invest/${fund.id}$`));
    // one-time is chosen, the amount starts at the fund's minimum, a chip adds to it
    await expect(page.getByRole('button', { name: 'One-time' })).toHaveAttribute('aria-pressed', 'true');
    const amount = page.getByRole('textbox', { name: 'Amount' });
    const start = Number((await amount.inputValue()).replace(/,/g, ''));
    expect(start).toBeGreaterThan(0);
    await taps.tap(page.getByRole('button', { name: 'Add ₹2,000' }));
    const total = start + 2000;
    await expect(amount).toHaveValue(total.toLocaleString('en-IN'));
    await waitForOtpRoom(request, DEMO.mobile);
    const before = await outboxCount(request, DEMO.mobile);
    await taps.tap(page.getByRole('button', { name: 'Continue' }));
    await enterOrderOtp(page, request, before);
    const pay = page.getByRole('button', { name: new RegExp(`^Pay ₹${total.toLocaleString('en-IN')}\\.00 from `) });
    await taps.tap(pay);

    // the exchange's (simulated) gateway, outside the app
    await expect(page).toHaveURL(/\/api\/exchange-sim\/pay\//);
    await taps.tap(page.getByRole('button', { name: 'Pay', exact: true }));

    await expect(page).toHaveURL(/\/portal\/order-confirmation\?payment=\d+$/);
    // back from the gateway the app boots afresh: a loaded machine takes a while
    await expect(page.getByText(/^(Payment received — units to be allotted|Units allotted)$/).first()).toBeVisible({ timeout: 30_000 });
    const order = page.getByRole('list', { name: 'Orders' }).getByRole('listitem').first();
    await expect(order).toContainText(fund.name);
    await expect(order).toContainText(`₹${total.toLocaleString('en-IN')}.00`);
    await expect(order.getByText(/^\d{2}\/\d{2}\/\d{4}$/).first()).toBeVisible();
    await expect(order).toContainText('NAV date');
    await expect(order).toContainText(/Units expected by|Allotted on/);
    expect(await order.getByRole('definition').nth(0).innerText()).toMatch(/^\d+$/); // the exchange's order number
    // five taps at most, plus the OTP
    expect(taps.count).toBeLessThanOrEqual(5);
    // the page fits the phone
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  });

  test('a failed payment says so, then Pay again goes through and the units are allotted', async () => {
    await page.goto(`/portal/quick-invest/${fund.id}`);
    await waitForOtpRoom(request, DEMO.mobile);
    const before = await outboxCount(request, DEMO.mobile);
    await page.getByRole('button', { name: 'Continue' }).click();
    await enterOrderOtp(page, request, before);
    await page.getByRole('button', { name: /^Pay ₹[\d,]+\.00 from / }).click();
    await expect(page).toHaveURL(/\/api\/exchange-sim\/pay\//);
    await page.getByRole('button', { name: 'Fail', exact: true }).click();

    await expect(page).toHaveURL(/\/portal\/order-confirmation\?payment=\d+$/);
    await expect(page.getByText('Payment failed — no money taken')).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText(/No money has been taken and no units will be allotted/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Put back in cart' })).toBeVisible();
    // the notification tells the truth about what can be done
    const notes = (await api('GET', '/notification')) as { notifications: Array<{ content: string; description: string }> };
    expect(notes.notifications.find((n) => n.content === 'Payment failed')!.description).toContain('pay again today or to put it back in your cart');

    await page.getByRole('button', { name: 'Pay again' }).click();
    await expect(page).toHaveURL(/\/api\/exchange-sim\/pay\//);
    await page.getByRole('button', { name: 'Pay', exact: true }).click();
    await expect(page).toHaveURL(/\/portal\/order-confirmation\?payment=\d+$/);
    // paid; units come at the NAV of the day shown (allotted by the order sweep once that NAV is out)
    await expect(page.getByText(/^(Payment received — units to be allotted|Units allotted)$/).first()).toBeVisible();
    await expect(page.getByRole('list', { name: 'Orders' })).toContainText(/Payment received|Units allotted/);
    // the market publishes that day's NAV (the demo's hook: the suite runs on the real clock) and
    // the order sweep allots: the screen turns by itself
    const paymentId = Number(new URL(page.url()).searchParams.get('payment'));
    const published = await request.post('/api/dev/publish-nav', { headers: { Version: '3.2' }, data: { payment_id: paymentId } });
    expect(published.status()).toBe(200);
    expect(((await published.json()) as { orders: Array<{ status: string }> }).orders.map((o) => o.status)).toEqual(['ALLOTTED']);
    await expect(page.getByText('Units allotted', { exact: true }).first()).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole('list', { name: 'Orders' })).toContainText('Allotted on');
  });

  test('a NEFT order awaits the money, with the clearing account and the reference, until the bank receives it', async () => {
    await page.goto(`/portal/quick-invest/${fund.id}`);
    await waitForOtpRoom(request, DEMO.mobile);
    const before = await outboxCount(request, DEMO.mobile);
    await page.getByRole('button', { name: 'Continue' }).click();
    await enterOrderOtp(page, request, before);
    await page.getByRole('button', { name: 'Pay by NEFT' }).click();

    await expect(page).toHaveURL(/\/portal\/order-confirmation\?payment=\d+$/);
    await expect(page.getByText('Order placed — awaiting your payment')).toBeVisible();
    await expect(page.getByText(/successful/i)).toHaveCount(0);
    const bank = page.getByRole('region', { name: 'Beneficiary bank 1' });
    await expect(bank).toContainText('Indian Clearing Corporation');
    const ucc = await page.evaluate(() => JSON.parse(localStorage.getItem('nivesh.auth')!).clientState.queries[0].state.data.user_details.ID as string);
    await expect(bank).toContainText(`MFICCL${ucc}`);
    const orderNo = await page.getByRole('list', { name: 'Orders' }).getByRole('definition').nth(0).innerText();
    await expect(page.getByText(`${ucc} ${orderNo}`)).toBeVisible();

    // the simulated bank receives the transfer: the screen turns by itself
    const res = await request.post('/api/exchange-sim/funds-received', { form: { order_no: orderNo } });
    expect(res.status()).toBe(200);
    await expect(page.getByText(/^(Payment received — units to be allotted|Units allotted)$/).first()).toBeVisible({ timeout: 20_000 });
    await expect(page.getByText('Order placed — awaiting your payment')).toHaveCount(0);
  });

  test('a paused SIP reads "Paused until" with Resume, and no next instalment; Resume brings the next instalment back', async () => {
    await page.goto('/portal/menu/manage-sip');
    const card = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('button', { name: 'Pause SIP' }) })
      .first();
    await expect(card).toBeVisible({ timeout: 20_000 });
    const name = await card.getByRole('heading', { level: 3 }).innerText();
    await card.getByRole('button', { name: 'Pause SIP' }).click();
    await page.getByRole('dialog', { name: 'Pause SIP' }).getByRole('button', { name: 'PAUSE SIP' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'OK' }).click();
    const paused = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { level: 3, name }) })
      .first();
    await expect(paused.getByText(/^Paused until \d{2}\/\d{2}\/\d{4}/)).toBeVisible();
    await expect(paused.getByText('Paused', { exact: true })).toBeVisible();
    await expect(paused.getByText(/Next instalment/)).toHaveCount(0);
    await expect(paused.getByText('In Progress', { exact: true })).toHaveCount(0);
    await paused.getByRole('button', { name: 'Resume SIP' }).click();
    const resumed = page.getByRole('alertdialog', { name: 'SIP resumed' });
    await expect(resumed).toContainText(/the next instalment is on \d{2}\/\d{2}\/\d{4}/);
    await resumed.getByRole('button', { name: 'OK' }).click();
    await expect(paused.getByText(/Next instalment/)).toBeVisible();
    await expect(paused.getByText('In Progress', { exact: true })).toBeVisible();
  });

  test('redeeming ELSS units shows each locked lot with its unlock date, and says until when instead of "less than 0"', async () => {
    // the demo investor's ELSS purchase of two years ago, from their own history
    const history = await allHistory<{ SchemeID: number; Sub_AssetclassName: string; Accno: string | null }>(api);
    const elss = history.find((h) => /ELSS/.test(h.Sub_AssetclassName) && h.Accno);
    expect(elss, 'the demo investor holds an ELSS fund').toBeTruthy();
    await page.goto(`/portal/invest/${elss!.SchemeID}?tab=Redemption&folio=${elss!.Accno}`);
    const facts = page.getByRole('region', { name: 'Units in this folio' });
    await expect(facts).toBeVisible({ timeout: 20_000 });
    await expect(facts.getByRole('list', { name: 'Locked units' }).getByRole('listitem').first()).toHaveText(/units unlock on \d{2}\/\d{2}\/\d{4}$/);
    // bought two years ago: long term, but still locked, so none to sell as LTCG
    await expect(facts.getByText('No Units within LTCG')).toBeVisible();
    await page.getByRole('button', { name: 'PROCEED' }).click();
    await expect(page.getByText(/in the 3-year ELSS lock-in; the first of them can be redeemed from \d{2}\/\d{2}\/\d{4}\./).first()).toBeVisible();
    await expect(page.getByText('Amount should be less than 0')).toHaveCount(0);
  });

  test('a valuation date typed as DD/MM/YYYY changes the figures and the caption', async () => {
    await page.goto('/portal/dashboard');
    const value = marketValue(page);
    await expect(value).toBeVisible({ timeout: 20_000 });
    const today = await value.innerText();
    const field = page.getByRole('textbox', { name: 'Valuation date' });
    const back = new Date(Date.now() - 40 * 86_400_000);
    const dmy = `${String(back.getDate()).padStart(2, '0')}/${String(back.getMonth() + 1).padStart(2, '0')}/${back.getFullYear()}`;
    await field.click();
    await field.press('Control+a');
    await field.press('Backspace');
    // typed key by key: what is typed stays (it used to snap back to today after each key)
    await field.pressSequentially(dmy.replace(/\//g, ''), { delay: 30 });
    await expect(field).toHaveValue(dmy);
    await expect(page.getByTestId('valued-on')).toHaveText(`Figures as on ${dmy}`);
    await expect(value).not.toHaveText(today);
  });
});
