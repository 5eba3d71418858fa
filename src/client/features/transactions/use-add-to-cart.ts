import { useMutation, useQueryClient } from '@tanstack/react-query';
import { messageOf } from '../../api/errors.ts';
import { toast } from '../../components/ui/toast.tsx';
import { txCalls, useSubmissionKey, type CreateTransactionBody } from './mutations.ts';
import { TX_KEYS } from './queries.ts';

export const ADDED_TO_CART = 'Successfully added to cart';
/** create_transaction's refusal that opens the account-completion popup (spec 2 §8). */
export const NOT_ONBOARDED = 'Please Complete your Account Opening Process.';

/** The confirmation toast shows 3 s; the panel closes or moves on 5 s after success (spec 2 §4, §9). */
export const TOAST_MS = 3000;
export const CLOSE_AFTER_MS = 5000;

export type AddOutcome =
  { kind: 'added'; ihno: number } | { kind: 'not-onboarded' } | { kind: 'refused'; message: string } | { kind: 'failed'; message: string };

/**
 * create_transaction as the forms use it: one Idempotency-Key per submission, the cart refreshed
 * on success, and the server's refusals read into what the panel does (spec 2 §8).
 */
export function useAddToCart() {
  const qc = useQueryClient();
  const keys = useSubmissionKey();
  const mutation = useMutation({
    mutationFn: ({ body, key }: { body: CreateTransactionBody; key: string }) => txCalls.createTransaction(body, key),
  });
  const add = async (body: CreateTransactionBody): Promise<AddOutcome> => {
    try {
      const answer = await mutation.mutateAsync({ body, key: keys.keyFor(body) });
      keys.settled();
      if ('error' in answer) return answer.error === NOT_ONBOARDED ? { kind: 'not-onboarded' } : { kind: 'refused', message: answer.error };
      toast(ADDED_TO_CART, { variant: 'success', duration: TOAST_MS });
      await qc.invalidateQueries({ queryKey: TX_KEYS.cart });
      return { kind: 'added', ihno: answer.TE_IHNO };
    } catch (err) {
      // the same body retried keeps its key, so a request that did reach the server is not added twice
      return { kind: 'failed', message: messageOf(err) };
    }
  };
  return { add, busy: mutation.isPending };
}
