/** Sends one-time passwords by SMS or email. The dev outbox, SMTP and an SMS gateway implement it. */
export interface OtpMessage {
  channel: 'sms' | 'email';
  to: string;
  subject?: string;
  body: string;
}

export interface OtpDelivery {
  readonly name: string;
  /**
   * Whether a request waits for the message to be handed over. Live gateways do not: their
   * latency would make a known identifier answer slower than an unknown one (which sends
   * nothing), telling an observer that the account exists.
   */
  readonly inRequest: boolean;
  send(message: OtpMessage): Promise<void>;
}
