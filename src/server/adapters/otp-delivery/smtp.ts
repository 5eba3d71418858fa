import { randomBytes } from 'node:crypto';
import nodemailer from 'nodemailer';
import { fromDomain } from './mail-domain.ts';
import type { OtpDelivery, OtpMessage } from './types.ts';

/**
 * Email through nodemailer, configured by URL: smtp://user:pass@host:587 (STARTTLS when offered)
 * or smtps://user:pass@host:465. Sends the text part, and the HTML part and attachments when the
 * message has them (notifications, tickets, statements). One pooled transport per server.
 * Notifications carry a List-Unsubscribe (`opts.unsubscribe`, a mailto: or https: address);
 * OTPs, statements asked for and tickets are transactional and carry none.
 */
export function smtpDelivery(smtpUrl: string, from: string, opts: { unsubscribe?: string | null } = {}): OtpDelivery & { close(): void } {
  // Receivers check the From domain against SPF and DKIM (DMARC alignment); the Message-ID names the
  // same domain, not the host's own name, which would give away the machine and look forged.
  const domain = fromDomain(from) ?? 'localhost';
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
        messageId: `<${Date.now().toString(36)}.${randomBytes(12).toString('hex')}@${domain}>`,
        // RFC 2369: mail that is not a direct answer to the investor's own action says how to stop it
        ...(m.category === 'notification' && opts.unsubscribe ? { list: { unsubscribe: opts.unsubscribe } } : {}),
        to: m.to,
        subject: m.subject ?? 'Your Nivesh OTP',
        text: m.body,
        ...(m.html ? { html: m.html } : {}),
        ...(m.replyTo ? { replyTo: m.replyTo } : {}),
        ...(m.attachments?.length
          ? { attachments: m.attachments.map((a) => ({ filename: a.filename, content: a.content, ...(a.contentType ? { contentType: a.contentType } : {}) })) }
          : {}),
      });
    },
    close: () => transport.close(),
  };
}
