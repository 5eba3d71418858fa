import { formatRupees } from '@shared/rules/format/indian-number.ts';
import { MANDATE_TYPES, type MandateType } from '@shared/rules/mandates/mandate.ts';

/**
 * The simulated exchange's pages: its payment gateway (net banking or UPI) and its E-NACH / ISIP
 * authorisation. Plain HTML, no scripts, as the real bank pages are outside the PWA. Served by the
 * in-process simulator's routes (demo) and by the BSE protocol stand-in, so both look the same.
 */
export const SIM_BANKS = [
  'State Bank of India',
  'HDFC Bank',
  'ICICI Bank',
  'Axis Bank',
  'Kotak Mahindra Bank',
  'Bank of Baroda',
  'Punjab National Bank',
  'Canara Bank',
  'Union Bank of India',
  'IDFC FIRST Bank',
];
export const SIM_VPA = /^[A-Za-z0-9._-]{2,64}@[A-Za-z][A-Za-z0-9]{1,32}$/;

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

/** The gateway page: the amount, one line per order (label and amount), net banking or UPI. */
export function payPage(p: { amountPaise: bigint; lines: Array<{ label: string; amountPaise: bigint }>; bankName: string | null }): string {
  const items = p.lines.map((l) => `<li>${esc(l.label)}: ${formatRupees(l.amountPaise)}</li>`);
  const bankOptions = [...new Set([p.bankName, ...SIM_BANKS].filter((b): b is string => Boolean(b)))].map((b) => `<option>${esc(b)}</option>`).join('');
  return page(
    'BSE StAR MF payment (simulated)',
    `<h1>BSE StAR MF payment <span class="note">(simulated)</span></h1>
<p>Amount: <strong>${formatRupees(p.amountPaise)}</strong></p><ul>${items.join('')}</ul>
<form method="post"><fieldset><legend>Net Banking</legend><label for="bank">Bank</label><select id="bank" name="bank">${bankOptions}</select>
<input type="hidden" name="mode" value="NETBANKING"><button class="pay" name="action" value="pay">Pay</button> <button class="fail" name="action" value="fail">Fail</button></fieldset></form>
<form method="post"><fieldset><legend>UPI</legend><label for="vpa">UPI ID (VPA)</label><input id="vpa" name="vpa" placeholder="name@bank" autocomplete="off" required>
<input type="hidden" name="mode" value="UPI"><button class="pay" name="action" value="pay">Pay with UPI</button></fieldset></form>
<p class="note">This page stands in for the exchange's payment gateway in demo mode.</p>`,
  );
}

export const payDonePage = (approved: boolean, back: string) =>
  page('Payment', `<h1>Payment ${approved ? 'successful' : 'failed'}</h1><p><a href="${esc(back)}">Back to Nivesh</a></p>`);
export const payInvalidVpaPage = (retry: string) =>
  page('Invalid UPI ID', `<h1>Invalid UPI ID</h1><p>Enter a UPI ID like name@bank.</p><p><a href="${esc(retry)}">Try again</a></p>`);

/** What the gateway page's form says: the investor's decision, and how they paid. Null when a UPI ID is not one. */
export function payDecision(form: Record<string, unknown>): { approved: boolean; bankName: string | null; vpa: string | null } | null {
  const action = String(form.action ?? '');
  const mode = String(form.mode ?? 'NETBANKING');
  if (mode === 'UPI' && action === 'pay' && !SIM_VPA.test(String(form.vpa ?? ''))) return null;
  return {
    approved: action === 'pay',
    bankName: mode === 'NETBANKING' ? String(form.bank ?? '') || null : null,
    vpa: mode === 'UPI' ? String(form.vpa) : null,
  };
}

/** Where the authorisation page sends the investor back (the Bank Mandates page reads `mandate`). */
export const MANDATE_RETURN_PATH = '/portal/profile/bank-mandates';

/** The E-NACH / ISIP authorisation page for a mandate still waiting, or the page saying it was decided. */
export function mandatePage(
  m: { mandateId: string; mandateType: string; status: string; bankName: string; accountLast4: string; ifsc: string; amountPaise: bigint },
  returnBase = '',
): string {
  if (m.status !== 'REGISTERED') {
    const done = m.status === 'REJECTED' ? 'rejected' : 'authorised';
    return page(
      'Mandate',
      `<h1>Mandate ${done}</h1><p>This mandate has already been ${done}.</p><p><a href="${esc(returnBase)}${MANDATE_RETURN_PATH}?mandate=${done}">Back to Nivesh</a></p>`,
    );
  }
  const kind = MANDATE_TYPES[m.mandateType as MandateType] ?? m.mandateType;
  return page(
    'Authorise mandate (simulated)',
    `<h1>Authorise your ${esc(kind)} mandate <span class="note">(simulated)</span></h1>
<dl><dt>Mandate ID</dt><dd>${esc(m.mandateId)}</dd><dt>Bank</dt><dd>${esc(m.bankName)} · A/c XXXX${esc(m.accountLast4)} · ${esc(m.ifsc)}</dd>
<dt>Maximum debit</dt><dd><strong>${formatRupees(m.amountPaise)}</strong> as and when presented</dd><dt>Beneficiary</dt><dd>BSE Limited (for your mutual fund SIPs)</dd></dl>
<form method="post"><fieldset><legend>Your bank asks you to confirm</legend>
<button class="pay" name="action" value="approve">Approve</button> <button class="fail" name="action" value="reject">Reject</button></fieldset></form>
<p class="note">This page stands in for the bank's E-mandate authorisation in demo mode.</p>`,
  );
}

export const notFoundPage = (title: string, text = '') => page(title, `<h1>${esc(title)}</h1>${text ? `<p>${esc(text)}</p>` : ''}`);
