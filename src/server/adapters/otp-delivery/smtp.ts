import { connect as netConnect, type Socket } from 'node:net';
import { connect as tlsConnect } from 'node:tls';
import type { OtpDelivery, OtpMessage } from './types.ts';

/**
 * A minimal SMTP client for OTP mail, configured by URL: smtp://user:pass@host:587 (STARTTLS
 * when offered) or smtps://user:pass@host:465. Enough for one short text message per OTP.
 */
export function smtpDelivery(smtpUrl: string, from: string): OtpDelivery {
  const url = new URL(smtpUrl);
  const secure = url.protocol === 'smtps:';
  const port = Number(url.port || (secure ? 465 : 587));
  return {
    name: 'smtp',
    inRequest: false,
    async send(m: OtpMessage) {
      if (m.channel !== 'email') throw new Error('smtp only sends email');
      await sendMail({ host: url.hostname, port, secure, user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) }, from, m);
    },
  };
}

interface SmtpTarget {
  host: string;
  port: number;
  secure: boolean;
  user: string;
  pass: string;
}

function addressOf(from: string): string {
  const m = /<([^>]+)>/.exec(from);
  return m ? m[1]! : from;
}

async function sendMail(t: SmtpTarget, from: string, m: OtpMessage): Promise<void> {
  let socket: Socket = t.secure ? tlsConnect({ host: t.host, port: t.port, servername: t.host }) : netConnect({ host: t.host, port: t.port });
  socket.setTimeout(15_000);
  let buffer = '';
  const waiters: Array<(line: string) => void> = [];
  const attach = (s: Socket) => {
    s.setEncoding('utf8');
    s.on('data', (chunk: string) => {
      buffer += chunk;
      // A reply is complete at a line "NNN text" (a space after the code, not a dash).
      let idx: number;
      while ((idx = buffer.search(/^\d{3} .*\r?\n/m)) !== -1) {
        const end = buffer.indexOf('\n', idx);
        const reply = buffer.slice(0, end + 1);
        buffer = buffer.slice(end + 1);
        waiters.shift()?.(reply);
      }
    });
  };
  attach(socket);
  const failure = new Promise<never>((_, reject) => {
    socket.on('error', reject);
    socket.on('timeout', () => reject(new Error('smtp timeout')));
  });
  const reply = () => Promise.race([new Promise<string>((resolve) => waiters.push(resolve)), failure]);
  const expect = async (codes: string[]) => {
    const r = await reply();
    if (!codes.some((c) => r.startsWith(c))) throw new Error(`smtp: unexpected reply ${r.trim()}`);
    return r;
  };
  const cmd = async (line: string, codes: string[]) => {
    socket.write(`${line}\r\n`);
    return expect(codes);
  };
  try {
    await expect(['220']);
    let ehlo = await cmd('EHLO nivesh', ['250']);
    if (!t.secure && /STARTTLS/i.test(ehlo)) {
      await cmd('STARTTLS', ['220']);
      socket.removeAllListeners('data');
      socket = tlsConnect({ socket, servername: t.host });
      attach(socket);
      ehlo = await cmd('EHLO nivesh', ['250']);
    }
    if (t.user) {
      await cmd('AUTH LOGIN', ['334']);
      await cmd(Buffer.from(t.user).toString('base64'), ['334']);
      await cmd(Buffer.from(t.pass).toString('base64'), ['235']);
    }
    await cmd(`MAIL FROM:<${addressOf(from)}>`, ['250']);
    await cmd(`RCPT TO:<${m.to}>`, ['250', '251']);
    await cmd('DATA', ['354']);
    const headers = [
      `From: ${from}`,
      `To: <${m.to}>`,
      `Subject: ${m.subject ?? 'Your Nivesh OTP'}`,
      `Date: ${new Date().toUTCString()}`,
      'MIME-Version: 1.0',
      'Content-Type: text/plain; charset=utf-8',
    ];
    const body = m.body.replace(/^\./gm, '..');
    await cmd(`${headers.join('\r\n')}\r\n\r\n${body}\r\n.`, ['250']);
    await cmd('QUIT', ['221']).catch(() => undefined);
  } finally {
    socket.destroy();
  }
}
