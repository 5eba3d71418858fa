import { signInDemoByEmail, waitForOtpRoom } from './support/demo-investor.ts';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { otpFor, outboxCount, typeOtp } from './support/app.ts';
import { apiOf } from './support/phone.ts';
import { allHistory } from './support/history.ts';

/**
 * Buying and selling as the demo investor: a lumpsum paid by net banking on the
 * simulated gateway, a SIP registered with its mandate, and all units of a folio redeemed.
 * One signed-in page for the three journeys; sign-in goes by email OTP. Checkouts to the same
 * mobile are 30 s apart at least (the resend rule of one flow).
 */
const DEMO = { mobile: '9876543210', email: 'demo.investor@example.com', pan: 'ABCPK1234F' };

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A history row, by its accessible name: scheme, type, date, amount (a pattern), status. */
const historyRow = (page: Page, scheme: string, type: string, size: string) =>
  page.getByRole('button', { name: new RegExp(`^${escape(scheme)}, ${type}, \\d{2}/\\d{2}/\\d{4}, ${size}, `) });

/** The demo portfolio's schemes, by sub-asset class, from the investor's own history. */
async function demoSchemes(page: Page): Promise<Record<string, { id: number; name: string }>> {
  const rows = await allHistory<{ SchemeID: number; SchemeName: string; Sub_AssetclassName: string }>(apiOf(page));
  return Object.fromEntries(rows.map((r) => [r.Sub_AssetclassName, { id: r.SchemeID, name: r.SchemeName }]));
}

