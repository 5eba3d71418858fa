import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { otpFor, outboxCount, signUpNew, typeOtp } from './support/app.ts';

/**
 * The profile as a freshly onboarded investor uses it: a second bank with its cheque,
 * an E-NACH mandate authorised on the simulated exchange's page and approved, a SIP placed with
 * it, the email changed by OTP, and the risk test taken. One page for the whole journey.
 */
const FIXTURES = join(import.meta.dirname, '..', 'fixtures');
const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const letter = () => LETTERS[Math.floor(Math.random() * 26)]!;
const freshPan = () => `${letter()}${letter()}${letter()}P${letter()}${String(1000 + Math.floor(Math.random() * 8999))}${letter()}`;

/** The session token the app keeps (the persisted auth query). */
const tokenOf = (page: Page) => page.evaluate(() => JSON.parse(localStorage.getItem('nivesh.auth')!).clientState.queries[0].state.data.token as string);

/**
 * Onboarding steps 1-8 through the API, as the wizard sends them (the wizard's own e2e covers its
 * screens); the last step, the signature, is done on screen so the journey ends where a person's would.
 */
async function onboardUpToSignature(request: APIRequestContext, token: string, mobile: string): Promise<{ pan: string; email: string }> {
  const headers = { token, Version: '3.2' };
  const post = async (path: string, data: unknown) => {
    const res = await request.post(`/api/onboarding${path}`, { headers, data });
    expect(res.status(), `${path}: ${await res.text()}`).toBe(200);
    return res.json();
  };
  const pan = freshPan();
  const email = `${pan.toLowerCase()}@example.com`;
  await post('/onboard-user', { page_no: 1, PAN: pan, First_Name: 'Ravi', Last_Name: 'Kumar' });
  const e = await post('/send_email_otp', { email_id: email });
  await post('/verify_email_otp', { code: e.code, otp: await otpFor(request, email) });
  const before = await outboxCount(request, mobile);
  const m = await post('/send_mobile_otp', { phone_number: mobile });
  await expect.poll(() => outboxCount(request, mobile)).toBe(before + 1);
  await post('/verify_mobile_otp', { code: m.code, otp: await otpFor(request, mobile) });
  await post('/onboard-user', {
    page_no: 2,
    email_id: email,
    Home_MobileNo: mobile,
    Date_of_Birth: '15/06/1990',
    Sex: 282,
    Marrital_Status: 1,
    Mobile_declaration: 1,
    Email_declaration: 1,
  });
  await post('/bank-details', { AccountHolder: 'Ravi Kumar', ACNo: '001234567890', ACType: 1, IFSCCode: 'HDFC0000001', BranchName: 'Fort, Mumbai' });
  await post('/onboard-user', { page_no: 4, Mode_of_Holding: 1 });
  await post('/nominee-details', {
    name: 'Sita Kumar',
    relation: 3,
    Nper: '100',
    Nominee_DOB: '01/01/1992',
    Nominee_Identity_Type: 2,
    Nominee_IDnumber: '1234',
    Nominee_Email: 'sita@example.com',
    Nominee_Mobile: '9123456780',
    Nominee_Address: '12 MG Road',
    Nominee_city: 'Pune',
    Nominee_pin: '411001',
    Nominee_country: 1,
    Nominee_IsMinor: 'N',
    Nominee_SOA: 'Y',
  });
  await post('/onboard-user', {
    page_no: 6,
    Home_Address1: '4 Marine Drive',
    Home_Address2: 'Churchgate',
    Home_Country: 1,
    Home_State: 21,
    Home_City: 21001,
    Home_PinCode: '400020',
  });
  await post('/onboard-user', {
    page_no: 8,
    Place_of_Birth: 'Mumbai',
    Occupation: 2,
    Type_of_Resident: 1,
    Nationality: 1,
    PEP_FLAG: 'N',
    INC_SLAB: 33,
    SRCE_WEALT: 1,
  });
  const cheque = await request.post('/api/onboarding/upload-cheque', {
    headers,
    multipart: { file: { name: 'cheque.jpg', mimeType: 'image/jpeg', buffer: readFileSync(join(FIXTURES, 'cheque.jpg')) } },
  });
  expect(cheque.status()).toBe(200);
  return { pan, email };
}

