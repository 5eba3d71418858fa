import { asc, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { schemes } from '../../../db/schema.ts';
import { parseDecimal } from '../../../../shared/money/decimal.ts';
import { SEARCH_LIMIT, type SchemeCard } from '../../../../shared/contract/schemes.ts';
import { listed, selectCards, toCard } from '../scheme-card.ts';
import { keptInCatalogue } from '../../../lib/catalogue-memory.ts';

/**
 * Every listed scheme's card in memory, in the order search answers them (biggest funds first,
 * then by name, as the database sorts), with the lower-cased words a query is matched against.
 * Built once per catalogue version with one query; a query is then a scan of plain strings
 * (well under a millisecond for the 14,000 schemes of a full AMFI catalogue).
 */
interface Entry {
  card: SchemeCard;
  /**
   * scheme name, fund house, category (sub-asset class), asset class and the everyday words for
   * the category, lower-cased, a newline between (a word never spans two of them): "ELSS",
   * "index" or "liquid" find the funds of that kind, not only those with the word in their name
   */
  text: string;
  assetClassId: number | null;
  /** minimum purchase in paise, null when the scheme states none */
  minPaise: bigint | null;
}

export interface SearchQuery {
  words: string[];
  classes: number[];
  /** "above this amount" (or from 0 inclusive when 0), paise */
  above: bigint | null;
  /** "up to this amount", paise */
  upTo: bigint | null;
}

const BYTES_PER_ENTRY = 1_200;

async function build(db: Db): Promise<Entry[]> {
  // the database's own order (collation included), so answers match what SQL gave before
  const rows = await selectCards(db)
    .where(listed())
    .orderBy(sql`${schemes.aum} desc nulls last`, asc(schemes.name));
  return rows.map((row) => ({
    card: toCard(row),
    text: [row.s.name, row.amc ?? '', row.subName ?? '', row.assetClassName ?? '', ...categoryAliases(row.subName)].join('\n').toLowerCase(),
    assetClassId: row.s.assetClassId,
    minPaise: row.s.minPurchase === null ? null : parseDecimal(row.s.minPurchase, 2),
  }));
}

/** Words investors use for a category that its SEBI name lacks. */
const ALIASES: ReadonlyArray<[RegExp, string[]]> = [
  [/elss|tax saver/i, ['tax saving', 'tax saver', '80c']],
  [/index|etf/i, ['passive', 'index']],
  [/international|fund of funds/i, ['global', 'fof']],
  [/gilt/i, ['government securities']],
];
export const categoryAliases = (subName: string | null): string[] => (subName ? ALIASES.filter(([re]) => re.test(subName)).flatMap(([, words]) => words) : []);

export function searchIndex(db: Db, pollMs: number): Promise<Entry[]> {
  return keptInCatalogue(
    db,
    pollMs,
    'search-index',
    () => build(db),
    (e) => e.length * BYTES_PER_ENTRY,
  );
}

/** The first SEARCH_LIMIT cards that match every word (in the name, fund house or category), a class, and the amount range. */
export function searchInIndex(index: readonly Entry[], q: SearchQuery): SchemeCard[] {
  const words = q.words.map((w) => w.toLowerCase());
  const out: SchemeCard[] = [];
  for (const e of index) {
    if (q.classes.length && (e.assetClassId === null || !q.classes.includes(e.assetClassId))) continue;
    if (q.above !== null && (e.minPaise === null || (q.above === 0n ? e.minPaise < 0n : e.minPaise <= q.above))) continue;
    if (q.upTo !== null && (e.minPaise === null || e.minPaise > q.upTo)) continue;
    if (!words.every((w) => e.text.includes(w))) continue;
    out.push(e.card);
    if (out.length === SEARCH_LIMIT) break;
  }
  return out;
}
