import { asc } from 'drizzle-orm';
import type { FaqCategory, FaqItem } from '@shared/contract/faqs.ts';
import { FAQ_SEARCH_MIN, searchFaqs, searchWords } from '@shared/rules/support/faq-search.ts';
import type { Db } from '../../db/client.ts';
import { faqCategories, faqs } from '../../db/schema.ts';
import { refuse } from '../../lib/refusal.ts';

export const FAQ_MESSAGES = {
  noCategory: 'This FAQ category does not exist',
  shortSearch: `Type at least ${FAQ_SEARCH_MIN} letters to search`,
} as const;

async function all(db: Db): Promise<{ categories: FaqCategory[]; items: FaqItem[] }> {
  const categories = (await db.select().from(faqCategories).orderBy(asc(faqCategories.sortOrder), asc(faqCategories.id))).map((c) => ({
    ID: c.id,
    Name: c.name,
  }));
  const names = new Map(categories.map((c) => [c.ID, c.Name]));
  const order = new Map(categories.map((c, i) => [c.ID, i]));
  const rows = await db.select().from(faqs).orderBy(asc(faqs.sortOrder), asc(faqs.id));
  const items = rows
    .filter((r) => names.has(r.categoryId))
    .sort((a, b) => order.get(a.categoryId)! - order.get(b.categoryId)! || a.sortOrder - b.sortOrder || a.id - b.id)
    .map((r) => ({ ID: r.id, CategoryID: r.categoryId, Name: names.get(r.categoryId)!, Qname: r.question, AnsDesc: r.answer }));
  return { categories, items };
}

/** POST /faqs (spec 3 §7.5): A everything, I one category, S a search; [categories, questions]. */
export async function faqDetails(db: Db, flag: 'A' | 'I' | 'S', instIdea: string | number | undefined): Promise<[FaqCategory[], FaqItem[]]> {
  const { categories, items } = await all(db);
  if (flag === 'A') return [categories, items];
  if (flag === 'I') {
    const id = Number(instIdea);
    const category = categories.find((c) => c.ID === id);
    if (!category) throw refuse('not-found', FAQ_MESSAGES.noCategory);
    return [[category], items.filter((i) => i.CategoryID === id)];
  }
  const text = String(instIdea ?? '');
  if (searchWords(text).length === 0) throw refuse('invalid', FAQ_MESSAGES.shortSearch);
  const found = searchFaqs(text, items);
  const used = new Set(found.map((i) => i.CategoryID));
  return [categories.filter((c) => used.has(c.ID)), found];
}
