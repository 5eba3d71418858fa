import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import type { Clock } from '../lib/clock.ts';
import { simulatedExchange } from './exchange/simulated.ts';
import { bseExchange, ourBooks } from './exchange/bse/exchange.ts';
import { setMemberCode } from './exchange/numbers.ts';
import type { ExchangeAdapter, ExchangeReports } from './exchange/types.ts';
import { createOtpDelivery } from './otp-delivery/index.ts';
import type { OtpDelivery } from './otp-delivery/types.ts';
import { cvlKra } from './kyc/cvl-kra.ts';
import { embeddedKyc } from './kyc/embedded.ts';
import type { KycAdapter } from './kyc/types.ts';
import { localStorage } from './storage/local.ts';
import { s3Storage } from './storage/s3.ts';
import type { StorageAdapter } from './storage/types.ts';
import { packagedIfsc } from './ifsc/packaged.ts';
import type { IfscDirectory } from './ifsc/types.ts';
import { webPushSender } from './push/web-push.ts';
import { resolveVapidKeys } from './push/vapid.ts';
import type { PushSender } from './push/types.ts';
import { simulatedBankVerifier } from './bank-verification/simulated.ts';
import type { BankVerifier } from './bank-verification/types.ts';
import { createContentFeed } from './content-feed/index.ts';
import type { ContentFeed } from './content-feed/types.ts';
import { consoleLogger, type Logger } from '../lib/logger.ts';

/**
 * Every outside system behind its interface, chosen by configuration. Tests build the same
 * object and replace single adapters with fakes.
 */
export interface Adapters {
  otpDelivery: OtpDelivery;
  exchange: ExchangeAdapter;
  kyc: KycAdapter;
  storage: StorageAdapter;
  ifsc: IfscDirectory;
  /** web push to installed apps (VAPID keys from configuration, or the demo key file) */
  push: PushSender;
  /** blog posts and videos for the dashboard and Insights (CONTENT_FEED_URL, or the articles shipped with Nivesh) */
  contentFeed: ContentFeed;
  /** penny drop / account validation of a bank added from the profile */
  bankVerifier: BankVerifier;
}

export function createAdapters(config: Config, db: Db, clock: Clock, log: Logger = consoleLogger): Adapters {
  // every transaction number carries the configured member code
  setMemberCode(config.memberCode);
  return {
    otpDelivery: createOtpDelivery(config, db, clock),
    exchange: createExchange(config, db, clock),
    kyc: createKyc(config),
    storage: config.storage.kind === 's3' && config.storage.s3 ? s3Storage(config.storage.s3) : localStorage(config.storage.uploadDir),
    ifsc: packagedIfsc(db),
    push: webPushSender(() => resolveVapidKeys(config.messages.push)),
    contentFeed: createContentFeed(config.contentFeedUrl, log),
    bankVerifier: simulatedBankVerifier(),
  };
}

/** BSE StAR MF when EXCHANGE=bse (with every BSE_* setting), else the simulated exchange in this process. */
export function createExchange(config: Config, db: Db, clock: Clock): ExchangeAdapter & Partial<ExchangeReports> {
  if (config.exchange === 'bse') {
    if (!config.bse)
      throw new Error(
        "Refusing to start: EXCHANGE=bse needs the member's BSE StAR MF access (BSE_MEMBER_CODE, BSE_USER_ID, BSE_PASSWORD, BSE_PASSKEY, BSE_ORDER_URL, BSE_UPLOAD_URL, BSE_FILE_UPLOAD_URL, BSE_API_URL).",
      );
    return bseExchange(config.bse, { books: ourBooks(db), clock });
  }
  // demo: the simulated bank approves an authorised mandate after this delay (E-NACH takes 2 working days for real)
  return simulatedExchange(db, clock, { fundsDelayMinutes: config.demoFundsDelayMinutes, approvalMs: config.demoMandateApprovalMinutes * 60_000 });
}

function createKyc(config: Config): KycAdapter {
  if (config.kyc === 'kra') {
    if (!config.kra)
      throw new Error("Refusing to start: KYC=kra needs the intermediary's CVL KRA access (KRA_URL, KRA_USER_NAME, KRA_POS_CODE, KRA_PASSWORD, KRA_PASSKEY).");
    return cvlKra(config.kra);
  }
  return embeddedKyc();
}
