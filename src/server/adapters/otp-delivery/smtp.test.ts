import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SMTPServer } from 'smtp-server';
import { smtpDelivery } from './smtp.ts';

/**
 * The SMTP delivery (nodemailer) against a real SMTP server on the loopback: the envelope, the
 * text and HTML parts, the attachment, the reply-to and the login all arrive as sent.
 */
let server: SMTPServer;
let port: number;
const mails: Array<{ from: string; to: string[]; raw: string; user: string | undefined }> = [];

beforeAll(async () => {
  server = new SMTPServer({
    authOptional: false,
    allowInsecureAuth: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onAuth(auth, _session, cb) {
      if (auth.username === 'nivesh' && auth.password === 's3cret') cb(null, { user: auth.username });
      else cb(new Error('Invalid username or password'));
    },
    onData(stream, session, cb) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        mails.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
          user: session.user as string | undefined,
        });
        cb();
      });
    },
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  port = (server.server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

describe('SMTP delivery (nodemailer)', () => {
  it('sends an OTP as plain text', async () => {
    const d = smtpDelivery(`smtp://nivesh:s3cret@127.0.0.1:${port}`, 'Nivesh <no-reply@nivesh.local>');
    await d.send({ channel: 'email', to: 'asha@example.com', body: 'Your Nivesh OTP is 123456' });
    d.close();
    const m = mails.at(-1)!;
    expect(m).toMatchObject({ from: 'no-reply@nivesh.local', to: ['asha@example.com'], user: 'nivesh' });
    expect(m.raw).toMatch(/^Subject: Your Nivesh OTP$/m);
    expect(m.raw).toMatch(/^Content-Type: text\/plain/m);
    expect(m.raw).toContain('Your Nivesh OTP is 123456');
  });

  it('sends rich mail: text and HTML alternatives, an attachment and a reply-to', async () => {
    const d = smtpDelivery(`smtp://nivesh:s3cret@127.0.0.1:${port}`, 'Nivesh <no-reply@nivesh.local>');
    await d.send({
      channel: 'email',
      category: 'ticket',
      to: 'support@nivesh.local',
      replyTo: 'asha@example.com',
      subject: '[Ticket NVT2611200001] Transaction',
      body: 'My SIP was debited twice.',
      html: '<p>My SIP was debited <b>twice</b>.</p>',
      attachments: [{ filename: 'statement.csv', content: Buffer.from('date,amount\n2026-11-10,2000\n'), contentType: 'text/csv' }],
    });
    d.close();
    const m = mails.at(-1)!;
    expect(m.to).toEqual(['support@nivesh.local']);
    expect(m.raw).toMatch(/^Reply-To: asha@example\.com$/m);
    expect(m.raw).toMatch(/^Content-Type: multipart\/mixed/m);
    expect(m.raw).toMatch(/Content-Type: multipart\/alternative/);
    expect(m.raw).toMatch(/Content-Type: text\/plain/);
    expect(m.raw).toMatch(/Content-Type: text\/html/);
    expect(m.raw).toMatch(/Content-Disposition: attachment; filename=statement\.csv/);
    expect(m.raw).toContain(Buffer.from('date,amount\n2026-11-10,2000\n').toString('base64'));
  });

  it('a refused login fails the send (the dispatch job retries it)', async () => {
    const d = smtpDelivery(`smtp://nivesh:wrong@127.0.0.1:${port}`, 'Nivesh <no-reply@nivesh.local>');
    await expect(d.send({ channel: 'email', to: 'a@example.com', body: 'x' })).rejects.toThrow(/Invalid login|Invalid username/);
    d.close();
  });

  it('mail is aligned with the From domain: Message-ID on it, List-Unsubscribe on notifications only', async () => {
    const d = smtpDelivery(`smtp://nivesh:s3cret@127.0.0.1:${port}`, 'Nivesh <no-reply@mail.nivesh.in>', {
      unsubscribe: 'mailto:support@nivesh.in?subject=Unsubscribe',
    });
    await d.send({ channel: 'email', to: 'asha@example.com', body: 'Your Nivesh OTP is 123456' });
    const otp = mails.at(-1)!;
    await d.send({
      channel: 'email',
      category: 'notification',
      to: 'asha@example.com',
      subject: 'Your SIP is due',
      body: 'Your SIP of Rs.2,000 is due on 10 Dec.',
    });
    const notice = mails.at(-1)!;
    d.close();
    for (const m of [otp, notice]) {
      expect(m.from).toBe('no-reply@mail.nivesh.in');
      expect(m.raw).toMatch(/^From: Nivesh <no-reply@mail\.nivesh\.in>$/m);
      expect(m.raw).toMatch(/^Message-ID: <[\w.]+@mail\.nivesh\.in>$/m);
    }
    expect(otp.raw).not.toMatch(/^List-Unsubscribe:/m);
    expect(notice.raw).toMatch(/^List-Unsubscribe: <mailto:support@nivesh\.in\?subject=Unsubscribe>$/m);
  });

  it('refuses SMS', async () => {
    const d = smtpDelivery(`smtp://127.0.0.1:${port}`, 'n@nivesh.local');
    await expect(d.send({ channel: 'sms', to: '9876543210', body: 'x' })).rejects.toThrow('smtp only sends email');
    d.close();
  });
});
