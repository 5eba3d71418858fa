import * as v from 'valibot';
import { defineCall } from './common.ts';
import { QUERY_TYPES, TICKET_ACCOUNTS } from '../rules/support/support-ticket.ts';

/** Customer support (spec 3 §2.7, §7.3): tickets raised from the portal menu and the 'Write to Us' link. */

export const Ticket = v.object({
  ticket_no: v.string(),
  /** the query type */
  subject: v.string(),
  description: v.string(),
  email: v.string(),
  account: v.picklist(TICKET_ACCOUNTS),
  status: v.picklist(['Open', 'Answered', 'Closed']),
  reply: v.nullable(v.string()),
  /** ISO instants */
  created_at: v.string(),
  answered_at: v.nullable(v.string()),
});
export type Ticket = v.InferOutput<typeof Ticket>;

/**
 * POST /profile/raise_a_ticket (spec 3 §7.3): subject is the query type (one of QUERY_TYPES),
 * description, email (where the reply goes; the account's email when empty) and account
 * (the Primary / Family toggle, ours: the spec shows the toggles but not their field).
 * A rule broken answers 200 with `error` (the spec reads the answer's error).
 */
export const raiseTicket = defineCall({
  method: 'POST',
  path: '/profile/raise_a_ticket',
  body: v.object({
    subject: v.string('select query type and write description'),
    description: v.string('Please write description'),
    email: v.optional(v.string(), ''),
    account: v.optional(v.picklist(TICKET_ACCOUNTS, 'account must be Primary or Family'), 'Primary'),
  }),
  answer: v.union([v.object({ message: v.string(), ticket: Ticket }), v.object({ error: v.string() })]),
});

/** GET /profile/get_tickets (path ours): the investor's tickets, newest first. */
export const getTickets = defineCall({
  method: 'GET',
  path: '/profile/get_tickets',
  body: undefined,
  answer: v.object({ tickets: v.array(Ticket) }),
});

export { QUERY_TYPES };

/** GET /content/support (path ours): the 'Write to Us' mail link (spec 3 §2.7: subject 'Feedback'; the address is not shown). */
export const getSupportContact = defineCall({
  method: 'GET',
  path: '/content/support',
  access: 'public',
  body: undefined,
  answer: v.object({ mailto: v.string() }),
});

/** Demo mode only: the support team answers a ticket (what `npm run support:answer` does). */
export const devAnswerTicket = defineCall({
  method: 'POST',
  path: '/dev/tickets/:ticketNo/answer',
  access: 'open',
  body: v.object({
    reply: v.pipe(v.string('Write a reply'), v.trim(), v.nonEmpty('Write a reply'), v.maxLength(5000, 'Keep the reply within 5000 characters')),
    close: v.optional(v.boolean(), false),
  }),
  answer: v.object({ ticket: Ticket }),
});
