/**
 * What never goes into a log line: session tokens and their hashes, OTPs and challenge codes,
 * PANs, bank account numbers, addresses, names, emails and mobile numbers, secrets. Fields are
 * dropped by name (the redaction list); free text (error messages, stacks, a failed query's
 * parameters) is scrubbed by shape, because a database error quotes the values it was sent.
 */
const REDACTED = '[redacted]';

/** Field names whose values are never logged, whatever they hold. */
export const REDACT_KEYS =
  /token|otp|\bcode\b|^code$|pan|account|acno|address|name|email|mobile|phone|params|password|secret|authorization|cookie|signature|dob|birth|pincode|ifsc|sig$|body|query$/i;

const SCRUBS: Array<[RegExp, string]> = [
  // a failed query's parameter list (drizzle: "Failed query: ...\nparams: a,b,c")
  [/params:[^\n]*/g, `params: ${REDACTED}`],
  // the values PostgreSQL quotes back: Key (pan)=(ABCPE1234F), invalid input "x"
  [/=\([^)]*\)/g, `=(${REDACTED})`],
  [/\b[A-Z]{5}\d{4}[A-Z]\b/g, '[pan]'],
  [/[\w.+-]+@[\w-]+(\.[\w-]+)+/g, '[email]'],
  // tokens, hashes, challenge codes: long runs of base64url or hex
  [/[A-Za-z0-9_-]{20,}/g, '[token]'],
  // mobile and account numbers, OTPs: six or more digits
  [/\d{6,}/g, '[digits]'],
];

export function scrubText(text: string): string {
  return SCRUBS.reduce((t, [re, to]) => t.replace(re, to), text);
}

export function redactLogData(data: unknown, key = '', depth = 0): unknown {
  if (key && REDACT_KEYS.test(key) && !/^(msg|path|error|stack|sqlstate|level|kind)$/.test(key)) return data === null || data === undefined ? data : REDACTED;
  if (typeof data === 'string') return scrubText(key === 'path' ? data.split('?')[0]! : data);
  if (depth > 4 || data === null || typeof data !== 'object') return data;
  if (Array.isArray(data)) return data.map((v) => redactLogData(v, '', depth + 1));
  return Object.fromEntries(Object.entries(data).map(([k, v]) => [k, redactLogData(v, k, depth + 1)]));
}
