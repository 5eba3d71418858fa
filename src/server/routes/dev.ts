import { devOutbox as devOutboxCall } from '@shared/contract/auth.ts';
import { answer } from '../lib/answer.ts';
import { Hono } from 'hono';
import { and, desc, eq } from 'drizzle-orm';
import { devOutbox } from '../db/schema.ts';
import type { AppEnv } from '../lib/context.ts';
import { HttpError } from '../lib/http-error.ts';

/** Demo-only: the OTP messages (or, with ?category=, the mail) sent to one mobile or email, newest first. Mounted only in demo mode. */
export const devRoutes = new Hono<AppEnv>().get('/outbox', async (c) => {
  const to = c.req.query('to')?.trim();
  if (!to) throw new HttpError(400, 'Give ?to=<mobile or email>');
  const { db } = c.get('deps');
  // OTPs by default (the sign-in helpers read the newest one); ?category=notification|ticket for mail
  const category = c.req.query('category') ?? 'otp';
  const rows = await db.select().from(devOutbox).where(and(eq(devOutbox.to, to), eq(devOutbox.category, category))).orderBy(desc(devOutbox.id)).limit(50);
  return answer(c, devOutboxCall, {
    messages: rows.map((r) => ({ to: r.to, channel: r.channel, subject: r.subject, body: r.body, created_at: r.createdAt.toISOString() })),
  });
});
