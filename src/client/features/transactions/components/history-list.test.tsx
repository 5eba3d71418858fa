import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { MESSAGES } from '@shared/contract/common.ts';
import type { HistoryPage } from '@shared/contract/history.ts';
import { createQueryClient } from '../../../query-client.ts';
import { readThrough } from '../../../offline/cache.ts';
import { offlineDb } from '../../../offline/db.ts';
import { readPageThrough } from '../../../offline/paged.ts';
import { installDataKey } from '../../../offline/vault.ts';
import { generateDataKey } from '../../../offline/vault-crypto.ts';
import { setAuth } from '../../../session/store.ts';
import { historyListName } from '../queries.ts';
import { historyRow } from '../test-fixtures.ts';
import { HISTORY_LIST_TEXTS } from './history-list.tsx';
import { TransactionHistoryView } from './transaction-history-view.tsx';

/**
 * The history list offline: the pages the investor loaded before are on the device, one row a
 * page; the list shows the first, then the next as its end comes near (the IntersectionObserver
 * marker) or Load more is pressed, each from the device, with the copy's age; a page never
 * loaded says so and the list keeps what it has.
 */
const OWNER = 'NVDEMA2345';
const SAVED = Date.UTC(2026, 2, 10, 6, 0);

/** Three rows a page, the first page newest; the server's cursors are opaque to the client. */
const pageOf = (n: number, next: string | null): HistoryPage => ({
  transaction_history: [0, 1, 2].map((i) => historyRow({ ID: n * 10 + i, SchemeName: `Scheme ${n}.${i}`, Bse_Order_id: `ORD${n}${i}` })),
  next_cursor: next,
});

/** The IntersectionObservers the list makes, so the test can bring its end marker into view (jsdom has none). */
let observers: Array<{ callback: IntersectionObserverCallback; targets: Element[]; live: boolean }> = [];
class TestIntersectionObserver {
  private readonly entry: (typeof observers)[number];
  constructor(callback: IntersectionObserverCallback) {
    this.entry = { callback, targets: [], live: true };
    observers.push(this.entry);
  }
  observe(el: Element) {
    this.entry.targets.push(el);
  }
  disconnect() {
    this.entry.live = false;
  }
  unobserve() {}
  takeRecords() {
    return [];
  }
}
/** The list's end marker scrolls near the viewport. */
function scrollNearEnd() {
  const live = observers.filter((o) => o.live);
  expect(live).toHaveLength(1);
  const o = live[0]!;
  o.callback(
    o.targets.map((target) => ({ isIntersecting: true, target }) as IntersectionObserverEntry),
    o as unknown as IntersectionObserver,
  );
}

beforeEach(async () => {
  installDataKey(await generateDataKey());
  await offlineDb.views.clear();
  observers = [];
  vi.stubGlobal('IntersectionObserver', TestIntersectionObserver);
  // the pages loaded the last time online: the first three of the list; the fourth never was
  const list = historyListName({});
  await readPageThrough(list, OWNER, { index: 0, cursor: null }, async () => pageOf(1, 'c2'), { now: () => SAVED });
  await readPageThrough(list, OWNER, { index: 1, cursor: 'c2' }, async () => pageOf(2, 'c3'), { now: () => SAVED + 60_000 });
  await readPageThrough(list, OWNER, { index: 2, cursor: 'c3' }, async () => pageOf(3, 'c4'), { now: () => SAVED + 120_000 });
  await readThrough('processing-history', OWNER, async () => [], { now: () => SAVED });
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

function renderHistory() {
  const qc = createQueryClient();
  setAuth(qc, { token: 't', parent_token: null, skipped: null, is_user_onboarded: true, user_details: { ID: OWNER } as never });
  render(
    <QueryClientProvider client={qc}>
      <TransactionHistoryView initialTab="All" />
    </QueryClientProvider>,
  );
}

const rowsShown = () =>
  within(screen.getByRole('list', { name: 'All transactions' }))
    .getAllByRole('button')
    .map((b) => b.textContent?.match(/Scheme \d\.\d/)?.[0]);

describe('the transaction history list, offline', () => {
  it('loads more from the device as its end comes near and on Load more, and says when a page was never saved', async () => {
    const user = userEvent.setup();
    renderHistory();
    expect(await screen.findByText('Scheme 1.0')).toBeInTheDocument();
    expect(screen.getByTestId('device-copy-note')).toHaveTextContent(/You are offline: showing the copy on this device, saved on 10\/03\/2026/);
    expect(rowsShown()).toEqual(['Scheme 1.0', 'Scheme 1.1', 'Scheme 1.2']);
    expect(screen.getByRole('status')).toHaveTextContent(HISTORY_LIST_TEXTS.showing(3));

    // the end of the list comes near: the next page, from the device
    scrollNearEnd();
    expect(await screen.findByText('Scheme 2.2')).toBeInTheDocument();
    expect(rowsShown()).toHaveLength(6);
    expect(await screen.findByText(HISTORY_LIST_TEXTS.showing(6))).toBeInTheDocument();

    // by keyboard: Load more, then the focus on the first row it brought, where reading goes on
    const more = screen.getByRole('button', { name: HISTORY_LIST_TEXTS.loadMore });
    more.focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Scheme 3.0')).toBeInTheDocument();
    expect(rowsShown()).toEqual(['Scheme 1.0', 'Scheme 1.1', 'Scheme 1.2', 'Scheme 2.0', 'Scheme 2.1', 'Scheme 2.2', 'Scheme 3.0', 'Scheme 3.1', 'Scheme 3.2']);
    await waitFor(() => expect(screen.getByRole('button', { name: /^Scheme 3\.0, / })).toHaveFocus());

    // the fourth page was never loaded: the list says so politely, keeps its rows, and the focus stays on the button
    screen.getByRole('button', { name: HISTORY_LIST_TEXTS.loadMore }).focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByText(MESSAGES.offlineRead)).toBeInTheDocument();
    expect(rowsShown()).toHaveLength(9);
    expect(screen.getByRole('button', { name: HISTORY_LIST_TEXTS.loadMore })).toHaveFocus();
    // after a failed page the marker waits for the button (no loop of failing reads)
    expect(observers.filter((o) => o.live)).toHaveLength(0);
  });

  it('a transaction opened and closed brings back every page loaded, with the focus on its row', async () => {
    const user = userEvent.setup();
    renderHistory();
    await screen.findByText('Scheme 1.0');
    scrollNearEnd();
    const row = await screen.findByRole('button', { name: /^Scheme 2\.1, / });
    await user.click(row);
    expect(await screen.findByRole('heading', { name: 'Transaction Detail' })).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'All transactions' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Back to transactions' }));
    expect(rowsShown()).toHaveLength(6);
    expect(screen.getByRole('button', { name: /^Scheme 2\.1, / })).toHaveFocus();
  });
});
