import type { BseCredentials } from './adapters/exchange/bse/order-entry.ts';
import type { KraCredentials } from './adapters/kyc/cvl-kra.ts';
import { fromDomain } from './adapters/otp-delivery/mail-domain.ts';
import { smsConfig, smsConfigProblems, type SmsConfig } from './sms-config.ts';

/**
 * Server configuration, read once from the environment. Every option says why it exists.
 */
export interface Config {
  /** demo: seeds demo investors and the demo catalogue, enables the dev outbox endpoint. */
  mode: 'demo' | 'production';
  port: number;
  /**
   * Where the server listens. Demo mode binds 127.0.0.1 unless HOST is set, because its dev outbox
   * shows every OTP to whoever can reach it; production binds 0.0.0.0 (behind a proxy or in a container).
   */
  host: string;
  /** true when HOST was given: demo mode then says loudly at start-up that the outbox is reachable */
  hostExplicit: boolean;
  /** Local state (embedded database, uploads, the demo secret file). */
  dataDir: string;
  /**
   * The server's master secret (at least 32 bytes), from NIVESH_SECRET or the file NIVESH_SECRET_FILE.
   * Every keyed hash derives its own key from it (OTP hashes, login handles, signed file URLs), so
   * nothing that signs or hides data lives in the database beside the data. Demo mode generates
   * `<dataDir>/secret.key` (mode 0600) at first start; production refuses to start without it.
   */
  secret: { key: Buffer | null; file: string | null };
  /** PostgreSQL URL; when absent the embedded PGlite under `pgliteDir` is used. */
  databaseUrl: string | null;
  pgliteDir: string;
  /**
   * The embedded engine's buffer cache (PGLITE_SHARED_BUFFERS, default 32MB). PostgreSQL's own
   * default, 128MB, lives inside the process's WebAssembly memory, which never shrinks; the files
   * behind it are in the operating system's page cache anyway. The memory budget of the load bench (tests/perf/budgets.ts).
   */
  pgliteSharedBuffers: string;
  /** PGlite's WebAssembly compiled by the optimising tier only (less memory, slower start): PGLITE_OPTIMISED_ONLY=1 */
  pgliteOptimisedOnly: boolean;
  /** Built PWA served at / (vite build output). */
  staticDir: string;
  /** When behind a proxy, the client IP comes from X-Forwarded-For; otherwise from the socket. */
  trustProxy: boolean;
  session: { idleMinutes: number; absoluteHours: number };
  otp: {
    /** outbox | smtp+sms; production refuses the outbox unless allowDevOutbox is set. */
    delivery: 'outbox' | 'live';
    allowDevOutbox: boolean;
    smtpUrl: string | null;
    smtpFrom: string;
    /** SMS through a DLT-compliant gateway (sms-config.ts); checked complete when delivery is live */
    sms: SmsConfig;
    /** Sign-up and sign-in OTP sends allowed per number or email in 15 minutes (strict: these reach unauthenticated callers) */
    sendsPer15Min: number;
    /** Transaction OTP sends per registered number in 15 minutes: an investor may place several orders in a row */
    transactionSendsPer15Min: number;
    /** Contact-verification OTPs (onboarding, profile, family link) per number or email in 15 minutes */
    contactSendsPer15Min: number;
    /** A resend of the same flow's OTP is refused within this many seconds (spec 1: 30 s; tests lower it instead of sleeping) */
    resendSeconds: number;
    /** OTP sends per IP address in an hour, all flows together */
    ipSendsPerHour: number;
    /** OTP verify attempts per IP address in 15 minutes */
    ipVerifiesPer15Min: number;
  };
  /** Calls anyone can make without signing in (sign-up, sign-in): per-IP and per-identifier limits in 15 minutes */
  rateLimits: { publicPerIpPer15Min: number; publicPerIdentifierPer15Min: number };
  exchange: 'simulated' | 'bse';
  /** EXCHANGE=bse: the member's StAR MF access (BSE_*); null on the simulated exchange */
  bse: BseCredentials | null;
  /**
   * The order engine's bound on one exchange call (EXCHANGE_TIMEOUT_MS, default 60 s): a call with
   * no answer by then has an unknown outcome and is asked about by its transaction number, never
   * repeated blindly. Longer than the adapter's own per-request bound, since an adapter may ask
   * and send again inside one call.
   */
  exchangeTimeoutMs: number;
  /**
   * Reconciliation with the exchange's order status report and allotment statement: how often an
   * instance looks (RECONCILE_EVERY_MINUTES, default 5) and how many IST days back, today
   * included (RECONCILE_DAYS, default 3: the exchange's reports settle within a couple of days).
   */
  reconcile: { everyMs: number; days: number };
  /** BSE_MEMBER_CODE: the member code in every transaction number (the demo member's on the simulated exchange) */
  memberCode: string;
  /** demo only: a NEFT or cheque payment counts as received this many minutes after the order */
  demoFundsDelayMinutes: number;
  /** pg pool size per instance; PostgreSQL's max_connections bounds instances × this. */
  pgPoolSize: number;
  /** Uploaded documents: a local folder on one machine, S3-compatible storage when several instances share them. */
  storage: {
    kind: 'local' | 's3';
    uploadDir: string;
    s3: { endpoint: string; bucket: string; region: string; accessKeyId: string; secretAccessKey: string } | null;
  };
  /**
   * Checking uploads (decoding images, parsing PDFs) runs in child processes: this many at a time
   * (1 leaves the other core to the server), each file within a time bound, so one investor's
   * uploads never slow everyone's reads; each investor may upload this many files an hour; at most
   * `maxAtOnce` uploads are received and checked at once by one process (more are refused, busy, unread).
   */
  uploads: { checkConcurrency: number; checkTimeoutMs: number; checkNice: number; perInvestorPerHour: number; maxAtOnce: number };
  /** KYC lookup: the embedded registry decides from the PAN (demo and tests); `kra` needs a KRA contract. */
  kyc: 'embedded' | 'kra';
  /** KYC=kra: the intermediary's CVL KRA PAN-inquiry access (KRA_*); null with the embedded registry */
  kra: KraCredentials | null;
  /** Help and messages: where tickets go, the app's address for links in mail and pushes, web push. */
  messages: MessagesConfig;
  /**
   * The key that encrypts bank account numbers at rest (lib/field-crypto.ts): FIELD_ENCRYPTION_KEY
   * (32 bytes, base64 or hex) or a key file. Kept out of the database so a copy of it reveals nothing.
   */
  fieldKey: { key: string | null; file: string | null };
  /** demo only: minutes the simulated bank takes to approve an authorised mandate (0: at once) */
  demoMandateApprovalMinutes: number;
  /** The dashboard's blogs and videos: a WordPress posts URL (…/wp-json/wp/v2/posts?_embed); null uses the articles shipped with Nivesh. */
  contentFeedUrl: string | null;
  /** How long a computed dashboard or portfolio answer is reused for the same investor and day, in seconds (0: never). */
  portfolioCacheSeconds: number;
  /**
   * How often, at most, an instance reads the catalogue's version row to learn of another
   * instance's NAV import, in ms (catalogue reads are served from memory per version; 0 checks on
   * every read). Its own imports are seen at once.
   */
  cataloguePollMs: number;
  /**
   * The deposit partner's application page that 'Book fixed deposit now' opens (spec 2 §2.12);
   * the investor's Nivesh ID is added as ?ref= so the partner's reverse feed can name them.
   * Null: not configured, and the button says so.
   */
  fdPartnerUrl: string | null;
}

