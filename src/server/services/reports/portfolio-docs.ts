import { formatDecimal } from '@shared/money/decimal.ts';
import { ymdToDmy } from '@shared/time/ist.ts';
import type { Cell, ReportDoc, Table } from './model.ts';
import { bySchemeFolio, type OpenLot, type StatementTransaction } from './holdings-data.ts';

type Base = Pick<ReportDoc, 'investor' | 'generatedOn'>;
const m = (p: bigint) => formatDecimal(p, 2);
/** (value − cost) / cost in percent, 2 decimals; '-' without a cost */
const pct = (gain: bigint, cost: bigint): Cell => (cost > 0n ? { percent: formatDecimal((gain * 10_000n) / cost, 2) } : null);
const sum = <T>(list: T[], f: (x: T) => bigint) => list.reduce((a, x) => a + f(x), 0n);

function holdingsTable(lots: OpenLot[], asOn: string): Table {
  const rows = bySchemeFolio(lots);
  const cost = sum(rows, (r) => r.costPaise);
  const value = sum(rows, (r) => r.valuePaise);
  return {
    heading: `Holdings as on ${ymdToDmy(asOn)}`,
    sheet: 'Holdings',
    columns: [
      { header: 'Scheme', wide: true },
      { header: 'Folio' },
      { header: 'Units' },
      { header: 'NAV' },
      { header: 'NAV date' },
      { header: 'Cost value' },
      { header: 'Market value' },
      { header: 'Gain' },
      { header: 'Return' },
    ],
    rows: rows.map((r) => [
      r.schemeName,
      r.folioNo,
      { units: r.units4 },
      r.nav4 === null ? null : { nav: r.nav4 },
      r.navDate ? { date: r.navDate } : null,
      { money: r.costPaise },
      { money: r.valuePaise },
      { money: r.valuePaise - r.costPaise },
      pct(r.valuePaise - r.costPaise, r.costPaise),
    ]),
    total: ['Total', '', null, null, null, { money: cost }, { money: value }, { money: value - cost }, pct(value - cost, cost)],
    empty: 'You hold no units today',
  };
}

function transactionsTable(list: StatementTransaction[], heading: string, sheet: string): Table {
  return {
    heading,
    sheet,
    columns: [
      { header: 'Date' },
      { header: 'Scheme', wide: true },
      { header: 'Folio' },
      { header: 'Type' },
      { header: 'Amount' },
      { header: 'Units' },
      { header: 'NAV' },
      { header: 'Stamp duty' },
      { header: 'Exit load' },
    ],
    rows: list.map((t) => [
      { date: t.date },
      t.schemeName,
      t.folioNo,
      t.type,
      t.amountPaise === null ? null : { money: t.amountPaise },
      t.units4 === null ? null : { units: t.units4 },
      t.nav4 === null ? null : { nav: t.nav4 },
      t.stampDutyPaise === null ? null : { money: t.stampDutyPaise },
      t.exitLoadPaise === null ? null : { money: t.exitLoadPaise },
    ]),
    empty: 'No Data Found',
  };
}

/** Portfolio summary: holdings by scheme and folio today, and the money in and out since the from date. */
export function portfolioSummaryDoc(
  lots: OpenLot[],
  txns: StatementTransaction[],
  fromDate: string,
  today: string,
  base: Base,
): { doc: ReportDoc; totals: Record<string, string> } {
  const rows = bySchemeFolio(lots);
  const cost = sum(rows, (r) => r.costPaise);
  const value = sum(rows, (r) => r.valuePaise);
  const invested = sum(
    txns.filter((t) => t.direction === 'in' && !t.type.endsWith(' In')),
    (t) => t.amountPaise ?? 0n,
  );
  const withdrawn = sum(
    txns.filter((t) => t.direction === 'out' && !t.type.endsWith(' Out')),
    (t) => t.amountPaise ?? 0n,
  );
  const figures: Array<[string, bigint]> = [
    ['Cost value', cost],
    ['Market value', value],
    ['Unrealised gain', value - cost],
    ['Invested in the period', invested],
    ['Withdrawn in the period', withdrawn],
  ];
  const totals = Object.fromEntries(figures.map(([k, p]) => [k, m(p)]));
  return {
    totals,
    doc: {
      title: 'Portfolio Summary',
      fileBase: `portfolio-summary-${today}`,
      ...base,
      period: `${ymdToDmy(fromDate)} to ${ymdToDmy(today)}`,
      summary: figures.map(([k, p]) => [k, { money: p }]),
      tables: [holdingsTable(lots, today)],
      notes: ['Market value is at the latest NAV published for each scheme. Cost includes stamp duty.'],
    },
  };
}

