/**
 * Pieces shared by the AMFI text parsers (daily NAVAll and the NAV-history report): line
 * splitting that survives LF, CRLF and bare CR (AMFI has published all three), the heading
 * lines that give a row its scheme type, category and fund house, and the field normalisers.
 * Pure: no Node, no I/O, so the same code reads a downloaded string or a stream of chunks.
 */
import { divRoundHalfUp, formatDecimal, parseDecimal } from '../../../shared/money/decimal.ts';

export type Parsed<T> = { ok: true; value: T } | { ok: false; message: string };

/** What the heading lines above a data row say about it. */
export interface AmfiContext {
  fundHouse: string | null;
  schemeType: string | null;
  category: string | null;
}

export const emptyContext = (): AmfiContext => ({ fundHouse: null, schemeType: null, category: null });

const LINE_BREAK = /\r\n|\r|\n/;

/** Splits a whole text into lines; a trailing line break does not add an empty last line. */
export function splitLines(text: string): string[] {
  const lines = stripBom(text).split(LINE_BREAK);
  if (lines.length > 1 && lines[lines.length - 1] === '') lines.pop();
  return lines;
}

function stripBom(text: string): string {
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
}

/**
 * Splits text that arrives in chunks. A CR at the very end of a chunk is held back, because the
 * LF that would make it a CRLF may be the first character of the next chunk.
 */
export function createLineSplitter(): { push(chunk: string): string[]; end(): string[] } {
  let pending = '';
  let first = true;
  return {
    push(chunk) {
      let text = pending + (first ? stripBom(chunk) : chunk);
      if (chunk.length > 0) first = false;
      pending = '';
      if (text.endsWith('\r')) {
        pending = '\r';
        text = text.slice(0, -1);
      }
      const parts = text.split(LINE_BREAK);
      pending = parts.pop()! + pending;
      return parts;
    },
    end() {
      const rest = pending.endsWith('\r') ? pending.slice(0, -1) : pending;
      pending = '';
      return rest === '' ? [] : [rest];
    },
  };
}

/** Collapses runs of whitespace (AMFI names often carry double spaces) and trims. */
export const cleanText = (text: string): string => text.replace(/\s+/g, ' ').trim();

/** A line without semicolons that ends in a NAV date is a data row whose separators were lost. */
export const looksLikeRow = (line: string): boolean => /\d{1,2}-[A-Za-z]{3}-\d{4}\s*$/.test(line);

export const isHeaderLine = (line: string): boolean => /^\s*scheme code\s*;/i.test(line);

// "Open Ended Schemes(Equity Scheme - Large Cap Fund)"; the history report pads the brackets
// with spaces. The prefix must end in "Schemes" so "IL&FS Mutual Fund (IDF)" stays a fund house.
const SECTION = /^([^();]*?\bSchemes)\s*(?:\((.*)\))?\s*$/i;

/**
 * Applies a line that holds no semicolon (a heading) to the context. A section line starts a new
 * block of fund houses, so the fund house is cleared until the next fund-house line.
 */
export function applyHeading(context: AmfiContext, line: string): void {
  const section = SECTION.exec(line.trim());
  if (section) {
    context.schemeType = cleanText(section[1]!);
    const category = cleanText(section[2] ?? '');
    context.category = category === '' ? null : category;
    context.fundHouse = null;
    return;
  }
  context.fundHouse = cleanText(line);
}

const MISSING = new Set(['', '-', 'N.A.', 'NA', 'N.A']);

const isMissing = (text: string): boolean => MISSING.has(text.toUpperCase());

// ISO 6166: two letters, nine alphanumerics, one check digit.
const ISIN = /^[A-Z]{2}[A-Z0-9]{9}\d$/;

/**
 * `-` or empty means "no ISIN". Values that are not ISINs at all ("Redeemed", internal codes
 * seen in real files) also become null rather than failing the row: the NAV is still good.
 */
export function normaliseIsin(text: string): string | null {
  const value = text.trim().toUpperCase();
  return ISIN.test(value) ? value : null;
}

const NAV = /^\d*\.?\d*$/;

/**
 * A NAV as an exact 4-decimal string. `N.A.`, `-` and empty mean "no NAV" (null). Files carry
 * "10.", "1000" and up to 8 decimals; beyond 4 we round half up. Only the fifth decimal decides
 * half-up rounding, so the digits after it are dropped before the exact bigint division.
 */
export function normaliseNav(text: string): Parsed<string | null> {
  const raw = text.trim().replace(/,/g, '');
  if (isMissing(raw)) return { ok: true, value: null };
  if (!NAV.test(raw) || !/\d/.test(raw)) return { ok: false, message: `Invalid NAV "${text.trim()}"` };
  const [whole = '', frac = ''] = raw.split('.');
  const scaled = parseDecimal(`${whole || '0'}.${frac.slice(0, 5)}`, 6);
  if (scaled === null) return { ok: false, message: `Invalid NAV "${text.trim()}"` };
  return { ok: true, value: formatDecimal(divRoundHalfUp(scaled, 100n), 4) };
}

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

/** YYYY-MM-DD when the parts make a real calendar date, else null. */
export function isoDate(year: number, month: number, day: number): string | null {
  if (month < 1 || month > 12 || day < 1 || year < 1900 || year > 9999) return null;
  if (day > new Date(Date.UTC(year, month, 0)).getUTCDate()) return null;
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** `21-Aug-2026` → `2026-08-21`; missing (`N.A.`, `-`, empty) → null. */
export function parseAmfiDate(text: string): Parsed<string | null> {
  const raw = text.trim();
  if (isMissing(raw)) return { ok: true, value: null };
  const m = /^(\d{1,2})-([A-Za-z]{3})-(\d{4})$/.exec(raw);
  const month = m ? MONTHS.indexOf(m[2]!.toLowerCase()) + 1 : 0;
  const iso = m ? isoDate(Number(m[3]), month, Number(m[1])) : null;
  return iso ? { ok: true, value: iso } : { ok: false, message: `Invalid date "${raw}"` };
}

/** AMFI scheme codes are positive integers. */
export function parseSchemeCode(text: string): Parsed<number> {
  const raw = text.trim();
  const code = /^\d{1,9}$/.test(raw) ? Number(raw) : 0;
  return code > 0 ? { ok: true, value: code } : { ok: false, message: `Invalid scheme code "${raw}"` };
}

/** Plan and option columns: trimmed, blank or `-` → null. */
export function optionalText(text: string | undefined): string | null {
  const value = cleanText(text ?? '');
  return isMissing(value) ? null : value;
}
