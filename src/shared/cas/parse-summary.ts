/**
 * The summary CAS: CAMS and KFintech also send a statement of holdings on one day ("As on"),
 * one table row per folio (folio number, ISIN, scheme, unit balance, NAV date, NAV, market
 * value, registrar, sometimes the cost value), grouped under each fund house, with no
 * transactions. It is read by its table header's columns as the detailed statement is: text
 * columns by where they start, figures by where they end. A scheme name that wraps continues on
 * the lines below its row. Each folio comes out with no transactions and its opening balance
 * equal to its closing one, so the balance check holds; the server stores it as a holding whose
 * cost is not known.
 */
import { CAS_MESSAGES, type CasFolio, type CasStatement } from './model.ts';
import { CasReadError, COLUMN_TOLERANCE, DATE_TEXT, grab, num, ymd, type Cell } from './text-cells.ts';

type Key = 'folio' | 'isin' | 'scheme' | 'units' | 'navDate' | 'nav' | 'value' | 'cost' | 'registrar';
interface Column {
  key: Key;
  x: number;
  right: number;
}

/** What a header cell names, by the words either registrar uses. */
function keyOf(text: string): Key | null {
  if (/^Folio/i.test(text)) return 'folio';
  if (/^ISIN/i.test(text)) return 'isin';
  if (/Scheme/i.test(text)) return 'scheme';
  if (/NAV Date/i.test(text)) return 'navDate';
  if (/^NAV/i.test(text)) return 'nav';
  if (/Market Value|Valuation/i.test(text)) return 'value';
  if (/Cost/i.test(text)) return 'cost';
  if (/Unit|Balance/i.test(text)) return 'units';
  if (/Registrar|RTA/i.test(text)) return 'registrar';
  return null;
}

const FIGURES: ReadonlySet<Key> = new Set(['units', 'nav', 'value', 'cost']);
const ISIN = /^IN[A-Z0-9]{10}$/;

/** The column a cell belongs to: a figure by its right edge, text by the last column starting at or before it. */
function columnOf(columns: readonly Column[], c: Cell): Key | null {
  const figure = columns.find((k) => FIGURES.has(k.key) && Math.abs(k.right - c.right) <= COLUMN_TOLERANCE);
  if (figure) return figure.key;
  let best: Column | null = null;
  for (const k of columns) if (!FIGURES.has(k.key) && k.x <= c.x + COLUMN_TOLERANCE && (!best || k.x > best.x)) best = k;
  return best?.key ?? null;
}

export function parseSummary(lines: readonly Cell[][], all: readonly string[], registrar: 'CAMS' | 'KFINTECH'): CasStatement {
  const head = all.slice(0, 12).join('\n');
  const asOn = new RegExp(`As on\\s*:?\\s*${DATE_TEXT}`, 'i').exec(head);
  const to = asOn ? ymd(asOn[1]!) : null;
  if (!to) throw new CasReadError('notCas', CAS_MESSAGES.notCas);
  const emailAt = all.findIndex((t) => /^Email Id\s*:/i.test(t));
  const email = emailAt >= 0 ? grab(all[emailAt]!, /Email Id\s*:\s*(\S+)/i) : null;
  const investorName = emailAt >= 0 ? (all[emailAt + 1] ?? '').trim() : '';
  const pan = all.map((t) => grab(t, /\bPAN\s*:\s*([A-Z]{5}\d{4}[A-Z])/)).find((p) => p !== null) ?? '';

  const folios: CasFolio[] = [];
  let columns: Column[] | null = null;
  let amc = '';
  let last: CasFolio | null = null;
  for (const cells of lines) {
    const first = cells[0]!.text;
    const keys = cells.map((c) => keyOf(c.text));
    if (/^Folio/i.test(first) && keys.includes('isin') && keys.includes('units')) {
      columns = cells.flatMap((c, i) => (keys[i] ? [{ key: keys[i]!, x: c.x, right: c.right }] : []));
      last = null;
      continue;
    }
    if (columns && cells.some((c) => ISIN.test(c.text))) {
      const row: Partial<Record<Key, string>> = {};
      for (const c of cells) {
        const k = columnOf(columns, c);
        if (k) row[k] = row[k] ? `${row[k]} ${c.text}` : c.text;
      }
      const units = num(row.units ?? '');
      const nav = num(row.nav ?? '');
      const value = num(row.value ?? '');
      if (!row.folio || !row.scheme || units === null || nav === null || value === null) continue;
      const cost = row.cost === undefined ? null : num(row.cost);
      last = {
        amc,
        folioNo: row.folio.trim(),
        pan,
        schemeName: row.scheme.trim(),
        isin: row.isin && ISIN.test(row.isin) ? row.isin : null,
        amfiCode: null,
        advisor: null,
        registrar: (row.registrar ?? registrar).trim(),
        nominees: [],
        // no transactions: the folio holds at the start what it holds at the end
        openingUnits: units,
        closingUnits: units,
        navDate: ymd(row.navDate ?? '') ?? to,
        nav,
        value,
        cost,
        transactions: [],
      };
      folios.push(last);
      continue;
    }
    const scheme = columns?.find((k) => k.key === 'scheme');
    const after = scheme && columns ? Math.min(...columns.filter((k) => k.x > scheme.x).map((k) => k.x), Infinity) : 0;
    if (last && scheme && cells.every((c) => c.x >= scheme.x - 1 && c.right < after)) {
      last.schemeName = `${last.schemeName} ${cells.map((c) => c.text).join(' ')}`;
      continue;
    }
    last = null;
    if (cells.length === 1 && /Mutual Fund$/i.test(first)) amc = first;
  }
  return { registrar, kind: 'SUMMARY', from: to, to, investorName, email, folios };
}
