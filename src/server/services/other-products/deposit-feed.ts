import { eq, sql } from 'drizzle-orm';
import { formatDecimal, parseRupees } from '@shared/money/decimal.ts';
import { INTEREST_PAYOUTS, depositValue, maturityDate, rateHundredths, type InterestPayout } from '@shared/rules/deposits/fd-maturity.ts';
import { ymdToDmy } from '@shared/time/ist.ts';
import type { DepositHolding } from '@shared/contract/other-products.ts';
import type { Db } from '../../db/client.ts';
import { corporateDeposits, depositFeedImports, depositFeedRejects, users } from '../../db/schema.ts';
import type { Clock } from '../../lib/clock.ts';

/**
 * The deposit partner's reverse feed (spec 2 §7): the deposits it has booked, as CSV (a header
 * row) or JSON (an array, or an object holding one). Field names are the spec's corporate deposit
 * holding fields, matched without regard to case; the investor is found by ClientCode (the Nivesh
 * ID the booking link carries) or PAN. Maturity value, interest and maturity date are computed
 * here (shared/rules/deposits/fd-maturity.ts: cumulative deposits compound yearly, payouts are simple
 * interest), not taken from the feed. A row is stored or replaced by its fdNumber, so a feed
 * imported twice still leaves one row per deposit; a new deposit marks the investor's oldest open
 * request of the same amount and tenure BOOKED; a bad row is recorded with its reason and the rest go on.
 */
export interface FeedStats {
  importId: number;
  rows: number;
  imported: number;
  failed: number;
  rejects: Array<{ row: number; reason: string }>;
}

type Raw = Record<string, unknown>;

/** CSV with quoted fields ("a, b" and "" for a quote), any line ending. */
export function parseCsv(text: string): Raw[] {
  const rows: string[][] = [];
  let field = '';
  let row: string[] = [];
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const ch = text[i]!;
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (ch === '"') quoted = false;
      else field += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') {
      row.push(field);
      field = '';
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && text[i + 1] === '\n') i += 1;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += ch;
  }
  if (field !== '' || row.length) rows.push([...row, field]);
  const [header, ...body] = rows.filter((r) => r.some((c) => c.trim() !== ''));
  if (!header) return [];
  return body.map((cells) => Object.fromEntries(header.map((h, i) => [h.trim(), (cells[i] ?? '').trim()])));
}

export function parseFeed(text: string): Raw[] {
  const trimmed = text.replace(/^\uFEFF/, '').trim();
  if (trimmed.startsWith('[') || trimmed.startsWith('{')) {
    const json: unknown = JSON.parse(trimmed);
    const list = Array.isArray(json) ? json : Object.values(json as Record<string, unknown>).find(Array.isArray);
    if (!Array.isArray(list)) throw new Error('The JSON feed holds no list of deposits');
    return list.map((r) => (r && typeof r === 'object' ? (r as Raw) : {}));
  }
  return parseCsv(trimmed);
}

const pick = (r: Raw, name: string): string => {
  const key = Object.keys(r).find((k) => k.toLowerCase() === name.toLowerCase());
  const v = key === undefined ? undefined : r[key];
  return v === undefined || v === null ? '' : String(v).trim();
};

/** YYYY-MM-DD, DD-MM-YYYY or DD/MM/YYYY → YYYY-MM-DD, or null. */
export function feedDate(text: string): string | null {
  const iso = /^(\d{4})-(\d{2})-(\d{2})/.exec(text);
  const dayFirst = /^(\d{2})[-/](\d{2})[-/](\d{4})$/.exec(text);
  const ymd = iso ? `${iso[1]}-${iso[2]}-${iso[3]}` : dayFirst ? `${dayFirst[3]}-${dayFirst[2]}-${dayFirst[1]}` : null;
  if (!ymd) return null;
  const d = new Date(`${ymd}T00:00:00Z`);
  return Number.isNaN(d.getTime()) || d.toISOString().slice(0, 10) !== ymd ? null : ymd;
}

function payoutOf(text: string): InterestPayout | null {
  const t = text.toLowerCase().replace(/[^a-z]/g, '');
  const alias: Record<string, InterestPayout> = {
    cumulative: 'On Maturity',
    onmaturity: 'On Maturity',
    maturity: 'On Maturity',
    annual: 'Yearly',
    annually: 'Yearly',
    yearly: 'Yearly',
    halfyearly: 'Half Yearly',
    monthly: 'Monthly',
    quarterly: 'Quarterly',
  };
  return alias[t] ?? INTEREST_PAYOUTS.find((p) => p.toLowerCase().replace(/[^a-z]/g, '') === t) ?? null;
}

