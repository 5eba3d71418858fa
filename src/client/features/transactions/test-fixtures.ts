import type { HistoryItem } from '@shared/contract/history.ts';
import type { Folio, Frequency, Mandate, TransactScheme } from './types.ts';

/** Answer-shaped fixtures for the unit tests (the contract's shapes, demo-like values). */
export const scheme: TransactScheme = {
  SchemeID: 11,
  SchemeName: 'Kotak Bluechip Fund - Direct Plan - Growth',
  AmcID: 5,
  AmcName: 'Kotak Mahindra Mutual Fund',
  AssetClassID: 1,
  AssetClassName: 'Equity',
  Sub_AssetclassName: 'Large Cap Fund',
  Productcode_RTA: 'KOT001DG',
  Schemeoption: 'Growth',
  MinimumPurchaseAmount: '1000.00',
  AdditionalPurchaseAmount: '500.00',
  MaximumPurchaseAmount: null,
  NAV: '29.7881',
  NavDate: '2026-03-09',
  allowed: { SIP: 'Y', SWP: 'Y', STP: 'Y', SWT: 'Y', ADD: 'Y', RED: 'Y', NEW: 'Y' },
  fund_type: 'other',
};

const days = Array.from({ length: 28 }, (_, i) => i + 1).join(',');
export const monthly: Frequency = {
  SIPFREQUENCY: 'MONTHLY',
  value: 3,
  SIPMINIMUMINSTALLMENTAMOUNT: '1000.00',
  SIPMAXIMUMINSTALLMENTAMOUNT: '999999999.00',
  SIPMINIMUMINSTALLMENTNUMBERS: 12,
  SIPMAXIMUMINSTALLMENTNUMBERS: 999,
  SIPDATES: days,
};
export const quarterly: Frequency = {
  ...monthly,
  SIPFREQUENCY: 'QUARTERLY',
  value: 4,
  SIPMINIMUMINSTALLMENTAMOUNT: '3000.00',
  SIPMINIMUMINSTALLMENTNUMBERS: 4,
  SIPMAXIMUMINSTALLMENTNUMBERS: 400,
};
export const daily: Frequency = { ...monthly, SIPFREQUENCY: 'DAILY', value: 1 };

export const xsipMandate: Mandate = { Mandate_Id: 'DEMO0000X1', Mandate_Type: 'X', Details: 'HDFC Bank XXXX6789', AMOUNT: '100000.00' };
export const isipMandate: Mandate = { Mandate_Id: 'ISIP0001', Mandate_Type: 'I', Details: 'ICICI Bank XXXX1111', AMOUNT: '2000.00' };

export const folio: Folio = {
  folio: '0050000001',
  units: '2716.4720',
  current_value: '80918.53',
  nav: '29.7881',
  nav_date: '2026-03-09',
  redeemable_units: '2716.4720',
  locked: [],
};
export const lockedFolio: Folio = {
  folio: '0050000009',
  units: '100.0000',
  current_value: '2978.81',
  nav: '29.7881',
  nav_date: '2026-03-09',
  redeemable_units: '40.0000',
  locked: [{ units: '60.0000', unlock_date: '15/03/2027' }],
};
export const allLockedFolio: Folio = {
  folio: '0050000010',
  units: '60.0000',
  current_value: '1787.29',
  nav: '29.7881',
  nav_date: '2026-03-09',
  redeemable_units: '0.0000',
  locked: [
    { units: '25.0000', unlock_date: '15/03/2027' },
    { units: '35.0000', unlock_date: '10/06/2027' },
  ],
};

/** A transaction history row (a completed new purchase unless patched). */
export function historyRow(patch: Partial<HistoryItem> = {}): HistoryItem {
  return {
    ID: 1,
    SchemeID: 1,
    SchemeName: 'Kotak Bluechip Fund',
    img: null,
    TranDt: '10/03/2026',
    EntDt: '10/03/2026',
    Trantype: 'New Purchase',
    TCM_MAppDesc: 'BUY',
    TCM_Desc: 'New Purchase',
    transactionstatus: 'Completed',
    status_word: 'Transaction Successful',
    Costvalue: '5000.00',
    NAV: null,
    Units: null,
    Quantity: null,
    IsUnits: 'N',
    InvestmentConfirmation: 'confirmed',
    Growthoption: 'Y',
    DividendPayout: 'N',
    DividendReinvestment: 'N',
    TailWindRec: 'N',
    Profit: null,
    CAGR: null,
    Accno: '0050000001',
    Bse_Order_id: '123',
    Bse_Statusmsg: 'Units allotted',
    BSESTATUS: 'Success',
    is_rejected: false,
    rejected_remarks: null,
    AssetClassName: 'Equity',
    Sub_AssetclassName: 'Large Cap Fund',
    Purchaseamount: '5000.00',
    Exitload: null,
    StampDuty: null,
    Payout: null,
    PaymentStatus: null,
    can_reinitiate: false,
    transaction_stages: [],
    ...patch,
  };
}
