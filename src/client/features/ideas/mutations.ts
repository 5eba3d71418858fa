import type { BodyOf } from '@shared/contract/common.ts';
import { investIdea } from '@shared/contract/ideas.ts';
import { api } from '../../api/client.ts';

/** ideas/invest puts the idea's basket into the cart, once per Idempotency-Key (components/transact/basket.ts). */
export const ideaCalls = {
  investIdea: (body: BodyOf<typeof investIdea>, idempotencyKey: string) => api(investIdea, body, { headers: { 'Idempotency-Key': idempotencyKey } }),
};
