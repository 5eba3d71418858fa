import { FAMILY_MESSAGES } from './family.ts';

/**
 * What a family head switched into a member (a child token with the head's parent token) may do,
 * for every call the server mounts. The spec lets the head read the member's portfolio and invest
 * for them with the member's OTP (spec 3 §4.9, §6); it gives the head no power over who the member
 * is. So a child token never changes the member's identity, contact details, banks, mandates,
 * nominees, risk profile, notification devices or sign-ins, and never lists their sign-ins: those
 * stay with the member's own sign-in. The server applies this table to every request that carries
 * a child token (middleware/session.ts), and a test walks every mounted route against it.
 *
 * - `no-session`: the call reads no session (public, signed links, the simulated exchange);
 * - `read`: reads the member's data;
 * - `order`: a step of an order or a systematic plan, confirmed with the member's OTP;
 * - `family`: works on the head's family (switching between profiles);
 * - `owner`: the member's own sign-in only: refused with a child token.
 *
 * A call not in the table is refused with a child token too (fail closed): a new route is added
 * here when it is mounted.
 */
export type MemberAccess = 'no-session' | 'read' | 'order' | 'family' | 'owner';

export const MEMBER_ACCESS_MESSAGES = {
  ownerOnly: 'Only the investor can change this, from their own sign-in. Switch back to your own profile.',
  sessions: 'Switch back to your own profile to manage its sessions',
  family: FAMILY_MESSAGES.childCannotManage,
} as const;

type Rule = MemberAccess | readonly ['owner', string];
const SESSIONS = ['owner', MEMBER_ACCESS_MESSAGES.sessions] as const;
const FAMILY = ['owner', MEMBER_ACCESS_MESSAGES.family] as const;

