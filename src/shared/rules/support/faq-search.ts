/**
 * FAQ search (spec 3 §2.11), one rule for the server's POST /faqs (flag S) and the device copy
 * searched offline: every word of the query (case and accents ignored, at least 2 letters) must
 * appear in the question or the answer; results keep the FAQ order and are grouped by category.
 */
export const FAQ_SEARCH_MIN = 2;
export const FAQ_SEARCH_MAX = 100;
/** spec 3 §9: FAQ search debounce 1 s */
export const FAQ_SEARCH_DEBOUNCE_MS = 1000;

const fold = (s: string) =>
  s
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

export function searchWords(query: string): string[] {
  return fold(query)
    .split(/[^\p{L}\p{N}₹%.]+/u)
    .map((w) => w.replace(/^\.+|\.+$/g, ''))
    .filter((w) => w.length >= 2);
}

export function faqMatches(words: string[], item: { Qname: string; AnsDesc: string }): boolean {
  if (words.length === 0) return false;
  const text = fold(`${item.Qname}\n${item.AnsDesc}`);
  return words.every((w) => text.includes(w));
}

export function searchFaqs<T extends { Qname: string; AnsDesc: string }>(query: string, items: readonly T[]): T[] {
  const words = searchWords(query);
  return items.filter((i) => faqMatches(words, i));
}

/** Groups questions under their category names, in category order; empty categories are left out. */
export function groupByCategory<T extends { CategoryID: number }>(
  categories: ReadonlyArray<{ ID: number; Name: string }>,
  items: readonly T[],
): Array<{ ID: number; Name: string; items: T[] }> {
  return categories.map((c) => ({ ...c, items: items.filter((i) => i.CategoryID === c.ID) })).filter((g) => g.items.length > 0);
}
