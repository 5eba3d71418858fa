import { eq, or, sql } from 'drizzle-orm';
import { parseDecimal, parseRupees } from '@shared/money/decimal.ts';
import { istDate, parseDmy } from '@shared/time/ist.ts';
import type { Db } from '../../db/client.ts';
import { alternativeValuations, users } from '../../db/schema.ts';
import type { Clock } from '../../lib/clock.ts';
import { parseCsv } from './csv.ts';

/**
 * Loads AIF and PMS valuation statements (CSV, one row per investor account and valuation day)
 * into alternative_valuations. Columns, by header name in any order (case and spaces ignored):
 *   investor        Nivesh ID or PAN of the investor
 *   product         AIF or PMS
 *   scheme_name     the fund or strategy
 *   manager         the fund / portfolio manager
 *   category        optional ("Category II AIF", "Discretionary PMS")
 *   account_no      the investor's account with the manager
 *   start_date      first investment (YYYY-MM-DD or DD/MM/YYYY)
 *   invested        capital invested up to the valuation day, rupees
 *   market_value    value on the valuation day, rupees
 *   valuation_date  YYYY-MM-DD or DD/MM/YYYY, not after today
 *   reported_xirr   optional, the manager's XIRR in percent
 * A row for an account and day already loaded replaces it, so a corrected statement can be loaded
 * again. A bad row is reported with its line and skipped; the others are loaded.
 */
export interface ImportStats {
  rows: number;
  inserted: number;
  updated: number;
  errors: Array<{ line: number; message: string }>;
}

const COLUMNS = [
  'investor',
  'product',
  'scheme_name',
  'manager',
  'category',
  'account_no',
  'start_date',
  'invested',
  'market_value',
  'valuation_date',
  'reported_xirr',
] as const;
const REQUIRED = COLUMNS.filter((c) => c !== 'category' && c !== 'reported_xirr');
type Column = (typeof COLUMNS)[number];

const dateOf = (text: string): string | null => {
  const t = text.trim();
  if (/^\d{4}-\d{2}-\d{2}$/.test(t)) return parseDmy(`${t.slice(8, 10)}/${t.slice(5, 7)}/${t.slice(0, 4)}`);
  return parseDmy(t);
};

export async function importValuations(deps: { db: Db; clock: Clock }, csvText: string, source: string): Promise<ImportStats> {
  const records = parseCsv(csvText);
  const stats: ImportStats = { rows: 0, inserted: 0, updated: 0, errors: [] };
  const header = records.shift();
  if (!header) throw new Error('The file is empty');
  const index = new Map<string, number>();
  header.fields.forEach((h, i) =>
    index.set(
      h
        .trim()
        .toLowerCase()
        .replace(/[\s-]+/g, '_'),
      i,
    ),
  );
  const missing = REQUIRED.filter((c) => !index.has(c));
  if (missing.length) throw new Error(`The header lacks the column${missing.length > 1 ? 's' : ''} ${missing.join(', ')} (expected: ${COLUMNS.join(', ')})`);
  const today = istDate(deps.clock.now());
  const userCache = new Map<string, number | null>();

  for (const rec of records) {
    stats.rows += 1;
    const get = (c: Column) => (index.has(c) ? (rec.fields[index.get(c)!] ?? '').trim() : '');
    const bad = (message: string) => stats.errors.push({ line: rec.line, message });
    const investor = get('investor').toUpperCase();
    if (!userCache.has(investor)) {
      const [u] = investor
        ? await deps.db
            .select({ id: users.id })
            .from(users)
            .where(or(eq(users.niveshId, investor), eq(users.pan, investor)))
            .limit(1)
        : [];
      userCache.set(investor, u?.id ?? null);
    }
    const userId = userCache.get(investor) ?? null;
    if (userId === null) {
      bad(`no investor with Nivesh ID or PAN "${get('investor')}"`);
      continue;
    }
    const product = get('product').toUpperCase();
    if (product !== 'AIF' && product !== 'PMS') {
      bad(`product must be AIF or PMS, not "${get('product')}"`);
      continue;
    }
    const schemeName = get('scheme_name');
    const manager = get('manager');
    const accountNo = get('account_no');
    if (!schemeName || !manager || !accountNo) {
      bad('scheme_name, manager and account_no are required');
      continue;
    }
    const startDate = dateOf(get('start_date'));
    const valuationDate = dateOf(get('valuation_date'));
    if (!startDate || !valuationDate) {
      bad('start_date and valuation_date must be dates (YYYY-MM-DD or DD/MM/YYYY)');
      continue;
    }
    if (valuationDate < startDate) {
      bad('valuation_date is before start_date');
      continue;
    }
    if (valuationDate > today) {
      bad(`valuation_date ${valuationDate} is in the future`);
      continue;
    }
    const invested = parseRupees(get('invested'));
    const value = parseRupees(get('market_value'));
    if (invested === null || invested <= 0n || value === null || value < 0n) {
      bad('invested must be a positive amount and market_value an amount, in rupees with at most 2 decimals');
      continue;
    }
    const xirrText = get('reported_xirr').replace(/%$/, '').trim();
    const xirr = xirrText === '' ? null : parseDecimal(xirrText, 2);
    if (xirrText !== '' && xirr === null) {
      bad(`reported_xirr must be a percent with at most 2 decimals, not "${get('reported_xirr')}"`);
      continue;
    }
    const values = {
      userId,
      product: product as 'AIF' | 'PMS',
      schemeName,
      manager,
      category: get('category') || null,
      accountNo,
      startDate,
      investedPaise: invested,
      valuePaise: value,
      valuationDate,
      reportedXirr: xirr === null ? null : xirrText,
      isDemo: false,
      source,
      importedAt: deps.clock.now(),
    };
    const [r] = await deps.db
      .insert(alternativeValuations)
      .values(values)
      .onConflictDoUpdate({
        target: [alternativeValuations.userId, alternativeValuations.product, alternativeValuations.accountNo, alternativeValuations.valuationDate],
        set: {
          schemeName,
          manager,
          category: values.category,
          startDate,
          investedPaise: invested,
          valuePaise: value,
          reportedXirr: values.reportedXirr,
          isDemo: false,
          source,
          importedAt: values.importedAt,
        },
      })
      .returning({ inserted: sql<boolean>`(xmax = 0)` });
    if (r?.inserted) stats.inserted += 1;
    else stats.updated += 1;
  }
  return stats;
}
