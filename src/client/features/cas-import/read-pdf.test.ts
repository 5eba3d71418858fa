// @vitest-environment node
/**
 * The CAS reader against statements the test generator writes: it must give back exactly the
 * transactions and balances the statement was written from, for both registrars' layouts, and a
 * clear message for a wrong password, a scanned copy and a PDF that is not a CAS.
 */
import { describe, expect, it } from 'vitest';
import * as pdfjs from 'pdfjs-dist/legacy/build/pdf.mjs';
import { folioBalance } from '@shared/cas/balance.ts';
import { CAS_MESSAGES } from '@shared/cas/model.ts';
import { generateCasPdf } from '../../../../tests/support/cas/generate-cas-pdf.ts';
import { sampleStatement, summaryStatement } from '../../../../tests/support/cas/statement-fixture.ts';
import { readCasPdf, type PdfJs } from './read-pdf.ts';

const lib = pdfjs as unknown as PdfJs;

describe('reading a CAS PDF', () => {
  // one text run per cell or line, as the registrars' report engines write; one per word, as a
  // statement re-saved through another PDF tool may come out
  for (const [registrar, runs] of [
    ['CAMS', 'cell'],
    ['KFINTECH', 'cell'],
    ['CAMS', 'word'],
    ['KFINTECH', 'word'],
  ] as const) {
    it(`returns exactly the ${registrar} statement's transactions and balances (a text run per ${runs})`, async () => {
      const fx = sampleStatement(registrar);
      const pdf = await generateCasPdf(fx, 'ABCPV1234D', { runs });
      const read = await readCasPdf(lib, pdf, 'ABCPV1234D');
      expect(read).toEqual(fx.statement);
      for (const f of read.folios) expect(folioBalance(f).ok, f.schemeName).toBe(true);
      // the fixture really exercises what it claims: pages, reversal dropped, stamp duty attached
      const doc = await pdfjs.getDocument({ data: pdf.slice(), password: 'ABCPV1234D' }).promise;
      expect(doc.numPages).toBeGreaterThan(1);
      // and is written as it says: a fund house's name is one run, or a run per word
      const firstPage = (await (await doc.getPage(1)).getTextContent()).items.map((i) => ('str' in i ? i.str : ''));
      expect(firstPage.includes(fx.statement.folios[0]!.amc)).toBe(runs === 'cell');
      await doc.destroy();
      expect(read.folios[0]!.transactions.filter((t) => t.kind === 'SIP')).toHaveLength(48);
      // stamp duty from 1-Jul-2020 only
      expect(read.folios[0]!.transactions.filter((t) => t.kind === 'SIP').map((t) => t.stampDuty !== '0.00')).toEqual(
        read.folios[0]!.transactions.filter((t) => t.kind === 'SIP').map((t) => t.date >= '2020-07-01'),
      );
      expect(read.folios[0]!.transactions.filter((t) => t.stampDuty !== '0.00').length).toBeGreaterThan(40);
      expect(read.folios[0]!.transactions.find((t) => t.kind === 'REDEMPTION')!.stt).not.toBe('0.00');
      expect(new Set(read.folios.flatMap((f) => f.transactions.map((t) => t.kind)))).toEqual(
        new Set(['SIP', 'REDEMPTION', 'PURCHASE', 'DIVIDEND_REINVEST', 'SWITCH_OUT', 'SWITCH_IN', 'DIVIDEND_PAYOUT', 'MERGER_OUT', 'SEGREGATION']),
      );
    });
  }

  for (const [registrar, runs] of [
    ['CAMS', 'cell'],
    ['KFINTECH', 'cell'],
    ['CAMS', 'word'],
    ['KFINTECH', 'word'],
  ] as const) {
    it(`reads the ${registrar} summary statement as holdings without transactions (a text run per ${runs})`, async () => {
      const fx = summaryStatement(registrar);
      const read = await readCasPdf(lib, await generateCasPdf(fx, 'ABCPV1234D', { runs }), 'ABCPV1234D');
      expect(read).toEqual(fx.statement);
      expect(read.kind).toBe('SUMMARY');
      expect(read.folios.map((f) => [f.transactions.length, f.openingUnits === f.closingUnits, folioBalance(f).ok])).toEqual(
        read.folios.map(() => [0, true, true]),
      );
      // a scheme name that wraps in its column is read whole
      expect(read.folios.map((f) => f.schemeName)).toContain('Gamma Credit Risk Fund - Segregated Portfolio 1 - Direct Plan - Growth');
    });
  }

  it('says the password is wrong, and asks for one when none is typed', async () => {
    const pdf = await generateCasPdf(sampleStatement('CAMS'), 'right-one');
    await expect(readCasPdf(lib, pdf, 'wrong')).rejects.toThrow(CAS_MESSAGES.password);
    await expect(readCasPdf(lib, pdf, '')).rejects.toThrow(CAS_MESSAGES.passwordRequired);
  });

  it('refuses a file that is not a PDF, a PDF with no text and a PDF that is not a CAS', async () => {
    await expect(readCasPdf(lib, new TextEncoder().encode('hello'), 'x')).rejects.toThrow(CAS_MESSAGES.notPdf);
    const { PDFDocument, StandardFonts } = await import('pdf-lib');
    const scanned = await PDFDocument.create();
    scanned.addPage([595, 842]).drawRectangle({ x: 50, y: 50, width: 400, height: 600 });
    await expect(readCasPdf(lib, await scanned.save(), '')).rejects.toThrow(CAS_MESSAGES.scanned);
    const other = await PDFDocument.create();
    const font = await other.embedFont(StandardFonts.Helvetica);
    other.addPage([595, 842]).drawText('Bank statement for April 2024', { x: 50, y: 700, size: 12, font });
    await expect(readCasPdf(lib, await other.save(), '')).rejects.toThrow(CAS_MESSAGES.notCas);
  });
});
