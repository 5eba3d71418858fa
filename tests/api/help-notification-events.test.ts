import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { devOutbox, mailOutbox, mandates, notifications, simExchangeMandates } from '../../src/server/db/schema.ts';
import { sweepOrders } from '../../src/server/jobs/order-sweep.ts';
import { dispatchNotifications, pruneMail } from '../../src/server/services/notifications/dispatch.ts';
import { familyLinkedEvent, mandateEvent } from '../../src/server/services/notifications/account-events.ts';
import { createTestApp, type TestApp } from './support/harness.ts';
import { monthlySip, onboardedInvestor, seedTestCatalogue, type TestCatalogue, testNav } from './support/orders-fixture.ts';
import { addToCart, buyAndAllot, payOnGateway, verifyCheckout } from './support/orders-flow.ts';

/**
 * Notifications are written by the events themselves: each order-engine event, in its
 * own transaction, leaves exactly the notification the investor should read.
 */
let t: TestApp;
let cat: TestCatalogue;
beforeAll(async () => {
  t = await createTestApp({ start: '2026-11-20T05:30:00Z', config: { session: { idleMinutes: 10_000_000, absoluteHours: 1_000_000 } } });
  cat = await seedTestCatalogue(t.deps.db);
});
afterAll(() => t.close());

const sweep = () => sweepOrders(t.deps);
type Note = { ID: number; content: string; description: string; is_read: boolean; update_date: string; link: string | null };
async function inbox(token: string): Promise<{ notifications: Note[]; unread_count: number }> {
  const res = await t.call('GET', '/api/notification', undefined, { token });
  expect(res.status).toBe(200);
  return res.body;
}
const kinds = async (userId: number) =>
  (await t.deps.db.select().from(notifications).where(eq(notifications.userId, userId)).orderBy(notifications.id)).map((n) => n.kind);