/** Checks out the cart tab's checked items: the OTP to the mobile, typed on /portal/transaction-verify. */
async function checkout(page: Page, request: APIRequestContext, tab: RegExp, button: string): Promise<void> {
  await page.goto('/portal/cart');
  await page.getByRole('tab', { name: tab }).click();
  await waitForOtpRoom(request, DEMO.mobile);
  const before = await outboxCount(request, DEMO.mobile);
  await page.getByRole('button', { name: button }).click();
  // the confirmation lists what will be placed before the OTP is sent
  const confirm = page.getByRole('alertdialog', { name: 'Confirm your orders' });
  await expect(confirm.getByRole('list', { name: 'Orders to place' }).getByRole('listitem').first()).toBeVisible();
  await confirm.getByRole('button', { name: 'Send OTP' }).click();
  await expect(page).toHaveURL(/\/portal\/transaction-verify$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Transaction Confimation' })).toBeVisible();
  await expect(page.getByText('Please enter the OTP received on the Mobile or Email')).toBeVisible();
  await expect.poll(() => outboxCount(request, DEMO.mobile)).toBe(before + 1);
  await typeOtp(page, await otpFor(request, DEMO.mobile));
}

test.describe.serial('buying and selling as the demo investor', () => {
  // generous: a checkout may wait for the mobile's OTP limit when other specs used it just before
  test.describe.configure({ timeout: 20 * 60_000 });
  let page: Page;
  let request: APIRequestContext;
  let schemes: Record<string, { id: number; name: string }>;

  test.beforeAll(async ({ browser, playwright }, info) => {
    const baseURL = info.project.use.baseURL!;
    request = await playwright.request.newContext({ baseURL });
    page = await (await browser.newContext({ baseURL })).newPage();
    await signInDemoByEmail(page, request);
    schemes = await demoSchemes(page);
    expect(Object.keys(schemes)).toEqual(expect.arrayContaining(['Large Cap Fund', 'Liquid Fund']));
    // these journeys count the cart from empty: another journey of the demo investor may have left an item in it
    const api = apiOf(page);
    const { cart_details: cart } = (await api('GET', '/transaction/get_cart_details')) as { cart_details: Record<string, Array<{ TE_IHNO: number }>> };
    for (const [kind, type] of [
      ['sipArray', 'S'],
      ['stp', 'S'],
      ['swp', 'S'],
      ['lumpsumArray', 'N'],
      ['switch', 'N'],
      ['redemption', 'N'],
    ] as const) {
      const ids = (cart[kind] ?? []).map((i) => i.TE_IHNO);
      if (ids.length > 0) await api('POST', '/transaction/remove_cart_item', { Ihnos: ids.join(','), TrType: type });
    }
    expect(((await api('GET', '/transaction/get_cart_details')) as { cart_details: { cartLength: number } }).cart_details.cartLength).toBe(0);
  });

  test.afterAll(async () => {
    await page.context().close();
    await request.dispose();
  });

  test('a lumpsum through the ADD TO CART drawer, paid by net banking on the gateway, shows in history', async () => {
    const fund = schemes['Large Cap Fund']!;
    await page.goto(`/portal/invest/${fund.id}`);
    await page.getByRole('button', { name: 'ADD TO CART' }).click();
    const drawer = page.getByRole('dialog', { name: 'ADD TO CART' });
    await expect(drawer.getByText(fund.name)).toBeVisible();
    await drawer.getByRole('button', { name: 'LUMPSUM' }).click();
    // the amount starts at the minimum for the chosen folio; chips add to it
    const amount = drawer.getByRole('textbox', { name: 'Amount' });
    await amount.fill('');
    await drawer.getByRole('button', { name: 'ADD TO CART' }).click();
    await expect(drawer.getByRole('alert')).toHaveText('Amount is mandatory');
    await drawer.getByRole('button', { name: 'Add ₹5,000' }).click();
    await drawer.getByRole('button', { name: 'Add ₹2,000' }).click();
    await expect(amount).toHaveValue('7,000');
    await drawer.getByRole('button', { name: 'ADD TO CART' }).click();
    await expect(drawer.getByText('Successfully added to cart').first()).toBeVisible();
    // the drawer closes by itself 5 s later
    await expect(drawer).toBeHidden({ timeout: 8_000 });
    await expect(page.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();

    await checkout(page, request, /^Lumpsum\(\d+\)$/, 'PROCEED TO PAYMENT');
    await expect(page).toHaveURL(/\/portal\/payments\?paymentMode=Lumpsum$/);
    await expect(page.getByRole('tab', { name: 'Net Banking' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByText('Amount payable ₹7,000.00')).toBeVisible();
    await page.getByRole('button', { name: 'PAY USING THIS ACCOUNT' }).first().click();

    // the exchange's (simulated) gateway, a page outside the PWA
    await expect(page).toHaveURL(/\/api\/exchange-sim\/pay\//);
    await expect(page.getByText('₹7,000.00').first()).toBeVisible();
    await page.getByLabel('Bank').selectOption('HDFC Bank');
    await page.getByRole('button', { name: 'Pay', exact: true }).click();

    // back on the confirmation screen: the money is in, the NAV date is the cut-off rule's
    await expect(page).toHaveURL(/\/portal\/order-confirmation\?payment=\d+$/);
    await expect(page.getByText(/^(Payment received — units to be allotted|Units allotted)$/)).toBeVisible();
    await page.getByRole('link', { name: 'Transaction History' }).click();
    // the order sweep may allot the units any moment (it leaves Processing then): All always has it
    await page.getByRole('tab', { name: 'All' }).click();
    await historyRow(page, fund.name, 'Additional Purchase', '₹7,000\\.00').click();
    await expect(page.getByRole('heading', { name: 'Transaction Detail' })).toBeVisible();
    await expect(page.getByText('APPROVED').first()).toBeVisible();
    await page.getByRole('button', { name: 'Back to transactions' }).click();
    await expect(page.getByRole('tab', { name: 'All' })).toBeVisible();
  });

  test('a monthly SIP with the approved mandate is registered', async () => {
    const fund = schemes['Large Cap Fund']!;
    await page.goto(`/portal/invest/${fund.id}`);
    await expect(page.getByRole('tab', { name: 'Start a SIP' })).toHaveAttribute('aria-selected', 'true');
    await page.getByRole('button', { name: 'PROCEED' }).click();
    await expect(page.getByText('Installments is mandatory')).toBeVisible();
    await expect(page.getByText('SipDay is mandatory')).toBeVisible();
    await expect(page.getByText('Mandate Id is mandatory')).toBeVisible();

    await page.getByRole('textbox', { name: 'SIP Amount' }).fill('2500');
    await page.getByRole('textbox', { name: 'Installments' }).fill('12');
    await page.getByRole('button', { name: /^SIP Start Date/ }).click();
    const calendar = page.getByRole('dialog', { name: 'SIP Start Date' });
    // keyboard: the first offered date has focus; the next one is a right-arrow away
    await page.keyboard.press('ArrowRight');
    const picked = await page.evaluate(() => document.activeElement?.getAttribute('data-date'));
    expect(picked).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    await page.keyboard.press('Enter');
    await expect(calendar).toBeHidden();
    const [y, m, d] = picked!.split('-');
    await expect(page.getByRole('button', { name: /^SIP Start Date/ })).toHaveText(`${d}/${m}/${y}`);
    await page.getByRole('combobox', { name: 'Mandate' }).click();
    await page.getByRole('option', { name: /DEMO0000X1/ }).click();
    await page.getByRole('button', { name: 'PROCEED' }).click();
    await expect(page.getByText('Successfully added to cart').first()).toBeVisible();
    await page.getByRole('button', { name: 'GO TO CART' }).click();

    await page.getByRole('tab', { name: /^SIP\(\d+\)$/ }).click();
    await expect(page.getByText(`${d}/${m}/${y}`)).toBeVisible();
    await checkout(page, request, /^SIP\(\d+\)$/, 'PLACE ORDER');
    const result = page.getByRole('dialog', { name: 'Success Message' });
    await expect(result).toContainText('Your SIP is registered');
    await result.getByRole('button', { name: 'OK' }).click();
    await expect(page).toHaveURL(/\/portal\/menu\/manage-sip$/);
  });

  test('all units of a folio are redeemed', async () => {
    const fund = schemes['Liquid Fund']!;
    await page.goto(`/portal/invest/${fund.id}?tab=Redemption`);
    await expect(page.getByRole('tab', { name: 'Redemption' })).toHaveAttribute('aria-selected', 'true');
    // the demo investor may hold this fund in more than one folio by now (earlier specs buy it): take the first
    await page
      .getByRole('radio', { name: /^Folio \d+/ })
      .first()
      .check();
    await page.getByRole('checkbox', { name: 'Redeem All Units' }).click();
    await expect(page.getByRole('radio', { name: 'All Units' })).toBeChecked();
    await expect(page.getByRole('radio', { name: 'Amount', exact: true })).toBeDisabled();
    await expect(page.getByRole('radio', { name: 'Units', exact: true })).toBeDisabled();
    await page.getByRole('button', { name: 'PROCEED' }).click();
    await expect(page.getByText('Successfully added to cart').first()).toBeVisible();
    // 5 s later the hub moves on to the cart by itself
    await expect(page).toHaveURL(/\/portal\/cart$/, { timeout: 8_000 });

    await page.getByRole('tab', { name: /^Redemption\(\d+\)$/ }).click();
    await expect(page.getByText('All Units')).toBeVisible();
    await checkout(page, request, /^Redemption\(\d+\)$/, 'CONFIRM');
    const result = page.getByRole('dialog', { name: 'Success Message' });
    await expect(result).toContainText('Your request is placed');
    await result.getByRole('button', { name: 'OK' }).click();
    await expect(page).toHaveURL(/\/portal\/menu\/transaction-history$/);
    await expect(page.getByRole('tab', { name: 'Processing' })).toHaveAttribute('aria-selected', 'true');
    await page.getByRole('tab', { name: 'All' }).click();
    // 'All Units' until the fund house pays out, then the amount
    await expect(historyRow(page, fund.name, 'Redemption', '(All Units|₹[\\d,]+\\.\\d{2})')).toBeVisible();
    // every order of the three journeys has left the cart
    await page.goto('/portal/cart');
    await expect(page.getByText('Your cart is empty!!')).toBeVisible();
  });
});
