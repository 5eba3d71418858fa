import type { Db } from '../../db/client.ts';
import { parseDecimal } from '../../../shared/money/decimal.ts';
import { refuse } from '../../lib/refusal.ts';
import { SCHEME_MESSAGES, type SchemeCard } from '../../../shared/contract/schemes.ts';
import { searchIndex, searchInIndex } from './cache/search-index.ts';

export interface SearchInput {
  name: string;
  asset_class_id: string;
  amount?: number | string | null;
  max_amount?: number | string | null;
}

/**
 * POST /schemes/search-scheme (spec 3 §2.10, §7.5, §9). Every word of the name must appear in the
 * scheme's name, its fund house's, its category's or the category's everyday words ("ELSS", "index"); asset classes are OR-ed; the minimum-investment range is
 * "above amount, up to max_amount" (from 0 inclusive), as the spec's three radios divide it.
 * The biggest funds come first, at most SEARCH_LIMIT of them. Answered from the in-memory index of
 * the catalogue's current version (cache/search-index.ts), not by a query.
 */
export async function searchSchemes(db: Db, input: SearchInput, pollMs: number): Promise<SchemeCard[]> {
  const name = input.name.trim();
  const classes = input.asset_class_id
    .split(',')
    .map((x) => x.trim())
    .filter(Boolean)
    .map(Number);
  const hasAmount = input.amount !== undefined && input.amount !== null && input.amount !== '';
  const hasMax = input.max_amount !== undefined && input.max_amount !== null && input.max_amount !== '';
  if (name === '' && classes.length === 0 && !hasAmount && !hasMax) throw refuse('invalid', SCHEME_MESSAGES.selectFilter);
  if (name.length === 1) throw refuse('invalid', SCHEME_MESSAGES.nameTooShort);

  const amountOf = (x: number | string | null | undefined) => parseDecimal(String(x), 2) ?? -1n;
  const index = await searchIndex(db, pollMs);
  return searchInIndex(index, {
    words: name.split(/\s+/).filter(Boolean),
    classes,
    above: hasAmount ? amountOf(input.amount) : null,
    upTo: hasMax ? amountOf(input.max_amount) : null,
  });
}
