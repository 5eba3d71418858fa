/**
 * Razorpay's IFSC release files (github.com/razorpay/ifsc/releases): `IFSC.csv` with the header
 * BANK,IFSC,BRANCH,CENTRE,DISTRICT,STATE,ADDRESS,...,MICR,... and the JSON files (one object keyed
 * by IFSC, as in by-bank/*.json, or an array of records). Only what the branch directory keeps is read.
 */
export interface BranchRecord {
  ifsc: string;
  bank: string | null;
  branch: string;
  city: string | null;
  district: string | null;
  state: string | null;
  address: string | null;
  micr: string | null;
}

const IFSC_SHAPE = /^[A-Z]{4}0[A-Z0-9]{6}$/;
const clean = (v: unknown): string | null => {
  const s = typeof v === 'string' ? v.trim() : typeof v === 'number' ? String(v) : '';
  return s === '' || s === 'NA' ? null : s;
};

/** A record from a row keyed by the release's column names, or null when it is unusable. */
export function toBranchRecord(row: Record<string, unknown>): BranchRecord | null {
  const ifsc = clean(row.IFSC)?.toUpperCase() ?? '';
  const branch = clean(row.BRANCH);
  if (!IFSC_SHAPE.test(ifsc) || !branch) return null;
  const micr = clean(row.MICR);
  return {
    ifsc,
    bank: clean(row.BANK),
    branch,
    city: clean(row.CITY) ?? clean(row.CENTRE),
    district: clean(row.DISTRICT),
    state: clean(row.STATE),
    address: clean(row.ADDRESS),
    micr: micr && /^\d{9}$/.test(micr) ? micr : null,
  };
}

/** RFC 4180 CSV: quoted fields may hold commas, doubled quotes and line breaks. */
export function* csvRows(text: string): Generator<string[]> {
  let field = '';
  let row: string[] = [];
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else field += ch;
    } else if (ch === '"' && field === '') quoted = true;
    else if (ch === ',') {
      row.push(field);
      field = '';
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && text[i + 1] === '\n') i++;
      row.push(field);
      if (row.length > 1 || row[0] !== '') yield row;
      row = [];
      field = '';
    } else field += ch;
  }
  row.push(field);
  if (row.length > 1 || row[0] !== '') yield row;
}

/**
 * Every usable record of a release file, CSV or JSON, one at a time (a full release is about
 * 175,000 branches); `counts.skipped` tells how many rows were unusable or repeated.
 */
export function* releaseRecords(text: string, counts: { skipped: number } = { skipped: 0 }): Generator<BranchRecord> {
  const seen = new Set<string>();
  // a code listed twice keeps its first row (one upsert may not touch a row twice)
  const accept = (row: Record<string, unknown>): BranchRecord | null => {
    const r = toBranchRecord(row);
    if (r && !seen.has(r.ifsc)) {
      seen.add(r.ifsc);
      return r;
    }
    counts.skipped += 1;
    return null;
  };
  const body = text.replace(/^\uFEFF/, '');
  if (/^\s*[[{]/.test(body)) {
    const json: unknown = JSON.parse(body);
    const rows = Array.isArray(json) ? json : Object.values(json as Record<string, unknown>);
    for (const row of rows) {
      const r = accept((row ?? {}) as Record<string, unknown>);
      if (r) yield r;
    }
    return;
  }
  const rows = csvRows(body);
  const first: string[] = rows.next().value ?? [];
  const header = first.map((h) => h.trim().toUpperCase());
  if (!header.includes('IFSC') || !header.includes('BRANCH')) throw new Error('not an IFSC release file: the header must name IFSC and BRANCH columns');
  for (const cells of rows) {
    const r = accept(Object.fromEntries(header.map((h: string, i: number) => [h, cells[i]])));
    if (r) yield r;
  }
}

/** All records at once (small files and tests). */
export function parseIfscRelease(text: string): { records: BranchRecord[]; skipped: number } {
  const counts = { skipped: 0 };
  const records = [...releaseRecords(text, counts)];
  return { records, skipped: counts.skipped };
}
