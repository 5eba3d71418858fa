import { formatDecimal } from '../../money/decimal.ts';
import { FINANCE_ACT_2024_FROM, GRANDFATHERING_DATE } from './capital-gains-tax.ts';
import { GAIN_BUCKETS, type CapitalGainsStatement, type FySummary, type GainBucketId, type GainLine } from './capital-gains-types.ts';

/**
 * What the income-tax return asks for capital gains on mutual-fund units, from the statement of
 * one financial year:
 * - Schedule 112A (ITR-2 / ITR-3): one row per FIFO slice of a long-term transfer of
 *   equity-oriented units, in the column order of the e-filing utility's CSV template. Column
 *   (7), the cost deducted, is the higher of (8) actual cost and (9) the lower of (6) and (11)
 *   for units acquired before 1-Feb-2018 (s.55(2)(ac)), else (8). Column (12), expenditure on
 *   transfer, is the exit load (s.48(i)); STT is not deductible and is not in it. Flags: (1a)
 *   acquired before 1-Feb-2018 "BE" / after "AE"; (1b) transferred before 23-Jul-2024 "BE" / on or
 *   after "AE" (Finance (No. 2) Act, 2024: the return splits 112A gains by that date).
 * - Schedule CG: short-term gains by rate (s.111A at 15% / 20%, normal rates), long-term by rate
 *   (s.112A at 10% / 12.5%, s.112 at 20% with indexation / 12.5%), the losses set off within the
 *   year (s.70) and brought forward (s.74), the s.112A exemption and what is carried forward.
 * Money in rupees with two decimals, units to four, as the statement states them.
 */

export const SCHEDULE_112A_HEADER: readonly string[] = [
  'Share/Unit acquired(1a)',
  'Share/Unit transferred(1b)',
  'ISIN Code(2)',
  'Name of the Share/Unit(3)',
  'No. of Shares/Units(4)',
  'Sale-price per Share/Unit(5)',
  'Full Value of Consideration(Total Sale Value)(6) = 4 * 5',
  'Cost of acquisition without indexation(7)',
  'Cost of acquisition(8)',
  'If the long term capital asset was acquired before 01.02.2018(9)',
  'Fair Market Value per share/unit as on 31st January 2018(10)',
  'Total Fair Market Value of capital asset as per section 55(2)(ac)(11) = 4 * 10',
  'Expenditure wholly and exclusively in connection with transfer(12)',
  'Total deductions(13) = 7 + 12',
  'Balance(14) = 6 - 13',
];

const rupees = (p: bigint) => formatDecimal(p, 2);
/** A CSV field: quoted when it holds a comma, a quote or a line break (RFC 4180). */
const field = (s: string) => (/[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s);
const csv = (rows: ReadonlyArray<readonly string[]>) => rows.map((r) => r.map(field).join(',')).join('\r\n') + '\r\n';

const isSchedule112A = (l: GainLine) => l.bucket === 'EQ_LT_10' || l.bucket === 'EQ_LT_12_5';

/** One Schedule 112A row of a gain line. */
export function schedule112ARow(l: GainLine): string[] {
  const grandfathered = l.purchaseDate !== null && l.purchaseDate <= GRANDFATHERING_DATE;
  const lowerOf6And11 = grandfathered && l.fmvPaise !== null ? (l.fmvPaise < l.salePaise ? l.fmvPaise : l.salePaise) : null;
  const fmvPerUnit4 = grandfathered && l.fmvPaise !== null ? (l.fmvNav4 ?? null) : null;
  const deductions = l.deductedCostPaise + l.exitLoadPaise;
  return [
    grandfathered ? 'BE' : 'AE',
    l.saleDate < FINANCE_ACT_2024_FROM ? 'BE' : 'AE',
    l.isin ?? '',
    l.schemeName,
    formatDecimal(l.units4, 4),
    formatDecimal(l.saleNav4, 4),
    rupees(l.salePaise),
    rupees(l.deductedCostPaise),
    rupees(l.costPaise),
    lowerOf6And11 === null ? '' : rupees(lowerOf6And11),
    fmvPerUnit4 === null ? '' : formatDecimal(fmvPerUnit4, 4),
    grandfathered && l.fmvPaise !== null ? rupees(l.fmvPaise) : '',
    rupees(l.exitLoadPaise),
    rupees(deductions),
    rupees(l.salePaise - deductions),
  ];
}

/** The Schedule 112A CSV of a financial year's statement. */
export function schedule112ACsv(s: CapitalGainsStatement, fy: string): string {
  return csv([SCHEDULE_112A_HEADER, ...s.lines.filter((l) => l.fy === fy && isSchedule112A(l)).map(schedule112ARow)]);
}

const CG_ROWS: ReadonlyArray<[GainBucketId, string]> = [
  ['EQ_ST_15', 'A. Short-term: u/s 111A at 15% (equity-oriented, transfers before 23-Jul-2024)'],
  ['EQ_ST_20', 'A. Short-term: u/s 111A at 20% (equity-oriented, transfers from 23-Jul-2024)'],
  ['SLAB', 'A. Short-term: at normal (slab) rates, including s.50AA'],
  ['EQ_LT_10', 'B. Long-term: u/s 112A at 10% (transfers before 23-Jul-2024)'],
  ['EQ_LT_12_5', 'B. Long-term: u/s 112A at 12.5% (transfers from 23-Jul-2024)'],
  ['LT_20_IDX', 'B. Long-term: u/s 112 at 20% with indexation'],
  ['LT_12_5', 'B. Long-term: u/s 112 at 12.5% without indexation'],
  ['EQ_LT_EXEMPT', 'B. Long-term: exempt u/s 10(38)'],
];

/** The Schedule CG figures of a financial year: each kind's net gain, then set-off, exemption and what is taxable and carried. */
export function scheduleCgRows(y: FySummary): string[][] {
  const rows: string[][] = [['Item', 'Section', 'Net gain or loss', 'Taxable after set-off and exemption']];
  for (const [id, label] of CG_ROWS) {
    const b = y.buckets.find((x) => x.id === id);
    if (!b) continue;
    rows.push([label, GAIN_BUCKETS[id].section, rupees(b.netPaise), rupees(b.taxablePaise)]);
  }
  const so = y.setOff;
  rows.push(['C. Short-term loss of the year set off against other gains', '70(2)', rupees(so.shortTermLossSetOffPaise), '']);
  rows.push(['C. Long-term loss of the year set off against long-term gains', '70(3)', rupees(so.longTermLossSetOffPaise), '']);
  rows.push(['C. Losses of earlier years set off', '74', rupees(so.broughtForwardUsedPaise), '']);
  rows.push([`D. Exemption of long-term gains u/s 112A used (limit ${rupees(y.exemptionLimitPaise)})`, '112A', rupees(y.exemptionUsedPaise), '']);
  for (const c of so.carriedForward)
    rows.push([
      `E. ${c.term === 'short' ? 'Short-term' : 'Long-term'} loss of ${c.fromFy} carried forward (usable up to ${c.lastFy})`,
      '74',
      rupees(c.paise),
      '',
    ]);
  rows.push(['F. Estimated tax at the special rates (before surcharge and cess)', '', rupees(y.estimatedTaxPaise), '']);
  return rows;
}

export function scheduleCgCsv(s: CapitalGainsStatement, fy: string): string {
  const y = s.years.find((x) => x.fy === fy);
  return csv(y ? scheduleCgRows(y) : [['Item', 'Section', 'Net gain or loss', 'Taxable after set-off and exemption']]);
}
