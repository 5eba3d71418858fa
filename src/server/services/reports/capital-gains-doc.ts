import type { CapitalGainsAnswer } from '@shared/contract/reports.ts';
import { formatDecimal } from '@shared/money/decimal.ts';
import { GAIN_BUCKETS, type CapitalGainsStatement, type CarriedLoss } from '@shared/rules/tax/capital-gains.ts';
import { groupDecimalString } from '@shared/rules/format/indian-number.ts';
import { ymdToDmy } from '@shared/time/ist.ts';
import type { ReportDoc, Table } from './model.ts';

const m = (p: bigint) => formatDecimal(p, 2);
const mn = (p: bigint | null) => (p === null ? null : m(p));
const term = (t: 'short' | 'long'): 'Short term' | 'Long term' => (t === 'short' ? 'Short term' : 'Long term');
const carried = (c: CarriedLoss) => ({ FromFY: c.fromFy, Term: term(c.term), Amount: m(c.paise), LastFY: c.lastFy });

/** The statement as the API answers it (and as the files total it). */
export function capitalGainsAnswer(s: CapitalGainsStatement): CapitalGainsAnswer {
  return {
    FromDate: ymdToDmy(s.fromDate),
    ToDate: ymdToDmy(s.toDate),
    lines: s.lines.map((l) => ({
      SchemeName: l.schemeName,
      FolioNo: l.folioNo,
      SaleType: l.saleLabel,
      SaleDate: ymdToDmy(l.saleDate),
      PurchaseDate: l.purchaseDate ? ymdToDmy(l.purchaseDate) : null,
      Units: formatDecimal(l.units4, 4),
      SaleValue: m(l.salePaise),
      ExitLoad: m(l.exitLoadPaise),
      STT: m(l.sttPaise),
      Cost: m(l.costPaise),
      FMV31Jan2018: mn(l.fmvPaise),
      IndexedCost: mn(l.indexedCostPaise),
      CostDeducted: m(l.deductedCostPaise),
      Gain: m(l.gainPaise),
      Term: l.term === 'short' ? 'Short term' : 'Long term',
      Rule: l.rule,
      FY: l.fy,
    })),
    years: s.years.map((y) => ({
      FY: y.fy,
      SaleValue: m(y.salePaise),
      CostDeducted: m(y.deductedCostPaise),
      ExitLoad: m(y.exitLoadPaise),
      ShortTerm: m(y.shortTermPaise),
      LongTerm: m(y.longTermPaise),
      Gain: m(y.gainPaise),
      ExemptionLimit: m(y.exemptionLimitPaise),
      ExemptionUsed: m(y.exemptionUsedPaise),
      EstimatedTax: m(y.estimatedTaxPaise),
      SetOff: {
        ShortTermLoss: m(y.setOff.shortTermLossPaise),
        LongTermLoss: m(y.setOff.longTermLossPaise),
        ShortTermLossSetOff: m(y.setOff.shortTermLossSetOffPaise),
        LongTermLossSetOff: m(y.setOff.longTermLossSetOffPaise),
        BroughtForwardUsed: m(y.setOff.broughtForwardUsedPaise),
        BroughtForward: y.setOff.broughtForward.map(carried),
        CarriedForward: y.setOff.carriedForward.map(carried),
      },
      buckets: y.buckets.map((b) => ({
        Kind: GAIN_BUCKETS[b.id].label,
        Section: GAIN_BUCKETS[b.id].section,
        Gain: m(b.gainPaise),
        Loss: m(b.lossPaise),
        Net: m(b.netPaise),
        Taxable: m(b.taxablePaise),
        Tax: mn(b.taxPaise),
      })),
      schemes: y.schemes.map((x) => ({
        SchemeName: x.schemeName,
        FolioNo: x.folioNo,
        SaleValue: m(x.salePaise),
        CostDeducted: m(x.costPaise),
        ExitLoad: m(x.exitLoadPaise),
        ShortTerm: m(x.shortTermPaise),
        LongTerm: m(x.longTermPaise),
        Gain: m(x.gainPaise),
      })),
    })),
    total: {
      SaleValue: m(s.total.salePaise),
      CostDeducted: m(s.total.costPaise),
      ExitLoad: m(s.total.exitLoadPaise),
      ShortTerm: m(s.total.shortTermPaise),
      LongTerm: m(s.total.longTermPaise),
      Gain: m(s.total.gainPaise),
      EstimatedTax: m(s.total.estimatedTaxPaise),
    },
    notes: s.notes,
  };
}

/** The totals a capital-gains file shows, for the report row (and the tests that read the files). */
export const capitalGainsTotals = (s: CapitalGainsStatement): Record<string, string> => ({
  'Total sale value': m(s.total.salePaise),
  'Total cost deducted': m(s.total.costPaise),
  'Total exit load': m(s.total.exitLoadPaise),
  'Short-term gain': m(s.total.shortTermPaise),
  'Long-term gain': m(s.total.longTermPaise),
  'Total gain': m(s.total.gainPaise),
  'Estimated tax': m(s.total.estimatedTaxPaise),
});

