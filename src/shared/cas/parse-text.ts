/**
 * A CAS read by the position of its text: pdf.js gives words with their x, y and width; words on
 * one baseline make a line, words close together make a cell, and the transaction table's header
 * (Date, Transaction, Amount, Units, Price, Unit Balance) gives the right edges the numeric
 * columns are aligned to, so a number is known by its column, not guessed from its place in a
 * sentence. Lines that wrap continue the description above them. Pure: the same code runs in
 * the browser's worker, in Node tests and in the benchmark.
 */
import { parseDecimal } from '../money/decimal.ts';
import { CAS_MESSAGES, type CasFolio, type CasStatement, type CasTxn } from './model.ts';
import { parseSummary } from './parse-summary.ts';
import { CasReadError, COLUMN_TOLERANCE, DATE_TEXT, grab, linesOf, NUMBER, num, ymd, type TextItem } from './text-cells.ts';
import { lineKind } from './transaction-kind.ts';

/** The number columns of a transaction row, left to right. */
const ROW_COLUMNS = ['amount', 'units', 'nav', 'balance'] as const;

export { CasReadError, type TextItem } from './text-cells.ts';

interface RawRow {
  date: string;
  description: string;
  amount: string | null;
  units: string | null;
  nav: string | null;
  balance: string | null;
}

interface Draft {
  folio: Omit<CasFolio, 'transactions'>;
  rows: RawRow[];
}

/** The numeric columns' right edges (amount, units, price, balance) and where the description starts. */
interface Columns {
  descX: number;
  rights: [number, number, number, number];
}

/** Pages of positioned words → the statement model, or a CasReadError saying what the file is not. */
export function parseCasText(pages: readonly (readonly TextItem[])[]): CasStatement {
  const lines = pages.flatMap((p) => linesOf(p));
  if (lines.length === 0) throw new CasReadError('scanned', CAS_MESSAGES.scanned);
  const all = lines.map((l) => l.map((c) => c.text).join('   '));
  const head = all.slice(0, 12).join('\n');
  if (!/Consolidated Account (Statement|Summary)/i.test(all.join('\n').slice(0, 20_000))) throw new CasReadError('notCas', CAS_MESSAGES.notCas);
  const issuer = all.find((t) => /Consolidated Account (Statement|Summary) is issued by/i.test(t)) ?? head;
  const registrar = /KFin|Karvy/i.test(issuer) ? 'KFINTECH' : 'CAMS';
  // the summary statement: holdings per folio on one day, no transactions
  if (/Consolidated Account Summary/i.test(head)) return parseSummary(lines, all, registrar);
  const period = new RegExp(`${DATE_TEXT}\\s+to\\s+${DATE_TEXT}`, 'i').exec(head);
  if (!period) throw new CasReadError('notCas', CAS_MESSAGES.notCas);
  const from = ymd(period[1]);
  const to = ymd(period[2]);
  if (!from || !to) throw new CasReadError('notCas', CAS_MESSAGES.notCas);

  const emailAt = all.findIndex((t) => /^Email Id\s*:/i.test(t));
  const emailLine = emailAt >= 0 ? all[emailAt] : undefined;
  const email = emailLine === undefined ? null : grab(emailLine, /Email Id\s*:\s*(\S+)/i);
  const investorName = emailAt >= 0 ? (all[emailAt + 1] ?? '').trim() : '';

  const folios: CasFolio[] = [];
  let amc = '';
  let folioNo = '';
  let pan = '';
  let draft: Draft | null = null;
  let columns: Columns | null = null;
  let lastRow: RawRow | null = null;

  const finish = () => {
    if (!draft) return;
    folios.push({ ...draft.folio, transactions: understand(draft.rows) });
    draft = null;
  };

  for (const [i, cells] of lines.entries()) {
    const text = all[i] ?? '';
    const first = cells[0]?.text ?? '';
    if (
      /^Consolidated Account Statement$/i.test(text) ||
      period[0] === text.trim() ||
      /^Statement Period/i.test(text) ||
      /Consolidated Account (Statement|Summary) is issued/i.test(text)
    )
      continue;

    const second = cells[1];
    if (first === 'Date' && second && cells.length >= 6 && /Balance/i.test(cells.at(-1)?.text ?? '')) {
      const r = cells.slice(cells.length - 4).map((c) => c.right) as [number, number, number, number];
      columns = { descX: second.x, rights: r };
      continue;
    }

    const date = columns && draft ? ymd(first) : null;
    if (date && columns && draft) {
      const row: RawRow = { date, description: '', amount: null, units: null, nav: null, balance: null };
      const desc: string[] = [];
      for (const c of cells.slice(1)) {
        const col = columns.rights.findIndex((r) => Math.abs(r - c.right) <= COLUMN_TOLERANCE);
        const value = col >= 0 ? num(c.text) : null;
        const key = ROW_COLUMNS[col];
        if (value !== null && key) row[key] = value;
        else desc.push(c.text);
      }
      row.description = desc.join(' ');
      draft.rows.push(row);
      lastRow = row;
      continue;
    }
    const cols = columns;
    if (lastRow && cols && cells.every((c) => c.x >= cols.descX - 1 && c.right < cols.rights[0] - 20)) {
      // a wrapped description: a break after a hyphen inside a word joins without a space
      lastRow.description += /\w-$/.test(lastRow.description) ? first : ` ${cells.map((c) => c.text).join(' ')}`;
      continue;
    }
    lastRow = null;

    if (/^Folio No\s*:/i.test(first)) {
      finish();
      // a report engine may write the whole line as one run: the number ends where PAN or KYC begins
      folioNo = grab(first, /^Folio No\s*:\s*(.+?)(?=\s+(?:PAN|KYC)\s*:|$)/i) ?? '';
      pan = grab(text, /PAN\s*:\s*([A-Z]{5}\d{4}[A-Z])/) ?? '';
      continue;
    }
    if (/\bISIN\s*:/i.test(text) && folioNo) {
      finish();
      // the cell that holds ISIN, or the whole line when no single cell does
      const schemeCell = cells.find((c) => /ISIN\s*:/i.test(c.text))?.text ?? text;
      const m = /^(?:(\d{3,8})-)?(.*?)\s*-\s*ISIN\s*:\s*(IN[A-Z0-9]{10})?\s*(?:\(Advisor\s*:\s*([^)]*)\))?/i.exec(schemeCell);
      draft = {
        rows: [],
        folio: {
          amc,
          folioNo,
          pan,
          schemeName: (m?.[2] ?? schemeCell).trim(),
          isin: m?.[3] ?? null,
          amfiCode: m?.[1] ?? grab(text, /AMFI Code\s*:\s*(\d+)/i),
          advisor: m?.[4]?.trim() || null,
          registrar: grab(text, /Registrar\s*:\s*(\S+)/i) ?? '',
          nominees: [],
          openingUnits: '0',
          closingUnits: '0',
          navDate: to,
          nav: '0',
          value: '0',
          cost: null,
        },
      };
      continue;
    }
    const d = draft as Draft | null;
    if (d && /^Advisor\s*:/i.test(first)) {
      d.folio.advisor = grab(first, /^Advisor\s*:\s*(.*?)(?=\s+Registrar\s*:|$)/i) || null;
      d.folio.registrar = grab(text, /Registrar\s*:\s*(\S+)/i) ?? d.folio.registrar;
      continue;
    }
    if (d && /^Nominee 1/i.test(first)) {
      d.folio.nominees = text
        .split(/Nominee \d\s*:/i)
        .map((n) => n.trim())
        .filter(Boolean);
      continue;
    }
    if (d && /^Opening Unit Balance/i.test(text)) {
      d.folio.openingUnits = num(grab(text, new RegExp(`Opening Unit Balance\\s*:\\s*${NUMBER}`, 'i')) ?? '0') ?? '0';
      continue;
    }
    if (d && /^Closing Unit Balance/i.test(text)) {
      d.folio.closingUnits = num(grab(text, new RegExp(`Closing Unit Balance\\s*:\\s*${NUMBER}`, 'i')) ?? '') ?? '0';
      const nav = new RegExp(`NAV on\\s+${DATE_TEXT}\\s*:\\s*(?:INR|Rs\\.?)\\s*${NUMBER}`, 'i').exec(text);
      if (nav) {
        d.folio.navDate = ymd(nav[1]) ?? to;
        d.folio.nav = num(nav[2]) ?? '0';
      }
      columns = null;
      continue;
    }
    if (d && /(Market Value|Valuation) on/i.test(text)) {
      d.folio.value =
        num(grab(text, new RegExp(`(?:Market Value|Valuation) on\\s+${DATE_TEXT.replace('(', '(?:')}\\s*:\\s*(?:INR|Rs\\.?)\\s*${NUMBER}`, 'i')) ?? '') ?? '0';
      const cost = grab(text, new RegExp(`Cost Value\\s*:\\s*${NUMBER}`, 'i'));
      d.folio.cost = cost === null ? null : num(cost);
      finish();
      continue;
    }
    if (cells.length === 1 && /Mutual Fund$/i.test(first)) {
      finish();
      amc = first;
    }
  }
  finish();
  return { registrar, kind: 'DETAILED', from, to, investorName, email, folios };
}

