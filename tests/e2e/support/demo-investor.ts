import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { otpFor, outboxCount, typeOtp } from './app.ts';
import { E2E_OTP_SENDS_PER_15_MIN, E2E_RESEND_WAIT_MS } from './limits.ts';

/** The demo investor of the seeded demo data (README). */
export const DEMO = { mobile: '9876543210', email: 'demo.investor@example.com', pan: 'ABCPK1234F' };
const WINDOW_MS = 15 * 60_000;

/**
 * Waits until the server will send this destination another OTP (other specs use the demo
 * investor too): the 30 s resend gap since the newest message, and room under the 15-minute cap.
 */
export async function waitForOtpRoom(request: APIRequestContext, to: string): Promise<void> {
  for (;;) {
    const res = await request.get(`/api/dev/outbox?to=${encodeURIComponent(to)}`);
    const sent = ((await res.json()) as { messages: Array<{ created_at: string; body: string }> }).messages
      .filter((m) => /\b\d{6}\b/.test(m.body))
      .map((m) => Date.parse(m.created_at));
    const now = Date.now();
    const recent = sent.filter((t) => now - t < WINDOW_MS + 2_000);
    const wait = Math.max(
      recent[0] ? recent[0] + E2E_RESEND_WAIT_MS - now : 0,
      recent.length >= E2E_OTP_SENDS_PER_15_MIN ? recent[E2E_OTP_SENDS_PER_15_MIN - 1]! + WINDOW_MS + 2_000 - now : 0,
    );
    if (wait <= 0) return;
    console.log(`waiting ${Math.ceil(wait / 1000)} s for the OTP send limit of ${to}`);
    await new Promise((r) => setTimeout(r, wait));
  }
}

/** Signs the demo investor in through the screens, by PAN and an OTP on email. */
export async function signInDemoByEmail(page: Page, request: APIRequestContext): Promise<void> {
  await page.goto('/sign-in');
  await page.getByRole('tab', { name: 'PAN' }).click();
  await page.getByRole('textbox', { name: 'PAN' }).fill(DEMO.pan);
  await page.getByRole('button', { name: 'CONTINUE' }).click();
  await page.getByRole('button', { name: 'Verify using OTP on Email' }).click();
  await waitForOtpRoom(request, DEMO.email);
  const before = await outboxCount(request, DEMO.email);
  await page.getByRole('button', { name: 'Send OTP' }).click();
  await expect.poll(() => outboxCount(request, DEMO.email)).toBe(before + 1);
  await typeOtp(page, await otpFor(request, DEMO.email));
  await expect(page).toHaveURL(/\/portal\/(investment|dashboard)/);
}

/**
 * Signs the demo investor in by PAN and the mobile OTP (the transactions spec signs in by email;
 * each channel has its own resend gap, so the two specs never wait on each other).
 */
export async function signInDemo(page: Page, request: APIRequestContext): Promise<void> {
  await page.goto('/sign-in');
  await page.getByRole('tab', { name: 'PAN' }).click();
  await page.getByRole('textbox', { name: 'PAN' }).fill(DEMO.pan);
  await page.getByRole('button', { name: 'CONTINUE' }).click();
  await expect(page.getByText('XXXXXX3210')).toBeVisible();
  await waitForOtpRoom(request, DEMO.mobile);
  const before = await outboxCount(request, DEMO.mobile);
  await page.getByRole('button', { name: 'Yes send code' }).click();
  await expect.poll(() => outboxCount(request, DEMO.mobile)).toBe(before + 1);
  await typeOtp(page, await otpFor(request, DEMO.mobile));
  await expect(page).toHaveURL(/\/portal\/(investment|dashboard)/);
}

/** The signed-in page's session token (the persisted auth state). */
export async function tokenOf(page: Page): Promise<string> {
  return page.evaluate(() => JSON.parse(localStorage.getItem('nivesh.auth')!).clientState.queries[0].state.data.token as string);
}

/** Waits until the service worker controls the page, so the app can go offline. */
export async function waitForWorker(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const reg = await navigator.serviceWorker.ready;
    const sw = reg.active!;
    if (sw.state !== 'activated') await new Promise<void>((r) => sw.addEventListener('statechange', () => sw.state === 'activated' && r()));
  });
  if (!(await page.evaluate(() => Boolean(navigator.serviceWorker.controller)))) await page.reload();
}
