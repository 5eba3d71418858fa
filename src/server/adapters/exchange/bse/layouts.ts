/**
 * The pipe-separated `param` layouts of BSE StAR MF's additional services (MFAPI, one flag per
 * service), named field by field so that the client writes and the stand-in reads the same
 * positions. The order follows the exchange's published file structures (client master, FATCA,
 * mandate, STP and SWP registration); fields Nivesh has no value for are sent empty, as the
 * exchange allows for optional ones. Dates are DD/MM/YYYY.
 */

/** MFAPI flags (BSE StAR MF web-service structure, additional services). */
export const FLAG = {
  fatca: '01',
  ucc: '02',
  changePassword: '04',
  mandate: '06',
  stp: '07',
  swp: '08',
  stpCancel: '09',
  swpCancel: '10',
  paymentStatus: '11',
} as const;

/** Client master: holder 1 and up to two joint holders, one bank, up to three nominees, contact. */
export const UCC_LAYOUT = [
  'ClientCode',
  'ClientHolding', // SI single, JO joint, AS anyone or survivor
  'ClientTaxStatus', // 01 individual
  'ClientOccupationCode',
  'ClientAppName1First',
  'ClientAppName1Middle',
  'ClientAppName1Last',
  'ClientAppName2',
  'ClientAppName3',
  'ClientDOB',
  'ClientGender',
  'ClientGuardian',
  'ClientPAN',
  'ClientType', // P physical (statement of account), D demat
  'AccType1',
  'AccNo1',
  'MICRNo1',
  'NEFTCode1',
  'DefaultBankFlag1',
  'ChequeName',
  'Add1',
  'Add2',
  'Add3',
  'City',
  'State',
  'Pincode',
  'Country',
  'Email',
  'CommMode', // E email, M mobile, P physical
  'DivPayMode', // 02 payout to the bank
  'PAN2',
  'PAN3',
  'DOB2',
  'DOB3',
  'Mobile',
  'Nominee1Name',
  'Nominee1Relationship',
  'Nominee1Applicable',
  'Nominee1MinorFlag',
  'Nominee1Guardian',
  'Nominee2Name',
  'Nominee2Relationship',
  'Nominee2Applicable',
  'Nominee2MinorFlag',
  'Nominee2Guardian',
  'Nominee3Name',
  'Nominee3Relationship',
  'Nominee3Applicable',
  'Nominee3MinorFlag',
  'Nominee3Guardian',
  'NominationOpt', // Y nominated, N opted out
  'Filler1',
  'Filler2',
] as const;

/** FATCA declaration, keyed by the reporting person's PAN (individuals: no UBO part). */
export const FATCA_LAYOUT = [
  'PAN_RP',
  'PEKRN',
  'INV_NAME',
  'DOB',
  'FR_NAME',
  'SP_NAME',
  'TAX_STATUS',
  'DATA_SRC', // E electronic
  'ADDR_TYPE', // 1 residential or business
  'PO_BIR_INC',
  'CO_BIR_INC',
  'TAX_RES1',
  'TPIN1',
  'ID1_TYPE',
  'SRCE_WEALT',
  'INC_SLAB',
  'NET_WORTH',
  'NW_DATE',
  'PEP_FLAG',
  'OCC_CODE',
  'OCC_TYPE',
  'UBO_APPL',
  'SDF_FLAG',
  'NEW_CHANGE', // N new, C change
  'LOG_NAME',
  'FILLER1',
  'FILLER2',
] as const;

export const MANDATE_LAYOUT = ['ClientCode', 'Amount', 'MandateType', 'AccountNo', 'AccountType', 'IFSCCode', 'MICRCode', 'StartDate', 'EndDate'] as const;

export const STP_LAYOUT = [
  'ClientCode',
  'FromBSESchemeCode',
  'ToBSESchemeCode',
  'BuySellType',
  'TransactionMode',
  'FolioNo',
  'InternalRefNo',
  'StartDate',
  'FrequencyType',
  'NoOfTransfers',
  'InstallmentAmount',
  'FirstOrderToday',
  'SubBrCode',
  'EUINDeclaration',
  'EUIN',
  'Remarks',
  'SubBrokerARN',
] as const;

export const SWP_LAYOUT = [
  'ClientCode',
  'FolioNo',
  'SchemeCode',
  'TransactionMode',
  'InternalRefNo',
  'StartDate',
  'NoOfWithdrawls',
  'FrequencyType',
  'InstallmentAmount',
  'InstallmentUnits',
  'FirstOrderToday',
  'SubBrCode',
  'EUINDeclaration',
  'EUIN',
  'Remarks',
  'SubBrokerARN',
] as const;

export const SYSTEMATIC_CANCEL_LAYOUT = ['ClientCode', 'RegNo', 'Remarks'] as const;
export const PAYMENT_STATUS_LAYOUT = ['ClientCode', 'OrderNo', 'Segment'] as const;

export type Layout = readonly string[];
export type Fields<L extends Layout> = { [K in L[number]]: string };

/** Writes a layout's fields in order; a pipe inside a value would shift every later field, so it is refused. */
export function toPipe<L extends Layout>(layout: L, values: Partial<Fields<L>>): string {
  return layout
    .map((k) => {
      const v = (values as Record<string, string | undefined>)[k] ?? '';
      if (v.includes('|')) throw new Error(`BSE field ${k} cannot carry "|"`);
      return v;
    })
    .join('|');
}

/** Reads a layout back; a line with another number of fields is refused rather than guessed. */
export function fromPipe<L extends Layout>(layout: L, line: string): Fields<L> {
  const parts = line.split('|');
  if (parts.length !== layout.length) throw new Error(`expected ${layout.length} fields, got ${parts.length}`);
  return Object.fromEntries(layout.map((k, i) => [k, (parts[i] ?? '').trim()])) as Fields<L>;
}

/** An MFAPI answer: `100|<message>[|<reference>...]` for done, `101|<reason>` for refused. */
export function parseMfapiAnswer(line: string): { ok: true; message: string; rest: string[] } | { ok: false; message: string } {
  const [code, message = '', ...rest] = line.trim().split('|');
  if (code === '100') return { ok: true, message: message.trim(), rest: rest.map((r) => r.trim()) };
  // the exchange's refusal words without their "FAILED:" lead
  return { ok: false, message: message.replace(/^\s*FAILED\s*:\s*/i, '').trim() || line.trim() || 'empty answer' };
}

/** YYYY-MM-DD to the exchange's DD/MM/YYYY. */
export function dmy(ymd: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(ymd);
  if (!m) throw new Error(`not a date: ${ymd}`);
  return `${m[3]}/${m[2]}/${m[1]}`;
}

/** The exchange's DD/MM/YYYY (or DD-MM-YYYY, with or without a time after it) to YYYY-MM-DD. */
export function ymdOf(text: string): string {
  const m = /^(\d{2})[/-](\d{2})[/-](\d{4})/.exec(text.trim());
  if (!m) throw new Error(`not a BSE date: ${text}`);
  return `${m[3]}-${m[2]}-${m[1]}`;
}
