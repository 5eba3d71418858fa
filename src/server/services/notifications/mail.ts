import type { Db, Tx } from '../../db/client.ts';
import { mailOutbox } from '../../db/schema.ts';

export interface MailContent {
  subject: string;
  text: string;
  html: string;
}

const esc = (s: string) => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/**
 * A rich mail in the house style: an HTML part (inline styles only, as mail clients strip
 * <style>) and a text part with the same words, so every client shows something readable.
 */
export function renderMail(m: {
  subject: string;
  heading: string;
  paragraphs: string[];
  action?: { label: string; url: string };
  footnote?: string;
}): MailContent {
  const footer = 'Nivesh: mutual funds through BSE StAR MF. Mutual fund investments are subject to market risks; read all scheme-related documents carefully.';
  const text = [
    m.heading,
    '',
    ...m.paragraphs.flatMap((p) => [p, '']),
    ...(m.action ? [`${m.action.label}: ${m.action.url}`, ''] : []),
    ...(m.footnote ? [m.footnote, ''] : []),
    '--',
    footer,
  ].join('\n');
  const html = `<!doctype html><html lang="en-IN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${esc(m.subject)}</title></head>
<body style="margin:0;padding:0;background:#f1f5f9;font-family:Arial,Helvetica,sans-serif;color:#0f172a">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f1f5f9;padding:24px 0"><tr><td align="center">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:8px;padding:24px">
<tr><td style="font-size:20px;font-weight:bold;color:#0f4c81;padding-bottom:16px">Nivesh</td></tr>
<tr><td><h1 style="font-size:18px;margin:0 0 12px">${esc(m.heading)}</h1>
${m.paragraphs.map((p) => `<p style="font-size:15px;line-height:1.5;margin:0 0 12px">${esc(p).replace(/\n/g, '<br>')}</p>`).join('\n')}
${m.action ? `<p style="margin:20px 0"><a href="${esc(m.action.url)}" style="background:#0f4c81;color:#ffffff;text-decoration:none;padding:10px 18px;border-radius:6px;font-weight:bold;display:inline-block">${esc(m.action.label)}</a></p>` : ''}
${m.footnote ? `<p style="font-size:13px;color:#475569;margin:12px 0 0">${esc(m.footnote)}</p>` : ''}
</td></tr>
<tr><td style="font-size:12px;color:#64748b;border-top:1px solid #e2e8f0;padding-top:12px;margin-top:16px">${esc(footer)}</td></tr>
</table></td></tr></table></body></html>`;
  return { subject: m.subject, text, html };
}

/** Queues a mail in the caller's transaction; the dispatch job sends it (and retries). */
export async function queueMail(
  db: Db | Tx,
  m: MailContent & {
    category: 'notification' | 'ticket' | 'statement';
    to: string;
    replyTo?: string | null;
    attachments?: Array<{ filename: string; contentType: string; content: Buffer }>;
    at: Date;
  },
): Promise<void> {
  await db.insert(mailOutbox).values({
    category: m.category,
    to: m.to,
    subject: m.subject,
    text: m.text,
    html: m.html,
    replyTo: m.replyTo ?? null,
    attachments: m.attachments?.length
      ? m.attachments.map((a) => ({ filename: a.filename, contentType: a.contentType, base64: a.content.toString('base64') }))
      : null,
    createdAt: m.at,
  });
}
