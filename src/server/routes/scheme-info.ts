import { publicRouter } from './router.ts';

/** Scheme facts the transaction screens read (spec 2 §7), under /api/transaction. */
export const schemeInfoRoutes = publicRouter();
