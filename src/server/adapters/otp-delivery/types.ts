/** Sends one-time passwords by SMS or email. The dev outbox, SMTP and an SMS gateway implement it. */
export interface OtpMessage {
  channel: 'sms' | 'email';
  to: string;
  subject?: string;
  body: string;
}

export interface OtpDelivery {
  readonly name: string;
  send(message: OtpMessage): Promise<void>;
}
