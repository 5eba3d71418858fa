import { formatDecimal } from '@shared/money/decimal.ts';
import { rupeesInWords } from '@shared/money/in-words.ts';
import { groupDecimalString } from '@shared/rules/format/indian-number.ts';
import { ymdToDmy } from '@shared/time/ist.ts';
import { simplePdf, type PdfBox, type PdfText } from '../../lib/simple-pdf.ts';

export interface NachFormFacts {
  /** YYYY-MM-DD */
  date: string;
  mandateId: string;
  clientCode: string;
  accountNumber: string;
  /** SB, CB (current), NE (NRE), NO (NRO) */
  accountType: string;
  bankName: string;
  ifsc: string;
  micr: string | null;
  amountPaise: bigint;
  startDate: string;
  endDate: string;
  holders: string[];
  mobile: string;
  email: string | null;
}

const TICKS: Array<[string, string]> = [
  ['SB', 'SB'],
  ['CB', 'CA'],
  ['CC', 'CC'],
  ['NE', 'SB-NRE'],
  ['NO', 'SB-NRO'],
];

/**
 * The prefilled NACH debit mandate (NPCI's standard layout, as the exchange's form has it): the
 * investor prints it, signs it as the bank has their signature, and uploads the signed copy.
 * The utility code and UMRN are the sponsor bank's to fill.
 */
export function nachFormPdf(f: NachFormFacts): Uint8Array {
  const texts: PdfText[] = [];
  const boxes: PdfBox[] = [{ x: 30, y: 380, w: 535, h: 430 }];
  const t = (x: number, y: number, text: string, size = 9, bold = false) => texts.push({ x, y, text, size, bold });
  t(40, 790, 'NACH / ECS / DIRECT DEBIT MANDATE FORM', 13, true);
  t(420, 790, `Date: ${ymdToDmy(f.date)}`, 10);
  t(40, 770, 'UMRN: ____________________ (for office use)      Tick: [X] CREATE   [ ] MODIFY   [ ] CANCEL');
  t(40, 752, 'Sponsor bank code: ______________      Utility code: ______________ (filled by the sponsor bank)');
  t(40, 730, 'I/We hereby authorize  BSE Limited  to debit (tick):');
  t(40, 714, TICKS.map(([code, label]) => `[${code === f.accountType ? 'X' : ' '}] ${label}`).join('   '));
  t(40, 694, 'Bank a/c number:', 9, true);
  t(140, 694, f.accountNumber.split('').join(' '), 11, true);
  t(40, 676, `with Bank: ${f.bankName}`);
  t(300, 676, `IFSC: ${f.ifsc}`);
  t(430, 676, `MICR: ${f.micr ?? '_________'}`);
  t(40, 656, 'an amount of', 9, true);
  t(110, 656, rupeesInWords(f.amountPaise));
  t(40, 640, `Rs. ${groupDecimalString(formatDecimal(f.amountPaise, 2))}`, 11, true);
  t(40, 620, 'Frequency: [X] As & when presented        Debit type: [ ] Fixed amount  [X] Maximum amount');
  t(40, 600, `Reference 1: ${f.clientCode} (client code)`);
  t(300, 600, `Reference 2: ${f.mandateId} (mandate ID)`);
  t(40, 582, `Phone no.: ${f.mobile}`);
  t(300, 582, `Email ID: ${f.email ?? ''}`);
  t(
    40,
    560,
    'I agree for the debit of mandate processing charges by the bank whom I am authorizing to debit my account as per latest schedule of charges of the bank.',
    7,
  );
  t(40, 540, 'PERIOD', 9, true);
  t(40, 526, `From: ${ymdToDmy(f.startDate)}`);
  t(40, 512, f.endDate >= '2099-01-01' ? 'To: __________   Or: [X] Until cancelled' : `To: ${ymdToDmy(f.endDate)}`);
  f.holders.slice(0, 3).forEach((name, i) => {
    const x = 180 + i * 128;
    boxes.push({ x, y: 478, w: 118, h: 48 });
    t(x + 4, 466, `${i + 1}. ${name}`, 8);
    t(x + 4, 454, i === 0 ? 'Signature of primary holder' : 'Signature of joint holder', 7);
  });
  t(40, 420, 'This is to confirm that the declaration has been carefully read, understood & made by me/us. I am authorizing the user entity/corporate', 7);
  t(40, 410, 'to debit my account, based on the instructions as agreed and signed by me. I have understood that I am authorized to cancel/amend this', 7);
  t(
    40,
    400,
    'mandate by appropriately communicating the cancellation/amendment request to the user entity/corporate or the bank where I have authorized the debit.',
    7,
  );
  t(40, 350, 'How to complete: print this page, sign in the box(es) exactly as your bank has your signature, then photograph or scan it', 9, true);
  t(40, 336, 'and upload it on Nivesh (Profile > Bank Mandates). Your bank verifies a physical NACH mandate in about 21 working days.', 9);
  return simplePdf({ title: `NACH mandate ${f.mandateId}`, texts, boxes });
}
