import { Hono } from 'hono';
import type { AppEnv } from '../../lib/context.ts';
import { exchangeSimRoutes } from './sim-pay-routes.ts';
import { exchangeSimMandateRoutes } from './sim-mandate-pages.ts';

/**
 * The simulated exchange's pages, served under /api/exchange-sim when EXCHANGE=simulated: the
 * payment gateway and the mandate authorisation page that its payment_url and auth_url point to.
 * They stand in for the exchange's and the bank's own pages, so they are not calls of our
 * contract: no Version header, no session.
 */
export const simulatorPages = new Hono<AppEnv>().route('/', exchangeSimRoutes).route('/', exchangeSimMandateRoutes);
