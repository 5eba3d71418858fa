/**
 * The positioned text of a CAS page as lines of cells: pdf.js gives runs (a word, a cell or a
 * whole line, as the statement's writer made them) with their x, y and width; runs on one
 * baseline make a line, runs close together make a cell. Dates and numbers as CAMS and KFintech
 * print them. Shared by the detailed and the summary statement readers.
 */
export interface TextItem {
  str: string;
  x: number;
  y: number;
  width: number;
}

export class CasReadError extends Error {
  constructor(
    readonly code: 'password' | 'notPdf' | 'scanned' | 'notCas',
    message: string,
  ) {
    super(message);
  }
}

export interface Cell {
  text: string;
  x: number;
  right: number;
}

/** words closer than this (points) belong to one cell; a table's cell padding is wider */
const WORD_GAP = 3.2;
const LINE_TOLERANCE = 1.5;
export const COLUMN_TOLERANCE = 4;

export function linesOf(items: readonly TextItem[]): Cell[][] {
  const words = items.filter((i) => i.str.trim() !== '').sort((a, b) => b.y - a.y || a.x - b.x);
  const lines: TextItem[][] = [];
  for (const w of words) {
    const last = lines[lines.length - 1];
    if (last && Math.abs(last[0]!.y - w.y) <= LINE_TOLERANCE) last.push(w);
    else lines.push([w]);
  }
  return lines.map((line) => {
    line.sort((a, b) => a.x - b.x);
    const cells: Cell[] = [];
    for (const w of line) {
      const c = cells[cells.length - 1];
      const gap = c ? w.x - c.right : Infinity;
      if (c && gap < WORD_GAP) {
        c.text += (gap > 0.4 ? ' ' : '') + w.str.trim();
        c.right = w.x + w.width;
      } else cells.push({ text: w.str.trim(), x: w.x, right: w.x + w.width });
    }
    return cells;
  });
}

const MONTHS: Record<string, string> = {
  jan: '01',
  feb: '02',
  mar: '03',
  apr: '04',
  may: '05',
  jun: '06',
  jul: '07',
  aug: '08',
  sep: '09',
  oct: '10',
  nov: '11',
  dec: '12',
};
const DATE = /^(\d{2})[-/ ]([A-Za-z]{3}|\d{2})[-/ ](\d{4})$/;

/** "05-Jan-2024", "05/01/2024" → "2024-01-05"; null when not a date (or no text: a group that did not match) */
export function ymd(text: string | undefined): string | null {
  const [, day, monthText, year] = DATE.exec(text?.trim() ?? '') ?? [];
  if (!day || !monthText || !year) return null;
  const month = /\d/.test(monthText) ? monthText : MONTHS[monthText.toLowerCase()];
  return month ? `${year}-${month}-${day}` : null;
}

/** "(1,234.50)" or "-1,234.50" → "-1234.50"; null when not a number (or no text: a group that did not match) */
export function num(text: string | undefined): string | null {
  if (text === undefined) return null;
  let t = text.trim().replace(/,/g, '');
  const neg = /^\(.*\)$/.test(t) || t.startsWith('-');
  t = t.replace(/^[(-]|\)$/g, '');
  if (!/^\d+(\.\d+)?$/.test(t)) return null;
  return neg ? `-${t}` : t;
}

export const grab = (text: string, re: RegExp): string | null => re.exec(text)?.[1]?.trim() ?? null;
export const NUMBER = String.raw`(\(?-?[\d,]+(?:\.\d+)?\)?)`;
export const DATE_TEXT = String.raw`(\d{2}[-/][A-Za-z0-9]{2,3}[-/]\d{4})`;
