import type { SmsTemplateRef } from './sms-templates.ts';

/**
 * One delivery adapter for every message the server sends: OTPs (SMS or email), notifications,
 * support tickets and statements (email with an HTML part and attachments). The dev outbox,
 * SMTP (nodemailer) and an SMS gateway implement it.
 */
export interface MailAttachment {
  filename: string;
  content: Buffer | string;
  contentType?: string;
}

export interface OtpMessage {
  channel: 'sms' | 'email';
  to: string;
  subject?: string;
  /** the plain-text body (the SMS itself, or the text part of an email) */
  body: string;
  /**
   * SMS only, and required there: the DLT template the body was built from (sms-templates.ts), so
   * the gateway can name its registered template ID and every delivery can check the text
   */
  sms?: SmsTemplateRef;
  /** email only: the HTML part, sent beside the text part */
  html?: string;
  /** email only */
  attachments?: MailAttachment[];
  /** email only: where a reply goes (a ticket mail to support replies to the investor) */
  replyTo?: string;
  /** what the message is; the dev outbox lists OTPs unless asked for another category */
  category?: 'otp' | 'notification' | 'ticket' | 'statement';
}

/** The same message type under the name the non-OTP senders use. */
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
