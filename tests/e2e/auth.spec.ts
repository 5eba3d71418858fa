import { expect, test } from '@playwright/test';
import { otpFor, outboxCount, signUpNew, typeOtp } from './support/app.ts';

const DEMO = { mobile: '9876543210', pan: 'ABCPK1234F', id: 'NVDEMA2345' };

test('sign up a new number with the OTP from the dev outbox and land on /portal/investment', async ({ page, request }) => {
  await signUpNew(page, request);
  await expect(page.getByRole('heading', { level: 1, name: 'Mutual Funds' })).toBeVisible();
});

test('sign-up validates the number and knows registered ones', async ({ page }) => {
  await page.goto('/sign-up');
  const field = page.getByLabel('Mobile Number');
  await field.fill('98765abc43');
  await expect(field).toHaveValue('9876543'); // digits only
  await page.getByRole('button', { name: 'SEND' }).click();
  await expect(page.getByRole('alert')).toHaveText('Please enter valid mobile number');
  await field.fill(DEMO.mobile);
  await page.getByRole('button', { name: 'SEND' }).click();
  await expect(page.getByRole('alert')).toHaveText('Already Registered!!');
  // consent text with links to the terms and the privacy policy (the footer has its own)
  const main = page.locator('#main');
  await expect(main.getByRole('link', { name: 'Terms & Conditions' })).toHaveAttribute('href', '/terms');
  await expect(main.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy-policy');
});

test('sign in by PAN through the confirmation screen', async ({ page, request }) => {
  await page.goto('/sign-in');
  await page.getByRole('tab', { name: 'PAN' }).click();
  await page.getByRole('textbox', { name: 'PAN' }).fill('abcck1234f');
  await page.getByRole('button', { name: 'CONTINUE' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'It seems you are using corporate PAN card; please contact customer care or use your personal PAN card to proceed',
  );
  await page.getByRole('textbox', { name: 'PAN' }).fill(DEMO.pan.toLowerCase());
  await page.getByRole('button', { name: 'CONTINUE' }).click();
  await expect(page.getByText('XXXXXX3210')).toBeVisible();
  const before = await outboxCount(request, DEMO.mobile);
  await page.getByRole('button', { name: 'Yes send code' }).click();
  await expect.poll(() => outboxCount(request, DEMO.mobile)).toBe(before + 1);
  await typeOtp(page, await otpFor(request, DEMO.mobile));
  await expect(page).toHaveURL(/\/portal\/(investment|dashboard)/);
  // onboarded: the header is there
  await expect(page.getByRole('navigation', { name: 'Account' })).toBeVisible();
});

test('a wrong OTP shows Please enter valid OTP; back resets to Mobile', async ({ page, request }) => {
  // the demo's not-yet-onboarded investor (seeded by npm start in demo mode)
  const mobile = '9876500001';
  await page.goto('/sign-in');
  await page.getByRole('tab', { name: 'Nivesh ID' }).click();
  await page.getByRole('tab', { name: 'Mobile' }).click();
  await page.getByLabel('Mobile Number').fill(mobile);
  const before = await outboxCount(request, mobile);
  await page.getByRole('button', { name: 'GET OTP' }).click();
  await expect.poll(() => outboxCount(request, mobile)).toBe(before + 1);
  const otp = await otpFor(request, mobile);
  await typeOtp(page, otp === '000000' ? '111111' : '000000');
  await expect(page.getByRole('alert')).toHaveText('Please enter valid OTP');
  await expect(page).toHaveURL(/\/sign-in/);
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByRole('tab', { name: 'Mobile' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByLabel('Mobile Number')).toHaveValue('');
});

test('sign out returns to /sign-in and the back button does not reveal the portal', async ({ page, request }) => {
  await signUpNew(page, request);
  await page.goto('/portal/menu');
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/sign-in$/);
  await page.goBack();
  await expect(page).toHaveURL(/\/sign-in$/);
  await expect(page.getByRole('heading', { name: 'Sign in to Nivesh' })).toBeVisible();
  // nothing of the session survives a reload either
  await page.reload();
  await expect(page).toHaveURL(/\/sign-in$/);
  const persisted = await page.evaluate(() => localStorage.getItem('nivesh.auth'));
  expect(persisted === null || JSON.parse(persisted).clientState.queries.length === 0).toBe(true);
});