/** Transaction statement: every processed transaction in the period, and its totals. */
export function transactionStatementDoc(
  txns: StatementTransaction[],
  fromDate: string,
  toDate: string,
  base: Base,
): { doc: ReportDoc; totals: Record<string, string> } {
  const bought = sum(
    txns.filter((t) => t.direction === 'in'),
    (t) => t.amountPaise ?? 0n,
  );
  const sold = sum(
    txns.filter((t) => t.direction === 'out'),
    (t) => t.amountPaise ?? 0n,
  );
  const totals = { Transactions: String(txns.length), 'Total purchases': m(bought), 'Total redemptions': m(sold) };
  return {
    totals,
    doc: {
      title: 'Transaction Statement',
      fileBase: `transactions-${fromDate}-to-${toDate}`,
      ...base,
      period: `${ymdToDmy(fromDate)} to ${ymdToDmy(toDate)}`,
      summary: [
        ['Transactions', String(txns.length)],
        ['Total purchases', { money: bought }],
        ['Total redemptions', { money: sold }],
      ],
      tables: [transactionsTable(txns, 'Transactions', 'Transactions')],
      notes: ['Purchases include switch-ins and SIP instalments; redemptions include switch-outs and SWP/STP withdrawals, net of exit load.'],
    },
  };
}

/** Transaction-wise holdings: each lot still held, its cost, value and whether it is long term today. */
export function holdingsDoc(lots: OpenLot[], today: string, base: Base): { doc: ReportDoc; totals: Record<string, string> } {
  const cost = sum(lots, (l) => l.costPaise);
  const value = sum(lots, (l) => l.valuePaise);
  const totals = { 'Cost value': m(cost), 'Market value': m(value), 'Unrealised gain': m(value - cost) };
  return {
    totals,
    doc: {
      title: 'Transaction Wise Holdings',
      fileBase: `holdings-${today}`,
      ...base,
      period: `As on ${ymdToDmy(today)}`,
      summary: [
        ['Cost value', { money: cost }],
        ['Market value', { money: value }],
        ['Unrealised gain', { money: value - cost }],
      ],
      tables: [
        {
          heading: 'Units held, by purchase',
          sheet: 'Holdings',
          columns: [
            { header: 'Scheme', wide: true },
            { header: 'Folio' },
            { header: 'Purchase date' },
            { header: 'Units' },
            { header: 'Purchase NAV' },
            { header: 'Cost' },
            { header: 'NAV' },
            { header: 'Market value' },
            { header: 'Gain' },
            { header: 'If sold today' },
          ],
          rows: lots.map((l) => [
            l.schemeName,
            l.folioNo,
            { date: l.lotDate },
            { units: l.units4 },
            { nav: l.nav4 },
            { money: l.costPaise },
            l.currentNav4 === null ? null : { nav: l.currentNav4 },
            { money: l.valuePaise },
            { money: l.valuePaise - l.costPaise },
            l.term,
          ]),
          total: ['Total', '', null, null, null, { money: cost }, null, { money: value }, { money: value - cost }, null],
          empty: 'You hold no units today',
        },
      ],
      notes: ['Units are redeemed first in, first out; "If sold today" follows the holding period of the law in force today.'],
    },
  };
}

/** Detailed portfolio: the holdings, then each scheme's transactions since the from date. */
export function detailedPortfolioDoc(
  lots: OpenLot[],
  txns: StatementTransaction[],
  fromDate: string,
  today: string,
  base: Base,
): { doc: ReportDoc; totals: Record<string, string> } {
  const summary = portfolioSummaryDoc(lots, txns, fromDate, today, base);
  const names = [...new Set(txns.map((t) => t.schemeName))].sort();
  const tables = [
    summary.doc.tables[0]!,
    ...names.map((n, i) =>
      transactionsTable(
        txns.filter((t) => t.schemeName === n),
        n,
        `Scheme ${i + 1}`,
      ),
    ),
  ];
  return { totals: summary.totals, doc: { ...summary.doc, title: 'Detailed Portfolio Statement', fileBase: `detailed-portfolio-${today}`, tables } };
}