export interface MessagesConfig {
  /** the support team's mailbox: tickets are mailed here; never shown in the app (spec 3 §2.7) */
  supportEmail: string;
  /** the app's public address, for links in mail (a job has no request to take it from) */
  publicUrl: string;
  push: {
    /** VAPID keys (base64url); absent in demo mode: generated once into `keyFile` (0600) */
    vapidPublicKey: string | null;
    vapidPrivateKey: string | null;
    /** the contact push services see in the VAPID token (mailto: or https:) */
    vapidSubject: string;
    keyFile: string;
    /**
     * Push services a subscription may point at (host names, `*.` for subdomains): the server
     * POSTs to the endpoint a browser hands it, so an arbitrary URL would let anyone make the
     * server call into its own network.
     */
    endpointHosts: string[];
  };
}

const PUSH_HOSTS =
  'fcm.googleapis.com,android.googleapis.com,updates.push.services.mozilla.com,*.push.services.mozilla.com,web.push.apple.com,*.push.apple.com,*.notify.windows.com';

/** One of `allowed` (`fallback` when unset); any other value refuses to start, naming the choices. */
/** One of two words; an empty variable (NAME= in an env file) is unset, so it takes the fallback. */
function choiceEnv<T extends string>(env: NodeJS.ProcessEnv, name: string, allowed: readonly [T, T], fallback: T): T {
  const raw = env[name]?.trim() || fallback;
  const chosen = allowed.find((a) => a === raw);
  if (chosen === undefined) throw new Error(`${name} must be ${allowed.join(' or ')}, got "${raw}"`);
  return chosen;
}

