import type { HistoryFilterTab, HistoryItem } from '@shared/contract/history.ts';
import { ymdToDmy } from '@shared/time/ist.ts';

/** Transaction history tabs (spec 3 §2.6, spec 2 §4): completed items under Buy, Sell, Transfer. */
export const HISTORY_TABS = ['All', 'Buy', 'Sell', 'Transfer', 'Processing'] as const;
export type HistoryTab = (typeof HISTORY_TABS)[number];

/**
 * The server's filter for a tab's list (spec 3 §2.6): All is every order; Buy, Sell and Transfer
 * are the completed orders of that direction, filtered by the server so each tab pages through
 * its own rows. Processing is its own call.
 */
export function tabFilter(tab: Exclude<HistoryTab, 'Processing'>): { tab?: HistoryFilterTab } {
  return tab === 'All' ? {} : { tab };
}

/** Opens on Processing after a payment or when the navigation state asks for it, else All. */
export function initialHistoryTab(opts: { payment?: string | undefined; historyType?: string | undefined }): HistoryTab {
  return opts.payment || opts.historyType === 'Processing' ? 'Processing' : 'All';
}

/**
 * The status a row shows (spec 3 §4.2): one word per order, the same in every tab, decided by
 * the server: Pending while it is processed, Failed or Rejected (with the reason), or
 * Transaction Successful. The tab is kept in the signature for the remark rule below.
 */
export function statusOf(row: HistoryItem, _tab: HistoryTab): { label: string; tone: 'ok' | 'pending' | 'failed'; reason: string | null } {
  switch (row.status_word) {
    case 'Pending':
      return { label: 'Pending', tone: 'pending', reason: null };
    case 'Transaction Successful':
      return { label: 'Transaction Successful', tone: 'ok', reason: null };
    default:
      return { label: row.status_word, tone: 'failed', reason: row.rejected_remarks };
  }
}

/** Re-initiating uses type Normal for a new or additional purchase, else Sys (spec 3 §4.1). */
export function reinitiateType(row: HistoryItem): 'Normal' | 'Sys' {
  return row.TCM_Desc === 'New Purchase' || row.TCM_Desc === 'Additional Purchase' ? 'Normal' : 'Sys';
}

/**
 * The 'Transaction Status' stage's remark is hidden in Processing for an order placed today
 * (spec 3 §4.2: the exchange's first status is not final yet).
 */
export function hideStageRemark(label: string, tab: HistoryTab, row: HistoryItem, today: string): boolean {
  return label === 'Transaction Status' && tab === 'Processing' && row.EntDt === ymdToDmy(today);
}