describe('notifications written by the order events', () => {
  it('lumpsum: order placed, payment received, units allotted, each with its text and link', async () => {
    t.clock.set('2026-11-20T05:30:00Z'); // Friday 11:00 IST
    const inv = await onboardedInvestor(t, '9730000001');
    const ihno = await addToCart(t, inv.token, { TrType: 'NEW', AccNo: '', Amount: '10000', AmcId: cat.amcId, Sch: cat.equity });
    await verifyCheckout(t, inv.token, '9730000001', [ihno], 'Lumpsum');
    const placed = await t.call(
      'POST',
      '/api/transaction/place-order',
      { orders: [{ order_id: ihno, type: 'Normal' }], payment_type: 1, category: 1 },
      { token: inv.token },
    );
    expect(placed.body.bse_order.is_success).toBe(true);
    let box = await inbox(inv.token);
    expect(box.unread_count).toBe(1);
    expect(box.notifications[0]).toMatchObject({ content: 'Order placed', is_read: false, link: '/portal/menu/transaction-history' });
    expect(box.notifications[0]!.description).toMatch(/^Your purchase of ₹10,000\.00 in Test Bluechip Fund - Direct Growth is placed \(order \d+\)\.$/);
    expect(box.notifications[0]!.update_date).toBe('2026-11-20T05:30:00.000Z');

    await payOnGateway(t, placed.body.bse_order.payment_url, 'pay');
    box = await inbox(inv.token);
    expect(box.unread_count).toBe(2);
    expect(box.notifications[0]).toMatchObject({ content: 'Payment received', description: expect.stringContaining('₹10,000.00 by net banking') });

    await sweep();
    box = await inbox(inv.token);
    expect(box.unread_count).toBe(3);
    // units = (10,000 − 0.50 stamp duty) / NAV, 3 decimals, at the NAV of 20/11/2026
    const nav = testNav(100, '2026-11-20');
    const units3 = (999_950n * 10_000n * 1000n) / (BigInt(nav.replace('.', '')) * 100n);
    const unitsText = `${units3 / 1000n}.${String(units3 % 1000n).padStart(3, '0')}`;
    expect(box.notifications[0]).toMatchObject({ content: 'Units allotted', link: '/portal/portfolio' });
    expect(box.notifications[0]!.description).toMatch(
      new RegExp(
        `^${unitsText.replace('.', '\\.')} units of Test Bluechip Fund - Direct Growth allotted at NAV ${nav.replace('.', '\\.')} of 20/11/2026 in folio \\d{10}\\.$`,
      ),
    );
    // a second sweep allots nothing and writes nothing
    await sweep();
    expect(await kinds(inv.userId)).toEqual(['order_placed', 'payment_received', 'units_allotted']);
  });

  it('a failed payment says so and nothing is allotted', async () => {
    t.clock.set('2026-11-20T06:00:00Z');
    const inv = await onboardedInvestor(t, '9730000002');
    const ihno = await addToCart(t, inv.token, { TrType: 'NEW', AccNo: '', Amount: '7500', AmcId: cat.amcId, Sch: cat.equity });
    await verifyCheckout(t, inv.token, '9730000002', [ihno], 'Lumpsum');
    const placed = await t.call(
      'POST',
      '/api/transaction/place-order',
      { orders: [{ order_id: ihno, type: 'Normal' }], payment_type: 1, category: 1 },
      { token: inv.token },
    );
    await payOnGateway(t, placed.body.bse_order.payment_url, 'fail');
    await sweep();
    expect(await kinds(inv.userId)).toEqual(['order_placed', 'payment_failed']);
    const box = await inbox(inv.token);
    expect(box.notifications[0]).toMatchObject({ content: 'Payment failed', description: expect.stringContaining('₹7,500.00 by net banking failed') });
  });

  it('redemption: placed, then paid with the bank and the expected credit date; an impossible one is rejected', async () => {
    t.clock.set('2026-06-10T04:00:00Z');
    const inv = await onboardedInvestor(t, '9730000003');
    const folio = await buyAndAllot(t, inv, '9730000003', { id: cat.equity, amcId: cat.amcId }, '20000', '2026-06-10', sweep);
    t.clock.set('2026-11-20T05:30:00Z'); // Friday
    const ihno = await addToCart(t, inv.token, { TrType: 'RED', AmcId: cat.amcId, AccNo: folio, Sch: cat.equity, FUnsAmt: 'a', FParFul: 'p', Amount: '5000' });
    await verifyCheckout(t, inv.token, '9730000003', [ihno], 'Redemption');
    const placed = await t.call(
      'POST',
      '/api/transaction/place-order',
      { orders: [{ order_id: ihno, type: 'Normal' }], payment_type: 1, category: 5 },
      { token: inv.token },
    );
    expect(placed.body.bse_order.is_success).toBe(true);
    await sweep();
    const box = await inbox(inv.token);
    expect(box.notifications[1]).toMatchObject({
      content: 'Redemption placed',
      description: expect.stringMatching(/^Your redemption of ₹5,000\.00 from Test Bluechip Fund - Direct Growth is placed \(order \d+\)\.$/),
    });
    // equity: credit 3 business days after the NAV date (Fri 20/11 → Wed 25/11)
    expect(box.notifications[0]).toMatchObject({ content: 'Redemption processed', link: '/portal/menu/transaction-history' });
    expect(box.notifications[0]!.description).toMatch(
      /^₹[\d,]+\.\d{2} from Test Bluechip Fund - Direct Growth will be credited to HDFC Bank account ending 0003 by 25\/11\/2026\.$/,
    );
  });

  it('SIP: registered, an instalment debited, and a failed one when the mandate is no longer approved', async () => {
    t.clock.set('2026-11-18T04:30:00Z');
    const inv = await onboardedInvestor(t, '9730000004');
    const body = monthlySip(cat, inv.mandateId);
    const ihno = await addToCart(t, inv.token, body);
    await verifyCheckout(t, inv.token, '9730000004', [ihno], 'SIP');
    await t.call('POST', '/api/transaction/place-order', { orders: [{ order_id: ihno, type: 'sys' }], payment_type: 1, category: 4 }, { token: inv.token });
    let box = await inbox(inv.token);
    expect(box.notifications[0]).toMatchObject({
      content: 'SIP registered',
      link: '/portal/menu/manage-sip',
      description: expect.stringMatching(/^Your SIP of ₹2,000\.00 in Test Bluechip Fund - Direct Growth is registered \(registration \d+\)\.$/),
    });

    t.clock.set('2026-12-10T04:30:00Z');
    await sweep();
    box = await inbox(inv.token);
    expect(box.notifications.map((n) => n.content).slice(0, 2)).toEqual(['Units allotted', 'SIP instalment 1 done']);
    expect(box.notifications[1]!.description).toMatch(
      /^Instalment 1 of your SIP \(registration \d+\): ₹2,000\.00 was debited from your mandate for Test Bluechip Fund - Direct Growth\.$/,
    );

    // the bank revokes it: the exchange's mandate book decides the debit, and ours follows it
    await t.exchangeDb.update(simExchangeMandates).set({ status: 'REJECTED' }).where(eq(simExchangeMandates.mandateId, inv.mandateId));
    await t.deps.db.update(mandates).set({ status: 'REJECTED' }).where(eq(mandates.mandateId, inv.mandateId));
    t.clock.set('2027-01-11T04:30:00Z');
    await sweep();
    box = await inbox(inv.token);
    expect(box.notifications[0]).toMatchObject({ content: 'SIP instalment 2 failed', link: '/portal/menu/manage-sip' });
    expect(box.notifications[0]!.description).toContain('failed: Mandate debit failed: Mandate is not approved.');
    expect(await kinds(inv.userId)).toEqual(['order_placed', 'instalment_done', 'units_allotted', 'instalment_failed']);
  });

  it('SWP and STP: registered, instalments run, SWP paid out, STP switched in', async () => {
    t.clock.set('2026-06-10T04:00:00Z');
    const inv = await onboardedInvestor(t, '9730000005');
    const folio = await buyAndAllot(t, inv, '9730000005', { id: cat.equity, amcId: cat.amcId }, '50000', '2026-06-10', sweep);
    t.clock.set('2026-11-18T04:30:00Z');
    const out = {
      AmcId: cat.amcId,
      AccNo: folio,
      Sch: cat.equity,
      FUnsAmt: 'a',
      FParFul: 'p',
      StartDate: '10/12/2026',
      Installments: 6,
      InstallmentsAmt: '1000',
      Amount: '1000',
      FirstOrderToday: 'N',
      Frequency: 3,
    };
    const swp = await addToCart(t, inv.token, { TrType: 'SWP', ...out });
    const stp = await addToCart(t, inv.token, { TrType: 'STP', ...out, ToSch: cat.equity2 });
    t.clock.advance(31_000);
    await verifyCheckout(t, inv.token, '9730000005', [swp], 'SWP');
    await t.call('POST', '/api/transaction/place-order', { orders: [{ order_id: swp, type: 'sys' }], payment_type: 1, category: 5 }, { token: inv.token });
    t.clock.advance(31_000);
    await verifyCheckout(t, inv.token, '9730000005', [stp], 'STP');
    await t.call('POST', '/api/transaction/place-order', { orders: [{ order_id: stp, type: 'sys' }], payment_type: 1, category: 6 }, { token: inv.token });
    const before = (await kinds(inv.userId)).length;
    t.clock.set('2026-12-10T04:30:00Z');
    await sweep();
    const rows = (await t.deps.db.select().from(notifications).where(eq(notifications.userId, inv.userId)).orderBy(notifications.id)).slice(before - 2);
    expect(rows.map((r) => r.title)).toEqual([
      'SWP registered',
      'STP registered',
      'SWP instalment 1 done',
      'STP instalment 1 done',
      'SWP instalment paid',
      'Switch completed',
    ]);
    expect(rows[1]!.body).toContain('in Test Bluechip Fund - Direct Growth into Test Flexi Cap Fund - Direct Growth');
    expect(rows[2]!.link).toBe('/portal/menu/manage-swp');
    expect(rows[3]!.link).toBe('/portal/menu/manage-stp');
    expect(rows[5]!.body).toMatch(/units of Test Flexi Cap Fund - Direct Growth allotted/);
  });

  it('a rolled-back event leaves no notification', async () => {
    const inv = await onboardedInvestor(t, '9730000006');
    await t.deps.db
      .transaction(async (tx) => {
        await mandateEvent(tx, { userId: inv.userId, mandateId: 'M1', bankName: 'HDFC Bank', amountPaise: 100_000_00n, approved: true, at: t.clock.now() });
        throw new Error('rollback');
      })
      .catch(() => undefined);
    expect(await kinds(inv.userId)).toEqual([]);
  });

  it('mandate and family-link helpers (wired where those events happen) write their notices', async () => {
    const head = await onboardedInvestor(t, '9730000007');
    const member = await onboardedInvestor(t, '9730000008');
    await mandateEvent(t.deps.db, {
      userId: head.userId,
      mandateId: 'MND1',
      bankName: 'HDFC Bank',
      amountPaise: 2_500_000n,
      approved: true,
      at: t.clock.now(),
    });
    await mandateEvent(t.deps.db, {
      userId: head.userId,
      mandateId: 'MND2',
      bankName: 'HDFC Bank',
      amountPaise: 2_500_000n,
      approved: false,
      reason: 'Signature mismatch',
      at: t.clock.now(),
    });
    await familyLinkedEvent(t.deps.db, {
      headUserId: head.userId,
      headName: 'Test Investor',
      memberUserId: member.userId,
      memberName: 'Meera Investor',
      at: t.clock.now(),
    });
    const box = await inbox(head.token);
    expect(box.notifications.map((n) => [n.content, n.description])).toEqual([
      ['Family member linked', 'Meera Investor is now linked to your family account. You can switch to their portfolio from your profile.'],
      ['Mandate rejected', 'Your mandate MND2 with HDFC Bank was rejected: Signature mismatch. Register a new mandate to keep your SIPs running.'],
      ['Mandate approved', 'Your mandate MND1 with HDFC Bank for up to ₹25,000.00 is approved. SIPs can now debit it.'],
    ]);
    expect((await inbox(member.token)).notifications[0]).toMatchObject({ content: 'Linked to a family account', link: '/portal/profile/family-members' });
  });
});

