import { E2E_RESEND_WAIT_MS } from './support/limits.ts';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { otpFor, signUpNew, typeOtp } from './support/app.ts';

const FIXTURES = join(import.meta.dirname, '..', 'fixtures');
const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const letter = () => LETTERS[Math.floor(Math.random() * 26)]!;
/** A fresh individual PAN; its digits are never 9999 (the embedded registry's not-KYC PANs). */
function freshPan(): string {
  const digits = String(1000 + Math.floor(Math.random() * 8999));
  return `${letter()}${letter()}${letter()}P${letter()}${digits}${letter()}`;
}

async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** VERIFY beside a field, then the six digits from the dev outbox. */
async function verify(page: Page, request: Parameters<typeof otpFor>[0], label: string, destination: string) {
  await page.getByRole('button', { name: `VERIFY ${label}` }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await typeOtp(page, await otpFor(request, destination));
  await expect(page.getByRole('dialog')).toHaveCount(0);
}

const save = (page: Page) => page.getByRole('button', { name: 'SAVE & PROCEED' }).click();

test('a new investor completes the nine steps with real files, resumes after a reload, and lands in the portal onboarded', async ({
  page,
  request,
  context,
}) => {
  test.setTimeout(240_000);
  await signUpNew(page, request);
  const signedUpAt = Date.now();
  const pan = freshPan();
  const email = `${pan.toLowerCase()}@example.com`;

  // 1 Identification, by keyboard alone: the names get their first letter upper-cased
  await page.goto('/onboarding');
  await expect(page).toHaveURL(/\/onboarding\/identification$/);
  await expect(page.getByRole('button', { name: 'Back' })).toHaveCount(0);
  await page.getByLabel('PAN', { exact: true }).focus();
  await page.keyboard.type(pan.toLowerCase());
  await page.keyboard.press('Tab');
  await page.keyboard.type('ravi');
  await page.keyboard.press('Tab');
  await page.keyboard.type('kumar');
  await expect(page.getByLabel('First Name')).toHaveValue('Ravi');
  await expect(page.getByLabel('PAN', { exact: true })).toHaveValue(pan);
  await page.keyboard.press('Enter');

  // 2 Personal details: email and mobile by OTP, declarations, DOB, gender, marital status
  await expect(page).toHaveURL(/\/onboarding\/personal-details$/);
  await expect(page.getByRole('navigation', { name: 'Onboarding progress' }).locator('[aria-current="step"]')).toContainText('Step 2 of 9');
  await save(page);
  await expect(page.getByRole('alert').filter({ hasText: 'Please fill all the fields' })).toBeVisible();
  await page.getByLabel('Email', { exact: true }).fill(email);
  await verify(page, request, 'Email', email);
  await choose(page, 'Email declaration', 'This email belongs to me (Self)');
  await expect(page.getByRole('textbox', { name: 'Mobile Number' })).toHaveAttribute('readonly', '');
  // the sign-up SMS went to the same number: its resend gap (1 s on the e2e server) must pass first
  await page.waitForTimeout(Math.max(0, signedUpAt + E2E_RESEND_WAIT_MS - Date.now()));
  const mobile = await page.getByRole('textbox', { name: 'Mobile Number' }).inputValue();
  await verify(page, request, 'Mobile Number', mobile);
  await choose(page, 'Mobile declaration', 'This mobile number belongs to me (Self)');
  await page.getByLabel('Date of Birth').fill('15/06/1990');
  await page.getByRole('radio', { name: 'Female' }).click();
  await choose(page, 'Marital Status', 'Married');
  await save(page);

  // 3 Bank: the IFSC names the bank; the branch is typed (no directory loaded in the demo)
  await expect(page).toHaveURL(/\/onboarding\/bank-details$/);
  await expect(page.getByLabel('Account Holder Name')).toHaveValue('Ravi Kumar');
  await expect(page.getByLabel('Make this my default bank account')).toHaveCount(0);
  await page.getByLabel('Account Number').fill('0012a34567890');
  await expect(page.getByLabel('Account Number')).toHaveValue('001234567890');
  await choose(page, 'Account Type', 'Savings');
  await page.getByLabel('IFSC Code').fill('HDFC0888888');
  await expect(page.getByText('Invaild IFSC Code')).toBeVisible();
  await page.getByLabel('IFSC Code').fill('hdfc0000001');
  await expect(page.getByLabel('Bank Name')).toHaveValue('HDFC Bank');
  await page.getByLabel('Branch Name').fill('Fort, Mumbai');
  await save(page);

  // 4 Other holders: one joint holder, verified by OTP as JT
  await expect(page).toHaveURL(/\/onboarding\/other-holders$/);
  await page.getByLabel('Add joint holder').click();
  await expect(page.getByText('You do not have any joint holders')).toBeVisible();
  const jhPan = freshPan();
  const jhMobile = `6${String(Date.now()).slice(-9)}`;
  const jhEmail = `jh.${jhPan.toLowerCase()}@example.com`;
  await page.getByLabel('Joint Holder PAN').fill(jhPan);
  await page.getByLabel('Joint Holder First Name').fill('meera');
  await page.getByLabel('Joint Holder Last Name').fill('Kumar');
  await page.getByLabel('Joint Holder Date of Birth').fill('10/02/1988');
  await page.getByLabel('Joint Holder Mobile', { exact: true }).fill(jhMobile);
  await page.getByRole('button', { name: 'SAVE JOINT HOLDER' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Please fill all the fields' })).toBeVisible();
  await choose(page, 'Joint Holder Mobile declaration', 'This mobile number belongs to my Spouse');
  await choose(page, 'Joint Holder Email declaration', 'This email belongs to my Spouse');
  await page.getByLabel('Joint Holder Email', { exact: true }).fill(jhEmail);
  await page.getByRole('button', { name: 'SAVE JOINT HOLDER' }).click();
  await expect(page.getByText('Please verify mobile')).toBeVisible();
  await verify(page, request, 'Joint Holder Mobile', jhMobile);
  await verify(page, request, 'Joint Holder Email', jhEmail);
  await page.getByRole('button', { name: 'SAVE JOINT HOLDER' }).click();
  await expect(page.getByRole('list', { name: 'Joint holders' })).toContainText(`Meera Kumar`);
  await expect(page.getByRole('list', { name: 'Joint holders' })).toContainText(`PAN ${jhPan} · DOB 10/02/1988`);
  await save(page);

  // reload midway: the same step; /onboarding resumes at the saved position
  await expect(page).toHaveURL(/\/onboarding\/nominee-details$/);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Nominee Details' })).toBeVisible();
  await page.goto('/onboarding');
  await expect(page).toHaveURL(/\/onboarding\/nominee-details$/);

  // 5 Nominee: 100 % to one nominee hides the form
  await page.getByLabel('Nominee Name').fill('sita Kumar');
  await choose(page, 'Relation', 'Spouse');
  await page.getByLabel('Percentage').fill('100');
  await page.getByLabel('Nominee Date of Birth').fill('12/03/1991');
  await choose(page, 'Identity Proof', 'Aadhaar (last 4 digits)');
  await page.getByLabel('Identity Number').fill('4821');
  await page.getByLabel('Nominee Email').fill('sita@example.com');
  await page.getByLabel('Nominee Mobile').fill('9123456780');
  await page.getByLabel('Nominee Address Line 1').fill('4 Marine Drive');
  await page.getByLabel('Nominee City').fill('Mumbai');
  await page.getByLabel('Nominee Pincode').fill('400020');
  await page.getByRole('button', { name: 'SAVE NOMINEE' }).click();
  await expect(page.getByRole('table', { name: 'Nominees' })).toContainText('Sita Kumar');
  await expect(page.getByRole('table', { name: 'Nominees' })).toContainText('100%');
  await expect(page.getByLabel('Nominee Name')).toHaveCount(0);
  await save(page);

  // 6 Registered address; offline the save is refused and the typing stays
  await expect(page).toHaveURL(/\/onboarding\/kyc-register$/);
  await page.getByLabel('Address Line 1').fill('4 Marine Drive');
  await page.getByLabel('Address Line 2').fill('Churchgate');
  await choose(page, 'State', 'Maharashtra');
  await choose(page, 'City', 'Mumbai');
  await page.getByLabel('Pincode').fill('4000201');
  await expect(page.getByLabel('Pincode')).toHaveValue('400020');
  await context.setOffline(true);
  await save(page);
  await expect(page.getByRole('alert').filter({ hasText: 'You are offline' })).toBeVisible();
  await expect(page).toHaveURL(/\/onboarding\/kyc-register$/);
  await expect(page.getByLabel('Address Line 1')).toHaveValue('4 Marine Drive');
  await context.setOffline(false);
  await save(page);
  await expect(page).toHaveURL(/\/onboarding\/fatca$/);
  // after the address the investor resumes at FATCA, not at the address again
  await page.goto('/onboarding');
  await expect(page).toHaveURL(/\/onboarding\/fatca$/);

  // 7 FATCA: income slab buttons, PEP defaults to No, occupation list starts with Please select
  await expect(page.getByRole('radio', { name: 'No' })).toBeChecked();
  await page.getByRole('button', { name: '5 - 10 Lakh' }).click();
  await expect(page.getByRole('button', { name: '5 - 10 Lakh' })).toHaveAttribute('aria-pressed', 'true');
  await page.getByLabel('Place of Birth').fill('Mumbai');
  await page.getByRole('combobox', { name: 'Occupation' }).click();
  await expect(page.getByRole('option').first()).toHaveText('Please select');
  await page.getByRole('option', { name: 'Services', exact: true }).click();
  await choose(page, 'Source of Wealth', 'Salary');
  await save(page);

  // 8 Cheque: a renamed text file is refused by its bytes; a real JPEG is taken and shown
  await expect(page).toHaveURL(/\/onboarding\/upload_cheque$/);
  await save(page);
  await expect(page.getByText('Please upload Cheque Image')).toBeVisible();
  const cheque = page.getByLabel('Cancelled cheque or bank statement');
  await cheque.setInputFiles(join(FIXTURES, 'renamed-text.png'));
  await expect(page.getByText('Upload Failed: the file must be a JPEG, PNG or PDF')).toBeVisible();
  await cheque.setInputFiles(join(FIXTURES, 'cheque.jpg'));
  await expect(page.getByRole('img', { name: 'Uploaded: Cancelled cheque or bank statement' })).toBeVisible();
  expect(await page.getByRole('img', { name: /Uploaded: Cancelled cheque/ }).evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(640);
  await save(page);

  // 9 Signatures: the investor's, then the joint holder's; the last button is SAVE
  await expect(page).toHaveURL(/\/onboarding\/upload_signature$/);
  await page.getByRole('button', { name: 'NEXT' }).click();
  await expect(page.getByText('Please upload signature')).toBeVisible();
  await page.getByLabel('Your signature').setInputFiles(join(FIXTURES, 'signature.png'));
  await expect(page.getByRole('img', { name: 'Uploaded: Your signature' })).toBeVisible();
  await page.getByRole('button', { name: 'NEXT' }).click();
  await expect(page.getByRole('heading', { name: 'Signature of joint holder 1: Meera Kumar' })).toBeVisible();
  await page.getByRole('button', { name: 'SAVE' }).click();
  await expect(page.getByText('Please upload image')).toBeVisible();
  await page.getByLabel('Signature of Meera Kumar').setInputFiles(join(FIXTURES, 'jh-signature.png'));
  await expect(page.getByRole('img', { name: 'Uploaded: Signature of Meera Kumar' })).toBeVisible();
  await page.getByRole('button', { name: 'PREVIOUS' }).click();
  await expect(page.getByRole('img', { name: 'Uploaded: Your signature' })).toBeVisible();
  await page.getByRole('button', { name: 'NEXT' }).click();
  await page.getByRole('button', { name: 'SAVE' }).click();

  // onboarded: the portal with the account header, and the wizard is closed to them
  await expect(page).toHaveURL(/\/portal/);
  await expect(page.getByRole('navigation', { name: 'Account' })).toBeVisible();
  await page.reload();
  await page.goto('/onboarding/identification');
  await expect(page).toHaveURL(/\/portal/);
});

test('a PAN that is not KYC-verified asks for confirmation: Cancel stays in onboarding, OK goes to investment', async ({ page, request }) => {
  await signUpNew(page, request);
  await page.goto('/onboarding/identification');
  await expect(page.getByRole('heading', { level: 1, name: 'Identification' })).toBeVisible();
  await page.getByLabel('PAN', { exact: true }).fill('ABCPZ9999Q');
  await page.getByLabel('First Name').fill('Nikhil');
  await page.getByLabel('Last Name').fill('Rao');
  await save(page);
  const dialog = page.getByRole('alertdialog', { name: 'KYC not verified' });
  await expect(dialog).toContainText('Your PAN is Not KYC Verified, Please Contact Support Team for KYC Verification...');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page).toHaveURL(/\/onboarding\/identification$/);
  await expect(page.getByLabel('First Name')).toHaveValue('Nikhil');

  await save(page);
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(page).toHaveURL(/\/portal\/investment/);
});

test('SKIP REGISTRATION records the screen and goes to the portal, whose prompt leads back to it', async ({ page, request }) => {
  await signUpNew(page, request);
  // nothing saved yet: a later step (FATCA) is not open to them, the first step is
  await page.goto('/onboarding/fatca');
  await expect(page).toHaveURL(/\/onboarding\/identification$/);
  await expect(page.getByRole('navigation', { name: 'Onboarding progress' }).getByText('(done)')).toHaveCount(0);
  await page.getByRole('button', { name: 'SKIP REGISTRATION' }).click();
  await expect(page).toHaveURL(/\/portal/);
  await page.goto('/portal/profile/nominee');
  await page.getByRole('link', { name: 'COMPLETE YOUR ONBOARDING' }).click();
  await expect(page).toHaveURL(/\/onboarding\/identification$/);
});
