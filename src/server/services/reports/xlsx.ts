import { PassThrough } from 'node:stream';
import type ExcelJS from 'exceljs';
import { formatDecimal } from '@shared/money/decimal.ts';
import { cellText, type Cell, type ReportDoc } from './model.ts';

/** Indian digit grouping in Excel (12,34,56,789.00): lakh and crore groups by value ranges. */
export const INDIAN_MONEY_FORMAT = '[>=10000000]##\\,##\\,##\\,##0.00;[>=100000]##\\,##\\,##0.00;##,##0.00';
const INDIAN_MONEY_FORMAT_NEG = '[<=-10000000]-##\\,##\\,##\\,##0.00;[<=-100000]-##\\,##\\,##0.00;-##,##0.00';

/**
/** Dates read DD/MM/YYYY, as on the screens and the PDF. */
export const DATE_FORMAT = 'dd/mm/yyyy';

/**
 * Amounts become numbers in the sheet so they can be summed; paise convert exactly (a decimal
 * string of at most 15 significant digits). Units and NAVs keep 4 decimals. Dates are real
 * Excel dates (sortable, filterable, usable in formulas): the day is built at UTC midnight,
 * which is how exceljs turns a Date into a serial day number, so no time zone can shift it.
 */
function value(c: Cell): { v: string | number | Date; fmt?: string } {
  if (c === null || typeof c === 'string') return { v: c ?? '' };
  if ('money' in c) return { v: Number(formatDecimal(c.money, 2)), fmt: c.money < 0n ? INDIAN_MONEY_FORMAT_NEG : INDIAN_MONEY_FORMAT };
  if ('units' in c) return { v: Number(formatDecimal(c.units, 4)), fmt: '0.0000' };
  if ('nav' in c) return { v: Number(formatDecimal(c.nav, 4)), fmt: '0.0000' };
  if ('date' in c) {
    const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(c.date);
    if (m) return { v: new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]))), fmt: DATE_FORMAT };
  }
  return { v: cellText(c) };
}

/** Writes a cell; its number format only when it differs from its column's (a style per cell is what makes big sheets slow). */
function put(ws: ExcelJS.Worksheet, row: number, col: number, c: Cell, bold = false, columnFmt?: string): void {
  const cell = ws.getCell(row, col);
  const { v, fmt } = value(c);
  cell.value = v;
  if (fmt && fmt !== columnFmt) cell.numFmt = fmt;
  if (bold) cell.font = { bold: true };
}

/**
 * The statement as an Excel workbook (exceljs, its streaming writer: rows are committed as they
 * are written, which keeps big statements quick and small in memory): a Summary sheet with the
 * investor's name, masked PAN, Nivesh ID, period and totals, then one sheet per table with a
 * bold header row, frozen panes and a bold total row.
 */
export async function buildXlsx(doc: ReportDoc): Promise<Uint8Array> {
  // loaded on the first workbook: the library takes most of a second to load, which every start
  // of the server would otherwise pay
  const { default: ExcelJS } = await import('exceljs');
  const chunks: Buffer[] = [];
  const stream = new PassThrough();
  stream.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<void>((resolve, reject) => {
    stream.on('end', resolve);
    stream.on('error', reject);
  });
  const wb = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useStyles: true, useSharedStrings: false });
  wb.creator = 'Nivesh';
  const sum = wb.addWorksheet('Summary');
  sum.getColumn(1).width = 34;
  sum.getColumn(2).width = 40;
  const head: Array<[string, string]> = [
    ['Statement', doc.title],
    ['Investor', doc.investor.name],
    ['PAN', doc.investor.panMasked],
    ['Nivesh ID', doc.investor.niveshId],
    ['Period', doc.period],
    ['Generated on', doc.generatedOn],
  ];
  let r = 1;
  for (const [k, v] of head) {
    put(sum, r, 1, k, true);
    put(sum, r++, 2, v);
  }
  r++;
  for (const [k, v] of doc.summary) {
    put(sum, r, 1, k, true);
    put(sum, r++, 2, v);
  }
  if (doc.notes.length) {
    r++;
    put(sum, r++, 1, 'Notes', true);
    for (const n of doc.notes) put(sum, r++, 1, n);
  }
  sum.commit();
  for (const t of doc.tables) {
    const ws = wb.addWorksheet(t.sheet.slice(0, 31), { views: [{ state: 'frozen', ySplit: 2 }] });
    // each column's usual format, from its first filled cell
    const formats = t.columns.map((_, i) => value(t.rows.find((x) => x[i] !== null)?.[i] ?? null).fmt);
    t.columns.forEach((c, i) => {
      const col = ws.getColumn(i + 1);
      col.width = c.wide ? 44 : Math.max(12, c.header.length + 2);
      if (formats[i]) col.numFmt = formats[i]!;
    });
    put(ws, 1, 1, t.heading, true);
    t.columns.forEach((c, i) => put(ws, 2, i + 1, c.header, true));
    ws.getRow(1).commit();
    ws.getRow(2).commit();
    let row = 3;
    if (t.rows.length === 0) put(ws, row++, 1, t.empty ?? 'No Data Found');
    for (const cells of t.rows) {
      cells.forEach((c, i) => put(ws, row, i + 1, c, false, formats[i]));
      ws.getRow(row).commit();
      row++;
    }
    if (t.total) t.total.forEach((c, i) => put(ws, row, i + 1, c, true));
    ws.commit();
  }
  await wb.commit();
  await done;
  return new Uint8Array(Buffer.concat(chunks));
}
