import * as support from '@shared/contract/support.ts';
import { handle } from './handle.ts';
import { listTickets, raiseTicket } from '../services/support/tickets.ts';

/** /api/profile/raise_a_ticket and get_tickets (spec 3 §7.3). */
export const supportCalls = [
  handle(support.raiseTicket, ({ deps, session, body }) => raiseTicket(deps, session, body)),
  handle(support.getTickets, async ({ deps, session }) => ({ tickets: await listTickets(deps, session.userId) })),
];

/** /api/content/support: the 'Write to Us' mail link (spec 3 §2.7), public like the rest of /content. */
export const supportContactCalls = [
  handle(support.getSupportContact, ({ deps }) => ({ mailto: `mailto:${deps.config.messages.supportEmail}?subject=Feedback` })),
];
