import { assertLiveDelivery, type Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { devOutboxDelivery } from './dev-outbox.ts';
import type { SmsKind } from './sms-templates.ts';
import { gupshupSms } from './sms-gupshup.ts';
import { smtpDelivery } from './smtp.ts';
import type { OtpDelivery } from './types.ts';

/** Chooses the delivery from configuration: the dev outbox, or SMTP for email and a DLT gateway for SMS. */
export function createOtpDelivery(config: Config, db: Db, clock: Clock): OtpDelivery {
  if (config.otp.delivery === 'outbox') return devOutboxDelivery(db, clock);
  // demo mode may run live delivery too: the same completeness check as a production start
  assertLiveDelivery(config);
  const c = config.otp.sms;
  const sms = gupshupSms({
    url: c.url,
    userId: c.userId!,
    apiKey: c.apiKey!,
    dlt: { entityId: c.entityId!, header: c.header!, templateIds: c.templateIds as Record<SmsKind, string> },
    timeoutMs: c.timeoutMs,
  });
  // notifications name a way out (RFC 2369): a mail to the support desk
  const email = smtpDelivery(config.otp.smtpUrl!, config.otp.smtpFrom, { unsubscribe: `mailto:${config.messages.supportEmail}?subject=Unsubscribe` });
  return {
    name: 'live',
    inRequest: false,
    send: (m) => (m.channel === 'sms' ? sms.send(m) : email.send(m)),
  };
}
