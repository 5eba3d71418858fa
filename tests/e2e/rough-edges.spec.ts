/**
 * The rough edges a new investor hit on a phone, each checked at 390 px wide.
 * The demo investor's part runs in one signed-in phone-sized page; the onboarding part signs up
 * a new number.
 */
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { API_VERSION } from '../../src/shared/contract/common.ts';
import { outboxCount, otpFor, signUpNew, typeOtp } from './support/app.ts';
import { DEMO, signInDemo, tokenOf, waitForOtpRoom } from './support/demo-investor.ts';

const PHONE = { width: 390, height: 844 };

/** The whole of the element is inside the 390 px wide viewport: reachable without scrolling sideways. */
async function expectInsideViewport(el: Locator, what: string) {
  await expect(el, what).toBeVisible();
  const box = (await el.boundingBox())!;
  expect(box.x, `${what} starts inside the screen`).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width, `${what} ends inside the 390 px screen`).toBeLessThanOrEqual(PHONE.width);
}

test.describe('at 390 px, as the demo investor', () => {
  test.describe.configure({ mode: 'serial', timeout: 120_000 });
  let page: Page;
  let request: APIRequestContext;
  let token: string;
  let scheme: { SchemeID: number; AmcID: number | null; AMC: string; SchemeName: string };
  let subId: number;
  const api = (path: string, body?: unknown) =>
    body === undefined
      ? request.get(`/api${path}`, { headers: { token, Version: API_VERSION } })
      : request.post(`/api${path}`, { headers: { token, Version: API_VERSION }, data: body });

  test.beforeAll(async ({ browser, playwright }, info) => {
    const baseURL = info.project.use.baseURL!;
    request = await playwright.request.newContext({ baseURL });
    page = await (await browser.newContext({ baseURL, viewport: PHONE, isMobile: true, hasTouch: true })).newPage();
    await signInDemo(page, request);
    token = await tokenOf(page);
    const subs = (await (await api('/schemes/get_sub_asset_classes/1')).json()).sub_asset_classes as Array<{ ID: number; SchemeCount: number }>;
    subId = [...subs].sort((a, b) => b.SchemeCount - a.SchemeCount)[0]!.ID;
    const list = (await (await api(`/schemes/get_scheme_list/${subId}`)).json()).sub_asset_classes as Array<typeof scheme & { Growthoption: string }>;
    scheme = list.find((s) => s.Growthoption === 'Y') ?? list[0]!;
  });

  test.afterAll(async () => {
    await page.context().close();
    await request.dispose();
  });

  test('every tab of the invest page, the cart and the history is on screen', async () => {
    await page.goto(`/portal/invest/${scheme.SchemeID}`);
    const hub = page.getByRole('tablist').first();
    await expect(hub.getByRole('tab', { name: 'Purchase' })).toBeVisible();
    const tabs = await hub.getByRole('tab').all();
    expect(tabs.length, "the hub offers the scheme's transaction types").toBeGreaterThanOrEqual(4);
    for (const tab of tabs) await expectInsideViewport(tab, `invest tab ${await tab.textContent()}`);
    await page.goto('/portal/menu/transaction-history');
    await expectInsideViewport(page.getByRole('tab', { name: 'Processing' }), 'history tab Processing');
    // the menu's own section strip folds behind one button on a phone; opened, every entry is in sight
    await page
      .getByRole('navigation', { name: 'Menu' })
      .getByRole('button', { name: /Menu menu/ })
      .click();
    for (const link of await page.getByRole('navigation', { name: 'Menu' }).getByRole('link').all())
      await expectInsideViewport(link, `menu entry ${await link.textContent()}`);
  });

  test('the bottom navigation lights Invest through the investing flow', async () => {
    const invest = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Invest' });
    for (const path of [`/portal/invest/${scheme.SchemeID}`, '/portal/cart', '/portal/search']) {
      await page.goto(path);
      await expect(invest, path).toHaveAttribute('aria-current', 'page');
    }
    await page.goto('/portal/dashboard');
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
  });

  test('the SIP mandate option groups its limit the Indian way', async () => {
    await page.goto(`/portal/invest/${scheme.SchemeID}`);
    await page.getByRole('tab', { name: 'Start a SIP' }).click();
    await page.getByRole('combobox', { name: 'Mandate' }).click();
    const options = page.getByRole('option');
    await expect(options.first()).toBeVisible();
    for (const text of await options.allTextContents()) {
      const amount = /up to ₹([\d,]+\.\d{2})/.exec(text)?.[1];
      expect(amount, text).toBeDefined();
      // 12,34,567.00: the last three digits, then pairs
      expect(amount, text).toMatch(/^(\d{1,2}(,\d{2})*,\d{3}|\d{1,3})\.\d{2}$/);
    }
    await page.keyboard.press('Escape');
  });

  test('the invest page groups the NAV the Indian way', async () => {
    await page.goto(`/portal/invest/${scheme.SchemeID}`);
    const nav = /NAV ₹([\d,]+\.\d+) as on/.exec(await page.getByText(/NAV ₹/).first().innerText())?.[1];
    expect(nav).toMatch(/^(\d{1,2}(,\d{2})*,\d{3}|\d{1,3})\.\d+$/);
  });

  test('the valuation date reads DD/MM/YYYY', async () => {
    await page.goto('/portal/dashboard');
    const date = page.getByLabel('Valuation date');
    await expect(date).toHaveValue(/^\d{2}\/\d{2}\/\d{4}$/);
  });

  test('scheme rows carry a monogram of their fund house, not one generic icon', async () => {
    await page.goto(`/portal/investment/mutual-funds/schemes/${subId}`);
    const rows = page.getByRole('main').getByRole('listitem');
    await expect(rows.first()).toBeVisible();
    await expect(rows.locator('img')).toHaveCount(0);
    const first = rows
      .filter({ hasText: scheme.SchemeName.split(' - ')[0]! })
      .first()
      .locator('[data-amc-monogram]');
    await expect(first).toHaveText(/^[A-Z0-9?]{1,2}$/);
    await expectInsideViewport(first, 'monogram');
  });

  test('a fund is one row, its plans and options chosen in the row', async () => {
    const list = (await (await api(`/schemes/get_scheme_list/${subId}`)).json()).sub_asset_classes as Array<{
      SchemeName: string;
      SchemeID: number;
      PlanName: string;
    }>;
    const funds = new Set(list.map((s) => s.SchemeName.split(' - ')[0]));
    expect(funds.size, 'the demo list has funds with several variants').toBeLessThan(list.length);
    await page.goto(`/portal/investment/mutual-funds/schemes/${subId}`);
    const rows = page.getByRole('list', { name: /schemes$/ }).getByRole('listitem');
    await expect(rows).toHaveCount(funds.size);
    const row = rows.filter({ has: page.getByRole('combobox', { name: 'Plan' }) }).first();
    const plan = row.getByRole('combobox', { name: 'Plan' });
    await expectInsideViewport(plan, 'plan chooser');
    await expectInsideViewport(row.getByRole('combobox', { name: 'Option' }), 'option chooser');
    await expect(plan).toHaveValue('Direct');
    await plan.selectOption('Regular');
    await row.getByRole('button').click();
    const detail = page.getByRole('dialog');
    await expect(detail.getByRole('heading', { name: /Regular Plan/ })).toBeVisible();
    await page.keyboard.press('Escape');
  });

  test("an order form's amount error goes as soon as the amount is valid", async () => {
    await page.goto(`/portal/invest/${scheme.SchemeID}`);
    await page.getByRole('tab', { name: 'Purchase' }).click();
    const form = page.getByRole('form', { name: 'Purchase' });
    const amount = form.getByLabel('Amount', { exact: true });
    await amount.fill('1');
    await form.getByRole('button', { name: 'PROCEED' }).click();
    const message = form.getByText(/^Amount should be greater than [\d,]+$/);
    await expect(message).toBeVisible();
    await expectInsideViewport(message, 'amount message');
    await expect(amount).toHaveAttribute('aria-invalid', 'true');
    // still too small: the message stays while the investor types
    await amount.fill('2');
    await expect(message).toBeVisible();
    // valid: gone at once, before any second submit (nothing is placed: the form is left)
    await amount.fill('50000');
    await expect(message).toHaveCount(0);
    await expect(amount).not.toHaveAttribute('aria-invalid', 'true');
    await form.getByRole('button', { name: 'CANCEL' }).click();
  });

  test("a profile form's error goes as soon as the field is valid", async () => {
    await page.goto('/portal/profile/personal-information');
    await page.getByRole('button', { name: 'EDIT' }).click();
    const field = page.getByRole('textbox', { name: 'New Mobile Number' });
    await expectInsideViewport(field, 'New Mobile Number');
    await field.fill('98765');
    await page.getByRole('button', { name: 'Send OTP to the new mobile number' }).click();
    const message = page.getByText('Please enter valid mobile number', { exact: true });
    await expect(message).toBeVisible();
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await field.fill('987654');
    await expect(message).toBeVisible();
    // a valid new number: the message goes without pressing the arrow again (no OTP is sent)
    const before = await outboxCount(request, '9876501234');
    await field.fill('9876501234');
    await expect(message).toHaveCount(0);
    await expect(field).not.toHaveAttribute('aria-invalid', 'true');
    expect(await outboxCount(request, '9876501234')).toBe(before);
  });

  test('search results are one row per fund too, its plans and options chosen in the row', async () => {
    const name = scheme.SchemeName.split(' - ')[0]!;
    const found = (await (await api('/schemes/search-scheme', { name, asset_class_id: '' })).json()).schemes as Array<{ SchemeName: string }>;
    const funds = new Set(found.map((s) => s.SchemeName.split(' - ')[0]));
    expect(funds.size, `"${name}" finds a fund with several variants`).toBeLessThan(found.length);
    await page.goto(`/portal/search?q=${encodeURIComponent(name)}`);
    const rows = page.getByRole('list', { name: 'Search results' }).getByRole('listitem');
    await expect(rows).toHaveCount(funds.size);
    const row = rows.filter({ hasText: name }).first();
    await expect(row.getByRole('button')).toContainText(name);
    await expect(row.getByRole('button')).not.toContainText(/(Direct|Regular) Plan/);
    await expectInsideViewport(row.getByRole('combobox', { name: 'Plan' }), 'plan chooser');
    await expectInsideViewport(row.getByRole('combobox', { name: 'Option' }), 'option chooser');
  });

  test('checkout lists exactly the orders it will place, with the total, before any OTP is sent', async () => {
    // two lumpsums in the cart, one left unticked as after a failed try
    const add = async (amount: string) => {
      const r = await (
        await api('/transaction/create_transaction', {
          TrType: 'NEW',
          AccNo: '',
          Amount: amount,
          AmcId: scheme.AmcID,
          Sch: scheme.SchemeID,
          Growthoption: 'Y',
          DividendReinvestment: 'N',
        })
      ).json();
      expect(r.transaction_created, JSON.stringify(r)).toBe(true);
      return r.TE_IHNO as number;
    };
    const cart = (await (await api('/transaction/get_cart_details')).json()).cart_details as { lumpsumArray: Array<{ TE_IHNO: number }> };
    const old = cart.lumpsumArray.map((i) => i.TE_IHNO);
    if (old.length) await api('/transaction/check_cart_item', { Ihnos: old.join(','), checked: false });
    const ticked = await add('123456');
    const unticked = await add('5000');
    await api('/transaction/check_cart_item', { Ihnos: String(unticked), checked: false });
    expect(ticked).not.toBe(unticked);

    await page.goto('/portal/cart');
    await page.getByRole('tab', { name: /^Lumpsum\(\d+\)$/ }).click();
    const before = await outboxCount(request, DEMO.mobile);
    await page.getByRole('button', { name: 'PROCEED TO PAYMENT' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Confirm your orders' });
    const items = dialog.getByRole('list', { name: 'Orders to place' }).getByRole('listitem');
    await expect(items).toHaveCount(1);
    await expect(items.first()).toContainText(scheme.SchemeName);
    await expect(items.first()).toContainText('₹1,23,456.00');
    await expect(dialog.getByText('Total')).toBeVisible();
    await expect(dialog).toContainText('₹1,23,456.00');
    await expectInsideViewport(dialog.getByRole('button', { name: 'Send OTP' }), 'Send OTP');
    await dialog.getByRole('button', { name: 'Back to cart' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page).toHaveURL(/\/portal\/cart$/);
    expect(await outboxCount(request, DEMO.mobile)).toBe(before);
    await api('/transaction/remove_cart_item', { Ihnos: `${ticked},${unticked}`, TrType: 'N' });
  });

  test('every payment mode tab, Cheque/NEFT included, and its choices are on screen', async () => {
    // the page pays the ticked lumpsums of the cart: one ticked, any older ones unticked
    const cart = (await (await api('/transaction/get_cart_details')).json()).cart_details as { lumpsumArray: Array<{ TE_IHNO: number }> };
    const old = cart.lumpsumArray.map((i) => i.TE_IHNO);
    if (old.length) await api('/transaction/check_cart_item', { Ihnos: old.join(','), checked: false });
    const r = await (
      await api('/transaction/create_transaction', {
        TrType: 'NEW',
        AccNo: '',
        Amount: '7000',
        AmcId: scheme.AmcID,
        Sch: scheme.SchemeID,
        Growthoption: 'Y',
        DividendReinvestment: 'N',
      })
    ).json();
    expect(r.transaction_created, JSON.stringify(r)).toBe(true);
    try {
      await page.goto('/portal/payments?paymentMode=Lumpsum');
      const modes = page.getByRole('tablist', { name: 'Payment mode' });
      await expect(modes.getByRole('tab')).toHaveCount(3);
      for (const tab of await modes.getByRole('tab').all()) await expectInsideViewport(tab, `payment tab ${await tab.textContent()}`);
      await modes.getByRole('tab', { name: 'Cheque/NEFT' }).click();
      await expectInsideViewport(page.getByRole('radio', { name: 'Cheque' }), 'Cheque');
      await expectInsideViewport(page.getByRole('radio', { name: 'NEFT' }), 'NEFT');
      await page.getByRole('radio', { name: 'NEFT' }).click();
      const first = page.getByRole('region', { name: 'Beneficiary bank 1' });
      await expectInsideViewport(first, 'beneficiary bank');
      await expectInsideViewport(first.getByText('IFSC', { exact: true }), 'beneficiary IFSC');
    } finally {
      await api('/transaction/remove_cart_item', { Ihnos: String(r.TE_IHNO), TrType: 'N' });
    }
  });
});

test('at 390 px, onboarding names the current step and a corrected field drops its error', async ({ browser, baseURL, request }) => {
  test.setTimeout(120_000);
  const page = await (await browser.newContext({ baseURL, viewport: PHONE, isMobile: true, hasTouch: true })).newPage();
  const mobile = await signUpNew(page, request);
  await page.goto('/onboarding');
  await expect(page.getByText('Step 1 of 9: Identification', { exact: true })).toBeVisible();
  await expectInsideViewport(page.getByText('Step 1 of 9: Identification', { exact: true }), 'current step name');

  // a PAN error goes as soon as the PAN is right
  const letter = () => 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'[Math.floor(Math.random() * 26)]!;
  const pan = `${letter()}${letter()}${letter()}P${letter()}${1000 + Math.floor(Math.random() * 8999)}${letter()}`;
  await page.getByLabel('PAN', { exact: true }).fill('ABCPZ12');
  await page.getByLabel('First Name').fill('Asha');
  await page.getByLabel('Last Name').fill('Rao');
  await page.getByRole('button', { name: 'SAVE & PROCEED' }).click();
  const panField = page.getByLabel('PAN', { exact: true });
  await expect(panField).toHaveAttribute('aria-invalid', 'true');
  await panField.fill(pan);
  await expect(panField).not.toHaveAttribute('aria-invalid', 'true');
  await page.getByRole('button', { name: 'SAVE & PROCEED' }).click();

  await expect(page.getByText('Step 2 of 9: Personal Details', { exact: true })).toBeVisible();
  const email = `${pan.toLowerCase()}@example.com`;
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByRole('button', { name: 'VERIFY Email' }).click();
  await typeOtp(page, await otpFor(request, email));
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.getByRole('combobox', { name: 'Email declaration', exact: true }).click();
  await page.getByRole('option', { name: 'This email belongs to me (Self)', exact: true }).click();
  await waitForOtpRoom(request, mobile);
  // the mobile already had the sign-up's code: wait for the new one, not read the old one
  const before = await outboxCount(request, mobile);
  await page.getByRole('button', { name: 'VERIFY Mobile Number' }).click();
  await expect.poll(() => outboxCount(request, mobile)).toBe(before + 1);
  await typeOtp(page, await otpFor(request, mobile));
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.getByRole('combobox', { name: 'Mobile declaration', exact: true }).click();
  await page.getByRole('option', { name: 'This mobile number belongs to me (Self)', exact: true }).click();
  await page.getByRole('radio', { name: 'Female' }).click();
  await page.getByRole('combobox', { name: 'Marital Status', exact: true }).click();
  await page.getByRole('option', { name: 'Married', exact: true }).click();

  // the date of birth is typed DD/MM/YYYY; too young → the rule's message; corrected → gone
  const dob = page.getByLabel('Date of Birth');
  await expect(dob).toHaveAttribute('placeholder', 'DD/MM/YYYY');
  await dob.fill('01012015');
  await expect(dob).toHaveValue('01/01/2015');
  await page.getByRole('button', { name: 'SAVE & PROCEED' }).click();
  await expect(page.getByText('Age Should be Greater than 18')).toBeVisible();
  await dob.fill('15/06/1990');
  await expect(page.getByText('Age Should be Greater than 18')).toHaveCount(0);
  await expect(dob).not.toHaveAttribute('aria-invalid', 'true');
  await page.context().close();
});
