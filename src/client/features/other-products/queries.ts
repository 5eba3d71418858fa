import { queryOptions } from '@tanstack/react-query';
import { OTHER_PRODUCT, getDepositReverseFeed, getOtherProduct, postOtherProduct } from '@shared/contract/other-products.ts';
import type { BodyOf } from '@shared/contract/common.ts';
import { api } from '../../api/client.ts';
import { ApiError } from '../../api/errors.ts';
import { readThrough } from '../../offline/cache.ts';

export const otherKeys = {
  fd: ['other-products', 1] as const,
  insurance: ['other-products', 2] as const,
  deposits: (owner: string) => ['other-products', 'deposits', owner] as const,
};

/** The deposit companies and the partner's tables; a GET with nothing to offer alerts its error (spec 2 §8). */
export const fdOfferQuery = () =>
  queryOptions({
    queryKey: otherKeys.fd,
    queryFn: async () => {
      const answer = await api(getOtherProduct, undefined, { params: { type: OTHER_PRODUCT.fd } });
      if (answer.error) throw new ApiError(answer.error, 'client', 200);
      return { companies: answer.fixed_deposits ?? [], partner: answer.partner ?? { url: null, rates: [], senior_rates: [] } };
    },
  });

export const insuranceQuestionsQuery = () =>
  queryOptions({
    queryKey: otherKeys.insurance,
    staleTime: 0,
    queryFn: async () => {
      const answer = await api(getOtherProduct, undefined, { params: { type: OTHER_PRODUCT.insurance } });
      if (answer.error) throw new ApiError(answer.error, 'client', 200);
      return answer.questions;
    },
  });

/** The portfolio's Corporate deposits tab (the partner's reverse feed), kept on the device for offline reading. */
export const depositHoldingsQuery = (owner: string) =>
  queryOptions({
    queryKey: otherKeys.deposits(owner),
    enabled: owner !== '',
    queryFn: () => readThrough('corporate-deposits', owner, async () => (await api(getDepositReverseFeed)).partner_deposits),
  });

export const submitOtherProduct = (body: BodyOf<typeof postOtherProduct>, key: string) =>
  api(postOtherProduct, body, { params: { type: body.type }, headers: { 'Idempotency-Key': key } });

export const newKey = () =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `k-${Date.now()}-${Math.random().toString(36).slice(2)}`;
