import { and, asc, gt, gte, ilike, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { fundHouses, schemes } from '../../db/schema.ts';
import { HttpError } from '../../lib/http-error.ts';
import { SCHEME_MESSAGES, SEARCH_LIMIT, type SchemeCard } from '../../../shared/contract/schemes.ts';
import { listed, selectCards, toCard } from './scheme-card.ts';

export interface SearchInput {
  name: string;
  asset_class_id: string;
  amount?: number | string | null;
  max_amount?: number | string | null;
}

/** `%` and `_` typed by the investor are letters, not wildcards. */
const literal = (word: string) => `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * POST /schemes/search-scheme (spec 3 §2.10, §7.5, §9). Every word of the name must appear in the
 * scheme's name or its fund house's; asset classes are OR-ed; the minimum-investment range is
 * "above amount, up to max_amount" (from 0 inclusive), as the spec's three radios divide it.
 * The biggest funds come first, at most SEARCH_LIMIT of them.
 */
export async function searchSchemes(db: Db, input: SearchInput): Promise<SchemeCard[]> {
  const name = input.name.trim();
  const classes = input.asset_class_id
    .split(',')
    .map((x) => x.trim())
    .filter(Boolean)
    .map(Number);
  const hasAmount = input.amount !== undefined && input.amount !== null && input.amount !== '';
  const hasMax = input.max_amount !== undefined && input.max_amount !== null && input.max_amount !== '';
  if (name === '' && classes.length === 0 && !hasAmount && !hasMax) throw new HttpError(400, SCHEME_MESSAGES.selectFilter);
  if (name.length === 1) throw new HttpError(400, SCHEME_MESSAGES.nameTooShort);

  const where: SQL[] = [listed()];
  for (const word of name.split(/\s+/).filter(Boolean)) {
    where.push(or(ilike(schemes.name, literal(word)), ilike(fundHouses.name, literal(word)))!);
  }
  if (classes.length) where.push(inArray(schemes.assetClassId, classes));
  if (hasAmount) {
    const amount = String(input.amount);
    where.push(Number(amount) === 0 ? gte(schemes.minPurchase, '0') : gt(schemes.minPurchase, amount));
  }
  if (hasMax) where.push(lte(schemes.minPurchase, String(input.max_amount)));
  const rows = await selectCards(db)
    .where(and(...where))
    .orderBy(sql`${schemes.aum} desc nulls last`, asc(schemes.name))
    .limit(SEARCH_LIMIT);
  return rows.map(toCard);
}