describe('the notification calls (spec 3 §4.10, §7.5)', () => {
  it('lists newest first with the unread count, marks one read, refuses another investor’s, clears all', async () => {
    const a = await onboardedInvestor(t, '9730000011');
    const b = await onboardedInvestor(t, '9730000012');
    for (const [i, m] of ['MA', 'MB', 'MC'].entries()) {
      t.clock.advance(60_000);
      await mandateEvent(t.deps.db, {
        userId: a.userId,
        mandateId: m,
        bankName: 'HDFC Bank',
        amountPaise: BigInt(i + 1) * 100_000n,
        approved: true,
        at: t.clock.now(),
      });
    }
    let box = await inbox(a.token);
    expect(box.unread_count).toBe(3);
    expect(box.notifications.map((n) => n.description.slice(0, 15))).toEqual(['Your mandate MC', 'Your mandate MB', 'Your mandate MA']);
    const id = box.notifications[1]!.ID;

    // another investor cannot read or touch it
    expect((await t.call('POST', `/api/notification/update_notifications/${id}`, undefined, { token: b.token })).status).toBe(404);
    expect((await inbox(b.token)).notifications).toEqual([]);
    expect((await t.call('POST', '/api/notification/update_notifications/abc', undefined, { token: a.token })).status).toBe(404);
    expect((await t.call('GET', '/api/notification')).status).toBe(401);

    t.clock.advance(60_000);
    const upd = await t.call('POST', `/api/notification/update_notifications/${id}`, undefined, { token: a.token });
    expect(upd.body).toEqual({ is_updated: true });
    box = await inbox(a.token);
    expect(box.unread_count).toBe(2);
    expect(box.notifications.find((n) => n.ID === id)).toMatchObject({ is_read: true, update_date: t.clock.now().toISOString() });
    // marking it again is harmless
    expect((await t.call('POST', `/api/notification/update_notifications/${id}`, undefined, { token: a.token })).body).toEqual({ is_updated: true });

    await mandateEvent(t.deps.db, { userId: b.userId, mandateId: 'MZ', bankName: 'HDFC Bank', amountPaise: 100_000n, approved: true, at: t.clock.now() });
    const cleared = await t.call('POST', '/api/notification/delete_notifications', undefined, { token: a.token });
    expect(cleared.body).toEqual({ is_deleted: true, deleted: 3 });
    expect(await inbox(a.token)).toEqual({ notifications: [], unread_count: 0 });
    // only the caller's were cleared
    expect((await inbox(b.token)).unread_count).toBe(1);
  });

  it('the dispatch job mails each notification once, as HTML with a text part, to the investor', async () => {
    const inv = await onboardedInvestor(t, '9730000013');
    await mandateEvent(t.deps.db, { userId: inv.userId, mandateId: 'MAIL1', bankName: 'HDFC Bank', amountPaise: 100_000n, approved: true, at: t.clock.now() });
    const first = await dispatchNotifications(t.deps);
    expect(first.notifications).toBeGreaterThanOrEqual(1);
    const mails = await t.deps.db
      .select()
      .from(devOutbox)
      .where(and(eq(devOutbox.to, inv.email), eq(devOutbox.category, 'notification')));
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ channel: 'email', subject: 'Mandate approved' });
    expect(mails[0]!.body).toContain('Dear Test,');
    expect(mails[0]!.body).toContain('Open Nivesh: http://localhost:8080/portal/profile/bank-mandates');
    expect(mails[0]!.html).toContain('<a href="http://localhost:8080/portal/profile/bank-mandates"');
    expect(mails[0]!.html).toContain('Your mandate MAIL1 with HDFC Bank');
    // the OTP listing of the dev outbox is not disturbed by mail
    const otps = await t.call('GET', `/api/dev/outbox?to=${encodeURIComponent(inv.email)}`);
    expect(otps.body.messages.every((m: { subject: string | null }) => m.subject !== 'Mandate approved')).toBe(true);
    const mailList = await t.call('GET', `/api/dev/outbox?to=${encodeURIComponent(inv.email)}&category=notification`);
    expect(mailList.body.messages).toHaveLength(1);
    await dispatchNotifications(t.deps);
    expect(
      await t.deps.db
        .select()
        .from(devOutbox)
        .where(and(eq(devOutbox.to, inv.email), eq(devOutbox.category, 'notification'))),
    ).toHaveLength(1);
    const [queued] = await t.deps.db.select().from(mailOutbox).where(eq(mailOutbox.to, inv.email));
    expect(queued!.sentAt).not.toBeNull();
  });

  it('a failing mail server delays the mail and retries it; one bad mail does not stop the rest', async () => {
    const inv = await onboardedInvestor(t, '9730000014');
    const real = t.deps.adapters.otpDelivery;
    let calls = 0;
    t.deps.adapters.otpDelivery = {
      name: 'flaky',
      inRequest: true,
      send: async (m) => {
        calls++;
        if (m.to === 'bounce@example.com') throw new Error('550 mailbox unavailable');
        return real.send(m);
      },
    };
    try {
      await t.deps.db.insert(mailOutbox).values({ category: 'notification', to: 'bounce@example.com', subject: 'x', text: 'x', createdAt: t.clock.now() });
      await mandateEvent(t.deps.db, {
        userId: inv.userId,
        mandateId: 'RETRY1',
        bankName: 'HDFC Bank',
        amountPaise: 100_000n,
        approved: true,
        at: t.clock.now(),
      });
      const r = await dispatchNotifications(t.deps);
      expect(r.mailsFailed).toBe(1);
      expect(r.mailsSent).toBeGreaterThanOrEqual(1);
      const [bad] = await t.deps.db.select().from(mailOutbox).where(eq(mailOutbox.to, 'bounce@example.com'));
      expect(bad).toMatchObject({ sentAt: null, attempts: 1, lastError: '550 mailbox unavailable' });
      // not retried before its backoff (1 minute after the first failure)...
      const before = calls;
      await dispatchNotifications(t.deps);
      expect(calls).toBe(before);
      // ...and retried after it
      t.clock.advance(61_000);
      await dispatchNotifications(t.deps);
      expect(calls).toBe(before + 1);
    } finally {
      t.deps.adapters.otpDelivery = real;
    }
    // housekeeping drops sent mail after 30 days, and keeps what is still being retried
    t.clock.advance(31 * 86_400_000);
    const pruned = await pruneMail(t.deps.db, t.clock.now());
    expect(pruned).toBeGreaterThan(0);
    expect(await t.deps.db.select().from(mailOutbox).where(eq(mailOutbox.to, 'bounce@example.com'))).toHaveLength(1);
    expect(await t.deps.db.select().from(mailOutbox).where(eq(mailOutbox.to, inv.email))).toHaveLength(0);
  });
});
