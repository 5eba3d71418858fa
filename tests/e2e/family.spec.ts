import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { otpFor, outboxCount, typeOtp } from './support/app.ts';
import { signInDemo, tokenOf, waitForOtpRoom } from './support/demo-investor.ts';
import { grouped, marketValue, mdy } from './support/figures.ts';

/**
 * Family: the demo investor links the second demo investor with the OTP sent to his
 * mobile (read from the dev outbox), sees the family portfolio, switches into him from the
 * header, sees his dashboard under a "Viewing as" bar, and switches back. The link is removed at
 * the end (with the spec's confirmation) so the other specs see the demo investor alone.
 */
const MEMBER = { mobile: '9876500002', pan: 'BKTPK5678L', name: 'Vikram Kulkarni' };

/** A call with the page's own session (both tokens while acting as a member). */
async function call(page: Page, request: APIRequestContext, method: 'GET' | 'POST', path: string, body?: unknown): Promise<any> {
  const auth = await page.evaluate(
    () => JSON.parse(localStorage.getItem('nivesh.auth')!).clientState.queries[0].state.data as { token: string; parent_token: string | null },
  );
  const headers: Record<string, string> = { token: auth.token, Version: '3.2', ...(auth.parent_token ? { parent_token: auth.parent_token } : {}) };
  const send = () => (method === 'GET' ? request.get(path, { headers }) : request.post(path, { headers, data: body ?? {} }));
  // a kept-alive connection the server has just closed: asked once more on a fresh one
  const res = await send().catch((err: unknown) => (String(err).includes('ECONNRESET') ? send() : Promise.reject(err)));
  expect(res.status()).toBe(200);
  return res.json();
}

/** The keys of the device copy (Dexie's database "nivesh", table `views`: "<owner>|<view>"). */
function storedOwners(page: Page): Promise<string[]> {
  return page.evaluate(
    () =>
      new Promise<string[]>((resolve, reject) => {
        const open = indexedDB.open('nivesh');
        open.addEventListener('error', () => reject(open.error));
        open.addEventListener('success', () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('views')) return resolve([]);
          const keys = db.transaction('views').objectStore('views').getAllKeys();
          keys.addEventListener('success', () => {
            db.close();
            resolve(keys.result.map(String));
          });
        });
      }),
  );
}

