import { publicRouter } from './router.ts';

/** The scheme catalogue calls of spec 2 §7 and spec 3 §7.5, under /api/schemes. */
export const schemesRoutes = publicRouter();
