import { Hono } from 'hono';
import type { AppEnv } from '../../lib/context.ts';
import { decideSimMandate, simMandateByToken } from './simulated-mandates.ts';
import { MANDATE_RETURN_PATH, mandatePage, page } from './sim-pages.ts';

/**
 * The in-process simulated exchange's E-NACH / ISIP authorisation page, at the auth_url the
 * server hands out: the investor sees the mandate and approves it as their bank would ask them
 * to, or rejects it (the page is sim-pages.ts's). Mounted only when EXCHANGE=simulated.
 */
export const exchangeSimMandateRoutes = new Hono<AppEnv>()
  .get('/mandate/:token', async (c) => {
    const m = await simMandateByToken(c.get('deps').db, c.req.param('token'));
    if (!m) return c.html(page('Mandate not found', '<h1>Mandate not found</h1><p>This authorisation link is not valid.</p>'), 404);
    return c.html(mandatePage(m));
  })
  .post('/mandate/:token', async (c) => {
    const deps = c.get('deps');
    const form = await c.req.parseBody();
    const m = await decideSimMandate(deps.db, deps.clock, c.req.param('token'), String(form.action ?? '') === 'approve');
    if (!m) return c.html(page('Mandate not found', '<h1>Mandate not found</h1>'), 404);
    return c.redirect(`${MANDATE_RETURN_PATH}?mandate=${m.status === 'REJECTED' ? 'rejected' : 'authorised'}`, 303);
  });
