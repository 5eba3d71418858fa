import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { devOutbox, notifications, supportTickets } from '../../src/server/db/schema.ts';
import { seedDemoFaqs } from '../../src/server/demo/faqs.ts';
import { FAQ_SEED } from '../../src/server/demo/faqs-data.ts';
import { dispatchNotifications } from '../../src/server/services/notifications/dispatch.ts';
import { TICKETS_PER_HOUR } from '../../src/server/services/support/tickets.ts';
import { createTestApp, signUp, type TestApp } from './support/harness.ts';
import { onboardedInvestor } from './support/orders-fixture.ts';

let t: TestApp;
beforeAll(async () => {
  // tickets are answered hours later: sessions must outlive the jumps in time
  t = await createTestApp({ start: '2026-11-20T05:30:00Z', config: { session: { idleMinutes: 10_000_000, absoluteHours: 1_000_000 } } });
  await seedDemoFaqs(t.deps);
});
afterAll(() => t.close());

const faqs = (body: unknown) => t.call('POST', '/api/faqs', body);

describe('POST /faqs (spec 3 §2.11, §7.5)', () => {
  it('A: every category (6 to 8) and about 40 questions, in order, each carrying its category name', async () => {
    const r = await faqs({ flag: 'A' });
    expect(r.status).toBe(200);
    const [cats, items] = r.body.faqs_details;
    expect(cats.map((c: { Name: string }) => c.Name)).toEqual(FAQ_SEED.map((c) => c.category));
    expect(cats.length).toBeGreaterThanOrEqual(6);
    expect(cats.length).toBeLessThanOrEqual(8);
    expect(items.length).toBeGreaterThanOrEqual(38);
    expect(items[0]).toMatchObject({ Name: 'KYC and onboarding', Qname: 'What do I need to start investing with Nivesh?', CategoryID: cats[0].ID });
    // seeding again adds nothing
    expect(await seedDemoFaqs(t.deps)).toBe(0);
    expect((await faqs({ flag: 'A' })).body.faqs_details[1]).toHaveLength(items.length);
  });

  it('I: one category and its questions; an unknown one is refused', async () => {
    const [cats] = (await faqs({ flag: 'A' })).body.faqs_details;
    const taxes = cats.find((c: { Name: string }) => c.Name === 'Taxes');
    const r = await faqs({ flag: 'I', InstIdea: taxes.ID });
    expect(r.body.faqs_details[0]).toEqual([taxes]);
    expect(r.body.faqs_details[1].map((i: { Qname: string }) => i.Qname)).toEqual(FAQ_SEED.find((c) => c.category === 'Taxes')!.items.map((i) => i.q));
    expect((await faqs({ flag: 'I', InstIdea: String(taxes.ID) })).body.faqs_details[1].length).toBeGreaterThan(0);
    const missing = await faqs({ flag: 'I', InstIdea: 999999 });
    expect(missing.status).toBe(404);
    expect(missing.body.errors[0]).toBe('This FAQ category does not exist');
  });

  it('S: every word must match, case and accents ignored; results grouped by category; nothing found is an empty answer', async () => {
    const r = await faqs({ flag: 'S', InstIdea: 'STAMP duty' });
    const [cats, items] = r.body.faqs_details;
    expect(items.map((i: { Qname: string }) => i.Qname)).toContain('What is the stamp duty on mutual fund purchases?');
    for (const i of items) expect(`${i.Qname} ${i.AnsDesc}`.toLowerCase()).toMatch(/stamp[\s\S]*duty|duty[\s\S]*stamp/);
    expect(cats.map((c: { ID: number }) => c.ID).sort()).toEqual([...new Set(items.map((i: { CategoryID: number }) => i.CategoryID))].sort());
    const ltcg = await faqs({ flag: 'S', InstIdea: '12.5% 1.25 lakh' });
    expect(ltcg.body.faqs_details[1].map((i: { Name: string }) => i.Name)).toContain('Taxes');
    expect((await faqs({ flag: 'S', InstIdea: 'cut-off 1:30' })).body.faqs_details[1].map((i: { Qname: string }) => i.Qname)).toContain(
      'What are the cut-off times for liquid and overnight funds?',
    );
    expect((await faqs({ flag: 'S', InstIdea: 'zebra crossing' })).body.faqs_details).toEqual([[], []]);
    const short = await faqs({ flag: 'S', InstIdea: 'a' });
    expect(short.status).toBe(400);
    expect(short.body.errors[0]).toBe('Type at least 2 letters to search');
    expect((await faqs({ flag: 'S', InstIdea: 'x'.repeat(101) })).body.errors[0]).toBe('Search within 100 characters');
    expect((await faqs({ flag: 'Q' })).body.errors[0]).toBe('flag must be A, I or S');
  });

  it('the answers state the rules in force: cut-offs, stamp duty, capital gains, debt, ELSS lock-in', async () => {
    const all = FAQ_SEED.flatMap((c) => c.items.map((i) => i.a)).join('\n');
    for (const fact of [
      '3:00 pm',
      '1:30 pm',
      '0.005%',
      '1 July 2020',
      '12.5%',
      '₹1.25 lakh',
      '20%',
      '23 July 2024',
      '1 April 2023',
      'slab rate',
      '3 years',
      '1 February 2021',
    ])
      expect(all).toContain(fact);
  });
});

