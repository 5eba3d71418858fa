import nodemailer from 'nodemailer';
import type { OtpDelivery, OtpMessage } from './types.ts';

/**
 * Email through nodemailer, configured by URL: smtp://user:pass@host:587 (STARTTLS when offered)
 * or smtps://user:pass@host:465. Sends the text part, and the HTML part and attachments when the
 * message has them (notifications, tickets, statements). One pooled transport per server.
 */
export function smtpDelivery(smtpUrl: string, from: string): OtpDelivery & { close(): void } {
  const transport = nodemailer.createTransport({
    url: smtpUrl,
    pool: true,
    maxConnections: 3,
    // a stuck mail server must not hold a job or a request forever
    connectionTimeout: 15_000,
    greetingTimeout: 15_000,
    socketTimeout: 30_000,
  });
  return {
    name: 'smtp',
    inRequest: false,
    async send(m: OtpMessage) {
      if (m.channel !== 'email') throw new Error('smtp only sends email');
      await transport.sendMail({
        from,
        to: m.to,
        subject: m.subject ?? 'Your Nivesh OTP',
        text: m.body,
        ...(m.html ? { html: m.html } : {}),
        ...(m.replyTo ? { replyTo: m.replyTo } : {}),
        ...(m.attachments?.length ? { attachments: m.attachments.map((a) => ({ filename: a.filename, content: a.content, ...(a.contentType ? { contentType: a.contentType } : {}) })) } : {}),
      });
    },
    close: () => transport.close(),
  };
}
