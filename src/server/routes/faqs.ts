import { faqs } from '@shared/contract/faqs.ts';
import { handle } from './handle.ts';
import { faqDetails } from '../services/faqs/faqs.ts';

/** POST /api/faqs (spec 3 §7.5): public, as FAQs help before sign-in too. */
export const faqCalls = [handle(faqs, async ({ deps, body }) => ({ faqs_details: await faqDetails(deps.db, body.flag, body.InstIdea) }))];
