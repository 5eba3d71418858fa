import { describe, expect, it } from 'vitest';
import { pdfText, readXlsx } from '../../../../tests/support/read-statements.ts';
import { maskPan, type ReportDoc } from './model.ts';
import { buildPdf } from './pdf.ts';
import { buildXlsx, DATE_FORMAT, INDIAN_MONEY_FORMAT } from './xlsx.ts';

const doc = (rows: number): ReportDoc => ({
  title: 'Test Statement',
  fileBase: 'test',
  investor: { name: 'Asha Kulkarni', panMasked: maskPan('ABCPK1234F'), niveshId: 'NIV0000001', email: null },
  period: '01/04/2025 to 31/03/2026',
  generatedOn: '25/11/2026',
  summary: [
    ['Total gain', { money: 123_456_789n }],
    ['Loss', { money: -10_000_000n }],
  ],
  tables: [
    {
      heading: 'Lines',
      sheet: 'Lines',
      columns: [{ header: 'Scheme', wide: true }, { header: 'Date' }, { header: 'Units' }, { header: 'Amount' }],
      rows: Array.from({ length: rows }, (_, i) => [`Scheme ${i + 1}`, { date: '2025-06-02' }, { units: 1_234_5678n }, { money: 12_345_678_90n }]),
      total: ['Total', null, null, { money: 12_345_678_90n * BigInt(rows) }],
    },
    { heading: 'Nothing here', sheet: 'Empty', columns: [{ header: 'Scheme' }], rows: [], empty: 'No Data Found' },
  ],
  notes: ['A note.'],
});

describe('statement builders', () => {
  it('mask the PAN to its last four characters', () => {
    expect(maskPan('ABCPK1234F')).toBe('XXXXXX234F');
    expect(maskPan(null)).toBe('-');
  });

  it('PDF: Indian grouping, DD/MM/YYYY, the investor and period, a header row on every page, and page numbers', async () => {
    const { pages, text } = await pdfText(await buildPdf(doc(120)));
    expect(pages).toBeGreaterThan(1);
    expect(text).toContain('Asha Kulkarni · PAN XXXXXX234F · Nivesh ID NIV0000001');
    expect(text).toContain('Total gain 12,34,567.89');
    expect(text).toContain('Loss -1,00,000.00');
    expect(text).toContain('Scheme 120 02/06/2025 1,234.5678 1,23,45,678.90');
    expect(text).toContain('Total - - 1,48,14,81,468.00');
    expect(text).toContain(`Page ${pages} of ${pages}`);
    // the table's header row repeats on the next page
    expect(text.split('Scheme Date Units Amount').length - 1).toBe(pages);
    expect(text).toContain('Nothing here No Data Found');
  });

  it('Excel: amounts are numbers with the Indian format, a sheet per table, totals in bold', async () => {
    const wb = await readXlsx(await buildXlsx(doc(3)));
    expect(wb.sheets).toEqual(['Summary', 'Lines', 'Empty']);
    expect(wb.valueOf('Summary', 'PAN')).toBe('XXXXXX234F');
    expect(wb.valueOf('Summary', 'Total gain')).toBe(1234567.89);
    expect(wb.valueOf('Summary', 'Loss')).toBe(-100000);
    // the date is an Excel date (a day number shown DD/MM/YYYY), not text: it sorts and filters as a date
    expect(wb.rows('Lines')[2]).toEqual(['Scheme 1', new Date(Date.UTC(2025, 5, 2)), 1234.5678, 12345678.9]);
    expect(wb.formatOf('Lines', 3, 2)).toBe(DATE_FORMAT);
    expect(wb.rows('Lines')[5]).toEqual(['Total', undefined, undefined, 37037036.7]);
    expect(wb.rows('Empty')[2]).toEqual(['No Data Found']);
    expect(INDIAN_MONEY_FORMAT).toContain('##\\,##\\,##0.00');
  });
});