/** A scheme of the demo catalogue that takes monthly SIPs. */
async function sipScheme(request: APIRequestContext, token: string): Promise<{ id: number; name: string }> {
  const headers = { token, Version: '3.2' };
  const found = (await (await request.post('/api/schemes/search-scheme', { headers, data: { name: 'Large', asset_class_id: '1' } })).json()) as {
    schemes: Array<{ SchemeID: number; SchemeName: string; PlanName: string; Growthoption: string }>;
  };
  for (const s of found.schemes.filter((x) => x.PlanName === 'Direct' && x.Growthoption === 'Y')) {
    const info = (await (await request.get(`/api/transaction/get_fund_details/${s.SchemeID}`, { headers })).json()) as {
      fund_details: { SIPFLAG: string; sip_frequencies: unknown[] };
    };
    if (info.fund_details.SIPFLAG === 'Y' && info.fund_details.sip_frequencies.length > 0) return { id: s.SchemeID, name: s.SchemeName };
  }
  throw new Error('the demo catalogue has no large-cap scheme that takes SIPs');
}

test.describe.serial('the profile of a freshly onboarded investor', () => {
  test.describe.configure({ timeout: 5 * 60_000 });
  let page: Page;
  let request: APIRequestContext;
  let mobile: string;
  let email: string;

  test.beforeAll(async ({ browser, playwright }, info) => {
    const baseURL = info.project.use.baseURL!;
    request = await playwright.request.newContext({ baseURL });
    page = await (await browser.newContext({ baseURL })).newPage();
  });
  test.afterAll(async () => {
    await page.context().close();
    await request.dispose();
  });

  test('after sign-up the portal leads to onboarding; the last step ends on what happens next', async () => {
    mobile = await signUpNew(page, request);
    const banner = page.getByRole('region', { name: 'Account opening' });
    await expect(banner).toContainText('Complete your account opening to start investing');
    await expect(banner.getByRole('link', { name: 'START ONBOARDING' })).toBeVisible();
    ({ email } = await onboardUpToSignature(request, await tokenOf(page), mobile));

    await page.goto('/portal/investment');
    await expect(page.getByRole('region', { name: 'Account opening' })).toContainText('8 of 9 steps done');
    await page.getByRole('link', { name: 'CONTINUE ONBOARDING' }).click();
    await expect(page).toHaveURL(/\/onboarding\/upload_signature$/);
    await page.getByLabel('Your signature').setInputFiles(join(FIXTURES, 'signature.png'));
    await expect(page.getByRole('img', { name: 'Uploaded: Your signature' })).toBeVisible();
    await page.getByRole('button', { name: 'SAVE' }).click();

    await expect(page).toHaveURL(/\/portal\/onboarding-complete$/);
    await expect(page.getByRole('heading', { name: 'Your account is open' })).toBeVisible();
    const next = page.getByRole('list', { name: 'What happens next' });
    await expect(next).toContainText('Registered with the exchange');
    await expect(next.getByRole('link', { name: 'Add a bank mandate' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Account opening' })).toHaveCount(0);
  });

  test('adds a second bank account with its cheque', async () => {
    await page.goto('/portal/profile/bank-accounts');
    const list = page.getByRole('list', { name: 'Bank accounts' });
    await expect(list).toContainText('HDFC Bank');
    await expect(list).toContainText('XXXXXXXX7890');
    await page.getByRole('button', { name: 'Add New Bank Account' }).click();
    const form = page.getByRole('form', { name: 'Add New Bank Account' });
    await expect(form.getByLabel('Account Holder Name')).toHaveValue('Ravi Kumar');
    await expect(form.getByRole('button', { name: 'SUBMIT' })).toBeDisabled();
    await form.getByLabel('Account Number').fill('50100987654321');
    await form.getByRole('combobox', { name: 'Account Type' }).click();
    await page.getByRole('option', { name: 'Savings', exact: true }).click();
    await form.getByLabel('IFSC Code').fill('ICIC0000001');
    await expect(form.getByLabel('Bank Name')).toHaveValue('ICICI Bank');
    await form.getByLabel('Branch Name').fill('Bandra West');
    await form.getByLabel('Cancelled cheque or bank statement').setInputFiles(join(FIXTURES, 'cheque.jpg'));
    await expect(form.getByRole('img', { name: 'Uploaded: Cancelled cheque or bank statement' })).toBeVisible();
    await form.getByRole('button', { name: 'SUBMIT' }).click();
    await expect(page.getByText('Bank Details added Successfully').first()).toBeVisible();
    const icici = list.getByRole('listitem').filter({ hasText: 'ICICI Bank' });
    await expect(icici).toContainText('XXXXXXXXXX4321');
    await expect(icici).toContainText('Verified');
    await expect(icici.getByRole('link', { name: 'View cheque / statement' })).toBeVisible();
  });

  test('registers an E-NACH mandate, authorises it on the exchange page, sees it approved, and places a SIP with it', async () => {
    await page.goto('/portal/profile/bank-mandates');
    await page.getByRole('button', { name: 'Add New Bank Mandate' }).click();
    const form = page.getByRole('form', { name: 'Add New Bank Mandate' });
    await form.getByRole('combobox', { name: 'Account Number' }).click();
    await page.getByRole('option', { name: /ICICI Bank XXXXXXXXXX4321/ }).click();
    await expect(form.getByRole('radio', { name: 'E-NACH' })).toBeChecked();
    await expect(form.getByText('Maximum ₹10,00,000 for E-NACH')).toBeVisible();
    await form.getByRole('button', { name: 'SUBMIT' }).click();
    await expect(form.getByRole('alert')).toHaveText('Amount is Mandatory');
    await form.getByLabel('Amount').fill('1100000');
    await form.getByRole('button', { name: 'SUBMIT' }).click();
    await expect(form.getByRole('alert')).toHaveText('Maximum amount for E-NACH is ₹10,00,000');
    await form.getByLabel('Amount').fill('25000');
    await form.getByRole('button', { name: 'SUBMIT' }).click();

    // the exchange's (simulated) authorisation page, outside the PWA
    await expect(page).toHaveURL(/\/api\/exchange-sim\/mandate\//);
    await expect(page.getByRole('heading', { name: /Authorise your E-NACH mandate/ })).toBeVisible();
    await expect(page.getByText('₹25,000.00')).toBeVisible();
    await expect(page.getByText(/ICICI Bank · A\/c XXXX4321/)).toBeVisible();
    await page.getByRole('button', { name: 'Approve' }).click();

    await expect(page).toHaveURL(/\/portal\/profile\/bank-mandates\?mandate=authorised$/);
    const card = page.getByRole('list', { name: 'Bank mandates' }).getByRole('listitem').filter({ hasText: 'ICICI Bank' });
    await expect(card).toContainText('APPROVED');
    await card.getByRole('button', { name: 'Show Details' }).click();
    const mandateId = (await card.locator('dt:text-is("Mandate ID") + dd').textContent())!.trim();
    expect(mandateId).toMatch(/^\d+$/);
    await expect(card.getByRole('button', { name: 'Show Less' })).toBeVisible();

    // the new mandate is offered in the SIP form at once
    const fund = await sipScheme(request, await tokenOf(page));
    await page.goto(`/portal/invest/${fund.id}`);
    await expect(page.getByRole('tab', { name: 'Start a SIP' })).toHaveAttribute('aria-selected', 'true');
    await page.getByRole('textbox', { name: 'SIP Amount' }).fill('2500');
    await page.getByRole('textbox', { name: 'Installments' }).fill('12');
    await page.getByRole('button', { name: /^SIP Start Date/ }).click();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog', { name: 'SIP Start Date' })).toBeHidden();
    await page.getByRole('combobox', { name: 'Mandate' }).click();
    await page.getByRole('option', { name: new RegExp(mandateId) }).click();
    await page.getByRole('button', { name: 'PROCEED' }).click();
    await expect(page.getByText('Successfully added to cart').first()).toBeVisible();
    await page.getByRole('button', { name: 'GO TO CART' }).click();

    await page.getByRole('tab', { name: /^SIP\(\d+\)$/ }).click();
    const before = await outboxCount(request, mobile);
    await page.getByRole('button', { name: 'PLACE ORDER' }).click();
    await page.getByRole('alertdialog', { name: 'Confirm your orders' }).getByRole('button', { name: 'Send OTP' }).click();
    await expect(page).toHaveURL(/\/portal\/transaction-verify$/);
    await expect.poll(() => outboxCount(request, mobile)).toBe(before + 1);
    await typeOtp(page, await otpFor(request, mobile));
    const result = page.getByRole('dialog', { name: 'Success Message' });
    await expect(result).toContainText('Your SIP is registered');
    await result.getByRole('button', { name: 'OK' }).click();
    await expect(page).toHaveURL(/\/portal\/menu\/manage-sip$/);

    // a bank a mandate uses cannot be deleted
    await page.goto('/portal/profile/bank-accounts');
    const icici = page.getByRole('list', { name: 'Bank accounts' }).getByRole('listitem').filter({ hasText: 'ICICI Bank' });
    await expect(icici.getByRole('button', { name: /^Delete ICICI Bank/ })).toBeDisabled();
    await expect(icici).toContainText('This bank account has a mandate or a running SIP and cannot be deleted');
  });

  test('changes the email after an OTP to the current address, then one to the new address', async () => {
    await page.goto('/portal/profile/personal-information');
    await expect(page.getByText(email)).toBeVisible();
    await page.getByRole('button', { name: 'EDIT' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Edit Personal Information' })).toBeVisible();
    const field = page.getByRole('textbox', { name: 'New Email' });
    await field.fill(email.toUpperCase());
    await page.getByRole('button', { name: 'Send OTP to the new email' }).click();
    await expect(page.getByText('No change in the Email')).toBeVisible();
    await field.fill('ravi.kumar@');
    await page.getByRole('button', { name: 'Send OTP to the new email' }).click();
    await expect(page.getByText('Enter a valid Email Address')).toBeVisible();

    const newEmail = `ravi.${Date.now()}@example.com`;
    await field.fill(newEmail);
    await page.getByRole('button', { name: 'Send OTP to the new email' }).click();
    // the current owner confirms first: the OTP goes to the registered email, shown masked
    const owner = page.getByRole('dialog', { name: "Confirm it's you" });
    await expect(owner).toBeVisible();
    await expect(owner).toContainText(`please enter the OTP sent to your registered email ${email[0]}***@`);
    await typeOtp(page, await otpFor(request, email));
    const dialog = page.getByRole('dialog', { name: 'Verify your new email' });
    await expect(dialog).toBeVisible();
    const otp = await otpFor(request, newEmail);
    await typeOtp(page, otp === '000000' ? '111111' : '000000');
    await expect(dialog.getByRole('alert')).toContainText('Updation Failed');
    await typeOtp(page, otp);
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Updated Successfully').first()).toBeVisible();
    await page.getByRole('button', { name: 'BACK TO PERSONAL INFORMATION' }).click();
    await expect(page.getByText(newEmail)).toBeVisible();
    // the old address was told
    const old = (await (await request.get(`/api/dev/outbox?to=${encodeURIComponent(email)}`)).json()) as { messages: Array<{ subject: string | null }> };
    expect(old.messages[0]?.subject).toBe('Your Nivesh email was changed');
  });

  test('takes the risk test and sees the result', async () => {
    await page.goto('/portal/profile/risk-appetite');
    await expect(page.getByRole('heading', { name: 'Know Your Risk Appetite' })).toBeVisible();
    await page.getByRole('button', { name: 'START ASSESSMENT' }).click();
    await expect(page.getByText('Questions 1/10')).toBeVisible();
    await page.getByRole('button', { name: 'NEXT' }).click();
    await expect(page.getByRole('alert')).toHaveText('Please select the option');
    // the answers of a long-horizon investor who holds through falls
    const picks = [
      '30 to 40 years',
      '5 to 10 years',
      'Stable',
      '10% to 30%',
      '3 to 6 months',
      'I have held equity mutual funds',
      'Hold and wait for a recovery',
      'Up to 15%',
      'Between ₹1,02,000 and ₹1,12,000',
    ];
    for (const [i, answer] of picks.entries()) {
      await expect(page.getByText(`Questions ${i + 1}/10`)).toBeVisible();
      await page.getByRole('radio', { name: answer, exact: true }).click();
      await page.getByRole('button', { name: 'NEXT' }).click();
    }
    await expect(page.getByText('Questions 10/10')).toBeVisible();
    await page.getByRole('button', { name: 'PREVIOUS' }).click();
    await expect(page.getByRole('radio', { name: 'Between ₹1,02,000 and ₹1,12,000' })).toBeChecked();
    await page.getByRole('button', { name: 'NEXT' }).click();
    await page.getByRole('radio', { name: 'PLEASE SPECIFY (another goal)' }).click();
    await page.getByRole('button', { name: 'SUBMIT' }).click();
    await expect(page.getByRole('alert')).toHaveText('Please specify your answer');
    await page.getByRole('textbox', { name: 'Please specify' }).fill("My child's education");
    await page.getByRole('button', { name: 'SUBMIT' }).click();

    // 27 of 40 points: 68 %, Growth (70 % equity, 30 % debt)
    await expect(page.getByText('Your risk profile: Growth')).toBeVisible();
    await expect(page.getByText(/as on \d{2} [A-Z][a-z]{2} \d{4}/)).toBeVisible();
    await expect(page.getByText('Equity 70%').first()).toBeVisible();
    const types = page.getByRole('list', { name: 'Investor types' }).getByRole('listitem');
    await expect(types).toHaveCount(6);
    await expect(types.filter({ hasText: 'YOU' })).toContainText('Growth');
    await expect(page.getByRole('button', { name: 'RETAKE TEST' })).toBeVisible();
    await page.goto('/portal/profile/personal-information');
    await expect(page.getByText('Growth Investor')).toBeVisible();
  });
});
