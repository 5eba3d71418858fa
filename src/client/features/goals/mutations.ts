import type { BodyOf } from '@shared/contract/common.ts';
import { investGoal } from '@shared/contract/goals.ts';
import { api } from '../../api/client.ts';

/** goals/invest puts the goal's basket into the cart, once per Idempotency-Key (components/transact/basket.ts). */
export const goalCalls = {
  investGoal: (body: BodyOf<typeof investGoal>, idempotencyKey: string) => api(investGoal, body, { headers: { 'Idempotency-Key': idempotencyKey } }),
};
