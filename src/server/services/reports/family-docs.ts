import { formatDecimal } from '@shared/money/decimal.ts';
import { ymdToDmy } from '@shared/time/ist.ts';
import type { Cell, ReportDoc, Table } from './model.ts';
import { bySchemeFolio, type OpenLot, type StatementTransaction } from './holdings-data.ts';

type Base = Pick<ReportDoc, 'investor' | 'generatedOn'>;
export interface MemberHoldings {
  name: string;
  niveshId: string;
  lots: OpenLot[];
  txns: StatementTransaction[];
}

const m = (p: bigint) => formatDecimal(p, 2);
const pct = (gain: bigint, cost: bigint): Cell => (cost > 0n ? { percent: formatDecimal((gain * 10_000n) / cost, 2) } : null);
const sum = <T>(list: T[], f: (x: T) => bigint) => list.reduce((a, x) => a + f(x), 0n);
const invested = (t: StatementTransaction[]) =>
  sum(
    t.filter((x) => x.direction === 'in' && !x.type.endsWith(' In')),
    (x) => x.amountPaise ?? 0n,
  );

const HOLDING_COLUMNS = [
  { header: 'Scheme', wide: true },
  { header: 'Folio' },
  { header: 'Units' },
  { header: 'Cost value' },
  { header: 'Market value' },
  { header: 'Gain' },
  { header: 'Return' },
];

/** A sheet name: at most 31 characters, unique in the workbook. */
function sheetName(name: string, i: number): string {
  const clean = name.replace(/[\\/?*[\]:]/g, ' ').trim() || 'Member';
  return `${i + 1} ${clean}`.slice(0, 31);
}

/**
 * The family report (spec 3 §7.3), Excel: the members' holdings today and what each
 * invested since the from date. Entity wise (reportFlag 0): a summary sheet of the members and
 * one sheet per member. Consolidated (reportFlag 1): every member's holdings on one sheet.
 */
export function familyReportDoc(
  members: MemberHoldings[],
  consolidated: boolean,
  familyName: string,
  fromDate: string,
  today: string,
  base: Base,
): { doc: ReportDoc; totals: Record<string, string> } {
  const per = members.map((mb) => {
    const rows = bySchemeFolio(mb.lots);
    return { mb, rows, cost: sum(rows, (r) => r.costPaise), value: sum(rows, (r) => r.valuePaise), invested: invested(mb.txns) };
  });
  const cost = sum(per, (p) => p.cost);
  const value = sum(per, (p) => p.value);
  const put = sum(per, (p) => p.invested);
  const figures: Array<[string, bigint]> = [
    ['Family cost value', cost],
    ['Family market value', value],
    ['Family unrealised gain', value - cost],
    ['Invested in the period', put],
  ];
  const membersTable: Table = {
    heading: 'Members',
    sheet: 'Family',
    columns: [
      { header: 'Investor', wide: true },
      { header: 'Nivesh ID' },
      { header: 'Cost value' },
      { header: 'Market value' },
      { header: 'Gain' },
      { header: 'Return' },
      { header: 'Invested in the period' },
    ],
    rows: per.map((p) => [
      p.mb.name,
      p.mb.niveshId,
      { money: p.cost },
      { money: p.value },
      { money: p.value - p.cost },
      pct(p.value - p.cost, p.cost),
      { money: p.invested },
    ]),
    total: ['Total', '', { money: cost }, { money: value }, { money: value - cost }, pct(value - cost, cost), { money: put }],
  };
  const tables: Table[] = consolidated
    ? [
        membersTable,
        {
          heading: `Holdings as on ${ymdToDmy(today)}`,
          sheet: 'Holdings',
          columns: [{ header: 'Investor' }, ...HOLDING_COLUMNS],
          rows: per.flatMap((p) =>
            p.rows.map((r): Cell[] => [
              p.mb.name,
              r.schemeName,
              r.folioNo,
              { units: r.units4 },
              { money: r.costPaise },
              { money: r.valuePaise },
              { money: r.valuePaise - r.costPaise },
              pct(r.valuePaise - r.costPaise, r.costPaise),
            ]),
          ),
          total: ['Total', '', '', null, { money: cost }, { money: value }, { money: value - cost }, pct(value - cost, cost)],
          empty: 'The family holds no units today',
        },
      ]
    : [
        membersTable,
        ...per.map((p, i): Table => ({
          heading: `${p.mb.name} (${p.mb.niveshId}): holdings as on ${ymdToDmy(today)}`,
          sheet: sheetName(p.mb.name, i),
          columns: HOLDING_COLUMNS,
          rows: p.rows.map((r) => [
            r.schemeName,
            r.folioNo,
            { units: r.units4 },
            { money: r.costPaise },
            { money: r.valuePaise },
            { money: r.valuePaise - r.costPaise },
            pct(r.valuePaise - r.costPaise, r.costPaise),
          ]),
          total: ['Total', '', null, { money: p.cost }, { money: p.value }, { money: p.value - p.cost }, pct(p.value - p.cost, p.cost)],
          empty: 'No units held today',
        })),
      ];
  return {
    totals: { ...Object.fromEntries(figures.map(([k, p]) => [k, m(p)])), Members: String(members.length) },
    doc: {
      title: `Family Report (${consolidated ? 'consolidated' : 'entity wise'}): ${familyName}`,
      fileBase: `family-report-${consolidated ? 'consolidated' : 'entity-wise'}-${today}`,
      ...base,
      period: `${ymdToDmy(fromDate)} to ${ymdToDmy(today)}`,
      summary: figures.map(([k, p]) => [k, { money: p }]),
      tables,
      notes: [
        'Each member’s holdings are their own; the family figures are the sum of the members’. Market value is at the latest NAV published for each scheme. Cost includes stamp duty.',
      ],
    },
  };
}
