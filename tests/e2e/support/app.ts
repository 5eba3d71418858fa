import { expect, type APIRequestContext, type Page } from '@playwright/test';

/** The newest OTP the server's dev outbox holds for a mobile or email (demo mode). */
export async function otpFor(request: APIRequestContext, to: string): Promise<string> {
  let found: string | null = null;
  await expect
    .poll(async () => {
      const res = await request.get(`/api/dev/outbox?to=${encodeURIComponent(to)}`);
      const body = (await res.json()) as { messages: Array<{ body: string }> };
      found = body.messages[0] ? (/\b(\d{6})\b/.exec(body.messages[0].body)?.[1] ?? null) : null;
      return found;
    })
    .not.toBeNull();
  return found!;
}

/** How many OTP messages a destination has had (to wait for a new one). */
export async function outboxCount(request: APIRequestContext, to: string): Promise<number> {
  const res = await request.get(`/api/dev/outbox?to=${encodeURIComponent(to)}`);
  return ((await res.json()) as { messages: unknown[] }).messages.length;
}

/** Types an OTP into the six boxes, one key at a time as a person would. */
export async function typeOtp(page: Page, otp: string): Promise<void> {
  await page.getByRole('textbox', { name: 'Digit 1 of 6' }).click();
  await page.keyboard.type(otp, { delay: 20 });
}

let n = 0;
/** A mobile number no other test uses in this run. */
export function freshMobile(): string {
  n += 1;
  return `7${String(Date.now() % 1_000_000).padStart(6, '0')}${String(n).padStart(3, '0')}`;
}

/** Signs up a new investor through the screens and returns their mobile. */
export async function signUpNew(page: Page, request: APIRequestContext): Promise<string> {
  const mobile = freshMobile();
  await page.goto('/sign-up');
  await page.getByLabel('Mobile Number').fill(mobile);
  await page.getByRole('button', { name: 'SEND' }).click();
  await expect(page.getByRole('dialog', { name: 'Verify your mobile number' })).toBeVisible();
  await typeOtp(page, await otpFor(request, mobile));
  await expect(page).toHaveURL(/\/portal\/investment/);
  return mobile;
}