/** The statement of capital gain/loss as a document: summary, then per financial year its kinds, schemes and lines. */
export function capitalGainsDoc(s: CapitalGainsStatement, base: Pick<ReportDoc, 'investor' | 'generatedOn'>): ReportDoc {
  const tables: Table[] = [];
  for (const y of s.years) {
    tables.push({
      heading: `Financial year ${y.fy}: by kind of gain (yearly exemption of long-term equity gains used: ₹${groupDecimalString(m(y.exemptionUsedPaise))} of ₹${groupDecimalString(m(y.exemptionLimitPaise))})`,
      sheet: `FY ${y.fy} summary`,
      columns: [
        { header: 'Kind of gain', wide: true },
        { header: 'Section' },
        { header: 'Gains' },
        { header: 'Losses' },
        { header: 'Net' },
        { header: 'Taxable' },
        { header: 'Estimated tax' },
      ],
      rows: y.buckets.map((b) => [
        GAIN_BUCKETS[b.id].label,
        GAIN_BUCKETS[b.id].section,
        { money: b.gainPaise },
        { money: b.lossPaise },
        { money: b.netPaise },
        { money: b.taxablePaise },
        b.taxPaise === null ? 'At slab rate' : { money: b.taxPaise },
      ]),
      total: ['Total', '', null, null, { money: y.gainPaise }, null, { money: y.estimatedTaxPaise }],
    });
    const so = y.setOff;
    tables.push({
      heading: `Financial year ${y.fy}: losses set off (s.70) and carried forward (s.74)`,
      sheet: `FY ${y.fy} set-off`,
      columns: [{ header: 'Loss', wide: true }, { header: 'Of the year' }, { header: 'Set off' }, { header: 'Usable up to' }],
      rows: [
        ['Short-term loss of the year', { money: so.shortTermLossPaise }, { money: so.shortTermLossSetOffPaise }, null],
        ['Long-term loss of the year', { money: so.longTermLossPaise }, { money: so.longTermLossSetOffPaise }, null],
        ...so.broughtForward.map((c) => [`${term(c.term)} loss brought forward from ${c.fromFy}`, { money: c.paise }, null, c.lastFy] as Table['rows'][number]),
        ['Brought forward losses used this year', null, { money: so.broughtForwardUsedPaise }, null],
        ...so.carriedForward.map((c) => [`${term(c.term)} loss of ${c.fromFy} carried forward`, { money: c.paise }, null, c.lastFy] as Table['rows'][number]),
      ],
    });
    tables.push({
      heading: `Financial year ${y.fy}: by scheme`,
      sheet: `FY ${y.fy} schemes`,
      columns: [
        { header: 'Scheme', wide: true },
        { header: 'Folio' },
        { header: 'Sale value' },
        { header: 'Cost deducted' },
        { header: 'Exit load' },
        { header: 'Short-term' },
        { header: 'Long-term' },
        { header: 'Gain' },
      ],
      rows: y.schemes.map((x) => [
        x.schemeName,
        x.folioNo,
        { money: x.salePaise },
        { money: x.costPaise },
        { money: x.exitLoadPaise },
        { money: x.shortTermPaise },
        { money: x.longTermPaise },
        { money: x.gainPaise },
      ]),
      total: [
        'Total',
        '',
        { money: y.salePaise },
        { money: y.deductedCostPaise },
        { money: y.exitLoadPaise },
        { money: y.shortTermPaise },
        { money: y.longTermPaise },
        { money: y.gainPaise },
      ],
    });
    const lines = s.lines.filter((l) => l.fy === y.fy);
    tables.push({
      heading: `Financial year ${y.fy}: each sale, matched first in, first out`,
      sheet: `FY ${y.fy} lines`,
      columns: [
        { header: 'Scheme', wide: true },
        { header: 'Folio' },
        { header: 'Type' },
        { header: 'Sale date' },
        { header: 'Purchase date' },
        { header: 'Units' },
        { header: 'Sale value' },
        { header: 'Exit load' },
        { header: 'STT' },
        { header: 'Cost' },
        { header: 'FMV 31-Jan-2018' },
        { header: 'Indexed cost' },
        { header: 'Gain' },
        { header: 'Term' },
        { header: 'Rule applied', wide: true },
      ],
      rows: lines.map((l) => [
        l.schemeName,
        l.folioNo,
        l.saleLabel,
        { date: l.saleDate },
        l.purchaseDate ? { date: l.purchaseDate } : null,
        { units: l.units4 },
        { money: l.salePaise },
        { money: l.exitLoadPaise },
        { money: l.sttPaise },
        { money: l.costPaise },
        l.fmvPaise === null ? null : { money: l.fmvPaise },
        l.indexedCostPaise === null ? null : { money: l.indexedCostPaise },
        { money: l.gainPaise },
        l.term === 'short' ? 'Short term' : 'Long term',
        l.rule,
      ]),
    });
  }
  return {
    title: 'Statement of Capital Gain/Loss',
    fileBase: `capital-gains-${s.fromDate}-to-${s.toDate}`,
    investor: base.investor,
    period: `${ymdToDmy(s.fromDate)} to ${ymdToDmy(s.toDate)}`,
    generatedOn: base.generatedOn,
    summary: [
      ['Total sale value', { money: s.total.salePaise }],
      ['Total cost deducted', { money: s.total.costPaise }],
      ['Total exit load', { money: s.total.exitLoadPaise }],
      ['Short-term gain', { money: s.total.shortTermPaise }],
      ['Long-term gain', { money: s.total.longTermPaise }],
      ['Total gain', { money: s.total.gainPaise }],
      ['Estimated tax', { money: s.total.estimatedTaxPaise }],
    ],
    tables: tables.length
      ? tables
      : [
          {
            heading: 'Sales in this period',
            sheet: 'Lines',
            columns: [{ header: 'Scheme' }],
            rows: [],
            empty: 'No redemptions, switches or withdrawals in this period',
          },
        ],
    notes: s.notes,
  };
}