/** Method and path under /api, as the routers mount them. */
export const MEMBER_ACCESS: Readonly<Record<string, Rule>> = {
  'GET /health': 'no-session',
  'GET /dev/outbox': 'no-session',
  'POST /dev/publish-nav': 'no-session',
  'POST /dev/tickets/:ticketNo/answer': 'no-session',
  'POST /signup': 'no-session',
  'POST /signup/verify-otp': 'no-session',
  'POST /signup/resend-otp': 'no-session',
  'POST /login/get-details': 'no-session',
  'POST /login/send-login-code': 'no-session',
  'POST /login/verify-login-code': 'no-session',
  'POST /login/resend-login-code': 'no-session',
  'POST /login/send_email_otp': 'no-session',
  'POST /login/verify_email_otp': 'no-session',
  // ends the session that sends it (the child session) and nothing of the member's
  'POST /logout': 'family',
  // a passkey proves the member's own device: registering or using one is the member's alone
  'POST /passkey/register-options': 'owner',
  'POST /passkey/register': 'owner',
  'POST /passkey/assert-options': 'owner',
  'POST /passkey/assert': 'owner',
  'GET /files/reports/:id/:name': 'no-session',
  'GET /files/:id/:name': 'no-session',
  'GET /exchange-sim/pay/:token': 'no-session',
  'POST /exchange-sim/pay/:token': 'no-session',
  'POST /exchange-sim/funds-received': 'no-session',
  'GET /exchange-sim/mandate/:token': 'no-session',
  'POST /exchange-sim/mandate/:token': 'no-session',
  'GET /content/post/:slug': 'no-session',
  'GET /content/image/:id': 'no-session',
  // the contact-change report link from the old email or mobile carries its own token
  'GET /contact-change/report/:token': 'no-session',
  // the exchange's payment gateway sends the investor back here; the payment reference is the key
  'GET /exchange/payment-return/:ref': 'no-session',
  'POST /contact-change/report/:token': 'no-session',

  // onboarding: the member's identity, bank, holders, nominees and documents
  'GET /onboarding/get-masters': 'read',
  'GET /onboarding': 'read',
  'POST /onboarding/get_bank_details': 'read',
  'POST /onboarding/declaration-list': 'read',
  'POST /onboarding/onboard-user': 'owner',
  'POST /onboarding/send_email_otp': 'owner',
  'POST /onboarding/verify_email_otp': 'owner',
  'POST /onboarding/send_mobile_otp': 'owner',
  'POST /onboarding/verify_mobile_otp': 'owner',
  'POST /onboarding/bank-details': 'owner',
  'GET /onboarding/delete_bank_details/:id': 'owner',
  'GET /onboarding/make_bank_details/:id': 'owner',
  'POST /onboarding/jh-details': 'owner',
  'GET /onboarding/delete_jh_details/:id': 'owner',
  'POST /onboarding/nominee-details': 'owner',
  'GET /onboarding/delete_nominee_details/:id': 'owner',
  'POST /onboarding/upload-cheque': 'owner',
  'POST /onboarding/upload-sign': 'owner',
  'POST /onboarding/upload_jh_sign/:slot': 'owner',
  'GET /onboarding/submit-details': 'owner',
  'POST /onboarding/skip': 'owner',

  // catalogue
  'GET /schemes/get_asset_classes': 'read',
  'GET /schemes/get_sub_asset_classes/:assetClass': 'read',
  'GET /schemes/get_scheme_list/:subAssetId': 'read',
  'GET /schemes/get_scheme_details/:id': 'read',
  'GET /schemes/get_scheme_nav/:id': 'read',
  'GET /schemes/get_scheme_returns/:id': 'read',
  'GET /schemes/get_scheme_info/:id': 'read',
  'POST /schemes/search-scheme': 'read',
  'GET /transaction/get_fund_details/:id': 'read',
  'POST /transaction/category_average': 'read',
  'POST /transaction/get_exit_load': 'read',
  'POST /transaction/get_switch_schemes': 'read',
  'POST /transaction/transaction_allowed_check': 'read',
  'POST /transaction/get_scheme_risk_rating': 'read',
  'POST /transaction/get_bse_code': 'read',
  'POST /transaction/get_bse_code_bulk': 'read',

  // orders and systematic plans, placed with the member's OTP
  'POST /transaction/create_transaction': 'order',
  'GET /transaction/get_cart_details': 'order',
  // what became of an order whose answer was lost: part of placing it
  'GET /transaction/place-order-status/:key': 'order',
  'POST /transaction/remove_cart_item': 'order',
  'POST /transaction/check_cart_item': 'order',
  'POST /transaction/insert-tansaction-otp': 'order',
  'POST /transaction/resend-tansaction-otp': 'order',
  'POST /transaction/verify-tansaction-otp': 'order',
  'POST /transaction/place-order': 'order',
  'POST /transaction/get_bank_details': 'order',
  'POST /transaction/reinitiate_payment': 'order',
  'POST /transaction/order_outcome': 'order',
  'POST /transaction/return_to_cart': 'order',
  'POST /transaction/folios_based_on_scheme': 'order',
  'POST /transaction/get_ltcg_units': 'order',
  'GET /transaction/get_client_mandateIds': 'read',
  'GET /transaction/get_sip_details': 'read',
  'GET /transaction/get_swp_stp': 'read',
  'GET /transaction/sip_cancel_reasons': 'read',
  'POST /transaction/cancel_sip': 'order',
  'POST /transaction/cancel_swp': 'order',
  'POST /transaction/cancel_stp': 'order',
  'POST /transaction/pause_sip': 'order',
  'POST /transaction/resume_sip': 'order',
  // a modification is confirmed with the member's order OTP, like placing the SIP was
  'POST /transaction/modify_sip_otp': 'order',
  'POST /transaction/modify_sip': 'order',
  'POST /ideas/invest': 'order',
  'POST /goals/invest': 'order',
  'POST /other_products/:type': 'order',

  // statements
  'POST /reports/get_portfolio_summary_report': 'read',
  'POST /reports/get_portfolio_summary_report_xlsx': 'read',
  'POST /reports/get_transaction_summary': 'read',
  'POST /reports/get_profit_loss_report': 'read',
  'GET /reports/get_holdings_report': 'read',
  'POST /reports/get_detailed_portfolio_report': 'read',
  'GET /reports/list': 'read',
  'POST /reports/capital_gains': 'read',
  'POST /reports/itr_export': 'read',
  'POST /reports/get_family_report_xlsx': 'family',
  'GET /profile/get_transaction_history': 'read',
  'GET /profile/get_processing_history': 'read',

  // profile: read, never changed
  'GET /profile/get_user_details': 'read',
  'GET /profile/get_profile_data': 'read',
  'POST /profile/update_profile_otp': 'owner',
  'POST /profile/confirm_contact_owner': 'owner',
  'POST /profile/verify_update_otp': 'owner',
  'POST /profile/upload-profile': 'owner',
  'POST /profile/upload-img': 'owner',
  'GET /profile/get_bank_accounts': 'read',
  'POST /profile/add_bank_mandate': 'owner',
  'POST /profile/make_default_bank/:id': 'owner',
  'POST /profile/delete_bank/:id': 'owner',
  'GET /profile/get_bank_mandate': 'read',
  'POST /profile/register_mandate': 'owner',
  'POST /profile/upload_xsip_form': 'owner',
  'POST /profile/upload-prefilled/:mandateId': 'owner',
  // the printable form carries the full account number
  'POST /profile/get-prefilled/:type': 'owner',
  'POST /profile/add_nominee_details': 'owner',
  'POST /profile/delete_nominee/:id': 'owner',
  'GET /risk-analysis': 'read',
  'POST /risk-analysis': 'owner',
  'GET /risk-analysis/get_risk_guide': 'read',

  // family: switching stays possible; managing members is the head's own profile's
  'GET /profile/get_family_details': 'family',
  'GET /profile/get-switch-list': 'family',
  'POST /profile/get_access_to_child': 'family',
  'POST /portfolio/get_family_member_portfolio': 'family',
  'POST /profile/send_family_otp': FAMILY,
  'POST /profile/verify_family_otp': FAMILY,
  'POST /profile/remove_family_member': FAMILY,
  'POST /profile/leave_family': FAMILY,

  // sign-ins
  'GET /profile/get_active_sessions': SESSIONS,
  'POST /profile/end_session': SESSIONS,
  'POST /profile/end_other_sessions': SESSIONS,

  // help and notifications
  'POST /profile/raise_a_ticket': 'read',
  'GET /profile/get_tickets': 'read',
  'POST /faqs': 'read',
  'GET /notification': 'read',
  'POST /notification/update_notifications/:id': 'read',
  'POST /notification/delete_notifications': 'read',
  'GET /notification/push/public-key': 'read',
  // a device subscribed from a child session would be the head's, receiving the member's pushes
  'POST /notification/push/subscribe': 'owner',
  'POST /notification/push/unsubscribe': 'owner',
  'GET /content/blogs': 'read',
  'GET /content/support': 'read',
  'GET /content/posts': 'read',

  // portfolio, ideas, goals
  'POST /dashboard': 'read',
  'POST /portfolio': 'read',
  'POST /portfolio/get_product_wise_summary': 'read',
  'POST /portfolio/cas/status': 'read',
  // a statement is the member's own document, opened with their own password: their sign-in only
  'POST /portfolio/cas/import': 'owner',
  'GET /portfolio/harvest': 'read',
  'GET /portfolio/family_harvest': 'family',
  'GET /portfolio/get_goal_tracking': 'read',
  'GET /portfolio/get_deposit_reverse_feed': 'read',
  'GET /ideas': 'read',
  'GET /ideas/get_details/:id': 'read',
  'GET /ideas/get_schemes/:id': 'read',
  'GET /goals/get-goals': 'read',
  'GET /goals/get-questionaire/:id/': 'read',
  'POST /goals/post-questionaire/:goalId': 'read',
  'POST /goals/get-schemes-objectives/:goalId': 'read',
  'POST /goals/get-schemes-objectives-limits/:goalId': 'read',
  'POST /goals/get-schemes-goals': 'read',
  'GET /other_products/:type': 'read',
};

const compiled = Object.entries(MEMBER_ACCESS).map(([key, rule]) => {
  const [method, path] = key.split(' ') as [string, string];
  const pattern = path
    .replace(/\/$/, '')
    .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
    .replace(/:[A-Za-z_][A-Za-z0-9_]*/g, '[^/]+');
  return { method, re: new RegExp(`^${pattern}/?$`), rule };
});

/** The table's rule for a call (method and path under /api, query ignored), or null when it has none. */
export function memberAccessRule(method: string, path: string): Rule | null {
  const m = method.toUpperCase() === 'HEAD' ? 'GET' : method.toUpperCase();
  const p = path.split('?')[0]!;
  return compiled.find((c) => c.method === m && c.re.test(p))?.rule ?? null;
}

/** Why a child token may not make this call (the message to show), or null when it may. */
export function memberRefusal(method: string, path: string): string | null {
  const rule = memberAccessRule(method, path);
  if (rule === null || rule === 'owner') return MEMBER_ACCESS_MESSAGES.ownerOnly;
  if (typeof rule !== 'string') return rule[1];
  return null;
}
