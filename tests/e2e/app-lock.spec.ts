import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { otpFor, outboxCount, typeOtp } from './support/app.ts';
import { DEMO, signInDemo, waitForOtpRoom, waitForWorker } from './support/demo-investor.ts';
import { grouped, marketValue, mdy } from './support/figures.ts';

/**
 * The device unlock at 390 px: the offline copy is ciphertext in IndexedDB; offline at +26 h
 * (the session long over) it opens read-only only after the app PIN or the passkey (a WebAuthn
 * virtual authenticator with PRF, through the DevTools protocol); five wrong PINs wipe it.
 */
const PHONE = { width: 390, height: 844 };
const SETUP = { timeout: 60_000 };
const HOUR = 3_600_000;
const PIN = '482913';

/** Every stored view row of the investor, as the browser keeps it. */
async function investorRows(page: Page): Promise<Array<{ key: string; data: unknown }>> {
  return page.evaluate(
    (owner) =>
      new Promise((resolve, reject) => {
        const req = indexedDB.open('nivesh');
        req.addEventListener('error', () => reject(req.error));
        req.addEventListener('success', () => {
          const db = req.result;
          if (!db.objectStoreNames.contains('views')) return resolve([]);
          const all = db.transaction('views').objectStore('views').getAll();
          all.addEventListener('success', () => {
            db.close();
            resolve((all.result as Array<{ key: string; owner: string; data: unknown }>).filter((r) => r.owner === owner));
          });
        });
      }),
    'NVDEMA2345',
  );
}

async function token(page: Page): Promise<string> {
  return page.evaluate(() => JSON.parse(localStorage.getItem('nivesh.auth')!).clientState.queries[0].state.data.token as string);
}

/** Signs in, saves dashboard and portfolio on the device, and returns the figures the server gave. */
async function signInAndSave(browser: Browser, baseURL: string): Promise<{ context: BrowserContext; page: Page; aum: string; name: string; folio: string }> {
  const context = await browser.newContext({ baseURL, viewport: PHONE });
  const page = await context.newPage();
  const request = context.request;
  await signInDemo(page, request);
  await waitForWorker(page);
  const headers = { token: await token(page), Version: '3.2' };
  const d = await (await request.post('/api/dashboard', { headers, data: { date: mdy(new Date()) } })).json();
  const p = await (await request.post('/api/portfolio', { headers, data: { date: mdy(new Date()) } })).json();
  const u = await (await request.get('/api/profile/get_user_details', { headers })).json();
  await page.goto('/portal/dashboard');
  await expect(marketValue(page)).toHaveText(grouped(d.header_details.AUM), SETUP);
  return { context, page, aum: d.header_details.AUM, name: u.user_details.name, folio: p.portfolio_details[0].I_Accno };
}

async function goOfflineAt(page: Page, later: number) {
  await page.clock.install({ time: new Date(Date.now() + later) });
  await page.context().setOffline(true);
  await page.goto('/portal/dashboard');
}

