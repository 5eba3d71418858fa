import { privateRouter } from './router.ts';
import { readMasters } from '../services/masters.ts';

/** The onboarding calls of spec 1 §7, under /api/onboarding. */
export const onboardingRoutes = privateRouter().get('/get-masters', async (c) => {
  const { db } = c.get('deps');
  c.header('Cache-Control', 'private, max-age=3600');
  return c.json({ masters: await readMasters(db) });
});
