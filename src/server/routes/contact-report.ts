import { contactChangeReport, contactChangeReportPage } from '@shared/contract/links.ts';
import { handle } from './handle.ts';
import { changeByReportToken, holdReportedChange } from '../services/profile/contact-change/report.ts';
import { esc, page } from '../adapters/exchange/sim-pages.ts';

const NOT_VALID = page(
  'Link not valid',
  '<h1>This link is not valid</h1><p>It may have expired. If your Nivesh contact details were changed without you, contact Nivesh support.</p>',
);
const HELD = page(
  'Change on hold',
  '<h1>The change is on hold</h1><p>Every sign-in to the account has ended, and nobody can sign in until our support team has reviewed the change. We will contact you to restore your contact details.</p>',
);

/**
 * GET/POST /api/contact-change/report/{token} (ours): the "this wasn't me" link sent to the old
 * email or mobile when a contact change is made. The GET only shows what would happen (link
 * previewers and mail scanners open links); the button POSTs, and the change is held for review.
 * Plain HTML, no session, no Version header: it is opened from an SMS or a mail.
 */
export const contactReportCalls = [
  handle(contactChangeReportPage, async ({ deps, params, c }) => {
    const change = await changeByReportToken(deps, params.token);
    if (!change) return c.html(NOT_VALID, 404);
    if (change.status === 'held') return HELD;
    const what = change.channel === 'email' ? 'email address' : 'mobile number';
    return page(
      'Report a change you did not make',
      `<h1>Was this change not made by you?</h1>
<p>The registered ${esc(what)} of a Nivesh account was changed on ${esc(change.appliedAt?.toISOString().slice(0, 10) ?? '')}.</p>
<p>If you did not make it, report it: every sign-in to the account ends, nobody can sign in, and our support team reviews the change and contacts you.</p>
<form method="post"><button class="pay" type="submit">This wasn't me: put the account on hold</button></form>`,
    );
  }),
  handle(contactChangeReport, async ({ deps, params, meta, c }) => ((await holdReportedChange(deps, params.token, meta.ip)) ? HELD : c.html(NOT_VALID, 404))),
];