test.describe.serial('the app lock', () => {
  test.describe.configure({ timeout: 10 * 60_000 });

  test('app PIN: the copy is ciphertext; offline at +26 h it opens after the PIN, not before; five wrong PINs wipe it', async ({ browser }, info) => {
    const { context, page, aum, name, folio } = await signInAndSave(browser, info.project.use.baseURL!);
    try {
      const offer = page.getByRole('region', { name: 'Keep your saved copy readable offline' });
      await expect(offer).toBeVisible(SETUP);
      await offer.getByLabel('App PIN (4 to 6 digits)').fill(PIN);
      await offer.getByLabel('App PIN again').fill(PIN);
      await offer.getByRole('button', { name: 'Set app PIN' }).click();
      await expect(page.getByText('Device unlock is set up')).toBeVisible(SETUP);
      await page.goto('/portal/portfolio');
      await expect(page.getByRole('button', { name: new RegExp(`folio ${folio}`) })).toBeVisible(SETUP);

      // IndexedDB holds ciphertext only: no PAN, name, rupee figure or folio
      const rows = await investorRows(page);
      expect(rows.length).toBeGreaterThan(1);
      for (const r of rows) {
        expect(r.data).toMatchObject({ v: 1, iv: expect.any(String), ct: expect.any(String) });
        const text = JSON.stringify(r);
        for (const secret of [DEMO.pan, name, aum, grouped(aum), folio]) expect(text, r.key).not.toContain(secret);
      }

      // next day, offline: the unlock, not the figures
      await goOfflineAt(page, 26 * HOUR);
      await expect(page).toHaveURL(/\/unlock$/, SETUP);
      await expect(page.getByRole('heading', { name: 'Open your saved copy' })).toBeVisible();
      await expect(marketValue(page)).toHaveCount(0);
      await page.getByLabel('App PIN').fill('000000');
      await page.getByRole('button', { name: 'Unlock' }).click();
      await expect(page.getByText('Wrong PIN. 4 attempts left before the copy on this device is wiped.')).toBeVisible(SETUP);
      await page.getByLabel('App PIN').fill(PIN);
      await page.getByRole('button', { name: 'Unlock' }).click();
      await expect(page).toHaveURL(/\/portal\/dashboard/, SETUP);
      await expect(marketValue(page)).toHaveText(grouped(aum), SETUP);
      await expect(page.getByText('Read-only: the copy saved on this device. Sign in to refresh or transact.')).toBeVisible();

      // a reload asks again; five wrong PINs wipe the copy
      await page.reload();
      await expect(page).toHaveURL(/\/unlock$/, SETUP);
      for (let i = 0; i < 5; i++) {
        await page.getByLabel('App PIN').fill(`11111${i}`);
        await page.getByRole('button', { name: 'Unlock' }).click();
        if (i < 4) await expect(page.getByText(`Wrong PIN. ${4 - i} attempt`)).toBeVisible(SETUP);
      }
      await expect(page.getByText('Too many wrong PINs: the copy on this device has been wiped. Please sign in.')).toBeVisible(SETUP);
      expect(await investorRows(page)).toEqual([]);
      expect(await page.evaluate(() => localStorage.getItem('nivesh.lock'))).toBeNull();
    } finally {
      await context.close();
    }
  });

  test('passkey (virtual platform authenticator with PRF): registered with the server; offline at +26 h it opens the copy', async ({ browser }, info) => {
    // WebAuthn needs a domain for its relying party: localhost, not 127.0.0.1
    const { context, page, aum } = await signInAndSave(browser, info.project.use.baseURL!.replace('127.0.0.1', 'localhost'));
    try {
      const cdp = await context.newCDPSession(page);
      await cdp.send('WebAuthn.enable');
      const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
        options: {
          protocol: 'ctap2',
          ctap2Version: 'ctap2_1',
          transport: 'internal',
          hasResidentKey: true,
          hasUserVerification: true,
          isUserVerified: true,
          automaticPresenceSimulation: true,
          hasPrf: true,
        },
      });
      await page.reload();
      const offer = page.getByRole('region', { name: 'Keep your saved copy readable offline' });
      await offer.getByRole('button', { name: 'Use a passkey' }).click(SETUP);
      await expect(page.getByText('Device unlock is set up')).toBeVisible(SETUP);
      const { credentials } = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
      expect(credentials).toHaveLength(1);
      expect(await page.evaluate(() => JSON.parse(localStorage.getItem('nivesh.lock') ?? 'null')?.kind)).toBe('passkey');

      // this page has a DevTools session of its own (the authenticator): it is told to go offline too
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', { offline: true, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
      await goOfflineAt(page, 26 * HOUR);
      await expect
        .poll(
          () =>
            page.evaluate(() => ({
              online: navigator.onLine,
              lock: JSON.parse(localStorage.getItem('nivesh.lock') ?? 'null')?.kind ?? null,
              path: location.pathname,
            })),
          SETUP,
        )
        .toEqual({ online: false, lock: 'passkey', path: '/unlock' });
      await expect(marketValue(page)).toHaveCount(0);
      await page.getByRole('button', { name: 'Unlock with passkey' }).click();
      await expect(page).toHaveURL(/\/portal\/dashboard/, SETUP);
      await expect(marketValue(page)).toHaveText(grouped(aum), SETUP);
    } finally {
      await context.close();
    }
  });

  test("the device's passkey confirms a change of email instead of an OTP to the current address", async ({ browser }, info) => {
    const context = await browser.newContext({ baseURL: info.project.use.baseURL!.replace('127.0.0.1', 'localhost'), viewport: PHONE });
    try {
      const page = await context.newPage();
      const request = context.request;
      const cdp = await context.newCDPSession(page);
      await cdp.send('WebAuthn.enable');
      const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
        options: {
          protocol: 'ctap2',
          ctap2Version: 'ctap2_1',
          transport: 'internal',
          hasResidentKey: true,
          hasUserVerification: true,
          isUserVerified: true,
          automaticPresenceSimulation: true,
          hasPrf: true,
        },
      });
      await signInDemo(page, request);
      await page.getByRole('region', { name: 'Keep your saved copy readable offline' }).getByRole('button', { name: 'Use a passkey' }).click(SETUP);
      await expect(page.getByText('Device unlock is set up')).toBeVisible(SETUP);

      /** One change of the email, the owner confirmed by the passkey: nothing goes to the current address. */
      const changeEmail = async (from: string, to: string) => {
        await page.goto('/portal/profile/personal-information');
        await page.getByRole('button', { name: 'EDIT' }).click();
        const field = page.getByRole('textbox', { name: 'New Email' });
        await expect(field).toHaveAccessibleDescription(/confirm with this device's passkey first/);
        const toCurrent = await outboxCount(request, from);
        await waitForOtpRoom(request, to);
        const toNew = await outboxCount(request, to);
        const signCount = async () => (await cdp.send('WebAuthn.getCredentials', { authenticatorId })).credentials[0]!.signCount;
        const signed = await signCount();
        await field.fill(to);
        await page.getByRole('button', { name: 'Send OTP to the new email' }).click();
        const dialog = page.getByRole('dialog', { name: 'Verify your new email' });
        await expect(dialog).toBeVisible(SETUP);
        expect(await signCount()).toBeGreaterThan(signed);
        await expect.poll(() => outboxCount(request, to)).toBe(toNew + 1);
        await typeOtp(page, await otpFor(request, to));
        await expect(dialog).toBeHidden(SETUP);
        await expect(page.getByText('Updated Successfully').first()).toBeVisible();
        // the current address got the notice of the change, and no OTP
        const messages = (
          (await (await request.get(`/api/dev/outbox?to=${encodeURIComponent(from)}`)).json()) as { messages: Array<{ subject: string | null; body: string }> }
        ).messages;
        expect(messages.slice(0, messages.length - toCurrent).map((m) => m.subject)).toEqual(['Your Nivesh email was changed']);
      };
      const elsewhere = `asha.${Date.now()}@example.com`;
      await changeEmail(DEMO.email, elsewhere);
      // and back, so the other specs sign in by the demo email as before
      await changeEmail(elsewhere, DEMO.email);
      await page.goto('/portal/profile/personal-information');
      await expect(page.getByText(DEMO.email)).toBeVisible();
    } finally {
      await context.close();
    }
  });

  test('an installed app refreshes the dashboard in the background (Periodic Background Sync), sealed', async ({ browser }, info) => {
    const baseURL = info.project.use.baseURL!;
    const context = await browser.newContext({ baseURL, viewport: PHONE });
    try {
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      const { targetInfo } = await cdp.send('Target.getTargetInfo');
      const browserCdp = await browser.newBrowserCDPSession();
      // what Chromium grants an installed app that is used: periodic background sync
      await browserCdp.send('Browser.grantPermissions', {
        origin: baseURL,
        permissions: ['periodicBackgroundSync'],
        browserContextId: targetInfo.browserContextId,
      });
      await signInDemo(page, context.request);
      await waitForWorker(page);
      await page.reload();
      await expect
        .poll(
          () =>
            page.evaluate(async () =>
              ((await navigator.serviceWorker.ready) as ServiceWorkerRegistration & { periodicSync: { getTags(): Promise<string[]> } }).periodicSync.getTags(),
            ),
          SETUP,
        )
        .toContain('nivesh-refresh');
      await expect(marketValue(page)).toBeVisible(SETUP);
      const row = () =>
        page.evaluate(
          () =>
            new Promise<{ fetchedAt: number; data: unknown } | undefined>((resolve) => {
              const req = indexedDB.open('nivesh');
              req.addEventListener('success', () => {
                const get = req.result.transaction('views').objectStore('views').get('NVDEMA2345|dashboard');
                get.addEventListener('success', () => (req.result.close(), resolve(get.result as never)));
              });
            }),
        );
      const before = (await row())!.fetchedAt;
      let registrationId = '';
      cdp.on('ServiceWorker.workerRegistrationUpdated', (e) => {
        const mine = e.registrations.find((r) => r.scopeURL === `${baseURL}/` && !r.isDeleted);
        if (mine) registrationId = mine.registrationId;
      });
      await cdp.send('ServiceWorker.enable');
      await expect.poll(() => registrationId, SETUP).not.toBe('');
      await cdp.send('ServiceWorker.dispatchPeriodicSyncEvent', { origin: baseURL, registrationId, tag: 'nivesh-refresh' });
      await expect.poll(async () => (await row())!.fetchedAt, SETUP).toBeGreaterThan(before);
      expect((await row())!.data).toMatchObject({ v: 1, iv: expect.any(String), ct: expect.any(String) });
    } finally {
      await context.close();
    }
  });
});
