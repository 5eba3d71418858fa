import { deflateSync } from 'node:zlib';

/**
 * A real, well-formed PDF (xref stream with correct offsets) whose /OpenAction JavaScript lives
 * only inside a compressed object stream, hidden by two filter tricks: the object stream's filter
 * chain starts with ASCIIHexDecode (so the stream is not plain Flate data), and its dictionary
 * carries the text "obj" after /Type /ObjStm (so a scanner that finds a stream's dictionary by the
 * last "obj" before it never sees that it is an object stream). pdf.js reads `app.alert(42)` as the
 * document's open action.
 */
export function objectStreamScriptPdf(script = 'app.alert(42)'): Uint8Array {
  const parts: Buffer[] = [];
  const offsets: number[] = [];
  let length = 0;
  const add = (b: Buffer | string) => {
    const buf = typeof b === 'string' ? Buffer.from(b, 'latin1') : b;
    parts.push(buf);
    length += buf.length;
  };
  const obj = (n: number, body: Buffer | string) => {
    offsets[n] = length;
    add(`${n} 0 obj\n`);
    add(body);
    add('\nendobj\n');
  };
  add('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n');
  obj(1, '<< /Type /Catalog /Pages 2 0 R /OpenAction 4 0 R >>');
  obj(2, '<< /Type /Pages /Kids [3 0 R] /Count 1 >>');
  obj(3, '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >>');
  const inner = `<< /S /JavaScript /JS (${script}) >>`;
  const header = '4 0 ';
  const packed = Buffer.from(`${deflateSync(Buffer.from(header + inner, 'latin1')).toString('hex')}>`, 'latin1');
  obj(
    5,
    Buffer.concat([
      Buffer.from(
        `<< /Type /ObjStm /N 1 /First ${header.length} /Filter [/ASCIIHexDecode /FlateDecode] /Length ${packed.length} /Note (obj) >>\nstream\n`,
        'latin1',
      ),
      packed,
      Buffer.from('\nendstream', 'latin1'),
    ]),
  );
  // the cross-reference stream: type 1 (offset) for 1, 2, 3, 5, 6; type 2 (in object stream 5, index 0) for 4
  const xrefAt = length;
  offsets[6] = xrefAt;
  const row = (type: number, a: number, b: number) =>
    Buffer.from([type, (a >>> 24) & 255, (a >>> 16) & 255, (a >>> 8) & 255, a & 255, (b >>> 8) & 255, b & 255]);
  const rows = Buffer.concat([
    row(0, 0, 65535),
    row(1, offsets[1]!, 0),
    row(1, offsets[2]!, 0),
    row(1, offsets[3]!, 0),
    row(2, 5, 0),
    row(1, offsets[5]!, 0),
    row(1, xrefAt, 0),
  ]);
  obj(
    6,
    Buffer.concat([
      Buffer.from(`<< /Type /XRef /Size 7 /W [1 4 2] /Root 1 0 R /Length ${rows.length} >>\nstream\n`, 'latin1'),
      rows,
      Buffer.from('\nendstream', 'latin1'),
    ]),
  );
  add(`startxref\n${xrefAt}\n%%EOF\n`);
  return new Uint8Array(Buffer.concat(parts));
}
