import { describe, expect, it } from 'vitest';
import type { HistoryItem } from '@shared/contract/history.ts';
import { hideStageRemark, initialHistoryTab, reinitiateType, rowsFor, statusOf } from './history-tabs.ts';

function row(patch: Partial<HistoryItem>): HistoryItem {
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

describe('transaction history tabs', () => {
  const buy = row({ ID: 1 });
  const pendingBuy = row({ ID: 2, transactionstatus: 'In progress', status_word: 'Pending', InvestmentConfirmation: 'pending' });
  const sell = row({ ID: 3, TCM_MAppDesc: 'SELL', TCM_Desc: 'Redemption' });
  const sw = row({ ID: 4, TCM_MAppDesc: 'TRANSFER', TCM_Desc: 'Switch' });
  const all = [buy, pendingBuy, sell, sw];

  it('lists completed items under Buy, Sell and Transfer and everything under All', () => {
    expect(rowsFor('All', all).map((r) => r.ID)).toEqual([1, 2, 3, 4]);
    expect(rowsFor('Buy', all).map((r) => r.ID)).toEqual([1]);
    expect(rowsFor('Sell', all).map((r) => r.ID)).toEqual([3]);
    expect(rowsFor('Transfer', all).map((r) => r.ID)).toEqual([4]);
  });

  it('opens on Processing after a payment or when asked, else All', () => {
    expect(initialHistoryTab({ payment: 'success' })).toBe('Processing');
    expect(initialHistoryTab({ payment: 'failed' })).toBe('Processing');
    expect(initialHistoryTab({ historyType: 'Processing' })).toBe('Processing');
    expect(initialHistoryTab({})).toBe('All');
  });

  it('shows one status word per order in every tab: Pending, Failed, Rejected (with the reason) or Transaction Successful', () => {
    expect(statusOf(pendingBuy, 'Processing').label).toBe('Pending');
    expect(statusOf(pendingBuy, 'All').label).toBe('Pending');
    const rejected = row({ is_rejected: true, BSESTATUS: 'Failed', transactionstatus: 'Rejected', status_word: 'Rejected', rejected_remarks: 'Payment failed' });
    expect(statusOf(rejected, 'All')).toEqual({ label: 'Rejected', tone: 'failed', reason: 'Payment failed' });
    expect(statusOf(rejected, 'Processing')).toEqual({ label: 'Rejected', tone: 'failed', reason: 'Payment failed' });
    // an order the job could not process reads Failed, with its plain reason
    const failed = row({ is_rejected: true, BSESTATUS: 'Failed', transactionstatus: 'Failed', status_word: 'Failed', rejected_remarks: 'This order could not be processed.' });
    expect(statusOf(failed, 'All')).toEqual({ label: 'Failed', tone: 'failed', reason: 'This order could not be processed.' });
    expect(statusOf(failed, 'Processing').label).toBe('Failed');
    expect(statusOf(buy, 'Buy').label).toBe('Transaction Successful');
    expect(statusOf(buy, 'All').label).toBe('Transaction Successful');
  });

  it('re-initiates purchases as Normal and the rest as Sys', () => {
    expect(reinitiateType(row({ TCM_Desc: 'Additional Purchase' }))).toBe('Normal');
    expect(reinitiateType(row({ TCM_Desc: 'SIP' }))).toBe('Sys');
  });

  it("hides the Transaction Status remark in Processing for today's orders only", () => {
    expect(hideStageRemark('Transaction Status', 'Processing', buy, '2026-03-10')).toBe(true);
    expect(hideStageRemark('Transaction Status', 'All', buy, '2026-03-10')).toBe(false);
    expect(hideStageRemark('Transaction Status', 'Processing', buy, '2026-03-11')).toBe(false);
    expect(hideStageRemark('Order Placed', 'Processing', buy, '2026-03-10')).toBe(false);
  });
});
