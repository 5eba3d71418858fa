/**
 * The e2e server allows more OTP sends per number in 15 minutes than production's 3, so the
 * journeys of one demo investor need not wait out the window; the API suite tests the real rule.
 */
export const E2E_OTP_SENDS_PER_15_MIN = 30;
/** Order OTPs (checkout, SIP changes, switches) to one number in 15 minutes: the phone journeys place many in a row. */
export const E2E_OTP_TRANSACTION_SENDS_PER_15_MIN = 100;

/** The same for the sign-in and sign-up request limits: every journey signs in from 127.0.0.1, often as the demo investor. */
export const E2E_RATE_LIMIT_IP_PER_15_MIN = 1000;
export const E2E_RATE_LIMIT_IDENTIFIER_PER_15_MIN = 200;

/** Per-IP OTP sends in an hour and verifies in 15 minutes: every journey sends from 127.0.0.1. */
export const E2E_OTP_IP_SENDS_PER_HOUR = 1000;
export const E2E_OTP_IP_VERIFIES_PER_15_MIN = 1000;

/** The e2e server's OTP resend gap, in seconds (production keeps the spec's 30): journeys wait a second, not thirty. */
export const E2E_OTP_RESEND_SECONDS = 1;
/** How long after a send the next one to the same number is allowed, with a margin. */
export const E2E_RESEND_WAIT_MS = (E2E_OTP_RESEND_SECONDS + 1) * 1000;
