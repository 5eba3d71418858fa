import { desc, eq } from 'drizzle-orm';
import type { Ticket } from '@shared/contract/support.ts';
import { TICKET_MESSAGES, ticketProblem, type TicketAccount } from '@shared/rules/support/support-ticket.ts';
import { istDate } from '@shared/time/ist.ts';
import { nextCounter } from '../../adapters/exchange/numbers.ts';
import { supportTickets, users } from '../../db/schema.ts';
import type { AppDeps, SessionUser } from '../../lib/context.ts';
import { hit } from '../rate-limit.ts';
import { notify } from '../notifications/notify.ts';
import { queueMail, renderMail } from '../notifications/mail.ts';
import { LINKS } from '../notifications/order-events.ts';

type TicketRow = typeof supportTickets.$inferSelect;

/** Tickets one investor may raise in an hour: plenty for a person, a wall for a script. */
export const TICKETS_PER_HOUR = 10;

export function toTicket(r: TicketRow): Ticket {
  return {
    ticket_no: r.ticketNo,
    subject: r.queryType,
    description: r.description,
    email: r.email,
    account: r.account as TicketAccount,
    status: r.status as Ticket['status'],
    reply: r.reply,
    created_at: r.createdAt.toISOString(),
    answered_at: r.answeredAt?.toISOString() ?? null,
  };
}

/**
 * Raises a support ticket (spec 3 §7.3): checks the spec's rules, gives it a number
 * (NVT + IST date + a daily sequence), stores it, and in the same transaction queues the mail
 * to the support team (reply-to the investor) and the acknowledgement to the investor, and
 * writes an in-app notification. A broken rule answers `error`, as the spec reads it.
 */
export async function raiseTicket(
  deps: AppDeps,
  session: SessionUser,
  body: { subject: string; description: string; email: string; account: TicketAccount },
): Promise<{ message: string; ticket: Ticket } | { error: string }> {
  const { db, clock, config } = deps;
  const now = clock.now();
  const [user] = await db.select().from(users).where(eq(users.id, session.userId)).limit(1);
  if (!user) return { error: 'Your session has expired, please sign in again' };
  // mail goes only to the address the investor verified with an OTP (users.email), never to one
  // typed in the form: the form could otherwise send the investor's text anywhere
  const email = user.email?.trim().toLowerCase() ?? '';
  const typed = body.email.trim().toLowerCase();
  const problem = ticketProblem({ subject: body.subject, description: body.description, email: typed });
  if (problem) return { error: problem };
  if (typed !== '' && typed !== email) return { error: TICKET_MESSAGES.registeredEmailOnly };
  if (!(await hit(db, { key: `ticket:user:${user.id}`, max: TICKETS_PER_HOUR, windowMs: 3_600_000 }, now))) return { error: TICKET_MESSAGES.tooMany };

  const subject = body.subject.trim();
  const description = body.description.trim();
  const name = [user.firstName, user.lastName].filter(Boolean).join(' ') || 'Investor';
  const row = await db.transaction(async (tx) => {
    const day = istDate(now).replaceAll('-', '').slice(2);
    const seq = await nextCounter(tx, `ticket:${day}`);
    const ticketNo = `NVT${day}${String(seq).padStart(4, '0')}`;
    const [t] = await tx
      .insert(supportTickets)
      .values({ ticketNo, userId: user.id, raisedBy: session.parentUserId, account: body.account, queryType: subject, description, email, createdAt: now })
      .returning();
    await queueMail(tx, {
      category: 'ticket',
      to: config.messages.supportEmail,
      replyTo: email || null,
      at: now,
      ...renderMail({
        subject: `[Ticket ${ticketNo}] ${subject}`,
        heading: `Ticket ${ticketNo}: ${subject}`,
        paragraphs: [
          `From: ${name} (Nivesh ID ${user.niveshId}, mobile ${user.mobile})`,
          `Reply to: ${email || 'no registered email (answer in the app)'}`,
          `Account: ${body.account}${session.parentUserId ? ` (raised by the family head, user ${session.parentUserId})` : ''}`,
          description,
        ],
        footnote: `Answer with: npm run support:answer -- ${ticketNo} "<reply>"`,
      }),
    });
    if (email)
      await queueMail(tx, {
        category: 'ticket',
        to: email,
        at: now,
        ...renderMail({
          subject: `Ticket ${ticketNo}: we have your query`,
          heading: 'We have your query',
          paragraphs: [
            `Dear ${user.firstName?.trim() || 'Investor'},`,
            `Your ${subject} query is registered as ticket ${ticketNo}. Our support team replies within two working days.`,
            `Your query: ${description}`,
          ],
          action: { label: 'See your tickets', url: `${config.messages.publicUrl}${LINKS.support}` },
        }),
      });
    await notify(tx, {
      userId: user.id,
      kind: 'ticket_raised',
      at: now,
      link: LINKS.support,
      mail: false,
      title: `Ticket ${ticketNo} raised`,
      body: `Your ${subject} query is registered. We reply within two working days.`,
    });
    return t!;
  });
  return { message: TICKET_MESSAGES.raised, ticket: toTicket(row) };
}

export async function listTickets(deps: AppDeps, userId: number): Promise<Ticket[]> {
  const rows = await deps.db
    .select()
    .from(supportTickets)
    .where(eq(supportTickets.userId, userId))
    .orderBy(desc(supportTickets.createdAt), desc(supportTickets.id))
    .limit(200);
  return rows.map(toTicket);
}

/**
 * The support team's answer (the `support:answer` command): stores the reply, marks the ticket
 * Answered (or Closed), mails the reply to the investor's registered email and notifies them.
 */
export async function answerTicket(deps: AppDeps, ticketNo: string, reply: string, opts: { close?: boolean } = {}): Promise<Ticket> {
  const text = reply.trim();
  if (!text) throw new Error('The reply is empty');
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const [t] = await tx.select().from(supportTickets).where(eq(supportTickets.ticketNo, ticketNo.trim().toUpperCase())).for('update');
    if (!t) throw new Error(`No ticket ${ticketNo}`);
    const status = opts.close ? 'Closed' : 'Answered';
    const [updated] = await tx.update(supportTickets).set({ reply: text, status, answeredAt: now }).where(eq(supportTickets.id, t.id)).returning();
    // the investor's registered email now (it may have changed since the ticket); none: the reply is in the app
    const [owner] = await tx.select({ email: users.email }).from(users).where(eq(users.id, t.userId)).limit(1);
    if (owner?.email)
      await queueMail(tx, {
        category: 'ticket',
        to: owner.email,
        at: now,
        ...renderMail({
          subject: `Ticket ${t.ticketNo}: our reply`,
          heading: `Our reply to ticket ${t.ticketNo}`,
          paragraphs: [text, `Your query (${t.queryType}): ${t.description}`],
          action: { label: 'See your tickets', url: `${deps.config.messages.publicUrl}${LINKS.support}` },
          footnote: 'Reply to this mail if you need more help.',
        }),
        replyTo: deps.config.messages.supportEmail,
      });
    await notify(tx, {
      userId: t.userId,
      kind: 'ticket_answered',
      at: now,
      link: LINKS.support,
      mail: false,
      title: `Ticket ${t.ticketNo} answered`,
      body: text.length > 300 ? `${text.slice(0, 297)}...` : text,
    });
    return toTicket(updated!);
  });
}
