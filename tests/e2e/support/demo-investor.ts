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

/** An investor the demo data seeds, as the sign-in screens know them. */
export interface SeededInvestor {
  mobile: string;
  pan: string;
}

/**
 * Signs a seeded investor in through the screens, by PAN and the OTP on the mobile the sign-in
 * screen shows masked. Each channel has its own resend gap, so specs signing the demo investor
 * in by email (signInDemoByEmail) never wait on these.
 */
export async function signInByPan(page: Page, request: APIRequestContext, investor: SeededInvestor): Promise<void> {
  await page.goto('/sign-in');
  await page.getByRole('tab', { name: 'PAN' }).click();
  await page.getByRole('textbox', { name: 'PAN' }).fill(investor.pan);
  await page.getByRole('button', { name: 'CONTINUE' }).click();
  await expect(page.getByText(`XXXXXX${investor.mobile.slice(-4)}`)).toBeVisible();
  await waitForOtpRoom(request, investor.mobile);
  const before = await outboxCount(request, investor.mobile);
  await page.getByRole('button', { name: 'Yes send code' }).click();
  await expect.poll(() => outboxCount(request, investor.mobile)).toBe(before + 1);
  await typeOtp(page, await otpFor(request, investor.mobile));
  await expect(page).toHaveURL(/\/portal\/(investment|dashboard)/);
}

/** The demo investor, by PAN and the mobile OTP. */
export const signInDemo = (page: Page, request: APIRequestContext): Promise<void> => signInByPan(page, request, DEMO);

/** Signs an investor in on the mobile-number tab, once the server has room to send that number a code. */
export async function signInByMobile(page: Page, request: APIRequestContext, mobile: string): Promise<void> {
  await page.goto('/sign-in');
  await page.getByLabel('Mobile Number').fill(mobile);
  await waitForOtpRoom(request, mobile);
  const before = await outboxCount(request, mobile);
  await page.getByRole('button', { name: 'GET OTP' }).click();
  await expect.poll(() => outboxCount(request, mobile)).toBe(before + 1);
  await typeOtp(page, await otpFor(request, mobile));
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
