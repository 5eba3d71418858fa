import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { devOutbox } from '../../db/schema.ts';
import type { Clock } from '../../lib/clock.ts';
import { assertRegisteredSms } from './sms-templates.ts';
import type { OtpDelivery, OtpMessage } from './types.ts';

/**
 * Demo delivery: prints each message to the console and keeps it in the dev_outbox table, where
 * GET /api/dev/outbox shows it (demo mode only). In the database, so every instance sees it.
 * Mail keeps its HTML part and the names of its attachments, so they can be checked too.
 */
export function devOutboxDelivery(db: Db, clock: Clock, print: (line: string) => void = console.log): OtpDelivery {
  return {
    name: 'dev-outbox',
    // a local insert: quick and the same for everyone, and tests read the outbox right after
    inRequest: true,
    async send(m: OtpMessage) {
      // the same check the live gateway makes, so every test that sends an SMS proves its template
      if (m.channel === 'sms') assertRegisteredSms(m);
      await db.insert(devOutbox).values({
        to: m.to,
        channel: m.channel,
        subject: m.subject ?? null,
        body: m.body,
        category: m.category ?? 'otp',
        html: m.html ?? null,
        attachments: m.attachments?.length ? m.attachments.map((a) => a.filename) : null,
        createdAt: clock.now(),
      });
      print(m.html ? `[dev outbox] email to ${m.to}: ${m.subject ?? ''}` : `[dev outbox] ${m.channel} to ${m.to}: ${m.body}`);
    },
  };
}

/** What the dev outbox holds for one mobile or email and category (`otp`, `notification`, `ticket`), newest first. */
export async function readDevOutbox(db: Db, to: string, category: string, limit = 50) {
  const rows = await db
    .select()
    .from(devOutbox)
    .where(and(eq(devOutbox.to, to), eq(devOutbox.category, category)))
    .orderBy(desc(devOutbox.id))
    .limit(limit);
  return rows.map((r) => ({ to: r.to, channel: r.channel, subject: r.subject, body: r.body, created_at: r.createdAt.toISOString() }));
}
