import { useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { BodyOf } from '@shared/contract/common.ts';
import { investGoal } from '@shared/contract/goals.ts';
import { investIdea } from '@shared/contract/ideas.ts';
import { api } from '../../api/client.ts';

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

export const investCalls = {
  investIdea: (body: BodyOf<typeof investIdea>, idempotencyKey: string) => api(investIdea, body, { headers: { 'Idempotency-Key': idempotencyKey } }),
  investGoal: (body: BodyOf<typeof investGoal>, idempotencyKey: string) => api(investGoal, body, { headers: { 'Idempotency-Key': idempotencyKey } }),
};

/** The header's cart count and the cart page read the cart query (its key starts with 'cart'). */
export function useRefreshCart() {
  const qc = useQueryClient();
  return () => qc.invalidateQueries({ queryKey: ['cart'] });
}
