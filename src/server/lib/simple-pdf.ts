/**
 * A one-page PDF of text lines and boxes in the standard Helvetica fonts (no font files, no
 * images): enough for a printable form. Text is Latin-1 (WinAnsi); anything else is replaced.
 */
export interface PdfText {
  x: number;
  y: number;
  text: string;
  size?: number;
  bold?: boolean;
}
export interface PdfBox {
  x: number;
  y: number;
  w: number;
  h: number;
}

const A4 = { w: 595, h: 842 };

function pdfString(s: string): string {
  const latin = [...s].map((ch) => (ch.charCodeAt(0) < 256 ? ch : '?')).join('');
  return `(${latin.replace(/[\\()]/g, (m) => `\\${m}`).replace(/[\r\n]/g, ' ')})`;
}

export function simplePdf(page: { texts: PdfText[]; boxes?: PdfBox[]; title?: string }): Uint8Array {
  const ops: string[] = ['0.6 w'];
  for (const b of page.boxes ?? []) ops.push(`${b.x} ${b.y} ${b.w} ${b.h} re S`);
  for (const t of page.texts) ops.push(`BT /${t.bold ? 'F2' : 'F1'} ${t.size ?? 10} Tf ${t.x} ${t.y} Td ${pdfString(t.text)} Tj ET`);
  const stream = ops.join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${A4.w} ${A4.h}] /Contents 4 0 R /Resources << /Font << /F1 5 0 R /F2 6 0 R >> >> >>`,
    `<< /Length ${Buffer.byteLength(stream, 'latin1')} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
    `<< /Title ${pdfString(page.title ?? '')} /Producer (Nivesh) >>`,
  ];
  let out = '%PDF-1.4\n%\xE2\xE3\xCF\xD3\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(out, 'latin1'));
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(out, 'latin1');
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info ${objects.length} 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new Uint8Array(Buffer.from(out, 'latin1'));
}
