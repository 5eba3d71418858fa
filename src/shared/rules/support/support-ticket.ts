import { isValidEmail } from '../onboarding/email.ts';

/** Spec 3 §5 "Support query": the query types, the toggles and the alerts. */
export const QUERY_TYPES = ['Reports', 'Transaction', 'Change of Details', 'Account Related', 'Others'] as const;
export type QueryType = (typeof QUERY_TYPES)[number];
export const TICKET_ACCOUNTS = ['Primary', 'Family'] as const;
export type TicketAccount = (typeof TICKET_ACCOUNTS)[number];

export const TICKET_MESSAGES = {
  noDescription: 'Please write description',
  noTypeOrDescription: 'select query type and write description',
  raised: 'Query raised successfully',
  /** ours: the spec is silent on these */
  invalidEmail: 'Enter a valid Email Address',
  registeredEmailOnly: 'Our reply goes to your registered email. To use another address, change your email in your profile first.',
  tooLong: 'Please keep the description within 2000 characters',
  tooMany: 'You have raised several queries in the last hour. Our team will reply to them; please try again later.',
} as const;

export const DESCRIPTION_MAX = 2000;

/**
 * The first problem with a query, or null: a type and a description are required; with a type
 * chosen but no description the alert is 'Please write description', otherwise 'select query type
 * and write description' (spec 3 §5). A reply address, when there is one, must be an email
 * address; the server mails only the investor's registered (verified) email.
 */
export function ticketProblem(t: { subject: string; description: string; email: string }): string | null {
  const type = (QUERY_TYPES as readonly string[]).includes(t.subject.trim());
  const description = t.description.trim();
  if (!type) return TICKET_MESSAGES.noTypeOrDescription;
  if (!description) return TICKET_MESSAGES.noDescription;
  if (description.length > DESCRIPTION_MAX) return TICKET_MESSAGES.tooLong;
  if (t.email.trim() !== '' && !isValidEmail(t.email)) return TICKET_MESSAGES.invalidEmail;
  return null;
}
