/**
 * Server configuration, read once from the environment. Every option says why it exists.
 */
export interface Config {
  /** demo: seeds demo investors and the demo catalogue, enables the dev outbox endpoint. */
  mode: 'demo' | 'production';
  port: number;
  host: string;
  /** PostgreSQL URL; when absent the embedded PGlite under `pgliteDir` is used. */
  databaseUrl: string | null;
  pgliteDir: string;
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
    smsGatewayUrl: string | null;
    smsGatewayKey: string | null;
    /** OTP sends allowed per number or email in 15 minutes (3 by the rule; a test server may raise it) */
    sendsPer15Min: number;
  };
  exchange: 'simulated' | 'bse';
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
  /** KYC lookup: the embedded registry decides from the PAN (demo and tests); `kra` needs a KRA contract. */
  kyc: 'embedded' | 'kra';
  /**
   * The deposit partner's application page that 'Book fixed deposit now' opens (spec 2 §2.12);
   * the investor's Nivesh ID is added as ?ref= so the partner's reverse feed can name them.
   * Null: not configured, and the button says so.
   */
  fdPartnerUrl: string | null;
}

function intEnv(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n <= 0) throw new Error(`${name} must be a positive integer, got "${raw}"`);
  return n;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const mode = (env.NIVESH_MODE ?? (env.NODE_ENV === 'production' ? 'production' : 'demo')) as Config['mode'];
  if (mode !== 'demo' && mode !== 'production') throw new Error(`NIVESH_MODE must be demo or production, got "${mode}"`);
  const delivery = (env.OTP_DELIVERY ?? (mode === 'demo' ? 'outbox' : 'live')) as Config['otp']['delivery'];
  if (delivery !== 'outbox' && delivery !== 'live') throw new Error(`OTP_DELIVERY must be outbox or live, got "${delivery}"`);
  const exchange = (env.EXCHANGE ?? 'simulated') as Config['exchange'];
  if (exchange !== 'simulated' && exchange !== 'bse') throw new Error(`EXCHANGE must be simulated or bse, got "${exchange}"`);
  return {
    mode,
    port: intEnv(env, 'PORT', 8080),
    host: env.HOST ?? '127.0.0.1',
    databaseUrl: env.DATABASE_URL || null,
    pgliteDir: env.PGLITE_DIR ?? './data/pglite',
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
      smsGatewayUrl: env.SMS_GATEWAY_URL || null,
      smsGatewayKey: env.SMS_GATEWAY_KEY || null,
      sendsPer15Min: intEnv(env, 'OTP_SENDS_PER_15_MIN', 3),
    },
    exchange,
    demoFundsDelayMinutes: intEnv(env, 'DEMO_FUNDS_DELAY_MINUTES', 2),
    pgPoolSize: intEnv(env, 'PG_POOL_SIZE', 10),
    storage: storageConfig(env),
    kyc: kycConfig(env),
    fdPartnerUrl: urlEnv(env, 'FD_PARTNER_URL'),
  };
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

function storageConfig(env: NodeJS.ProcessEnv): Config['storage'] {
  const kind = (env.STORAGE ?? 'local') as Config['storage']['kind'];
  if (kind !== 'local' && kind !== 's3') throw new Error(`STORAGE must be local or s3, got "${kind}"`);
  const uploadDir = env.UPLOAD_DIR ?? './data/uploads';
  if (kind === 'local') return { kind, uploadDir, s3: null };
  const need = ['S3_ENDPOINT', 'S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'].filter((k) => !env[k]);
  if (need.length > 0) throw new Error(`STORAGE=s3 needs ${need.join(', ')}`);
  return {
    kind,
    uploadDir,
    s3: {
      endpoint: env.S3_ENDPOINT!,
      bucket: env.S3_BUCKET!,
      region: env.S3_REGION ?? 'us-east-1',
      accessKeyId: env.S3_ACCESS_KEY_ID!,
      secretAccessKey: env.S3_SECRET_ACCESS_KEY!,
    },
  };
}

function kycConfig(env: NodeJS.ProcessEnv): Config['kyc'] {
  const kyc = (env.KYC ?? 'embedded') as Config['kyc'];
  if (kyc !== 'embedded' && kyc !== 'kra') throw new Error(`KYC must be embedded or kra, got "${kyc}"`);
  return kyc;
}

/** Refuses configurations that would be unsafe in production (issue 3: no dev outbox by accident). */
export function assertSafeConfig(config: Config): void {
  if (config.mode !== 'production') return;
  if (config.otp.delivery === 'outbox' && !config.otp.allowDevOutbox) {
    throw new Error(
      'Refusing to start: production mode with the dev OTP outbox. Configure SMTP_URL and SMS_GATEWAY_URL ' +
        '(OTP_DELIVERY=live), or set ALLOW_DEV_OUTBOX=1 to accept printed OTPs deliberately.',
    );
  }
  if (config.otp.delivery === 'live' && (!config.otp.smtpUrl || !config.otp.smsGatewayUrl)) {
    throw new Error('OTP_DELIVERY=live needs SMTP_URL (email) and SMS_GATEWAY_URL (SMS).');
  }
}
