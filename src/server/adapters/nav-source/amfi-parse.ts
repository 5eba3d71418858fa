/**
 * Parser for AMFI's daily NAVAll.txt, in both layouts it has been published in:
 *   6-field (until Aug 2026): Scheme Code;ISIN Div Payout/ ISIN Growth;ISIN Div Reinvestment;Scheme Name;Net Asset Value;Date
 *   8-field (since Aug 2026): Scheme Code;ISIN Div Payout/ ISIN Growth;ISIN Div Reinvestment;Scheme Name;Plan;Option;Net Asset Value;Date
 * Data rows sit under section lines ("Open Ended Schemes(Equity Scheme - Large Cap Fund)") and
 * fund-house lines ("SBI Mutual Fund"). A bad row becomes an error with its line number; the
 * import goes on, because one broken scheme must not stop a catalogue of fourteen thousand.
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
  optionalText,
  parseAmfiDate,
  parseSchemeCode,
  splitLines,
} from './amfi-lines.ts';

export type AmfiNavLayout = '6-field' | '8-field';

export interface AmfiNavRow {
  schemeCode: number;
  isinGrowthOrPayout: string | null;
  isinReinvestment: string | null;
  schemeName: string;
  plan: string | null;
  option: string | null;
  /** Exact, 4 decimals ("123.4567"); null when AMFI publishes N.A. */
  nav: string | null;
  /** YYYY-MM-DD */
  navDate: string | null;
  fundHouse: string | null;
  schemeType: string | null;
  category: string | null;
  /** 1-based line number in the file. */
  line: number;
}

export interface AmfiParseError {
  line: number;
  message: string;
  text: string;
}

export interface AmfiParseResult {
  layout: AmfiNavLayout;
  rows: AmfiNavRow[];
  errors: AmfiParseError[];
}

export type AmfiNavEvent = { kind: 'layout'; layout: AmfiNavLayout } | { kind: 'row'; row: AmfiNavRow } | { kind: 'error'; error: AmfiParseError };

const FIELDS: Record<AmfiNavLayout, number> = { '6-field': 6, '8-field': 8 };

function layoutOf(fieldCount: number): AmfiNavLayout | null {
  if (fieldCount === 6) return '6-field';
  if (fieldCount === 8) return '8-field';
  return null;
}

/**
 * A stateful reader fed one line at a time, so callers can stream a download through it. The
 * layout comes from the header; a file without one takes it from its first data row.
 */
export function createAmfiNavAllReader() {
  const context = emptyContext();
  let layout: AmfiNavLayout | null = null;
  let lineNo = 0;

  function readLine(text: string): AmfiNavEvent[] {
    lineNo += 1;
    const line = lineNo;
    const fail = (message: string): AmfiNavEvent[] => [{ kind: 'error', error: { line, message, text } }];
    if (text.trim() === '') return [];
    const fields = text.split(';');
    if (isHeaderLine(text)) {
      const found = layoutOf(fields.length);
      if (!found) return fail(`Unknown header with ${fields.length} fields`);
      if (layout) return layout === found ? [] : fail(`Header says ${found} but the file is ${layout}`);
      layout = found;
      return [{ kind: 'layout', layout }];
    }
    if (fields.length === 1) {
      if (looksLikeRow(text)) return fail('Expected fields separated by ";"');
      applyHeading(context, text);
      return [];
    }
    const events: AmfiNavEvent[] = [];
    if (!layout) {
      const found = layoutOf(fields.length);
      if (!found) return fail(`Expected 6 or 8 fields, found ${fields.length}`);
      layout = found;
      events.push({ kind: 'layout', layout });
    }
    const expected = FIELDS[layout];
    if (fields.length < expected) return fail(`Expected ${expected} fields, found ${fields.length}`);
    const n = fields.length;
    // NAV and date are read from the end and the name takes any surplus fields, so a scheme
    // name that contains a semicolon still parses.
    const nameEnd = layout === '8-field' ? n - 4 : n - 2;
    const code = parseSchemeCode(fields[0]!);
    if (!code.ok) return fail(code.message);
    const schemeName = cleanText(fields.slice(3, nameEnd).join(';'));
    if (schemeName === '') return fail('Missing scheme name');
    const nav = normaliseNav(fields[n - 2]!);
    if (!nav.ok) return fail(nav.message);
    const navDate = parseAmfiDate(fields[n - 1]!);
    if (!navDate.ok) return fail(navDate.message);
    events.push({
      kind: 'row',
      row: {
        schemeCode: code.value,
        isinGrowthOrPayout: normaliseIsin(fields[1]!),
        isinReinvestment: normaliseIsin(fields[2]!),
        schemeName,
        plan: layout === '8-field' ? optionalText(fields[n - 4]) : null,
        option: layout === '8-field' ? optionalText(fields[n - 3]) : null,
        nav: nav.value,
        navDate: navDate.value,
        ...context,
        line,
      },
    });
    return events;
  }

  return {
    readLine,
    get layout(): AmfiNavLayout | null {
      return layout;
    },
  };
}

export function* iterateAmfiNavAll(text: string): Generator<AmfiNavEvent, void, undefined> {
  const reader = createAmfiNavAllReader();
  for (const line of splitLines(text)) yield* reader.readLine(line);
}

/** The same events from text that arrives in pieces (e.g. a fetch body through TextDecoderStream). */
export async function* iterateAmfiNavAllChunks(chunks: AsyncIterable<string> | Iterable<string>): AsyncGenerator<AmfiNavEvent, void, undefined> {
  const reader = createAmfiNavAllReader();
  const splitter = createLineSplitter();
  for await (const chunk of chunks) {
    for (const line of splitter.push(chunk)) yield* reader.readLine(line);
  }
  for (const line of splitter.end()) yield* reader.readLine(line);
}

export function parseAmfiNavAll(text: string): AmfiParseResult {
  const rows: AmfiNavRow[] = [];
  const errors: AmfiParseError[] = [];
  // A file with no header and no data row is treated as today's layout.
  let layout: AmfiNavLayout = '8-field';
  for (const event of iterateAmfiNavAll(text)) {
    if (event.kind === 'row') rows.push(event.row);
    else if (event.kind === 'error') errors.push(event.error);
    else layout = event.layout;
  }
  return { layout, rows, errors };
}
