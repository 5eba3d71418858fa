/**
 * Writes a password-protected CAS PDF in the layout CAMS or KFintech use (pdfmake). The
 * summary statement (kind 'SUMMARY'): the investor block with the PAN, then one table of every
 * folio's holding "As on" the statement date. The detailed statement:
 * a period line and the issuer on every page, the investor block, then per folio the fund house,
 * "Folio No", PAN, the scheme line with ISIN, advisor and registrar, nominees, "Opening Unit
 * Balance", the transaction table (Date, Transaction, Amount, Units, Price, Unit Balance; its
 * header repeats on each page a folio runs over), and the closing line with "NAV on" and the
 * market value ("Market Value on" for CAMS, "Valuation on" for KFintech). Numbers use Indian
 * grouping; CAMS brackets negatives, KFintech signs them. Synthetic statements only.
 *
 * The registrars' report engines write one text run per table cell or line ("runs: 'cell'", the
 * default): a description too long for its column is broken into lines here, each its own run.
 * pdfmake on its own writes one run per word ("runs: 'word'"), which the reader must also take,
 * since a statement re-saved through another PDF tool may come out that way.
 */
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { paiseOf } from '@shared/cas/balance.ts';
import type { CasFolio } from '@shared/cas/model.ts';
import { formatDecimal } from '@shared/money/decimal.ts';
import type { FixtureStatement, NoiseRow } from './statement-fixture.ts';

interface PdfMake {
  setFonts(fonts: Record<string, Record<string, string>>): void;
  setUrlAccessPolicy(cb: (url: string) => boolean): void;
  setLocalAccessPolicy(cb: (path: string) => boolean): void;
  createPdf(doc: object): { getBuffer(): Promise<Buffer> };
}

const require = createRequire(import.meta.url);
let pm: PdfMake | null = null;
function pdfmake(): PdfMake {
  if (pm) return pm;
  pm = require('pdfmake') as PdfMake;
  const dir = join(dirname(require.resolve('pdfmake/package.json')), 'fonts', 'Roboto');
  pm.setFonts({
    Roboto: {
      normal: join(dir, 'Roboto-Regular.ttf'),
      bold: join(dir, 'Roboto-Medium.ttf'),
      italics: join(dir, 'Roboto-Italic.ttf'),
      bolditalics: join(dir, 'Roboto-MediumItalic.ttf'),
    },
  });
  pm.setUrlAccessPolicy(() => false);
  pm.setLocalAccessPolicy((path) => path.startsWith(dir));
  return pm;
}

/** How the statement's text is cut into PDF text runs (see the header comment). */
export type TextRuns = 'cell' | 'word';

const BODY_SIZE = 7.5;

let measure: ((text: string) => number) | null = null;
/** the width of `text` in points at the statement's body size, by pdfmake's own font (fontkit) */
function widthOf(text: string): number {
  if (!measure) {
    const dir = dirname(require.resolve('pdfmake/package.json'));
    const fontkit = createRequire(join(dir, 'package.json'))('fontkit') as {
      openSync(path: string): { unitsPerEm: number; layout(t: string): { advanceWidth: number } };
    };
    const font = fontkit.openSync(join(dir, 'fonts', 'Roboto', 'Roboto-Regular.ttf'));
    measure = (t) => (font.layout(t).advanceWidth * BODY_SIZE) / font.unitsPerEm;
  }
  return measure(text);
}

