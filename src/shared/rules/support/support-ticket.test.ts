import { describe, expect, it } from 'vitest';
import { QUERY_TYPES, ticketProblem } from './support-ticket.ts';

describe('support query rules (spec 3 §5)', () => {
  const ok = { subject: 'Transaction', description: 'Debited twice', email: 'a@example.com' };
  it('offers the five query types of the spec', () => {
    expect(QUERY_TYPES).toEqual(['Reports', 'Transaction', 'Change of Details', 'Account Related', 'Others']);
  });
  it('needs a type and a description, with the spec alerts', () => {
    expect(ticketProblem(ok)).toBeNull();
    expect(ticketProblem({ ...ok, subject: '', description: '' })).toBe('select query type and write description');
    expect(ticketProblem({ ...ok, subject: '' })).toBe('select query type and write description');
    expect(ticketProblem({ ...ok, subject: 'Something else' })).toBe('select query type and write description');
    expect(ticketProblem({ ...ok, description: ' \n ' })).toBe('Please write description');
  });
  it('limits the description and checks the reply address', () => {
    expect(ticketProblem({ ...ok, description: 'x'.repeat(2000) })).toBeNull();
    expect(ticketProblem({ ...ok, description: 'x'.repeat(2001) })).toBe('Please keep the description within 2000 characters');
    expect(ticketProblem({ ...ok, email: 'asha@' })).toBe('Enter a valid Email Address');
  });
});