describe('POST /profile/raise_a_ticket and GET /profile/get_tickets (spec 3 §5, §7.3)', () => {
  it('refuses with the spec alerts, in the answer’s error', async () => {
    const { token } = await signUp(t, '9750000001');
    const raise = (body: Record<string, unknown>) => t.call('POST', '/api/profile/raise_a_ticket', body, { token });
    expect((await raise({ subject: '', description: '', email: 'a@example.com' })).body).toEqual({ error: 'select query type and write description' });
    expect((await raise({ subject: '', description: 'My SIP failed', email: 'a@example.com' })).body).toEqual({
      error: 'select query type and write description',
    });
    expect((await raise({ subject: 'Holiday', description: 'My SIP failed', email: 'a@example.com' })).body).toEqual({
      error: 'select query type and write description',
    });
    expect((await raise({ subject: 'Transaction', description: '   ', email: 'a@example.com' })).body).toEqual({ error: 'Please write description' });
    expect((await raise({ subject: 'Transaction', description: 'x'.repeat(2001), email: 'a@example.com' })).body).toEqual({
      error: 'Please keep the description within 2000 characters',
    });
    expect((await raise({ subject: 'Transaction', description: 'My SIP failed', email: 'not-an-email' })).body).toEqual({
      error: 'Enter a valid Email Address',
    });
    // an address the investor has not verified gets nothing: the reply goes to the registered email only
    expect((await raise({ subject: 'Transaction', description: 'My SIP failed', email: 'a@example.com' })).body).toEqual({
      error: 'Our reply goes to your registered email. To use another address, change your email in your profile first.',
    });
    expect((await raise({ subject: 'Transaction', description: 'My SIP failed', email: 'a@example.com', account: 'Neighbour' })).status).toBe(400);
    expect((await t.call('POST', '/api/profile/raise_a_ticket', { subject: 'Transaction', description: 'x', email: 'a@example.com' })).status).toBe(401);
    expect(await t.deps.db.select().from(supportTickets)).toHaveLength(0);
  });

  it('numbers and stores a ticket, mails support (reply-to the investor) and acknowledges to the investor; lists it', async () => {
    const inv = await onboardedInvestor(t, '9750000002');
    const r = await t.call(
      'POST',
      '/api/profile/raise_a_ticket',
      { subject: 'Transaction', description: '  My SIP instalment of 10/11 was debited twice.  ', email: '', account: 'Family' },
      { token: inv.token },
    );
    expect(r.body.message).toBe('Query raised successfully');
    expect(r.body.ticket).toMatchObject({
      ticket_no: 'NVT2611200001',
      subject: 'Transaction',
      description: 'My SIP instalment of 10/11 was debited twice.',
      email: inv.email,
      account: 'Family',
      status: 'Open',
      reply: null,
      created_at: '2026-11-20T05:30:00.000Z',
    });
    // a typed address that is not the registered one is refused; the registered one in any case is fine
    const typed = await t.call(
      'POST',
      '/api/profile/raise_a_ticket',
      { subject: 'Reports', description: 'Need my capital gains statement', email: 'other@example.com' },
      { token: inv.token },
    );
    expect(typed.body).toEqual({ error: 'Our reply goes to your registered email. To use another address, change your email in your profile first.' });
    const second = await t.call(
      'POST',
      '/api/profile/raise_a_ticket',
      { subject: 'Reports', description: 'Need my capital gains statement', email: inv.email.toUpperCase() },
      { token: inv.token },
    );
    expect(second.body.ticket).toMatchObject({ ticket_no: 'NVT2611200002', email: inv.email, account: 'Primary' });

    const list = await t.call('GET', '/api/profile/get_tickets', undefined, { token: inv.token });
    expect(list.body.tickets.map((x: { ticket_no: string }) => x.ticket_no)).toEqual(['NVT2611200002', 'NVT2611200001']);
    const stranger = await signUp(t, '9750000003');
    expect((await t.call('GET', '/api/profile/get_tickets', undefined, { token: stranger.token })).body).toEqual({ tickets: [] });

    // an in-app notice at once; the mail goes with the dispatch job
    const [note] = await t.deps.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, inv.userId), eq(notifications.kind, 'ticket_raised')));
    expect(note).toMatchObject({ title: 'Ticket NVT2611200001 raised', link: '/portal/menu/customer-support', sendMail: false });
    await dispatchNotifications(t.deps);
    const toSupport = await t.deps.db.select().from(devOutbox).where(eq(devOutbox.to, t.deps.config.messages.supportEmail)).orderBy(devOutbox.id);
    expect(toSupport.map((m) => m.subject)).toEqual(['[Ticket NVT2611200001] Transaction', '[Ticket NVT2611200002] Reports']);
    expect(toSupport[0]!.body).toContain('My SIP instalment of 10/11 was debited twice.');
    expect(toSupport[0]!.body).toContain(`Reply to: ${inv.email}`);
    expect(toSupport[0]!.body).toContain(`Nivesh ID ${inv.niveshId}, mobile 9750000002`);
    expect(toSupport[0]!.html).toContain('<h1');
    const ack = await t.deps.db
      .select()
      .from(devOutbox)
      .where(and(eq(devOutbox.to, inv.email), eq(devOutbox.category, 'ticket')));
    expect(ack.map((m) => m.subject)).toEqual(['Ticket NVT2611200001: we have your query', 'Ticket NVT2611200002: we have your query']);
    expect(await t.deps.db.select().from(devOutbox).where(eq(devOutbox.to, 'other@example.com'))).toHaveLength(0);
    // the ticket's own mail is the acknowledgement: the notice is not mailed a second time
    expect(
      await t.deps.db
        .select()
        .from(devOutbox)
        .where(and(eq(devOutbox.to, inv.email), eq(devOutbox.category, 'notification'))),
    ).toHaveLength(0);
  });

  it('the support team’s answer marks it Answered, notifies the investor and mails the reply', async () => {
    const inv = await onboardedInvestor(t, '9750000004');
    const raised = await t.call(
      'POST',
      '/api/profile/raise_a_ticket',
      { subject: 'Account Related', description: 'Please update my address', email: inv.email },
      { token: inv.token },
    );
    const no = raised.body.ticket.ticket_no as string;
    t.clock.advance(3_600_000);
    const ans = await t.call('POST', `/api/dev/tickets/${no}/answer`, { reply: 'Your address is updated with all fund houses.' });
    expect(ans.body.ticket).toMatchObject({
      ticket_no: no,
      status: 'Answered',
      reply: 'Your address is updated with all fund houses.',
      answered_at: t.clock.now().toISOString(),
    });
    const list = await t.call('GET', '/api/profile/get_tickets', undefined, { token: inv.token });
    expect(list.body.tickets[0]).toMatchObject({ status: 'Answered', reply: 'Your address is updated with all fund houses.' });
    const box = await t.call('GET', '/api/notification', undefined, { token: inv.token });
    expect(box.body.notifications[0]).toMatchObject({
      content: `Ticket ${no} answered`,
      description: 'Your address is updated with all fund houses.',
      link: '/portal/menu/customer-support',
      is_read: false,
    });
    await dispatchNotifications(t.deps);
    const reply = await t.deps.db
      .select()
      .from(devOutbox)
      .where(and(eq(devOutbox.to, inv.email), eq(devOutbox.subject, `Ticket ${no}: our reply`)));
    expect(reply).toHaveLength(1);
    expect(reply[0]!.body).toContain('Your address is updated with all fund houses.');
    const closed = await t.call('POST', `/api/dev/tickets/${no}/answer`, { reply: 'Closing this ticket.', close: true });
    expect(closed.body.ticket.status).toBe('Closed');
    expect((await t.call('POST', '/api/dev/tickets/NVT0000000000/answer', { reply: 'x' })).status).toBe(404);
    expect((await t.call('POST', `/api/dev/tickets/${no}/answer`, { reply: '  ' })).body.errors[0]).toBe('Write a reply');
  });

  it('an investor with no registered email gets the ticket answered in the app: nobody is mailed but support', async () => {
    const { token } = await signUp(t, '9750000009');
    await dispatchNotifications(t.deps);
    const before = await t.deps.db.select().from(devOutbox).where(eq(devOutbox.category, 'ticket'));
    const r = await t.call('POST', '/api/profile/raise_a_ticket', { subject: 'Transaction', description: 'My SIP failed' }, { token });
    expect(r.body.ticket).toMatchObject({ email: '', status: 'Open' });
    await dispatchNotifications(t.deps);
    const after = await t.deps.db.select().from(devOutbox).where(eq(devOutbox.category, 'ticket'));
    expect(after.slice(before.length).map((m) => m.to)).toEqual([t.deps.config.messages.supportEmail]);
  });

  it(`allows ${TICKETS_PER_HOUR} tickets an hour per investor`, async () => {
    const inv = await onboardedInvestor(t, '9750000005');
    t.clock.set('2026-11-21T05:00:00Z');
    for (let i = 0; i < TICKETS_PER_HOUR; i++) {
      expect(
        (await t.call('POST', '/api/profile/raise_a_ticket', { subject: 'Others', description: `Query ${i}`, email: inv.email }, { token: inv.token })).body
          .message,
      ).toBe('Query raised successfully');
    }
    const refused = await t.call('POST', '/api/profile/raise_a_ticket', { subject: 'Others', description: 'One more', email: inv.email }, { token: inv.token });
    expect(refused.body).toEqual({ error: 'You have raised several queries in the last hour. Our team will reply to them; please try again later.' });
    t.clock.advance(3_600_000);
    expect(
      (await t.call('POST', '/api/profile/raise_a_ticket', { subject: 'Others', description: 'Later', email: inv.email }, { token: inv.token })).body.message,
    ).toBe('Query raised successfully');
  });
});

