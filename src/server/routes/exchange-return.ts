import { exchangePaymentReturn } from '@shared/contract/links.ts';
import { handle } from './handle.ts';
import { returnFromGateway } from '../services/transactions/payment-return.ts';
import { page } from '../adapters/exchange/sim-pages.ts';

const NOT_FOUND = page('Payment not found', '<h1>Payment not found</h1><p>This payment link is not valid. Your orders are under Transactions.</p>');

/**
 * GET /api/exchange/payment-return/{ref} (ours): the exchange's gateway (BSE StAR MF's loopback
 * URL) sends the investor here after paying; they land on the order's confirmation screen.
 */
export const exchangeReturnCalls = [
  handle(exchangePaymentReturn, async ({ deps, params, c }) => {
    const to = await returnFromGateway(deps, params.ref);
    return to ? c.redirect(to, 303) : c.html(NOT_FOUND, 404);
  }),
];
