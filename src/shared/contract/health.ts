import * as v from 'valibot';
import { defineCall } from './common.ts';

export const health = defineCall({
  method: 'GET',
  path: '/health',
  access: 'open',
  body: undefined,
  answer: v.object({
    status: v.picklist(['ok', 'degraded']),
    database: v.object({ state: v.picklist(['up', 'down']), kind: v.picklist(['pglite', 'postgres']) }),
    version: v.string(),
  }),
});
