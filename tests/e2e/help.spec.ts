import { expect, test, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import { otpFor, outboxCount } from './support/app.ts';
import { DEMO, signInDemoByEmail, tokenOf, waitForOtpRoom, waitForWorker } from './support/demo-investor.ts';

/**
 * Help and messages as the demo investor: FAQs read and searched (also offline),
 * a support query raised and answered, a paid order's notifications in the bell and the panel
 * (read, then cleared), and web push as far as headless Chromium allows.
 */
test.describe.serial('help and messages', () => {
  test.describe.configure({ timeout: 10 * 60_000 });
  let context: BrowserContext;
  let page: Page;
  let request: APIRequestContext;

  test.beforeAll(async ({ browser, playwright }, info) => {
    const baseURL = info.project.use.baseURL!;
    request = await playwright.request.newContext({ baseURL });
    context = await browser.newContext({ baseURL });
    page = await context.newPage();
    await signInDemoByEmail(page, request);
  });
  test.afterAll(async () => {
    await context.close();
    await request.dispose();
  });

  const api = async (method: 'GET' | 'POST', path: string, body?: unknown) => {
    const token = await tokenOf(page);
    const res = await page.request.fetch(`/api${path}`, { method, headers: { token, Version: '3.2' }, ...(body === undefined ? {} : { data: body }) });
    expect(res.ok(), `${method} ${path}: ${await res.text()}`).toBe(true);
    return res.json();
  };
  const bell = () => page.getByRole('banner').getByRole('button', { name: /^Notifications/ });
  /** The bell says what the server holds (refreshed by a key press, as the spec asks). */
  const expectBellMatchesServer = async () => {
    await expect
      .poll(
        async () => {
          await page.keyboard.press('Shift');
          const n = (await api('GET', '/notification')).unread_count as number;
          return (await bell().getAttribute('aria-label')) === (n > 0 ? `Notifications, ${n} unread` : 'Notifications');
        },
        { intervals: [500, 1000, 2000, 5000] },
      )
      .toBe(true);
  };

  test('FAQs: categories, a category page with expandable answers, search grouped by category, offline search', async () => {
    await page.getByRole('link', { name: "FAQ's" }).click();
    await expect(page).toHaveURL(/\/portal\/faq$/);
    const categories = page.getByRole('list', { name: 'FAQ categories' }).getByRole('link');
    await expect(categories).toHaveCount(8);
    await categories.filter({ hasText: 'Taxes' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Taxes' })).toBeVisible();
    const q = page.getByRole('button', { name: 'How are gains on equity funds taxed?' });
    await expect(page.getByText('taxed at 12.5% on the total above ₹1.25 lakh')).toBeHidden();
    await q.click();
    await expect(page.getByText(/taxed at 12\.5% on the total above ₹1\.25 lakh/)).toBeVisible();

    await page.getByRole('link', { name: 'All categories' }).click();
    await page.getByRole('searchbox', { name: 'Search FAQs' }).pressSequentially('stamp duty', { delay: 30 });
    // the search runs once typing pauses (1 s debounce), on its own page
    await expect(page).toHaveURL(/\/portal\/faqSearch\?q=stamp(\+|%20)duty$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Payments and cut-offs' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'What is the stamp duty on mutual fund purchases?' })).toBeVisible();
    const box = page.getByRole('searchbox', { name: 'Search FAQs' });
    await box.fill('zebra crossing');
    await expect(page.getByText('No Results Found')).toBeVisible();

    // offline: the same search runs on the copy saved on this device
    await waitForWorker(page);
    await context.setOffline(true);
    try {
      await page.getByRole('searchbox', { name: 'Search FAQs' }).fill('lock-in');
      await expect(page.getByText('Searched the FAQs saved on this device (offline).')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Can I redeem my ELSS units?' })).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: 'Redemptions and exit loads' })).toBeVisible();
    } finally {
      await context.setOffline(false);
    }
  });

  test('Customer Support: the spec alerts, a raised query listed with its number, the answer shown; Write to Us', async () => {
    await page.goto('/portal/menu/customer-support');
    await expect(page.getByRole('tab', { name: 'Raise a Query', selected: true })).toBeVisible();
    const submit = page.getByRole('button', { name: 'SUBMIT' });
    const alert = page.getByRole('alertdialog');
    await submit.click();
    await expect(alert).toContainText('select query type and write description');
    await alert.getByRole('button', { name: 'OK' }).click();
    await page.getByRole('combobox', { name: 'Query Type' }).click();
    await page.getByRole('option', { name: 'Transaction' }).click();
    await submit.click();
    await expect(alert).toContainText('Please write description');
    await alert.getByRole('button', { name: 'OK' }).click();
    await page.getByRole('radio', { name: 'Family' }).check();
    await page.getByLabel('Description').fill('My November SIP instalment was debited twice.');
    await expect(page.getByLabel('Email for our reply')).toHaveValue(DEMO.email);
    const unreadBefore = (await api('GET', '/notification')).unread_count as number;
    await submit.click();
    await expect(alert).toContainText(/Query raised successfully\. Your ticket number is NVT\d{10}\./);
    const ticketNo = /NVT\d{10}/.exec((await alert.textContent())!)![0];
    await alert.getByRole('button', { name: 'OK' }).click();
    const item = page.getByRole('listitem', { name: `Ticket ${ticketNo}, Transaction, Open` });
    await expect(item).toBeVisible();
    await expect(item).toContainText('My November SIP instalment was debited twice.');
    await expect(item).toContainText('Family');
    // the form is cleared for the next query
    await expect(page.getByLabel('Description')).toHaveValue('');

    // the support team answers (demo route); the investor sees the reply and a notification
    const answered = await request.post(`/api/dev/tickets/${ticketNo}/answer`, {
      headers: { Version: '3.2' },
      data: { reply: 'We have reversed the second debit.' },
    });
    expect(answered.ok()).toBe(true);
    await page.reload();
    const done = page.getByRole('listitem', { name: `Ticket ${ticketNo}, Transaction, Answered` });
    await expect(done).toContainText('We have reversed the second debit.');
    await expect(bell()).toHaveAccessibleName(`Notifications, ${unreadBefore + 2} unread`);

    await page.getByRole('tab', { name: 'Write to Us' }).click();
    const write = page.getByRole('link', { name: 'Write to Us' });
    await expect(write).toHaveAttribute('href', /^mailto:[^?]+\?subject=Feedback$/);
    // the address itself is not shown (spec 3 §2.7)
    await expect(page.getByText(/@nivesh\.local/)).toHaveCount(0);
  });

  test('a paid order notifies: the bell counts unread, a click marks read and opens the page, the trash clears all', async () => {
    // start from an empty list
    await api('POST', '/notification/delete_notifications');
    await page.goto('/portal/menu/insights');
    await expect(bell()).toHaveAccessibleName('Notifications');

    // a lumpsum in a fund the investor holds, placed and paid on the simulated gateway
    const history = (await api('GET', '/profile/get_transaction_history')).transaction_history as Array<{ SchemeID: number; SchemeName: string }>;
    const scheme = history[0]!;
    const fund = (await api('GET', `/transaction/get_fund_details/${scheme.SchemeID}`)).fund_details as { AmcID: number; MinimumPurchaseAmount: string | null };
    const amount = String(Math.max(5000, Math.ceil(Number(fund.MinimumPurchaseAmount ?? '0'))));
    const created = await api('POST', '/transaction/create_transaction', { TrType: 'NEW', AccNo: '', Amount: amount, AmcId: fund.AmcID, Sch: scheme.SchemeID });
    expect(created.transaction_created).toBe(true);
    await waitForOtpRoom(request, DEMO.mobile);
    const before = await outboxCount(request, DEMO.mobile);
    await api('POST', '/transaction/insert-tansaction-otp', { ihno: [created.TE_IHNO], type: 'Lumpsum' });
    await expect.poll(() => outboxCount(request, DEMO.mobile)).toBe(before + 1);
    expect(await api('POST', '/transaction/verify-tansaction-otp', { ihno: [created.TE_IHNO], otp: await otpFor(request, DEMO.mobile) })).toEqual({
      otp_verified: true,
    });
    const placed = await api('POST', '/transaction/place-order', { orders: [{ order_id: created.TE_IHNO, type: 'Normal' }], payment_type: 1, category: 1 });
    expect(placed.bse_order.is_success).toBe(true);
    await page.goto(placed.bse_order.payment_url);
    await page.getByRole('button', { name: 'Pay', exact: true }).click();
    await expect(page).toHaveURL(/\/portal\/order-confirmation\?payment=\d+$/);

    // the order sweep may allot the units meanwhile (a third notification): the bell must always match the server
    await expect.poll(async () => (await api('GET', '/notification')).unread_count).toBeGreaterThanOrEqual(2);
    await expectBellMatchesServer();
    await bell().click();
    const panel = page.getByRole('dialog', { name: 'Notifications' });
    await expect(panel.getByText(/^\d+ unread$/)).toBeVisible();
    const paid = panel.getByRole('button', { name: /^Payment received, unread/ });
    await expect(paid).toContainText(`We received your payment of ₹${Number(amount).toLocaleString('en-IN')}.00 by net banking.`);
    await expect(paid).toContainText(/\d{2}\/\d{2}\/\d{4} \d{2}:\d{2} (AM|PM)/);
    await expect(panel.getByRole('button', { name: /^Order placed, unread/ })).toBeVisible();
    await paid.click();
    // it opened its page, and is read now
    await expect(panel).toBeHidden();
    await expect(page).toHaveURL(/\/portal\/order-confirmation\?payment=\d+$/);
    await expectBellMatchesServer();
    const left = (await api('GET', '/notification')) as { notifications: Array<{ content: string; is_read: boolean }>; unread_count: number };
    expect(left.notifications.find((n) => n.content === 'Payment received')!.is_read).toBe(true);
    expect(left.notifications.find((n) => n.content === 'Order placed')!.is_read).toBe(false);
    await bell().click();
    await expect(panel.getByRole('button', { name: /^Payment received/ })).not.toHaveAccessibleName(/unread/);
    await expect(panel.getByRole('button', { name: /^Order placed, unread/ })).toBeVisible();

    await panel.getByRole('button', { name: 'Clear all notifications' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Are you sure you want to clear all notifications ?' });
    await expect(confirm).toBeVisible();
    await confirm.getByRole('button', { name: 'Yes' }).click();
    await expect(panel.getByText('No Data Found')).toBeVisible();
    await page.keyboard.press('Escape');
    await expectBellMatchesServer();
  });

  test('web push: the opt-in asks permission and subscribes; the service worker shows a push', async () => {
    await context.grantPermissions(['notifications']);
    await page.goto('/portal/menu/insights');
    await waitForWorker(page);
    await bell().click();
    const panel = page.getByRole('dialog', { name: 'Notifications' });
    await expect(panel.getByText('Get notifications on this device')).toBeVisible();
    await panel.getByRole('button', { name: 'Turn on' }).click();
    // headless Chromium has no connection to a real push service: subscribing may fail there,
    // and the panel must say so; where it succeeds, the server holds the subscription
    const outcome = panel.getByText(/You will get notifications on this device\.|Could not turn on notifications on this device\. Please try again\./);
    await expect(outcome).toBeVisible();
    const said = (await outcome.textContent())!;
    console.log(`push opt-in in this Chromium: ${said}`);
    if (said.startsWith('You will')) {
      await expect(panel.getByRole('button', { name: 'Turn off' })).toBeVisible();
      const endpoint = await page.evaluate(async () => (await (await navigator.serviceWorker.ready).pushManager.getSubscription())!.endpoint);
      expect((await api('POST', '/notification/push/unsubscribe', { endpoint })).unsubscribed).toBe(true);
    } else {
      await expect(panel.getByRole('button', { name: 'Turn on' })).toBeVisible();
    }
    await page.keyboard.press('Escape');

    // a push delivered to the worker (DevTools protocol) is shown as a notification with its page
    const cdp = await context.newCDPSession(page);
    const origin = new URL(page.url()).origin;
    let registrationId: string | null = null;
    cdp.on('ServiceWorker.workerRegistrationUpdated', (e: { registrations: Array<{ registrationId: string; scopeURL: string; isDeleted: boolean }> }) => {
      const ours = e.registrations.find((r) => r.scopeURL === `${origin}/` && !r.isDeleted);
      if (ours) registrationId = ours.registrationId;
    });
    await cdp.send('ServiceWorker.enable');
    await expect.poll(() => registrationId).not.toBeNull();
    const shown = () =>
      page.evaluate(async () =>
        (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => ({ title: n.title, body: n.body, tag: n.tag, data: n.data as unknown })),
      );
    const expected = [{ title: 'Units allotted', body: '12.345 units of a fund allotted', tag: 'notification-4242', data: { link: '/portal/portfolio' } }];
    // a delivery can be dropped while DevTools restarts an idle worker; the same tag replaces, so
    // delivering again until it shows never makes two
    await expect(async () => {
      await cdp.send('ServiceWorker.deliverPushMessage', {
        origin,
        registrationId: registrationId!,
        data: JSON.stringify({
          id: 4242,
          title: 'Units allotted',
          body: '12.345 units of a fund allotted',
          link: '/portal/portfolio',
          tag: 'notification-4242',
        }),
      });
      await expect.poll(shown, { timeout: 3_000 }).toEqual(expected);
    }).toPass({ timeout: 20_000 });
  });

  test('Sign Out is in the investment menu too (spec 2 §2.1); /portal/menu/sign-out still says Coming Soon', async () => {
    await page.goto('/portal/menu/sign-out');
    await expect(page.getByText('Coming Soon')).toBeVisible();
    await page.goto('/portal/investment/mutual-funds');
    const token = await tokenOf(page);
    await page.getByRole('button', { name: 'Sign Out' }).click();
    await expect(page).toHaveURL(/\/sign-in$/);
    // the session is gone on the server too
    const res = await page.request.get('/api/notification', { headers: { Version: '3.2', token } });
    expect(res.status()).toBe(401);
    await page.goto('/portal/menu/insights');
    await expect(page).toHaveURL(/\/sign-in/);
  });
});