function intEnv(env: NodeJS.ProcessEnv, name: string, fallback: number, min = 1): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < min) throw new Error(`${name} must be ${min === 0 ? 'a whole number' : 'a positive integer'}, got "${raw}"`);
  return n;
}

/** A PostgreSQL memory size such as 32MB or 512kB (at least 128kB, PostgreSQL's floor for shared_buffers). */
function pgSize(value: string, name: string): string {
  const m = /^(\d+)(kB|MB|GB)$/.exec(value.trim());
  const kb = m ? Number(m[1]) * (m[2] === 'GB' ? 1024 * 1024 : m[2] === 'MB' ? 1024 : 1) : 0;
  if (!m || kb < 128) throw new Error(`${name} must be a size such as 32MB (kB, MB or GB, at least 128kB), got "${value}"`);
  return `${m[1]}${m[2]}`;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const mode = choiceEnv(env, 'NIVESH_MODE', ['demo', 'production'], env.NODE_ENV === 'production' ? 'production' : 'demo');
  const delivery = choiceEnv(env, 'OTP_DELIVERY', ['outbox', 'live'], mode === 'demo' ? 'outbox' : 'live');
  const exchange = choiceEnv(env, 'EXCHANGE', ['simulated', 'bse'], 'simulated');
  return {
    mode,
    port: intEnv(env, 'PORT', 8080),
    host: env.HOST || (mode === 'demo' ? '127.0.0.1' : '0.0.0.0'),
    hostExplicit: Boolean(env.HOST),
    dataDir: env.DATA_DIR ?? './data',
    secret: { key: secretFromEnv(env.NIVESH_SECRET), file: env.NIVESH_SECRET_FILE || null },
    databaseUrl: env.DATABASE_URL || null,
    pgliteDir: env.PGLITE_DIR ?? './data/pglite',
    pgliteSharedBuffers: pgSize(env.PGLITE_SHARED_BUFFERS ?? '32MB', 'PGLITE_SHARED_BUFFERS'),
    pgliteOptimisedOnly: env.PGLITE_OPTIMISED_ONLY === '1',
    staticDir: env.STATIC_DIR ?? './dist',
    trustProxy: env.TRUST_PROXY === '1' || env.TRUST_PROXY === 'true',
    session: {
      idleMinutes: intEnv(env, 'SESSION_IDLE_MINUTES', 30),
      absoluteHours: intEnv(env, 'SESSION_MAX_HOURS', 12),
    },
    otp: {
      delivery,
      allowDevOutbox: env.ALLOW_DEV_OUTBOX === '1' || env.ALLOW_DEV_OUTBOX === 'true',
      smtpUrl: env.SMTP_URL || null,
      smtpFrom: env.SMTP_FROM ?? 'Nivesh <no-reply@nivesh.local>',
      sms: smsConfig(env),
      sendsPer15Min: intEnv(env, 'OTP_SENDS_PER_15_MIN', 3),
      transactionSendsPer15Min: intEnv(env, 'OTP_TRANSACTION_SENDS_PER_15_MIN', 10),
      contactSendsPer15Min: intEnv(env, 'OTP_CONTACT_SENDS_PER_15_MIN', 3),
      resendSeconds: intEnv(env, 'OTP_RESEND_SECONDS', 30, 0),
      // per IP, every flow together: generous enough for a household behind one address
      ipSendsPerHour: intEnv(env, 'OTP_IP_SENDS_PER_HOUR', 30),
      ipVerifiesPer15Min: intEnv(env, 'OTP_IP_VERIFIES_PER_15_MIN', 60),
    },
    rateLimits: {
      // per call kind; generous because many investors share one address behind carrier NAT
      publicPerIpPer15Min: intEnv(env, 'RATE_LIMIT_IP_PER_15_MIN', 60),
      publicPerIdentifierPer15Min: intEnv(env, 'RATE_LIMIT_IDENTIFIER_PER_15_MIN', 10),
    },
    exchange,
    bse: bseConfig(env, exchange),
    memberCode: memberCodeOf(env),
    exchangeTimeoutMs: intEnv(env, 'EXCHANGE_TIMEOUT_MS', 60_000),
    reconcile: { everyMs: intEnv(env, 'RECONCILE_EVERY_MINUTES', 5) * 60_000, days: intEnv(env, 'RECONCILE_DAYS', 3) },
    demoFundsDelayMinutes: intEnv(env, 'DEMO_FUNDS_DELAY_MINUTES', 2),
    pgPoolSize: intEnv(env, 'PG_POOL_SIZE', 10),
    storage: storageConfig(env),
    uploads: {
      checkConcurrency: intEnv(env, 'UPLOAD_CHECK_CONCURRENCY', 1),
      checkTimeoutMs: intEnv(env, 'UPLOAD_CHECK_TIMEOUT_MS', 30_000),
      // 10 lets the server's answers go first; on a machine overloaded by others a lower value keeps uploads from starving
      checkNice: Math.min(19, intEnv(env, 'UPLOAD_CHECK_NICE', 10, 0)),
      perInvestorPerHour: intEnv(env, 'UPLOADS_PER_INVESTOR_PER_HOUR', 30),
      // each waits as a file on disk, not in memory; the bound keeps the checker's queue (and the wait) short
      maxAtOnce: intEnv(env, 'UPLOADS_AT_ONCE', 16),
    },
    kyc: kycConfig(env),
    kra: kraConfig(env),
    messages: messagesConfig(env, mode, intEnv(env, 'PORT', 8080)),
    fieldKey: {
      key: env.FIELD_ENCRYPTION_KEY || null,
      // beside the embedded database it protects: a fresh data folder gets a fresh key
      file: env.FIELD_ENCRYPTION_KEY_FILE || (mode === 'demo' ? `${env.PGLITE_DIR ?? './data/pglite'}-field.key` : null),
    },
    demoMandateApprovalMinutes: intEnv(env, 'DEMO_MANDATE_APPROVAL_MINUTES', 2, 0),
    contentFeedUrl: contentFeedUrl(env),
    portfolioCacheSeconds: env.PORTFOLIO_CACHE_SECONDS === '0' ? 0 : intEnv(env, 'PORTFOLIO_CACHE_SECONDS', 10),
    cataloguePollMs: intEnv(env, 'CATALOGUE_POLL_MS', 1_000, 0),
    fdPartnerUrl: urlEnv(env, 'FD_PARTNER_URL'),
  };
}