export async function importDepositFeed(deps: { db: Db; clock: Clock }, source: string, text: string): Promise<FeedStats> {
  const { db, clock } = deps;
  const [run] = await db.insert(depositFeedImports).values({ source, startedAt: clock.now() }).returning({ id: depositFeedImports.id });
  const importId = run!.id;
  const rows = parseFeed(text);
  const rejects: FeedStats['rejects'] = [];
  let imported = 0;
  for (const [i, r] of rows.entries()) {
    const rowNo = i + 1;
    const reason = await importRow(db, r, importId, clock.now());
    if (reason) {
      rejects.push({ row: rowNo, reason });
      await db.insert(depositFeedRejects).values({ importId, rowNo, reason, raw: JSON.stringify(r).slice(0, 2000) });
    } else imported += 1;
  }
  await db
    .update(depositFeedImports)
    .set({ finishedAt: clock.now(), rows: rows.length, imported, failed: rejects.length })
    .where(eq(depositFeedImports.id, importId));
  return { importId, rows: rows.length, imported, failed: rejects.length, rejects };
}

/** Stores one row; returns why it was refused, or null. */
async function importRow(db: Db, r: Raw, importId: number, now: Date): Promise<string | null> {
  const fdNumber = pick(r, 'fdNumber');
  if (!fdNumber) return 'fdNumber is missing';
  const clientCode = pick(r, 'ClientCode');
  const pan = pick(r, 'PAN').toUpperCase();
  if (!clientCode && !pan) return 'ClientCode or PAN is needed to find the investor';
  const [user] = await db
    .select({ id: users.id })
    .from(users)
    .where(clientCode ? eq(users.niveshId, clientCode) : eq(users.pan, pan))
    .limit(1);
  if (!user) return `No investor with ${clientCode ? `client code ${clientCode}` : `PAN ${pan}`}`;
  const amount = parseRupees(pick(r, 'Fdamount').replace(/,/g, ''));
  if (amount === null || amount <= 0n) return `Fdamount "${pick(r, 'Fdamount')}" is not an amount`;
  const rate = pick(r, 'InterestRate');
  const rateH = rateHundredths(rate);
  if (rateH === null || rateH <= 0 || rateH > 2500) return `InterestRate "${rate}" is not a rate`;
  const months = Number(pick(r, 'TenureMonths'));
  if (!Number.isInteger(months) || months < 1 || months > 120) return `TenureMonths "${pick(r, 'TenureMonths')}" is not a tenure`;
  const payout = payoutOf(pick(r, 'interestPayout'));
  if (!payout) return `interestPayout "${pick(r, 'interestPayout')}" is not Monthly, Quarterly, Half Yearly, Yearly or On Maturity`;
  const created = feedDate(pick(r, 'FDCreatedDate'));
  if (!created) return `FDCreatedDate "${pick(r, 'FDCreatedDate')}" is not a date`;
  const inputAt = pick(r, 'Input_DateTime') ? new Date(pick(r, 'Input_DateTime')) : now;
  const value = depositValue(amount, rateH, months, payout);
  const values = {
    userId: user.id,
    fdNumber,
    appFormNo: pick(r, 'AppFormNo'),
    customerName: pick(r, 'CustomerName'),
    scheme: pick(r, 'scheme'),
    schemeCode: pick(r, 'schmeID'),
    rate: formatDecimal(BigInt(rateH), 2),
    tenureMonths: months,
    amountPaise: amount,
    interestPayout: payout,
    createdDate: created,
    maturityDate: maturityDate(created, months),
    maturityPaise: value.maturityPaise,
    interestPaise: value.interestPaise,
    inputAt: Number.isNaN(inputAt.getTime()) ? now : inputAt,
    importId,
  };
  const [known] = await db.select({ id: corporateDeposits.id }).from(corporateDeposits).where(eq(corporateDeposits.fdNumber, fdNumber)).limit(1);
  await db.insert(corporateDeposits).values(values).onConflictDoUpdate({ target: corporateDeposits.fdNumber, set: values });
  // a new deposit settles the investor's oldest open request for the same amount and tenure
  if (!known) {
    await db.execute(sql`
      update deposit_requests set status = 'BOOKED'
      where id = (select id from deposit_requests where user_id = ${user.id} and status = 'REQUESTED' and amount_paise = ${amount} and tenure_months = ${months} order by created_at, id limit 1)`);
  }
  return null;
}

const rupees = (p: bigint) => formatDecimal(p, 2);
const dmy = (ymd: string) => ymdToDmy(ymd).replace(/\//g, '-');

/** GET /portfolio/get_deposit_reverse_feed: the investor's deposits, newest first; dates DD-MM-YYYY. */
export async function depositHoldings(db: Db, userId: number): Promise<DepositHolding[]> {
  const rows = await db
    .select()
    .from(corporateDeposits)
    .where(eq(corporateDeposits.userId, userId))
    .orderBy(sql`${corporateDeposits.createdDate} desc`, corporateDeposits.id);
  return rows.map((d) => ({
    AppFormNo: d.appFormNo,
    CustomerName: d.customerName,
    InterestRate: d.rate,
    TenureMonths: d.tenureMonths,
    Fdamount: rupees(d.amountPaise),
    scheme: d.scheme,
    schmeID: d.schemeCode,
    interestPayout: d.interestPayout,
    FDCreatedDate: dmy(d.createdDate),
    fdNumber: d.fdNumber,
    maturityAmount: rupees(d.maturityPaise),
    interestAmount: rupees(d.interestPaise),
    maturityDate: dmy(d.maturityDate),
    Input_DateTime: d.inputAt.toISOString(),
  }));
}
