import { useRef } from 'react';
import { queryOptions, useQueryClient } from '@tanstack/react-query';
import type { AnswerOf } from '@shared/contract/common.ts';
import { getClientMandates } from '@shared/contract/transactions.ts';
import { api } from '../../api/client.ts';

/**
 * What an idea's and a goal's basket share on their way into the cart (spec 2 §2.10, §2.11): the
 * investor's mandates for their SIP orders, one Idempotency-Key per submission, and the cart
 * refreshed after. The ideas and goals features each use them; neither imports the other.
 */
export type Mandate = AnswerOf<typeof getClientMandates>['mandates'][number];

/** Approved mandates for the SIP drawers (spec 2 §5: offered only when their limit reaches the minimum). */
export const mandatesQuery = () => queryOptions({ queryKey: ['invest', 'mandates'], queryFn: async () => (await api(getClientMandates)).mandates });

const key = () => (typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `k-${Date.now()}-${Math.random().toString(36).slice(2)}`);

/**
 * One Idempotency-Key per submission: a body sent again before it succeeded (a double tap, a
 * retry after a network error) keeps its key, so the server adds the basket once.
 */
export function useSubmissionKey() {
  const last = useRef<{ json: string; key: string } | null>(null);
  return {
    keyFor(body: unknown): string {
      const json = JSON.stringify(body);
      if (last.current?.json !== json) last.current = { json, key: key() };
      return last.current.key;
    },
    settled() {
      last.current = null;
    },
  };
}

/** The header's cart count and the cart page read the cart query (its key starts with 'cart'). */
export function useRefreshCart() {
  const qc = useQueryClient();
  return () => qc.invalidateQueries({ queryKey: ['cart'] });
}
