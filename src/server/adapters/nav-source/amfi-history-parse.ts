/**
 * Parser for AMFI's NAV-history report (DownloadNAVHistoryReport), used to back-fill the NAV
 * table. Header:
 *   Scheme Code;Scheme Name;ISIN Div Payout/ISIN Growth;ISIN Div Reinvestment;Net Asset Value;Repurchase Price;Sale Price;Date
 * with the same section, fund-house and blank lines as NAVAll.txt. Repurchase and sale prices
 * are blank for today's schemes (no loads) and are not kept.
 */
import {
  applyHeading,
  cleanText,
  createLineSplitter,
  emptyContext,
  isHeaderLine,
  looksLikeRow,
  normaliseIsin,
  normaliseNav,
  parseAmfiDate,
  parseSchemeCode,
  splitLines,
} from './amfi-lines.ts';
import type { AmfiParseError } from './amfi-parse.ts';

export interface AmfiNavHistoryRow {
  schemeCode: number;
  schemeName: string;
  isinGrowthOrPayout: string | null;
  isinReinvestment: string | null;
  /** Exact, 4 decimals; null when the report says N.A. */
  nav: string | null;
  /** YYYY-MM-DD */
  navDate: string | null;
  fundHouse: string | null;
  schemeType: string | null;
  category: string | null;
  line: number;
}

export interface AmfiNavHistoryResult {
  rows: AmfiNavHistoryRow[];
  errors: AmfiParseError[];
}

export type AmfiNavHistoryEvent = { kind: 'row'; row: AmfiNavHistoryRow } | { kind: 'error'; error: AmfiParseError };

const FIELD_COUNT = 8;

/** Fed one line at a time, so a multi-year report can be streamed rather than held whole. */
export function createAmfiNavHistoryReader() {
  const context = emptyContext();
  let lineNo = 0;

  return function readLine(text: string): AmfiNavHistoryEvent | null {
    lineNo += 1;
    const line = lineNo;
    const fail = (message: string): AmfiNavHistoryEvent => ({ kind: 'error', error: { line, message, text } });
    if (text.trim() === '') return null;
    const fields = text.split(';');
    if (isHeaderLine(text)) {
      return fields.length === FIELD_COUNT ? null : fail(`Unknown header with ${fields.length} fields`);
    }
    if (fields.length === 1) {
      if (looksLikeRow(text)) return fail('Expected fields separated by ";"');
      applyHeading(context, text);
      return null;
    }
    if (fields.length < FIELD_COUNT) return fail(`Expected ${FIELD_COUNT} fields, found ${fields.length}`);
    const n = fields.length;
    // Fixed columns are read from both ends; surplus fields belong to the name (field 2).
    const code = parseSchemeCode(fields[0]!);
    if (!code.ok) return fail(code.message);
    const schemeName = cleanText(fields.slice(1, n - 6).join(';'));
    if (schemeName === '') return fail('Missing scheme name');
    const nav = normaliseNav(fields[n - 4]!);
    if (!nav.ok) return fail(nav.message);
    const navDate = parseAmfiDate(fields[n - 1]!);
    if (!navDate.ok) return fail(navDate.message);
    return {
      kind: 'row',
      row: {
        schemeCode: code.value,
        schemeName,
        isinGrowthOrPayout: normaliseIsin(fields[n - 6]!),
        isinReinvestment: normaliseIsin(fields[n - 5]!),
        nav: nav.value,
        navDate: navDate.value,
        ...context,
        line,
      },
    };
  };
}

export function* iterateAmfiNavHistory(text: string): Generator<AmfiNavHistoryEvent, void, undefined> {
  const readLine = createAmfiNavHistoryReader();
  for (const line of splitLines(text)) {
    const event = readLine(line);
    if (event) yield event;
  }
}

export async function* iterateAmfiNavHistoryChunks(chunks: AsyncIterable<string> | Iterable<string>): AsyncGenerator<AmfiNavHistoryEvent, void, undefined> {
  const readLine = createAmfiNavHistoryReader();
  const splitter = createLineSplitter();
  for await (const chunk of chunks) {
    for (const line of splitter.push(chunk)) {
      const event = readLine(line);
      if (event) yield event;
    }
  }
  for (const line of splitter.end()) {
    const event = readLine(line);
    if (event) yield event;
  }
}

export function parseAmfiNavHistory(text: string): AmfiNavHistoryResult {
  const rows: AmfiNavHistoryRow[] = [];
  const errors: AmfiParseError[] = [];
  for (const event of iterateAmfiNavHistory(text)) {
    if (event.kind === 'row') rows.push(event.row);
    else errors.push(event.error);
  }
  return { rows, errors };
}
