import { describe, expect, it } from 'vitest';
import { historyRow } from './test-fixtures.ts';
import { hideStageRemark, initialHistoryTab, reinitiateType, statusOf, tabFilter } from './history-tabs.ts';

const row = historyRow;

describe('transaction history tabs', () => {
  const buy = row({ ID: 1 });
  const pendingBuy = row({ ID: 2, transactionstatus: 'In progress', status_word: 'Pending', InvestmentConfirmation: 'pending' });

  it('asks the server for every order under All and for the completed ones of a direction under Buy, Sell and Transfer', () => {
    // the rule itself is the server's (tests/api/history-pages.test.ts pages through each tab)
    expect(tabFilter('All')).toEqual({});
    expect(tabFilter('Buy')).toEqual({ tab: 'Buy' });
    expect(tabFilter('Sell')).toEqual({ tab: 'Sell' });
    expect(tabFilter('Transfer')).toEqual({ tab: 'Transfer' });
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
    const rejected = row({
      is_rejected: true,
      BSESTATUS: 'Failed',
      transactionstatus: 'Rejected',
      status_word: 'Rejected',
      rejected_remarks: 'Payment failed',
    });
    expect(statusOf(rejected, 'All')).toEqual({ label: 'Rejected', tone: 'failed', reason: 'Payment failed' });
    expect(statusOf(rejected, 'Processing')).toEqual({ label: 'Rejected', tone: 'failed', reason: 'Payment failed' });
    // an order the job could not process reads Failed, with its plain reason
    const failed = row({
      is_rejected: true,
      BSESTATUS: 'Failed',
      transactionstatus: 'Failed',
      status_word: 'Failed',
      rejected_remarks: 'This order could not be processed.',
    });
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
