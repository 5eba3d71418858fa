import * as v from 'valibot';
import { getProcessingHistory, getTransactionHistory, HistoryQuery } from '@shared/contract/history.ts';
import { istDate } from '@shared/time/ist.ts';
import { handle } from './handle.ts';
import { processingHistory, transactionHistoryPage } from '../services/transactions/history.ts';
import { decodeCursor } from '../services/transactions/history-cursor.ts';
import { investorAnswer } from '../lib/investor-answer.ts';
import { refuse } from '../lib/refusal.ts';

/**
 * GET /api/profile/get_transaction_history (one page, with its filters) and get_processing_history
 * (spec 3 §7.2), kept in memory per investor data version, catalogue version, day and query
 * (lib/investor-answer.ts).
 */
export const historyCalls = [
  handle(getTransactionHistory, ({ deps, session: { userId }, c }) => {
    const parsed = v.safeParse(HistoryQuery, {
      cursor: c.req.query('cursor'),
      tab: c.req.query('tab'),
      scheme_id: c.req.query('scheme_id'),
      folio: c.req.query('folio'),
    });
    if (!parsed.success) throw refuse('invalid', parsed.issues[0].message);
    const { cursor, ...filter } = parsed.output;
    // a cursor is checked before the memory is looked in: a refused one is never kept
    if (cursor !== undefined) decodeCursor(deps.config, userId, filter, cursor);
    const key = JSON.stringify([istDate(deps.clock.now()), filter.tab ?? '', filter.scheme_id ?? '', filter.folio ?? '', cursor ?? '']);
    return investorAnswer(c, getTransactionHistory, userId, key, () => transactionHistoryPage(deps, userId, filter, cursor));
  }),
  handle(getProcessingHistory, ({ deps, session: { userId }, c }) =>
    investorAnswer(c, getProcessingHistory, userId, istDate(deps.clock.now()), async () => ({ processing_history: await processingHistory(deps, userId) })),
  ),
];
