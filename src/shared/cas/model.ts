/**
 * A Consolidated Account Statement (CAS) as CAMS and KFintech send it, read into a typed model on
 * the investor's device. The PDF and its password never leave the device: only this model, for
 * the folios the investor confirms, is sent. Figures stay decimal strings exactly as printed
 * (amounts to 2 decimals, units to 3 or 4, NAVs to 4): they are turned into paise and units4 by
 * shared/money only where they are summed, so nothing is ever a float.
 */
import * as v from 'valibot';

/** What a statement line does to the folio (its description decides; see transaction-kind.ts). */
export const CAS_KINDS = [
  'PURCHASE',
  'SIP',
  'REDEMPTION',
  'SWITCH_IN',
  'SWITCH_OUT',
  'MERGER_IN',
  'MERGER_OUT',
  'DIVIDEND_PAYOUT',
  'DIVIDEND_REINVEST',
  'SEGREGATION',
] as const;
export type CasKind = (typeof CAS_KINDS)[number];

const Ymd = v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}$/, 'Please check the statement dates'));
/** a signed decimal as printed, commas removed ("-1234.50") */
const Dec = v.pipe(v.string(), v.maxLength(24), v.regex(/^-?\d+(\.\d+)?$/, 'Please check the statement figures'));
const Text = (max: number) => v.pipe(v.string(), v.trim(), v.maxLength(max));

export const CasTxn = v.object({
  date: Ymd,
  kind: v.picklist(CAS_KINDS),
  description: Text(200),
  /** rupees; negative for money paid out (redemptions, switch-outs); null when the line prints none */
  amount: v.nullable(Dec),
  /** units added (positive) or taken out (negative); null for a dividend payout */
  units: v.nullable(Dec),
  nav: v.nullable(Dec),
  /** the unit balance printed on the line */
  balance: v.nullable(Dec),
  /** stamp duty and STT printed on their own lines, attached to this transaction */
  stampDuty: Dec,
  stt: Dec,
});
export type CasTxn = v.InferOutput<typeof CasTxn>;

export const CasFolio = v.object({
  amc: Text(120),
  folioNo: v.pipe(Text(40), v.nonEmpty('Please check the folio number')),
  pan: Text(10),
  schemeName: v.pipe(Text(200), v.nonEmpty('Please check the scheme name')),
  isin: v.nullable(v.pipe(v.string(), v.regex(/^IN[A-Z0-9]{10}$/, 'Please check the ISIN'))),
  amfiCode: v.nullable(v.pipe(v.string(), v.regex(/^\d{3,8}$/, 'Please check the AMFI code'))),
  advisor: v.nullable(Text(60)),
  registrar: Text(20),
  nominees: v.array(Text(120)),
  openingUnits: Dec,
  closingUnits: Dec,
  navDate: Ymd,
  nav: Dec,
  /** market value on the statement date (Valuation / Market Value), rupees */
  value: Dec,
  /** the statement's own total cost, when printed */
  cost: v.nullable(Dec),
  transactions: v.array(CasTxn),
});
export type CasFolio = v.InferOutput<typeof CasFolio>;

export const CasStatement = v.object({
  registrar: v.picklist(['CAMS', 'KFINTECH']),
  kind: v.picklist(['DETAILED', 'SUMMARY']),
  from: Ymd,
  /** the statement date: holdings are as on this day */
  to: Ymd,
  investorName: Text(120),
  email: v.nullable(Text(120)),
  folios: v.array(CasFolio),
});
export type CasStatement = v.InferOutput<typeof CasStatement>;

export const CAS_MESSAGES = {
  password: 'The password is not right. It is the one you set when you asked CAMS or KFintech for the statement.',
  passwordRequired: 'Please enter the statement password',
  notCas: 'This is not a CAMS or KFintech Consolidated Account Statement. Please choose the statement PDF they emailed you.',
  scanned: 'This PDF has no text we can read (it may be a scanned copy). Please choose the statement PDF CAMS or KFintech emailed you.',
  notPdf: 'This file is not a PDF. Please choose the statement PDF CAMS or KFintech emailed you.',
  otherPan: 'This statement is for another PAN than yours. Please import your own statement.',
  older: 'This statement is older than the one you imported last. Please import a newer statement.',
  unbalanced: "This folio's transactions do not add up to its closing balance, so it cannot be imported.",
  nothingChosen: 'Please choose at least one folio to import',
} as const;
