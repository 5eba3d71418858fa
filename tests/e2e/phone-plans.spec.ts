import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { otpFor, outboxCount, typeOtp } from './support/app.ts';
import { DEMO, signInDemoByEmail, waitForOtpRoom } from './support/demo-investor.ts';
import { apiOf, enterOrderOtp, freshFund, PHONE, type Api } from './support/phone.ts';
import { allHistory } from './support/history.ts';

/**
 * Plans and codes on the investor's phone (360 px): a SIP modified and still shown as one SIP
 * with its history; an STP from a liquid fund into an equity fund through the STP form; a wrong
 * order OTP followed by the right one typed from the first box. One signed-in page.
 */
const NARROW = { ...PHONE, width: 360 };

const ymd = (d: Date) => d.toISOString().slice(0, 10);
const dmy = (date: string) => date.split('-').reverse().join('/');

/** The first start date a monthly SIP of the scheme may take (a scheme day up to the 28th, more than two days ahead). */
async function firstSipDate(api: Api, schemeId: number): Promise<string> {
  const facts = (await api('GET', `/transaction/get_fund_details/${schemeId}`)) as {
    fund_details: { sip_frequencies: Array<{ value: number; SIPDATES: string }> };
  };
  const days = facts.fund_details.sip_frequencies
    .find((f) => f.value === 3)!
    .SIPDATES.split(',')
    .map(Number)
    .filter((d) => d >= 1 && d <= 28);
  const earliest = ymd(new Date(Date.now() + 5.5 * 3_600_000 + 3 * 86_400_000));
  for (let m = 0; m < 3; m++) {
    const first = new Date(`${earliest.slice(0, 8)}01T00:00:00Z`);
    first.setUTCMonth(first.getUTCMonth() + m);
    const found = days.map((d) => `${ymd(first).slice(0, 8)}${String(d).padStart(2, '0')}`).find((date) => date >= earliest);
    if (found) return found;
  }
  throw new Error('no SIP date offered');
}

