import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { devOutboxDelivery } from './dev-outbox.ts';
import { smsGatewayDelivery } from './sms-gateway.ts';
import { smtpDelivery } from './smtp.ts';
import type { OtpDelivery } from './types.ts';

/** Chooses the delivery from configuration: the dev outbox, or SMTP for email and a gateway for SMS. */
export function createOtpDelivery(config: Config, db: Db, clock: Clock): OtpDelivery {
  if (config.otp.delivery === 'outbox') return devOutboxDelivery(db, clock);
  const sms = smsGatewayDelivery(config.otp.smsGatewayUrl!, config.otp.smsGatewayKey);
  const email = smtpDelivery(config.otp.smtpUrl!, config.otp.smtpFrom);
  return {
    name: 'live',
    inRequest: false,
    send: (m) => (m.channel === 'sms' ? sms.send(m) : email.send(m)),
  };
}
