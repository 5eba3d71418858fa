import { getProcessingHistory, getTransactionHistory } from '@shared/contract/history.ts';
import { istDate } from '@shared/time/ist.ts';
import { privateRouter } from './router.ts';
import { transactionHistory } from '../services/orders/history.ts';
import { investorAnswer } from '../lib/investor-answer.ts';

/**
 * GET /api/profile/get_transaction_history and get_processing_history (spec 3 §7.2), kept in
 * memory per investor data version, catalogue version and day (lib/investor-answer.ts).
 */
export const historyRoutes = privateRouter()
  .get('/get_transaction_history', (c) => {
    const deps = c.get('deps');
    const userId = c.get('session')!.userId;
    return investorAnswer(c, getTransactionHistory, userId, istDate(deps.clock.now()), async () => ({ transaction_history: await transactionHistory(deps, userId) }));
  })
  .get('/get_processing_history', (c) => {
    const deps = c.get('deps');
    const userId = c.get('session')!.userId;
    return investorAnswer(c, getProcessingHistory, userId, istDate(deps.clock.now()), async () => ({ processing_history: await transactionHistory(deps, userId, { processingOnly: true }) }));
  });
