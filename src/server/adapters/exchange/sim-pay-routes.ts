import { Hono } from 'hono';
import { formatRupees } from '@shared/rules/format/indian-number.ts';
import type { AppEnv } from '../../lib/context.ts';
import { catalogueFacts } from '../../services/transactions/catalogue-facts.ts';
import { paymentByToken, syncPayment } from '../../services/transactions/payments.ts';
import { confirmationPath } from '../../services/transactions/order-outcome.ts';
import { recordSimulatedPayment, SIM_PAY_PATH } from './simulated.ts';
import { ordersOfPayment, paymentOfOrder } from './sim-page-data.ts';
import { esc, page, payDecision, payDonePage, payInvalidVpaPage, payPage } from './sim-pages.ts';

/**
 * The in-process simulated exchange's payment gateway, at the payment_url the server hands out:
 * net banking (choose a bank, then Pay or Fail) or UPI (a VPA). The pages are the simulator's
 * (sim-pages.ts, which the BSE stand-in serves too). Mounted only when EXCHANGE=simulated.
 */
export const exchangeSimRoutes = new Hono<AppEnv>()
  .get('/pay/:token', async (c) => {
    const deps = c.get('deps');
    const p = await paymentByToken(deps, c.req.param('token'));
    if (!p) return c.html(page('Payment not found', '<h1>Payment not found</h1><p>This payment link is not valid.</p>'), 404);
    if (p.status === 'APPROVED' || p.status === 'REJECTED') return c.html(payDonePage(p.status === 'APPROVED', confirmationPath(p.id)));
    const facts = catalogueFacts(deps.db);
    const rows = await ordersOfPayment(deps.db, p.id);
    const lines = await Promise.all(rows.map(async (o) => ({ label: (await facts.scheme(o.schemeId))?.name ?? 'Scheme', amountPaise: o.amountPaise ?? 0n })));
    return c.html(payPage({ amountPaise: p.amountPaise, lines, bankName: p.bankName }));
  })
  .post('/pay/:token', async (c) => {
    const deps = c.get('deps');
    const p = await paymentByToken(deps, c.req.param('token'));
    if (!p) return c.html(page('Payment not found', '<h1>Payment not found</h1>'), 404);
    const decision = payDecision(await c.req.parseBody());
    if (!decision) return c.html(payInvalidVpaPage(`${SIM_PAY_PATH}${c.req.param('token')}`), 400);
    // the gateway keeps the investor's decision; our side then asks the exchange, as with a real gateway's callback
    await recordSimulatedPayment(deps.db, deps.clock, p.token, decision);
    await syncPayment(deps, p.id);
    // back to the app's confirmation screen, which reads the outcome from the server
    return c.redirect(confirmationPath(p.id), 303);
  })
  // the simulated bank receiving an investor's NEFT or cheque money now, for the payment of an
  // order number (in demo mode; otherwise the money arrives DEMO_FUNDS_DELAY_MINUTES after the order)
  .post('/funds-received', async (c) => {
    const deps = c.get('deps');
    if (deps.config.mode !== 'demo') return c.html(page('Not found', '<h1>Not found</h1>'), 404);
    const form = await c.req.parseBody();
    const orderNo = String(form.order_no ?? '');
    const p = orderNo ? await paymentOfOrder(deps.db, orderNo) : undefined;
    if (!p || (p.mode !== 'NEFT' && p.mode !== 'CHEQUE')) return c.html(page('Payment not found', '<h1>No NEFT or cheque payment for that order</h1>'), 404);
    await recordSimulatedPayment(deps.db, deps.clock, p.token, { approved: true, bankName: p.bankName, vpa: null });
    const settled = await syncPayment(deps, p.id);
    return c.html(
      page('Funds received', `<h1>Funds received</h1><p>${formatRupees(p.amountPaise)} for order ${esc(orderNo)}: ${esc(settled?.status ?? p.status)}</p>`),
    );
  });
