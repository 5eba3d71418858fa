import * as v from 'valibot';
import { defineCall } from './common.ts';

/** The master list kinds, spelled as the spec spells them (spec 1 §3). */
export const MASTER_KINDS = [
  'BankAccountType',
  'City',
  'Country',
  'States',
  'Relation',
  'Occupation',
  'Income_tax_slab',
  'Source_of_wealth',
  'poltical_exposed',
  'Marrital_Status',
  'Sex',
  'Frequency',
] as const;
export type MasterKind = (typeof MASTER_KINDS)[number];

export const MasterItem = v.object({
  id: v.number(),
  name: v.string(),
  extra: v.optional(v.nullable(v.record(v.string(), v.union([v.string(), v.number()])))),
});
export type MasterItem = v.InferOutput<typeof MasterItem>;

export const Masters = v.object(
  Object.fromEntries(MASTER_KINDS.map((k) => [k, v.array(MasterItem)])) as Record<MasterKind, v.ArraySchema<typeof MasterItem, undefined>>,
);
export type Masters = v.InferOutput<typeof Masters>;

/** GET /onboarding/get-masters */
export const getMasters = defineCall({
  method: 'GET',
  path: '/onboarding/get-masters',
  body: undefined,
  answer: v.object({ masters: Masters }),
});

/** Spec 1 §9 constants */
export const DEFAULT_COUNTRY_ID = 1;