describe('GET /content/support', () => {
  it('gives the Write to Us link: the configured support address with the subject Feedback', async () => {
    expect((await t.call('GET', '/api/content/support')).body).toEqual({ mailto: `mailto:${t.deps.config.messages.supportEmail}?subject=Feedback` });
  });
});

describe('GET /content/blogs (spec 3 §2.7 Insights)', () => {
  it('lists the feed’s posts newest first with image, title, date and link; the link opens the article', async () => {
    const r = await t.call('GET', '/api/content/blogs');
    expect(r.status).toBe(200);
    const blogs = r.body.blogs as Array<{ date: string; title: string; link: string; image: string }>;
    expect(blogs.length).toBeGreaterThanOrEqual(5);
    expect([...blogs].sort((a, b) => b.date.localeCompare(a.date))).toEqual(blogs);
    // images come through our own origin (the page's CSP loads images only from there)
    expect(blogs.every((b) => b.image === null || b.image.startsWith('/api/content/image/'))).toBe(true);
    const page = await t.app.request(blogs[0]!.link);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain(blogs[0]!.title.replace(/'/g, '&#39;'));
    expect(html).toContain('href="/portal/menu/insights"');
    expect((await t.app.request('/api/content/post/nope')).status).toBe(404);
  });

  it('a failing feed is only logged: the list is empty', async () => {
    const real = t.deps.adapters.contentFeed;
    t.deps.adapters.contentFeed = { source: 'feed', posts: () => Promise.reject(new Error('ECONNREFUSED')) };
    try {
      expect((await t.call('GET', '/api/content/blogs')).body).toEqual({ blogs: [] });
    } finally {
      t.deps.adapters.contentFeed = real;
    }
  });
});
