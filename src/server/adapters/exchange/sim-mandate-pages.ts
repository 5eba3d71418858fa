import { Hono } from 'hono';
import { formatRupees } from '@shared/rules/format/indian-number.ts';
import { MANDATE_TYPES, type MandateType } from '@shared/rules/profile/mandate.ts';
import type { AppEnv } from '../../lib/context.ts';
import { decideSimMandate, simMandateByToken } from './simulated-mandates.ts';
import { esc, page } from './sim-pages.ts';

/** Where the authorisation page sends the investor back (the Bank Mandates page reads `mandate`). */
export const MANDATE_RETURN_PATH = '/portal/profile/bank-mandates';

/**
 * The simulated exchange's E-NACH / ISIP authorisation page, at the auth_url the
 * server hands out: the investor sees the mandate and approves it as their bank would ask them
 * to, or rejects it. Plain HTML like the payment page. Mounted only when EXCHANGE=simulated.
 */
export const exchangeSimMandateRoutes = new Hono<AppEnv>()
  .get('/mandate/:token', async (c) => {
    const m = await simMandateByToken(c.get('deps').db, c.req.param('token'));
    if (!m) return c.html(page('Mandate not found', '<h1>Mandate not found</h1><p>This authorisation link is not valid.</p>'), 404);
    if (m.status !== 'REGISTERED') {
      const done = m.status === 'REJECTED' ? 'rejected' : 'authorised';
      return c.html(page('Mandate', `<h1>Mandate ${done}</h1><p>This mandate has already been ${done}.</p><p><a href="${MANDATE_RETURN_PATH}?mandate=${done}">Back to Nivesh</a></p>`));
    }
    const kind = MANDATE_TYPES[m.mandateType as MandateType] ?? m.mandateType;
    return c.html(
      page(
        'Authorise mandate (simulated)',
        `<h1>Authorise your ${esc(kind)} mandate <span class="note">(simulated)</span></h1>
<dl><dt>Mandate ID</dt><dd>${esc(m.mandateId)}</dd><dt>Bank</dt><dd>${esc(m.bankName)} · A/c XXXX${esc(m.accountLast4)} · ${esc(m.ifsc)}</dd>
<dt>Maximum debit</dt><dd><strong>${formatRupees(m.amountPaise)}</strong> as and when presented</dd><dt>Beneficiary</dt><dd>BSE Limited (for your mutual fund SIPs)</dd></dl>
<form method="post"><fieldset><legend>Your bank asks you to confirm</legend>
<button class="pay" name="action" value="approve">Approve</button> <button class="fail" name="action" value="reject">Reject</button></fieldset></form>
<p class="note">This page stands in for the bank's E-mandate authorisation in demo mode.</p>`,
      ),
    );
  })
  .post('/mandate/:token', async (c) => {
    const deps = c.get('deps');
    const form = await c.req.parseBody();
    const m = await decideSimMandate(deps.db, deps.clock, c.req.param('token'), String(form.action ?? '') === 'approve');
    if (!m) return c.html(page('Mandate not found', '<h1>Mandate not found</h1>'), 404);
    return c.redirect(`${MANDATE_RETURN_PATH}?mandate=${m.status === 'REJECTED' ? 'rejected' : 'authorised'}`, 303);
  });
