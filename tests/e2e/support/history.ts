import type { Api } from './phone.ts';

/**
 * Every row of the signed-in investor's transaction history, newest first: the call answers a
 * page at a time, so this follows the cursors to the end. For a spec that looks for an order of
 * any age (the demo investor's purchases of two years ago sit on the last page once the suite has
 * placed enough orders).
 */
export async function allHistory<Row>(api: Api): Promise<Row[]> {
  const rows: Row[] = [];
  let cursor: string | null = null;
  do {
    const page = (await api('GET', `/profile/get_transaction_history${cursor ? `?cursor=${encodeURIComponent(cursor)}` : ''}`)) as {
      transaction_history: Row[];
      next_cursor?: string | null;
    };
    rows.push(...page.transaction_history);
    cursor = page.next_cursor ?? null;
  } while (cursor);
  return rows;
}
