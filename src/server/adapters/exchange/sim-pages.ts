import { Hono } from 'hono';
import { formatRupees } from '@shared/rules/format/indian-number.ts';
import type { AppEnv } from '../../lib/context.ts';
import { catalogueFacts } from '../../services/orders/catalogue-facts.ts';
import { paymentByToken, syncPayment } from '../../services/orders/payments.ts';
import { recordSimulatedPayment, SIM_PAY_PATH } from './simulated.ts';
import { ordersOfPayment, paymentOfOrder } from './sim-page-data.ts';
import { confirmationPath } from '../../services/orders/order-outcome.ts';

/**
 * The simulated exchange's payment gateway, at the payment_url the server hands out: net banking
 * (choose a bank, then Pay or Fail) or UPI (a VPA). Plain HTML, no scripts, as the real bank
 * pages are outside the PWA. Mounted only when EXCHANGE=simulated.
 */
const BANKS = ['State Bank of India', 'HDFC Bank', 'ICICI Bank', 'Axis Bank', 'Kotak Mahindra Bank', 'Bank of Baroda', 'Punjab National Bank', 'Canara Bank', 'Union Bank of India', 'IDFC FIRST Bank'];
const VPA = /^[A-Za-z0-9._-]{2,64}@[A-Za-z][A-Za-z0-9]{1,32}$/;

export const esc = (s: string) => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

export function page(title: string, body: string): string {
  return `<!doctype html><html lang="en-IN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${esc(title)}</title><style>
body{font-family:system-ui,sans-serif;margin:0;background:#f1f5f9;color:#0f172a}main{max-width:28rem;margin:2rem auto;background:#fff;border-radius:.5rem;padding:1.5rem;box-shadow:0 1px 4px #0002}
h1{font-size:1.25rem}label{display:block;margin:.75rem 0 .25rem;font-weight:600}select,input{width:100%;box-sizing:border-box;padding:.6rem;border:1px solid #94a3b8;border-radius:.4rem;font-size:1rem}
button{margin-top:1rem;padding:.7rem 1rem;font-size:1rem;border-radius:.4rem;border:0;cursor:pointer}.pay{background:#0f4c81;color:#fff}.fail{background:#e2e8f0;color:#0f172a}
fieldset{border:1px solid #cbd5e1;border-radius:.4rem;margin-top:1rem}.note{color:#475569;font-size:.875rem}
</style></head><body><main>${body}</main></body></html>`;
}

export const exchangeSimRoutes = new Hono<AppEnv>()
  .get('/pay/:token', async (c) => {
    const deps = c.get('deps');
    const p = await paymentByToken(deps, c.req.param('token'));
    if (!p) return c.html(page('Payment not found', '<h1>Payment not found</h1><p>This payment link is not valid.</p>'), 404);
    if (p.status === 'APPROVED' || p.status === 'REJECTED') {
      return c.html(page('Payment', `<h1>Payment ${p.status === 'APPROVED' ? 'successful' : 'failed'}</h1><p><a href="${confirmationPath(p.id)}">Back to Nivesh</a></p>`));
    }
    const facts = catalogueFacts(deps.db);
    const lines = await ordersOfPayment(deps.db, p.id);
    const items = await Promise.all(lines.map(async (o) => `<li>${esc((await facts.scheme(o.schemeId))?.name ?? 'Scheme')}: ${formatRupees(o.amountPaise ?? 0n)}</li>`));
    const bankOptions = [...new Set([p.bankName, ...BANKS].filter((b): b is string => Boolean(b)))].map((b) => `<option>${esc(b)}</option>`).join('');
    return c.html(
      page(
        'BSE StAR MF payment (simulated)',
        `<h1>BSE StAR MF payment <span class="note">(simulated)</span></h1>
<p>Amount: <strong>${formatRupees(p.amountPaise)}</strong></p><ul>${items.join('')}</ul>
<form method="post"><fieldset><legend>Net Banking</legend><label for="bank">Bank</label><select id="bank" name="bank">${bankOptions}</select>
<input type="hidden" name="mode" value="NETBANKING"><button class="pay" name="action" value="pay">Pay</button> <button class="fail" name="action" value="fail">Fail</button></fieldset></form>
<form method="post"><fieldset><legend>UPI</legend><label for="vpa">UPI ID (VPA)</label><input id="vpa" name="vpa" placeholder="name@bank" autocomplete="off" required>
<input type="hidden" name="mode" value="UPI"><button class="pay" name="action" value="pay">Pay with UPI</button></fieldset></form>
<p class="note">This page stands in for the exchange's payment gateway in demo mode.</p>`,
      ),
    );
  })
  .post('/pay/:token', async (c) => {
    const deps = c.get('deps');
    const p = await paymentByToken(deps, c.req.param('token'));
    if (!p) return c.html(page('Payment not found', '<h1>Payment not found</h1>'), 404);
    const form = await c.req.parseBody();
    const action = String(form.action ?? '');
    const mode = String(form.mode ?? 'NETBANKING');
    if (mode === 'UPI' && action === 'pay' && !VPA.test(String(form.vpa ?? ''))) {
      return c.html(page('Invalid UPI ID', `<h1>Invalid UPI ID</h1><p>Enter a UPI ID like name@bank.</p><p><a href="${SIM_PAY_PATH}${esc(c.req.param('token'))}">Try again</a></p>`), 400);
    }
    // the gateway keeps the investor's decision; our side then asks the exchange, as with a real gateway's callback
    await recordSimulatedPayment(deps.db, deps.clock, p.token, { approved: action === 'pay', bankName: mode === 'NETBANKING' ? String(form.bank ?? '') || null : null, vpa: mode === 'UPI' ? String(form.vpa) : null });
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
    return c.html(page('Funds received', `<h1>Funds received</h1><p>${formatRupees(p.amountPaise)} for order ${esc(orderNo)}: ${esc(settled?.status ?? p.status)}</p>`));
  });
