import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { getSupportContact, getTickets, raiseTicket } from '@shared/contract/support.ts';
import { api } from '../../api/client.ts';
import { ApiError } from '../../api/errors.ts';

export const ticketsQuery = (owner: string) =>
  queryOptions({ queryKey: ['tickets', owner], queryFn: async () => (await api(getTickets)).tickets, enabled: owner !== '' });

export const supportContactQuery = () =>
  queryOptions({ queryKey: ['support-contact'], queryFn: async () => (await api(getSupportContact, undefined, { quiet: true })).mailto, staleTime: Infinity });

/** Raises a query; the server's `error` becomes a thrown message (spec 3 §8: shown as is). */
export function useRaiseTicket() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (body: { subject: string; description: string; email: string; account: 'Primary' | 'Family' }) => {
      const r = await api(raiseTicket, body);
      if ('error' in r) throw new ApiError(r.error, 'client', 200);
      return r;
    },
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: ['tickets'] });
      void qc.invalidateQueries({ queryKey: ['notifications'] });
    },
  });
}
