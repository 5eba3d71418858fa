import { privateRouter } from './router.ts';
import { readMasters } from '../services/masters.ts';

/** GET /api/onboarding/get-masters */
export const mastersRoutes = privateRouter().get('/get-masters', async (c) => {
  const { db } = c.get('deps');
  c.header('Cache-Control', 'private, max-age=3600');
  return c.json({ masters: await readMasters(db) });
});