test.describe.serial('plans and codes on a phone', () => {
  test.describe.configure({ timeout: 10 * 60_000 });
  let page: Page;
  let request: APIRequestContext;
  let api: Api;

  test.beforeAll(async ({ browser, playwright }, info) => {
    // a loaded machine (several e2e servers on two cores) signs in slowly
    test.setTimeout(5 * 60_000);
    const baseURL = info.project.use.baseURL!;
    request = await playwright.request.newContext({ baseURL });
    page = await (await browser.newContext({ baseURL, viewport: NARROW, isMobile: true, hasTouch: true })).newPage();
    await signInDemoByEmail(page, request);
    api = apiOf(page);
  });

  test.afterAll(async () => {
    await page.context().close();
    await request.dispose();
  });

  test('a SIP whose amount is modified, confirmed by the order OTP, stays one SIP with its history', async () => {
    // a SIP of the demo investor's large-cap fund, registered now so its next instalment is days away
    const history = await allHistory<{ SchemeID: number; Sub_AssetclassName: string }>(api);
    const fundId = history.find((h) => h.Sub_AssetclassName === 'Large Cap Fund')!.SchemeID;
    const scheme = (await api('GET', `/transaction/get_fund_details/${fundId}`)) as { fund_details: { AmcID: number } };
    const start = await firstSipDate(api, fundId);
    const created = await api('POST', '/transaction/create_transaction', {
      TrType: 'XSIP',
      StartDate: dmy(start),
      Installments: 12,
      InstallmentsAmt: '2000',
      MandateId: 'DEMO0000X1',
      MandateType: 'X',
      FirstOrderToday: 'N',
      Frequency: 3,
      AmcId: scheme.fund_details.AmcID,
      Sch: fundId,
    });
    expect(created.transaction_created, JSON.stringify(created)).toBe(true);
    await waitForOtpRoom(request, DEMO.mobile);
    await api('POST', '/transaction/insert-tansaction-otp', { ihno: [created.TE_IHNO], type: 'SIP' });
    expect(await api('POST', '/transaction/verify-tansaction-otp', { ihno: [created.TE_IHNO], otp: await otpFor(request, DEMO.mobile) })).toEqual({
      otp_verified: true,
    });
    const placed = await api('POST', '/transaction/place-order', { orders: [{ order_id: created.TE_IHNO, type: 'sys' }], payment_type: 1, category: 4 });
    const oldRegNo = /registration (\d+)/.exec(placed.bse_order.success_message)![1]!;

    await page.goto('/portal/menu/manage-sip');
    const regNoOf = (no: string) => page.getByRole('definition').filter({ hasText: new RegExp(`^${no}$`) });
    const card = page.getByRole('listitem').filter({ has: regNoOf(oldRegNo) });
    await expect(card).toBeVisible({ timeout: 20_000 });
    await expect(card).toContainText('₹2,000.00');
    await card.getByRole('button', { name: 'Modify SIP' }).click();
    const dialog = page.getByRole('dialog', { name: 'Modify SIP' });
    const amount = dialog.getByRole('textbox', { name: 'SIP amount' });
    await expect(amount).toHaveValue('2,000');
    // nothing changed: the shared rule says so before any OTP is sent
    await dialog.getByRole('button', { name: 'PROCEED' }).click();
    await expect(dialog.getByText('Please change the amount, SIP date or step-up')).toBeVisible();
    await amount.fill('2500');
    await waitForOtpRoom(request, DEMO.mobile);
    const before = await outboxCount(request, DEMO.mobile);
    await dialog.getByRole('button', { name: 'PROCEED' }).click();
    await expect(dialog.getByText(`from ${dmy(start)}`)).toBeVisible();
    await enterOrderOtp(page, request, before);
    const done = page.getByRole('alertdialog', { name: 'SIP modified' });
    await expect(done).toContainText(/Your SIP is modified \(registration \d+\)\. The next instalment is on \d{2}\/\d{2}\/\d{4}\./);
    const newRegNo = /registration (\d+)/.exec(await done.innerText())![1]!;
    await done.getByRole('button', { name: 'OK' }).click();

    // one SIP: the new registration, with the old one in its history and no card of its own
    const modified = page.getByRole('listitem').filter({ has: regNoOf(newRegNo) });
    await expect(modified).toContainText('₹2,500.00');
    await expect(modified.getByRole('list', { name: 'Changes to this SIP' })).toContainText(
      `was ₹2,000.00 on the ${Number(start.slice(8))} of every month (registration ${oldRegNo})`,
    );
    await expect(regNoOf(oldRegNo)).toHaveCount(0);
    await modified.getByRole('button', { name: /^Show instalments/ }).click();
    await expect(modified.getByRole('table')).toContainText('₹2,500.00');
    await page.getByRole('tab', { name: "Completed SIP's" }).click();
    await expect(regNoOf(oldRegNo)).toHaveCount(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(NARROW.width);
  });

  test('an STP from a liquid fund into an equity fund, through the STP form, is registered and listed in Manage STP', async () => {
    const history = await allHistory<{ SchemeID: number; Sub_AssetclassName: string; Accno: string | null }>(api);
    const liquid = history.find((h) => h.Sub_AssetclassName === 'Liquid Fund' && h.Accno)!;
    await page.goto(`/portal/invest/${liquid.SchemeID}?tab=STP&folio=${liquid.Accno}`);
    const form = page.getByRole('form', { name: 'STP' });
    await expect(form).toBeVisible({ timeout: 20_000 });
    // the asset class first (Equity, out of a liquid fund), then a fund of the same house in it
    await form.getByRole('combobox', { name: 'Transfer To: asset class' }).click();
    await page.getByRole('option', { name: 'Equity', exact: true }).click();
    await form.getByRole('combobox', { name: 'Transfer To', exact: true }).click();
    const target = page.getByRole('option').first();
    const targetName = await target.innerText();
    await target.click();
    await form.getByRole('textbox', { name: 'Transfer Amount' }).fill('1000');
    await form.getByRole('textbox', { name: 'Installments' }).fill('6');
    await form.getByRole('button', { name: /^STP Start Date/ }).click();
    await expect(page.getByRole('dialog', { name: 'STP Start Date' })).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog', { name: 'STP Start Date' })).toBeHidden();
    await form.getByRole('button', { name: 'PROCEED' }).click();
    await expect(page.getByText('Successfully added to cart').first()).toBeVisible();

    await page.goto('/portal/cart');
    await page.getByRole('tab', { name: /^STP\(\d+\)$/ }).click();
    await waitForOtpRoom(request, DEMO.mobile);
    const before = await outboxCount(request, DEMO.mobile);
    await page.getByRole('button', { name: 'CONFIRM' }).click();
    await page.getByRole('alertdialog', { name: 'Confirm your orders' }).getByRole('button', { name: 'Send OTP' }).click();
    await expect(page).toHaveURL(/\/portal\/transaction-verify$/);
    await enterOrderOtp(page, request, before);
    const result = page.getByRole('dialog', { name: 'Success Message' });
    await expect(result).toContainText(/Your STP is registered \(registration \d+\)/);
    const regNo = /registration (\d+)/.exec(await result.innerText())![1]!;
    await result.getByRole('button', { name: 'OK' }).click();
    await expect(page).toHaveURL(/\/portal\/menu\/manage-stp$/);
    const stp = page.getByRole('listitem').filter({ has: page.getByRole('definition').filter({ hasText: new RegExp(`^${regNo}$`) }) });
    await expect(stp).toBeVisible({ timeout: 20_000 });
    await expect(stp).toContainText('₹1,000.00');
    await expect(stp).toContainText('In Progress');
    // the equity fund chosen on the form is the one it transfers into
    await expect(stp.getByRole('definition').filter({ hasText: targetName })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(NARROW.width);
  });

  test('after a wrong order OTP, the right one typed from the first box is the code the server receives', async () => {
    const fund = await freshFund(api);
    const sent: string[] = [];
    page.on('request', (r) => {
      if (r.url().endsWith('/api/transaction/verify-tansaction-otp')) sent.push((r.postDataJSON() as { otp: string }).otp);
    });
    await page.goto(`/portal/quick-invest/${fund.id}`);
    await waitForOtpRoom(request, DEMO.mobile);
    const before = await outboxCount(request, DEMO.mobile);
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect.poll(() => outboxCount(request, DEMO.mobile)).toBe(before + 1);
    const otp = await otpFor(request, DEMO.mobile);
    // every digit off by one: a wrong code of the right shape
    const wrong = otp.replace(/\d/g, (d) => String((Number(d) + 1) % 10));
    await typeOtp(page, wrong);
    await expect(page.getByText('Please enter valid OTP')).toBeVisible();
    // the investor taps the first box and types the code again: the whole code is replaced
    await typeOtp(page, otp);
    await expect(page.getByRole('button', { name: /^Pay ₹[\d,]+\.00 from / })).toBeVisible();
    expect(sent).toEqual([wrong, otp]);
  });
});
