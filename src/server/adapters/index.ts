import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import type { Clock } from '../lib/clock.ts';
import { simulatedExchange } from './exchange/simulated.ts';
import type { ExchangeAdapter } from './exchange/types.ts';
import { createOtpDelivery } from './otp-delivery/index.ts';
import type { OtpDelivery } from './otp-delivery/types.ts';

/**
 * Every outside system behind its interface, chosen by configuration. Tests build the same
 * object and replace single adapters with fakes.
 */
export interface Adapters {
  otpDelivery: OtpDelivery;
  exchange: ExchangeAdapter;
}

export function createAdapters(config: Config, db: Db, clock: Clock): Adapters {
  if (config.exchange === 'bse') {
    throw new Error('EXCHANGE=bse: the BSE StAR MF adapter needs its member credentials (BSE_MEMBER_CODE, BSE_USER_ID, BSE_PASSWORD); it is not configured here');
  }
  return {
    otpDelivery: createOtpDelivery(config, db, clock),
    exchange: simulatedExchange(db, clock),
  };
}
