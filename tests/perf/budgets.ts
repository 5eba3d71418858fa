/**
 * Size budgets held by the e2e quality gate (tests/e2e/quality-gate.spec.ts, inside `npm test`)
 * and reported by `npm run bench` (tests/perf/bundle.bench.ts).
 */

/**
 * What a first visit to /sign-in downloads as JavaScript, gzip on the wire, in KiB. Set from
 * today's measurement (25 Nov 2026: main at cf176ac 292.2 KiB in 77 files, the route tree pulling
 * in feature code such as the transaction history view; with the router defaults and date
 * field 294.9 KiB). The first-paint work (portfolio loader apart from its page, one
 * framework chunk) brought it to 226.6 KiB in 51 files, about 40 KiB of which are response
 * headers; the budget was that, rounded up, so the gate catches growth, not noise. Loading the app
 * after the first paint (a small entry of its own) and one file for the small shared rules and
 * class-name helpers brought it to 224.7 KiB in 46 files (25 Nov 2026, branch lh). The goal is 160
 *: lower it as the first download shrinks, never raise it without a reason in the commit.
 * 28 Nov 2026: 231.4 KiB in 50 files. The device copy's encryption and app lock, the order-answer
 * recovery and the holdings-source and unit formatters ride in the sign-in route's chunks (the
 * chunks listed for /sign-in grew 1.8 KiB gzip with the day's features, the rest came with the
 * offline work); raised to 232 so the gate keeps catching growth until the first download is
 * trimmed again.
 */
export const SIGN_IN_JS_BUDGET_KIB = 232;

/** No JavaScript file of the build (a route's chunk, a lazy library) may pass this, gzip, in KiB. */
export const CHUNK_BUDGET_KIB = 300;

/**
 * The one file allowed past CHUNK_BUDGET_KIB: the CAS reader's worker (dist/assets/cas-worker-*.js),
 * which carries pdf.js and pdf.js's own worker code (394 KiB gzip minified on its own, 28 Nov 2026:
 * 485 KiB for the whole worker). It loads only on the Import Holdings screen, off the main thread,
 * never on a first visit; an iife worker cannot be split into chunks. Lower it as pdf.js shrinks.
 */
export const CAS_WORKER_BUDGET_KIB = 500;
export const CAS_WORKER_FILE = /^cas-worker-.*\.js$/;
