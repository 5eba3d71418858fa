import * as v from 'valibot';
import { defineCall } from './common.ts';
import { FAQ_SEARCH_MAX } from '../rules/support/faq-search.ts';

/** FAQs (spec 3 §2.11, §7.5): the categories and questions, public, as they help before sign-in too. */

export const FaqCategory = v.object({ ID: v.number(), Name: v.string() });
export type FaqCategory = v.InferOutput<typeof FaqCategory>;
/** spec 3 §3 FAQ: Name (the category's), ID, Qname, AnsDesc; CategoryID is ours, for grouping */
export const FaqItem = v.object({ ID: v.number(), CategoryID: v.number(), Name: v.string(), Qname: v.string(), AnsDesc: v.string() });
export type FaqItem = v.InferOutput<typeof FaqItem>;

/**
 * POST /faqs (spec 3 §7.5). flag A: every category and every question (the device copy);
 * I: one category (InstIdea is its ID) and its questions; S: search (InstIdea is the text),
 * the categories that have matches and the matching questions. The answer's index 0 holds
 * categories, index 1 questions. The spec names InstIdea without saying what it holds: this is
 * our reading, recorded here.
 */
export const faqs = defineCall({
  method: 'POST',
  path: '/faqs',
  access: 'public',
  read: true,
  body: v.object({
    flag: v.picklist(['A', 'I', 'S'], 'flag must be A, I or S'),
    InstIdea: v.optional(v.union([v.pipe(v.string(), v.maxLength(FAQ_SEARCH_MAX, `Search within ${FAQ_SEARCH_MAX} characters`)), v.number()])),
  }),
  answer: v.object({ faqs_details: v.tuple([v.array(FaqCategory), v.array(FaqItem)]) }),
});
