/**
 * A small RFC 4180 reader: commas, double-quoted fields (with "" for a quote and line breaks
 * inside quotes), CRLF or LF line ends, a byte-order mark. Each record carries the line it
 * started on, so an import can say where a bad row is.
 */
export interface CsvRecord {
  line: number;
  fields: string[];
}

export function parseCsv(text: string): CsvRecord[] {
  const src = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  const out: CsvRecord[] = [];
  let fields: string[] = [];
  let field = '';
  let quoted = false;
  let line = 1;
  let start = 1;
  let i = 0;
  const endRecord = () => {
    fields.push(field);
    if (!(fields.length === 1 && fields[0]!.trim() === '')) out.push({ line: start, fields });
    fields = [];
    field = '';
  };
  while (i < src.length) {
    const ch = src[i]!;
    if (quoted) {
      if (ch === '"') {
        if (src[i + 1] === '"') {
          field += '"';
          i += 2;
          continue;
        }
        quoted = false;
      } else {
        if (ch === '\n') line += 1;
        field += ch;
      }
      i += 1;
      continue;
    }
    if (ch === '"' && field.trim() === '') {
      quoted = true;
      field = '';
    } else if (ch === ',') {
      fields.push(field);
      field = '';
    } else if (ch === '\n' || ch === '\r') {
      endRecord();
      if (ch === '\r' && src[i + 1] === '\n') i += 1;
      line += 1;
      start = line;
    } else field += ch;
    i += 1;
  }
  if (field !== '' || fields.length > 0) endRecord();
  return out;
}