function messagesConfig(env: NodeJS.ProcessEnv, mode: Config['mode'], port: number): MessagesConfig {
  const supportEmail = env.SUPPORT_EMAIL || 'support@nivesh.local';
  const pub = env.VAPID_PUBLIC_KEY || null;
  const priv = env.VAPID_PRIVATE_KEY || null;
  if ((pub === null) !== (priv === null)) throw new Error('VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY go together: set both or neither');
  return {
    supportEmail,
    publicUrl: (env.PUBLIC_URL || `http://localhost:${port}`).replace(/\/+$/, ''),
    push: {
      vapidPublicKey: pub,
      vapidPrivateKey: priv,
      vapidSubject: env.VAPID_SUBJECT || `mailto:${supportEmail}`,
      keyFile: env.VAPID_KEY_FILE || (mode === 'demo' ? './data/vapid-keys.json' : ''),
      endpointHosts: (env.PUSH_ENDPOINT_HOSTS || PUSH_HOSTS)
        .split(',')
        .map((h) => h.trim().toLowerCase())
        .filter(Boolean),
    },
  };
}

/** NIVESH_SECRET as text (hex, base64 or any string of at least 32 bytes): too short is refused, not padded. */
export function secretFromEnv(raw: string | undefined): Buffer | null {
  if (raw === undefined || raw === '') return null;
  const key = Buffer.from(raw.trim(), 'utf8');
  if (key.length < 32) throw new Error('NIVESH_SECRET must be at least 32 bytes (for example: openssl rand -hex 32)');
  return key;
}

function storageConfig(env: NodeJS.ProcessEnv): Config['storage'] {
  const kind = choiceEnv(env, 'STORAGE', ['local', 's3'], 'local');
  const uploadDir = env.UPLOAD_DIR ?? './data/uploads';
  if (kind === 'local') return { kind, uploadDir, s3: null };
  const need = ['S3_ENDPOINT', 'S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'].filter((k) => !env[k]);
  if (need.length > 0) throw new Error(`STORAGE=s3 needs ${need.join(', ')}`);
  return {
    kind,
    uploadDir,
    s3: {
      endpoint: env.S3_ENDPOINT ?? unset('S3_ENDPOINT'),
      bucket: env.S3_BUCKET ?? unset('S3_BUCKET'),
      region: env.S3_REGION ?? 'us-east-1',
      accessKeyId: env.S3_ACCESS_KEY_ID ?? unset('S3_ACCESS_KEY_ID'),
      secretAccessKey: env.S3_SECRET_ACCESS_KEY ?? unset('S3_SECRET_ACCESS_KEY'),
    },
  };
}

