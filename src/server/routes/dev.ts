import { devOutbox, devPublishNav } from '@shared/contract/auth.ts';
import { devAnswerTicket } from '@shared/contract/support.ts';
import { refuse } from '../lib/refusal.ts';
import { handle } from './handle.ts';
import { publishNavForPayment } from '../demo/publish-nav.ts';
import { readDevOutbox } from '../adapters/otp-delivery/dev-outbox.ts';
import { answerTicket } from '../services/support/tickets.ts';

/**
 * Demo mode only (app.ts mounts them in no other): the messages sent to one mobile or email, moving
 * a payment's orders to allotment, and the support team's answer to a ticket, for trying the
 * flows and for tests.
 */
export const devCalls = [
  handle(devPublishNav, ({ deps, body }) => publishNavForPayment(deps, body.payment_id)),
  handle(devOutbox, async ({ deps, c }) => {
    const to = c.req.query('to')?.trim();
    if (!to) throw refuse('invalid', 'Give ?to=<mobile or email>');
    // OTPs by default (the sign-in helpers read the newest one); ?category=notification|ticket for mail
    return { messages: await readDevOutbox(deps.db, to, c.req.query('category') ?? 'otp') };
  }),
  handle(devAnswerTicket, async ({ deps, params, body }) => {
    try {
      return { ticket: await answerTicket(deps, params.ticketNo, body.reply, { close: body.close }) };
    } catch (err) {
      throw refuse('not-found', err instanceof Error ? err.message : 'No such ticket');
    }
  }),
];
