import ExcelJS from 'exceljs';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/**
 * Opens generated statements the way a reader would: the PDF's text through PDF.js, the
 * workbook through exceljs. Used by the API and e2e tests to compare the files with the API.
 */
export async function pdfText(bytes: Uint8Array): Promise<{ pages: number; text: string }> {
  const doc = await getDocument({ data: new Uint8Array(bytes), disableFontFace: true, useSystemFonts: false, isEvalSupported: false }).promise;
  const parts: string[] = [];
  for (let i = 1; i <= doc.numPages; i++) {
    const page = await doc.getPage(i);
    const content = await page.getTextContent();
    // items on one line are joined as drawn; a line end becomes a space
    parts.push(content.items.map((it) => ('str' in it ? it.str + (it.hasEOL ? ' ' : '') : '')).join(''));
  }
  const pages = doc.numPages;
  await doc.destroy();
  return { pages, text: parts.join('\n').replace(/\s+/g, ' ') };
}

export interface Workbook {
  sheets: string[];
  /** the value beside a label in column A of a sheet */
  valueOf(sheet: string, label: string): unknown;
  /** the number format of a cell (1-based row and column) */
  formatOf(sheet: string, row: number, col: number): string | undefined;
  rows(sheet: string): unknown[][];
}

export async function readXlsx(bytes: Uint8Array): Promise<Workbook> {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(Buffer.from(bytes) as unknown as ArrayBuffer);
  const ws = (name: string) => {
    const s = wb.getWorksheet(name);
    if (!s) throw new Error(`no sheet "${name}" in ${wb.worksheets.map((w) => w.name).join(', ')}`);
    return s;
  };
  const rows = (name: string) => {
    const out: unknown[][] = [];
    ws(name).eachRow((row) => out.push((row.values as unknown[]).slice(1)));
    return out;
  };
  return {
    sheets: wb.worksheets.map((w) => w.name),
    rows,
    valueOf: (sheet, label) => rows(sheet).find((r) => r[0] === label)?.[1],
    formatOf: (sheet, row, col) => ws(sheet).getCell(row, col).numFmt,
  };
}