const u4 = (t: string | null) => (t === null ? null : parseDecimal(t, 4));
const addMoney = (a: string, b: string): string => {
  const s = (parseDecimal(a, 2) ?? 0n) + (parseDecimal(b, 2) ?? 0n);
  const neg = s < 0n;
  const abs = neg ? -s : s;
  return `${neg ? '-' : ''}${abs / 100n}.${String(abs % 100n).padStart(2, '0')}`;
};

/** Raw lines → transactions: stamp duty and STT attached, reversals paired and dropped, notes ignored. */
function understand(rows: readonly RawRow[]): CasTxn[] {
  const out: CasTxn[] = [];
  for (const r of rows) {
    const units4 = u4(r.units);
    const kind = lineKind(r.description, r.amount !== null, units4);
    if (kind === 'NOTE') continue;
    if (kind === 'STAMP_DUTY' || kind === 'STT') {
      const t = out[out.length - 1];
      if (t) {
        const key = kind === 'STAMP_DUTY' ? 'stampDuty' : 'stt';
        t[key] = addMoney(t[key], r.amount ?? '0');
      }
      continue;
    }
    if (kind === 'REVERSAL') {
      const undone = units4 === null ? -1 : out.findLastIndex((t) => u4(t.units) === -units4);
      if (undone >= 0) {
        out.splice(undone, 1);
        continue;
      }
    }
    out.push({
      date: r.date,
      kind: kind === 'REVERSAL' ? (units4 !== null && units4 < 0n ? 'REDEMPTION' : 'PURCHASE') : kind,
      description: r.description,
      amount: r.amount,
      units: r.units,
      nav: r.nav,
      balance: r.balance,
      stampDuty: '0.00',
      stt: '0.00',
    });
  }
  return out;
}