/** `text` broken at spaces into lines no wider than `width` points, as a report engine wraps a cell */
export function wrapText(text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    const next = line === '' ? word : `${line} ${word}`;
    if (line !== '' && widthOf(next) > width) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  lines.push(line);
  return lines;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** Indian digit grouping of a decimal string ("-1234567.50" → "-12,34,567.50"). */
export function indian(text: string): string {
  const neg = text.startsWith('-');
  const [whole, frac] = (neg ? text.slice(1) : text).split('.') as [string, string | undefined];
  const last3 = whole.slice(-3);
  const rest = whole.slice(0, -3).replace(/\B(?=(\d{2})+(?!\d))/g, ',');
  const grouped = rest ? `${rest},${last3}` : last3;
  return `${neg ? '-' : ''}${grouped}${frac === undefined ? '' : `.${frac}`}`;
}

interface Layout {
  date(ymd: string): string;
  num(text: string | null): string;
  headers: string[];
  folioLine(f: CasFolio): string;
  schemeLines(f: CasFolio): string[];
  nominees(f: CasFolio): string;
  opening(f: CasFolio): string;
  closing(f: CasFolio): string[];
  period(from: string, to: string): string;
  issuer: string;
}

const camsDate = (ymd: string) => `${ymd.slice(8, 10)}-${MONTHS[Number(ymd.slice(5, 7)) - 1]}-${ymd.slice(0, 4)}`;

const CAMS: Layout = {
  date: camsDate,
  num: (t) => (t === null ? '' : t.startsWith('-') ? `(${indian(t.slice(1))})` : indian(t)),
  headers: ['Date', 'Transaction', 'Amount (INR)', 'Units', 'Price (INR)', 'Unit Balance'],
  folioLine: (f) => `Folio No: ${f.folioNo}      PAN: ${f.pan}      KYC: OK   PAN: OK`,
  schemeLines: (f) => [
    `${f.amfiCode ? `${f.amfiCode}-` : ''}${f.schemeName} - ISIN: ${f.isin ?? ''}${f.advisor ? `(Advisor: ${f.advisor})` : ''}      Registrar : ${f.registrar}`,
  ],
  nominees: (f) => `Nominee 1: ${f.nominees[0] ?? ''}      Nominee 2: ${f.nominees[1] ?? ''}      Nominee 3: ${f.nominees[2] ?? ''}`,
  opening: (f) => `Opening Unit Balance: ${indian(f.openingUnits)}`,
  closing: (f) => [
    `Closing Unit Balance: ${indian(f.closingUnits)}      NAV on ${camsDate(f.navDate)}: INR ${indian(f.nav)}`,
    `${f.cost === null ? '' : `Total Cost Value: ${indian(f.cost)}      `}Market Value on ${camsDate(f.navDate)}: INR ${indian(f.value)}`,
  ],
  period: (from, to) => `${camsDate(from)} To ${camsDate(to)}`,
  issuer: 'This Consolidated Account Statement is issued by Computer Age Management Services Limited (CAMS).',
};

const kfinDate = (ymd: string) => `${ymd.slice(8, 10)}/${ymd.slice(5, 7)}/${ymd.slice(0, 4)}`;

const KFINTECH: Layout = {
  date: kfinDate,
  num: (t) => (t === null ? '' : indian(t)),
  headers: ['Date', 'Transaction Description', 'Amount (Rs.)', 'Units', 'NAV (Rs.)', 'Balance Units'],
  folioLine: (f) => `Folio No : ${f.folioNo}      PAN : ${f.pan}`,
  schemeLines: (f) => [
    `${f.schemeName} - ISIN : ${f.isin ?? ''}${f.amfiCode ? `      AMFI Code : ${f.amfiCode}` : ''}`,
    `Advisor : ${f.advisor ?? ''}      Registrar : ${f.registrar}`,
  ],
  nominees: (f) => f.nominees.map((n, i) => `Nominee ${i + 1} : ${n}`).join('      ') || 'Nominee 1 :',
  opening: (f) => `Opening Unit Balance : ${indian(f.openingUnits)}`,
  closing: (f) => [
    `Closing Unit Balance : ${indian(f.closingUnits)}      NAV on ${kfinDate(f.navDate)} : Rs. ${indian(f.nav)}`,
    `${f.cost === null ? '' : `Cost Value : ${indian(f.cost)}      `}Valuation on ${kfinDate(f.navDate)} : Rs. ${indian(f.value)}`,
  ],
  period: (from, to) => `Statement Period : ${kfinDate(from)} to ${kfinDate(to)}`,
  issuer: 'This Consolidated Account Statement is issued by KFin Technologies Limited (KFintech).',
};

const WIDTHS = [52, 200, 66, 60, 56, 62] as const;

function row(
  l: Layout,
  runs: TextRuns,
  r: { date: string; description: string; amount: string | null; units: string | null; nav: string | null; balance: string | null },
) {
  return [
    { text: l.date(r.date) },
    runs === 'word' ? { text: r.description } : { stack: wrapText(r.description, WIDTHS[1]).map((line) => ({ text: line })) },
    { text: l.num(r.amount), alignment: 'right' },
    { text: l.num(r.units), alignment: 'right' },
    { text: l.num(r.nav), alignment: 'right' },
    { text: l.num(r.balance), alignment: 'right' },
  ];
}

function folioBlock(l: Layout, runs: TextRuns, f: CasFolio, noise: NoiseRow[]): object[] {
  const body: object[][] = [l.headers.map((h, i) => ({ text: h, bold: true, alignment: i >= 2 ? 'right' : 'left' }))];
  const noiseAt = (i: number) => noise.filter((n) => n.at === i).forEach((n) => body.push(row(l, runs, n)));
  f.transactions.forEach((t, i) => {
    noiseAt(i);
    body.push(row(l, runs, t));
    if (t.stampDuty !== '0.00')
      body.push(row(l, runs, { date: t.date, description: '*** Stamp Duty ***', amount: t.stampDuty, units: null, nav: null, balance: null }));
    if (t.stt !== '0.00') body.push(row(l, runs, { date: t.date, description: '*** STT Paid ***', amount: t.stt, units: null, nav: null, balance: null }));
  });
  noiseAt(f.transactions.length);
  return [
    { text: f.amc, bold: true, margin: [0, 10, 0, 2] },
    { text: l.folioLine(f) },
    ...l.schemeLines(f).map((s) => ({ text: s })),
    { text: l.nominees(f) },
    { text: l.opening(f), margin: [0, 2, 0, 2] },
    // a fresh array: pdfmake turns the widths it is given into objects in place
    { table: { headerRows: 1, widths: [...WIDTHS], body }, layout: 'noBorders' },
    ...l.closing(f).map((s) => ({ text: s })),
  ];
}

/** Summary columns: folio, ISIN, scheme, unit balance, NAV date, NAV, market value, registrar (as CAMS and KFintech head them). */
const SUMMARY_WIDTHS = [54, 54, 132, 46, 50, 40, 66, 40] as const;
const SUMMARY_HEADERS: Record<'CAMS' | 'KFINTECH', string[]> = {
  CAMS: ['Folio No', 'ISIN', 'Scheme Name', 'Unit Balance', 'NAV Date', 'NAV (INR)', 'Market Value', 'Registrar'],
  KFINTECH: ['Folio No', 'ISIN', 'Scheme Name', 'Balance Units', 'NAV Date', 'NAV (Rs.)', 'Valuation', 'Registrar'],
};

/** The summary statement's one table: a row per folio under its fund house, then the total. */
function summaryTable(l: Layout, runs: TextRuns, folios: readonly CasFolio[]): object {
  const right = (text: string) => ({ text, alignment: 'right' });
  const headers = SUMMARY_HEADERS[l === CAMS ? 'CAMS' : 'KFINTECH'];
  const body: object[][] = [headers.map((h, i) => ({ text: h, bold: true, alignment: i === 3 || i === 5 || i === 6 ? 'right' : 'left' }))];
  let amc = '';
  for (const f of folios) {
    if (f.amc !== amc) body.push([{ text: (amc = f.amc), bold: true, colSpan: 8 }, {}, {}, {}, {}, {}, {}, {}]);
    body.push([
      { text: f.folioNo },
      { text: f.isin ?? '' },
      runs === 'word' ? { text: f.schemeName } : { stack: wrapText(f.schemeName, SUMMARY_WIDTHS[2]).map((line) => ({ text: line })) },
      right(indian(f.closingUnits)),
      { text: l.date(f.navDate) },
      right(indian(f.nav)),
      right(indian(f.value)),
      { text: f.registrar },
    ]);
  }
  const total = folios.reduce((a, f) => a + paiseOf(f.value), 0n);
  body.push([{ text: 'Total', bold: true, colSpan: 6 }, {}, {}, {}, {}, {}, right(indian(formatDecimal(total, 2))), {}]);
  return { table: { headerRows: 1, widths: [...SUMMARY_WIDTHS], body }, layout: 'noBorders' };
}

/** The statement as PDF bytes, openable only with `password`. */
export async function generateCasPdf(fx: FixtureStatement, password: string, opts: { runs?: TextRuns } = {}): Promise<Uint8Array> {
  const runs = opts.runs ?? 'cell';
  const s = fx.statement;
  const l = s.registrar === 'CAMS' ? CAMS : KFINTECH;
  const summary = s.kind === 'SUMMARY';
  const content: object[] = [
    { text: `Email Id: ${s.email ?? ''}` },
    { text: s.investorName, bold: true },
    { text: '12, Example Street, Bengaluru 560001' },
    { text: `Mobile: +91 9XXXXXXX12${summary ? `      PAN: ${fx.pan}` : ''}`, margin: [0, 0, 0, 6] },
  ];
  if (summary) content.push(summaryTable(l, runs, s.folios));
  else s.folios.forEach((f, i) => content.push(...folioBlock(l, runs, f, fx.noise[i] ?? [])));
  const title = summary ? 'Consolidated Account Summary' : 'Consolidated Account Statement';
  const doc = {
    pageSize: 'A4',
    pageMargins: [24, 48, 24, 40],
    // AES-128 (PDF 1.7): the statement opens only with the investor's password, as the registrars' do
    version: '1.7',
    userPassword: password,
    ownerPassword: `${password}-owner`,
    permissions: { printing: 'highResolution' },
    info: { title },
    // noWrap: pdfmake writes an unbroken text as one run; descriptions are wrapped above instead
    defaultStyle: { font: 'Roboto', fontSize: BODY_SIZE, noWrap: runs === 'cell' },
    header: () => ({
      stack: [
        { text: title, bold: true, alignment: 'center' },
        { text: summary ? `As on ${l.date(s.to)}` : l.period(s.from, s.to), alignment: 'center' },
      ],
      margin: [24, 14, 24, 0],
    }),
    footer: (page: number, pages: number) => ({
      columns: [
        { text: summary ? l.issuer.replace('Statement', 'Summary') : l.issuer, width: '*' },
        { text: `Page ${page} of ${pages}`, alignment: 'right', width: 60 },
      ],
      margin: [24, 12, 24, 0],
      fontSize: 6.5,
    }),
    content,
  };
  const buf = await pdfmake().createPdf(doc).getBuffer();
  return new Uint8Array(buf);
}
