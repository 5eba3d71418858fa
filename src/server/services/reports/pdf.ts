import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { cellText, isNumeric, type ReportDoc } from './model.ts';

interface PdfMake {
  setFonts(fonts: Record<string, Record<string, string>>): void;
  setUrlAccessPolicy(cb: (url: string) => boolean): void;
  setLocalAccessPolicy(cb: (path: string) => boolean): void;
  createPdf(doc: object): { getBuffer(): Promise<Buffer> };
}

const require = createRequire(import.meta.url);
let ready: PdfMake | null = null;

/** pdfmake on the server, with its Roboto fonts (which carry ₹) and no file or URL access beyond them. */
function pdfmake(): PdfMake {
  if (ready) return ready;
  const pm = require('pdfmake') as PdfMake;
  const fontDir = join(dirname(require.resolve('pdfmake/package.json')), 'fonts', 'Roboto');
  pm.setFonts({
    Roboto: {
      normal: join(fontDir, 'Roboto-Regular.ttf'),
      bold: join(fontDir, 'Roboto-Medium.ttf'),
      italics: join(fontDir, 'Roboto-Italic.ttf'),
      bolditalics: join(fontDir, 'Roboto-MediumItalic.ttf'),
    },
  });
  // statements embed nothing from outside: no URL fetches, and only the font files from disk
  pm.setUrlAccessPolicy(() => false);
  pm.setLocalAccessPolicy((path) => path.startsWith(fontDir));
  ready = pm;
  return pm;
}

/**
 * The statement as a PDF (pdfmake): A4 landscape, the investor's name, masked PAN and Nivesh ID
 * and the period on every page, tables whose header row repeats across pages, amounts with Indian
 * grouping, dates DD/MM/YYYY, and "Page n of m" in the footer.
 */
export async function buildPdf(doc: ReportDoc): Promise<Uint8Array> {
  const who = `${doc.investor.name}  ·  PAN ${doc.investor.panMasked}  ·  Nivesh ID ${doc.investor.niveshId}`;
  // pdfmake writes into the definition it is given: everything here is built fresh for it
  const content: object[] = [
    { text: doc.title, style: 'title' },
    { text: who, margin: [0, 2, 0, 0] },
    { text: `Period: ${doc.period}    Generated on ${doc.generatedOn}`, margin: [0, 2, 0, 10] },
  ];
  if (doc.summary.length > 0) {
    content.push({
      table: {
        widths: ['auto', 'auto'],
        body: doc.summary.map(([k, v]) => [
          { text: k, bold: true },
          { text: cellText(v), alignment: isNumeric(v) ? 'right' : 'left' },
        ]),
      },
      layout: 'lightHorizontalLines',
      margin: [0, 0, 0, 12],
    });
  }
  for (const t of doc.tables) {
    content.push({ text: t.heading, style: 'heading' });
    if (t.rows.length === 0) {
      content.push({ text: t.empty ?? 'No Data Found', italics: true, margin: [0, 0, 0, 10] });
      continue;
    }
    const header = t.columns.map((c) => ({ text: c.header, style: 'th' }));
    const body = t.rows.map((r) => r.map((c) => ({ text: cellText(c), alignment: isNumeric(c) ? 'right' : 'left' })));
    if (t.total) body.push(t.total.map((c) => ({ text: cellText(c), bold: true, alignment: isNumeric(c) ? 'right' : 'left' })));
    content.push({
      table: { headerRows: 1, dontBreakRows: true, widths: t.columns.map((c) => (c.wide ? '*' : 'auto')), body: [header, ...body] },
      layout: 'lightHorizontalLines',
      fontSize: 7,
      margin: [0, 0, 0, 12],
    });
  }
  if (doc.notes.length) content.push({ text: 'Notes', style: 'heading' }, { ul: [...doc.notes], fontSize: 7 });
  const definition = {
    pageSize: 'A4',
    pageOrientation: 'landscape',
    pageMargins: [28, 40, 28, 36],
    info: { title: doc.title, author: 'Nivesh', subject: doc.period },
    header: (page: number) =>
      page === 1 ? null : { text: `${doc.title}  ·  ${who}  ·  ${doc.period}`, fontSize: 7, margin: [28, 16, 28, 0], color: '#555555' },
    footer: (page: number, pages: number) => ({
      columns: [
        { text: 'Nivesh · AMFI-registered mutual fund distributor · This statement is for your information.', fontSize: 7, color: '#555555' },
        { text: `Page ${page} of ${pages}`, alignment: 'right', fontSize: 8 },
      ],
      margin: [28, 10, 28, 0],
    }),
    content,
    defaultStyle: { font: 'Roboto', fontSize: 9 },
    styles: { title: { fontSize: 16, bold: true }, heading: { fontSize: 11, bold: true, margin: [0, 6, 0, 4] }, th: { bold: true, fillColor: '#eeeeee' } },
  };
  return new Uint8Array(await pdfmake().createPdf(definition).getBuffer());
}