test.describe.serial('family: link, family portfolio, switch in and back', () => {
  test.describe.configure({ timeout: 5 * 60_000 });
  let page: Page;
  let request: APIRequestContext;
  let own: string;

  test.beforeAll(async ({ browser, playwright }, info) => {
    request = await playwright.request.newContext({ baseURL: info.project.use.baseURL! });
    page = await (await browser.newContext({ baseURL: info.project.use.baseURL! })).newPage();
    await signInDemo(page, request);
    own = await tokenOf(page);
  });

  test.afterAll(async () => {
    await page.context().close();
    await request.dispose();
  });

  test('links the second demo investor by PAN with the OTP sent to his mobile', async () => {
    await page.goto('/portal/profile/family-members');
    await expect(page.getByRole('heading', { level: 1, name: 'Family Members' })).toBeVisible();
    await expect(page.getByText('You have not added any family members yet.')).toBeVisible();
    await page.getByRole('button', { name: 'Add New Member' }).click();
    await page.getByRole('button', { name: 'New Investor' }).click();
    await expect(page.getByText('Coming soon!!')).toBeVisible();
    await page.getByRole('button', { name: 'Link Existing Investor' }).click();
    await expect(page.getByRole('tab', { name: 'PAN' })).toHaveAttribute('aria-selected', 'true');
    // the investor's own PAN is refused on the screen, as on the server
    await page.getByRole('textbox', { name: "Family member's PAN" }).fill('ABCPK1234F');
    await page.getByRole('button', { name: 'NEXT' }).click();
    await expect(page.getByText('Please enter valid pan number')).toBeVisible();
    await page.getByRole('textbox', { name: "Family member's PAN" }).fill(MEMBER.pan.toLowerCase());
    await expect(page.getByRole('textbox', { name: "Family member's PAN" })).toHaveValue(MEMBER.pan);
    await waitForOtpRoom(request, MEMBER.mobile);
    const before = await outboxCount(request, MEMBER.mobile);
    await page.getByRole('button', { name: 'NEXT' }).click();
    await expect(page.getByRole('heading', { name: 'VERIFY OTP' })).toBeVisible();
    // no digits of the member's number are shown: the same text whether or not the PAN is registered
    await expect(page.getByText(/we have sent an OTP to their registered mobile number/)).toBeVisible();
    await expect(page.getByText(/XXXXXX/)).toHaveCount(0);
    await expect.poll(() => outboxCount(request, MEMBER.mobile)).toBe(before + 1);
    await typeOtp(page, await otpFor(request, MEMBER.mobile));
    // back on the list: the member's card
    await expect(page.getByText(MEMBER.name).first()).toBeVisible();
    await expect(page.getByRole('button', { name: `Delete ${MEMBER.name}` })).toBeVisible();
    expect((await call(page, request, 'GET', '/api/profile/get_user_details')).user_details.family_status).toBe(1);
  });

  test('sees the family portfolio: the net worth is the members’ sum, and a member row expands', async () => {
    const fam = await call(page, request, 'POST', '/api/portfolio/get_family_member_portfolio', { date: mdy(new Date()) });
    const [summary] = fam.family_portfolio[0];
    await page.goto('/portal/family-portfolio');
    await expect(page.getByRole('heading', { level: 1, name: 'Family Portfolio' })).toBeVisible();
    await expect(page.getByTestId('family-market-value')).toHaveText(grouped(summary.MrkVal));
    const total = fam.family_portfolio[2].reduce((s: number, m: { MrkVal: string }) => s + Math.round(Number(m.MrkVal) * 100), 0);
    expect(total).toBe(Math.round(Number(summary.MrkVal) * 100));
    await expect(page.getByRole('link', { name: 'Add Family Member' })).toBeVisible();
    const row = page.getByRole('button', { name: new RegExp(MEMBER.name) });
    await row.click();
    await expect(row).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('button', { name: 'View Portfolio' })).toBeVisible();
    await row.click();
    await expect(row).toHaveAttribute('aria-expanded', 'false');
    // the head's /portal/portfolio is the family view; 'My portfolio' opens their own, whose
    // 'Show Family' leads back to the family's
    await page.goto('/portal/portfolio');
    await expect(page.getByRole('heading', { level: 1, name: 'Family Portfolio' })).toBeVisible();
    await page.getByRole('link', { name: 'My portfolio' }).click();
    await expect(page).toHaveURL(/\/portal\/individual-portfolio/);
    await page.getByRole('link', { name: 'Show Family' }).click();
    await expect(page).toHaveURL(/\/portal\/family-portfolio/);
    await expect(page.getByRole('heading', { level: 1, name: 'Family Portfolio' })).toBeVisible();
  });

  test("switches into the member from the header: his dashboard under 'Viewing as', then back", async () => {
    await page.goto('/portal/dashboard');
    const mine = (await call(page, request, 'POST', '/api/dashboard', { date: mdy(new Date()) })).header_details.AUM as string;
    await expect(marketValue(page)).toHaveText(grouped(mine));
    await page.getByRole('button', { name: 'Profile', exact: true }).click();
    await expect(page.getByText("Switch portfolio by clicking on member's name")).toBeVisible();
    await page.getByRole('button', { name: `Switch to ${MEMBER.name}` }).click();
    await expect(page).toHaveURL(/\/portal\/dashboard/);
    await expect(page.getByTestId('viewing-as')).toHaveText(MEMBER.name);
    const his = (await call(page, request, 'POST', '/api/dashboard', { date: mdy(new Date()) })).header_details.AUM as string;
    expect(his).not.toBe(mine);
    await expect(marketValue(page)).toHaveText(grouped(his));
    expect(await tokenOf(page)).not.toBe(own);
    // a reload keeps the member's profile (the child token is persisted with the parent's)
    await page.reload();
    await expect(page.getByTestId('viewing-as')).toHaveText(MEMBER.name);
    await expect(marketValue(page)).toHaveText(grouped(his));

    // the device copy is per owner: his dashboard is stored under his Nivesh ID, never under hers
    expect(await storedOwners(page)).toContain('NVDEMB6789|dashboard');
    const child = await tokenOf(page);

    await page.getByRole('button', { name: 'Back to my profile' }).click();
    await expect(page.getByTestId('viewing-as')).toHaveCount(0);
    await expect(marketValue(page)).toHaveText(grouped(mine));
    expect(await tokenOf(page)).toBe(own);
    // his session has ended on the server
    expect((await request.get('/api/profile/get_user_details', { headers: { token: child, parent_token: own, Version: '3.2' } })).status()).toBe(401);
    // switching back deletes his copy from this device
    await expect.poll(async () => (await storedOwners(page)).filter((k) => k.startsWith('NVDEMB6789|'))).toEqual([]);
    expect(await storedOwners(page)).toContain('NVDEMA2345|dashboard');
  });

  test('the head asks for the entity-wise family report; the report job builds the workbook', async () => {
    await page.goto('/portal/menu/account-statement');
    await page.getByRole('tab', { name: 'Family Report' }).click();
    const panel = page.getByRole('tabpanel');
    const entity = panel.locator('form').first();
    await entity.getByRole('button', { name: 'REQUEST STATEMENT' }).click();
    await expect(entity.getByRole('alert')).toHaveText('Please select from date');
    await entity.getByLabel('From date').fill('01/04/2025');
    await entity.getByRole('button', { name: 'REQUEST STATEMENT' }).click();
    await expect(page.getByText('Your Family Report (entity wise) is being generated').first()).toBeVisible();
    const item = page.getByRole('listitem', { name: 'Family Report (entity wise), Ready' }).first();
    await expect(item).toBeVisible({ timeout: 60_000 });
    const [download] = await Promise.all([page.waitForEvent('download', { timeout: 30_000 }), item.getByRole('link', { name: /Download Excel/ }).click()]);
    expect(download.suggestedFilename()).toMatch(/^family-report-entity-wise-.*\.xlsx$/);
  });

  test("signing out while viewing as the member ends the head's session too", async () => {
    await page.goto('/portal/dashboard');
    await page.getByRole('button', { name: 'Profile', exact: true }).click();
    await page.getByRole('button', { name: `Switch to ${MEMBER.name}` }).click();
    await expect(page.getByTestId('viewing-as')).toHaveText(MEMBER.name);
    const child = await tokenOf(page);
    await page.getByRole('button', { name: 'Profile', exact: true }).click();
    await page.getByRole('button', { name: 'Sign Out' }).click();
    await expect(page).toHaveURL(/\/sign-in/);
    for (const headers of [{ token: own }, { token: child, parent_token: own }] as Array<Record<string, string>>) {
      expect((await request.get('/api/profile/get_user_details', { headers: { ...headers, Version: '3.2' } })).status()).toBe(401);
    }
    await signInDemo(page, request);
    own = await tokenOf(page);
  });

  test('the head removes the member after the spec’s confirmation', async () => {
    await page.goto('/portal/profile/family-members');
    await page.getByRole('button', { name: `Delete ${MEMBER.name}` }).click();
    await expect(page.getByRole('alertdialog', { name: 'Are you sure want to delete your family member?' })).toBeVisible();
    await page.getByRole('button', { name: 'Yes' }).click();
    await expect(page.getByText('You have not added any family members yet.')).toBeVisible();
    expect((await call(page, request, 'GET', '/api/profile/get_user_details')).user_details.family_status).toBe(0);
  });
});