function contentFeedUrl(env: NodeJS.ProcessEnv): string | null {
  const raw = env.CONTENT_FEED_URL?.trim();
  if (!raw) return null;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(`CONTENT_FEED_URL must be an http(s) URL, got "${raw}"`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error(`CONTENT_FEED_URL must be an http(s) URL, got "${raw}"`);
  return url.toString();
}

const BSE_VARS = [
  'BSE_MEMBER_CODE',
  'BSE_USER_ID',
  'BSE_PASSWORD',
  'BSE_PASSKEY',
  'BSE_ORDER_URL',
  'BSE_UPLOAD_URL',
  'BSE_FILE_UPLOAD_URL',
  'BSE_API_URL',
] as const;

/** The member code BSE assigned (our transaction numbers carry it); the simulated exchange uses the demo member's. */
function memberCodeOf(env: NodeJS.ProcessEnv): string {
  const memberCode = (env.BSE_MEMBER_CODE ?? '').trim() || '10231';
  // our transaction numbers are the date, the member code and a daily sequence in 19 characters
  if (!/^\d{4,7}$/.test(memberCode)) throw new Error(`BSE_MEMBER_CODE must be the member code BSE assigned (4 to 7 digits), got "${memberCode}"`);
  return memberCode;
}

/** The member's BSE StAR MF access; EXCHANGE=bse refuses to start without every part of it. */
function bseConfig(env: NodeJS.ProcessEnv, exchange: Config['exchange']): BseCredentials | null {
  if (exchange !== 'bse') return null;
  const missing = BSE_VARS.filter((k) => !env[k]?.trim());
  if (missing.length > 0) throw new Error(`Refusing to start: EXCHANGE=bse needs the member's BSE StAR MF access: set ${missing.join(', ')}.`);
  return {
    memberCode: memberCodeOf(env),
    userId: (env.BSE_USER_ID ?? unset('BSE_USER_ID')).trim(),
    password: env.BSE_PASSWORD ?? unset('BSE_PASSWORD'),
    passKey: env.BSE_PASSKEY ?? unset('BSE_PASSKEY'),
    orderUrl: urlEnv(env, 'BSE_ORDER_URL') ?? unset('BSE_ORDER_URL'),
    uploadUrl: urlEnv(env, 'BSE_UPLOAD_URL') ?? unset('BSE_UPLOAD_URL'),
    fileUploadUrl: urlEnv(env, 'BSE_FILE_UPLOAD_URL') ?? unset('BSE_FILE_UPLOAD_URL'),
    apiUrl: urlEnv(env, 'BSE_API_URL') ?? unset('BSE_API_URL'),
    // an order call held longer than this is asked about by its transaction number, not waited on
    timeoutMs: intEnv(env, 'BSE_TIMEOUT_MS', 20_000),
    // the exchange's session password lives about an hour; renewing earlier avoids a refused call
    sessionMinutes: intEnv(env, 'BSE_SESSION_MINUTES', 50),
  };
}

const KRA_VARS = ['KRA_URL', 'KRA_USER_NAME', 'KRA_POS_CODE', 'KRA_PASSWORD', 'KRA_PASSKEY'] as const;

/** The KRA lookup's credentials; KYC=kra refuses to start without every one of them. */
function kraConfig(env: NodeJS.ProcessEnv): KraCredentials | null {
  if ((env.KYC ?? 'embedded') !== 'kra') return null;
  const missing = KRA_VARS.filter((k) => !env[k]?.trim());
  if (missing.length > 0) throw new Error(`Refusing to start: KYC=kra needs the intermediary's CVL KRA access: set ${missing.join(', ')}.`);
  const url = urlEnv(env, 'KRA_URL') ?? unset('KRA_URL');
  // the PAN inquiry sits in onboarding's request: an investor waits at most this long for it
  const timeoutMs = intEnv(env, 'KRA_TIMEOUT_MS', 8_000);
  return {
    url,
    userName: (env.KRA_USER_NAME ?? unset('KRA_USER_NAME')).trim(),
    posCode: (env.KRA_POS_CODE ?? unset('KRA_POS_CODE')).trim(),
    password: env.KRA_PASSWORD ?? unset('KRA_PASSWORD'),
    passKey: env.KRA_PASSKEY ?? unset('KRA_PASSKEY'),
    timeoutMs,
  };
}

function kycConfig(env: NodeJS.ProcessEnv): Config['kyc'] {
  return choiceEnv(env, 'KYC', ['embedded', 'kra'], 'embedded');
}

/** Refuses configurations that would be unsafe in production (no dev outbox by accident). */
export function assertSafeConfig(config: Config): void {
  if (config.mode !== 'production') return;
  if (!config.secret.key && !config.secret.file) {
    throw new Error(
      'Refusing to start: production mode needs the server secret. Set NIVESH_SECRET (at least 32 bytes, for example ' +
        '`openssl rand -hex 32`) or NIVESH_SECRET_FILE (a file readable only by the server, mode 0600).',
    );
  }
  if (config.otp.delivery === 'outbox' && !config.otp.allowDevOutbox) {
    throw new Error(
      'Refusing to start: production mode with the dev OTP outbox. Configure SMTP_URL and the SMS gateway (SMS_PROVIDER and its DLT fields) ' +
        '(OTP_DELIVERY=live), or set ALLOW_DEV_OUTBOX=1 to accept printed OTPs deliberately.',
    );
  }
  if (config.otp.delivery === 'live') assertLiveDelivery(config);
  if (!config.fieldKey.key && !config.fieldKey.file) {
    throw new Error(
      'Refusing to start: production mode needs FIELD_ENCRYPTION_KEY (32 bytes, base64) or FIELD_ENCRYPTION_KEY_FILE to encrypt bank account numbers.',
    );
  }
  // the simulated exchange books orders nobody will ever allot: real money must reach BSE StAR MF
  if (config.exchange === 'simulated') {
    throw new Error("Refusing to start: production mode with the simulated exchange. Set EXCHANGE=bse and the member's BSE StAR MF access (BSE_*).");
  }
}

/**
 * Live delivery needs SMTP for email and a complete SMS setup: an SMS without its DLT entity ID,
 * header and template ID is dropped by every Indian carrier, so it is refused at start instead.
 */
export function assertLiveDelivery(config: Config): void {
  const domain = fromDomain(config.otp.smtpFrom);
  const problems = [
    ...(config.otp.smtpUrl ? [] : ['SMTP_URL (email)']),
    // mail from a domain nobody can publish SPF or DKIM records for lands in spam or is refused
    ...(config.mode === 'production' && (!domain || /(^|\.)(local|localhost|example|invalid|test)$/.test(domain))
      ? [`SMTP_FROM on the domain whose SPF and DKIM records you publish (got "${config.otp.smtpFrom}")`]
      : []),
    ...smsConfigProblems(config.otp.sms),
  ];
  if (problems.length > 0) throw new Error(`Refusing to start: OTP_DELIVERY=live needs ${problems.join('; ')}.`);
}

const LOOPBACK = /^(127\.\d+\.\d+\.\d+|::1|localhost)$/;

/**
 * What start-up must say out loud. Demo mode's dev outbox shows every OTP to whoever can reach
 * the server, so demo mode listens on 127.0.0.1 unless HOST is set, and a HOST that others can
 * reach gets a warning nobody can miss.
 */
export function startupWarnings(config: Config): string[] {
  if (config.mode !== 'demo') return [];
  if (LOOPBACK.test(config.host)) {
    return [`Demo mode: listening on ${config.host} only. The dev outbox (/api/dev/outbox) shows every OTP; set HOST to listen on other addresses.`];
  }
  const bar = '!'.repeat(78);
  return [
    bar,
    `WARNING: demo mode is listening on ${config.host} (HOST is set).`,
    'Anyone who can reach this server can read every OTP at /api/dev/outbox and sign in as any investor.',
    'Use this only on a private network; for real use run NIVESH_MODE=production.',
    bar,
  ];
}

/** A variable the caller has already checked is set: reaching this is a bug in that check, said plainly. */
function unset(name: string): never {
  throw new Error(`${name} is not set`);
}

function urlEnv(env: NodeJS.ProcessEnv, name: string): string | null {
  const raw = env[name]?.trim();
  if (!raw) return null;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(`${name} must be an http(s) URL, got "${raw}"`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error(`${name} must be an http(s) URL, got "${raw}"`);
  return url.toString();
}
