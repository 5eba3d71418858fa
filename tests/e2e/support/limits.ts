/**
 * The e2e server allows more OTP sends per number in 15 minutes than production's 3, so the
 * journeys of one demo investor need not wait out the window; the API suite tests the real rule.
 */
export const E2E_OTP_SENDS_PER_15_MIN = 30;
