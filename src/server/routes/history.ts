import { getProcessingHistory, getTransactionHistory } from '@shared/contract/history.ts';
import { privateRouter } from './router.ts';
import { transactionHistory } from '../services/orders/history.ts';
import { answer } from '../lib/answer.ts';

/** GET /api/profile/get_transaction_history and get_processing_history (spec 3 §7.2). */
export const historyRoutes = privateRouter()
  .get('/get_transaction_history', async (c) => answer(c, getTransactionHistory, { transaction_history: await transactionHistory(c.get('deps'), c.get('session')!.userId) }))
  .get('/get_processing_history', async (c) => answer(c, getProcessingHistory, { processing_history: await transactionHistory(c.get('deps'), c.get('session')!.userId, { processingOnly: true }) }));
