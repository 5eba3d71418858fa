import { queryOptions } from '@tanstack/react-query';
import { faqs, type FaqCategory, type FaqItem } from '@shared/contract/faqs.ts';
import { searchFaqs, searchWords } from '@shared/rules/support/faq-search.ts';
import { api } from '../../api/client.ts';
import { ApiError } from '../../api/errors.ts';
import { readThrough } from '../../offline/cache.ts';

export interface FaqSet {
  categories: FaqCategory[];
  items: FaqItem[];
  fetchedAt: number;
  /** read from the copy on this device because the server could not be reached */
  stale: boolean;
}

/** Every category and question, kept on the device so FAQs read and search offline. */
export const faqsQuery = () =>
  queryOptions({
    queryKey: ['faqs'],
    queryFn: async (): Promise<FaqSet> => {
      const r = await readThrough('faqs', '', async () => (await api(faqs, { flag: 'A' }, { quiet: true })).faqs_details);
      return { categories: r.data[0], items: r.data[1], fetchedAt: r.fetchedAt, stale: r.stale };
    },
    staleTime: 60 * 60_000,
    // it answers offline from the device copy: never wait for the network to come back
    networkMode: 'always',
  });

export interface FaqResults {
  categories: FaqCategory[];
  items: FaqItem[];
  /** searched in the device copy (offline) */
  offline: boolean;
}

/**
 * A search (spec 3 §7.5, flag S). Online the server answers; without a connection the same rule
 * (src/shared/rules/support/faq-search.ts) runs on the device copy.
 */
export const faqSearchQuery = (text: string) =>
  queryOptions({
    queryKey: ['faq-search', text.trim().toLowerCase()],
    enabled: searchWords(text).length > 0,
    queryFn: async (): Promise<FaqResults> => {
      try {
        const [categories, items] = (await api(faqs, { flag: 'S', InstIdea: text.trim() }, { quiet: true })).faqs_details;
        return { categories, items, offline: false };
      } catch (err) {
        if (!(err instanceof ApiError) || err.kind !== 'network') throw err;
        const copy = await readThrough('faqs', '', async () => (await api(faqs, { flag: 'A' }, { quiet: true })).faqs_details);
        const items = searchFaqs(text, copy.data[1]);
        const used = new Set(items.map((i) => i.CategoryID));
        return { categories: copy.data[0].filter((c) => used.has(c.ID)), items, offline: true };
      }
    },
    staleTime: 5 * 60_000,
    networkMode: 'always',
  });
