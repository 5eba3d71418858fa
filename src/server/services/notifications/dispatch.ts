import { and, eq, gte, inArray, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import { mailOutbox, notifications, pushSubscriptions, sessions, users } from '../../db/schema.ts';
import type { AppDeps } from '../../lib/context.ts';
import { queueMail, renderMail } from './mail.ts';

const LEASE_MS = 2 * 60_000;
const MAX_ATTEMPTS = 5;
const MAX_MAIL_ATTEMPTS = 8;
const BATCH = 50;
/** consecutive failures (other than 404/410) after which a subscription is retired */
export const SUBSCRIPTION_FAILURE_LIMIT = 5;

type NotificationRow = typeof notifications.$inferSelect;

export interface DispatchResult {
  notifications: number;
  pushed: number;
  pruned: number;
  mailsSent: number;
  mailsFailed: number;
}

/**
 * The dispatch job: pushes new notifications to the investor's subscribed devices and queues
 * their mail, then sends queued mail. Rows are claimed with a lease (SKIP LOCKED), so several
 * instances share the work and a crashed one's rows are taken over when the lease passes. The
 * network is never called inside a transaction. One bad row never stops the others.
 */
export async function dispatchNotifications(deps: AppDeps): Promise<DispatchResult> {
  const result: DispatchResult = { notifications: 0, pushed: 0, pruned: 0, mailsSent: 0, mailsFailed: 0 };
  const claimed = await claimNotifications(deps);
  for (const n of claimed) {
    try {
      const r = await pushOne(deps, n);
      result.pushed += r.pushed;
      result.pruned += r.pruned;
      await deps.db.transaction(async (tx) => {
        if (n.sendMail) {
          const [user] = await tx.select({ email: users.email, firstName: users.firstName }).from(users).where(eq(users.id, n.userId)).limit(1);
          if (user?.email)
            await queueMail(tx, { category: 'notification', to: user.email, at: deps.clock.now(), ...notificationMail(deps, n, user.firstName) });
        }
        await tx.update(notifications).set({ dispatchedAt: deps.clock.now(), leaseUntil: null }).where(eq(notifications.id, n.id));
      });
      result.notifications++;
    } catch (err) {
      deps.log.error('notification dispatch failed', { notificationId: n.id, error: err instanceof Error ? err.message : String(err) });
    }
  }
  const mail = await sendQueuedMail(deps);
  result.mailsSent = mail.sent;
  result.mailsFailed = mail.failed;
  return result;
}

async function claimNotifications(deps: AppDeps): Promise<NotificationRow[]> {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const rows = await tx
      .select()
      .from(notifications)
      .where(
        and(
          isNull(notifications.dispatchedAt),
          lt(notifications.dispatchAttempts, MAX_ATTEMPTS),
          or(isNull(notifications.leaseUntil), lt(notifications.leaseUntil, now)),
        ),
      )
      .orderBy(notifications.id)
      .limit(BATCH)
      .for('update', { skipLocked: true });
    if (rows.length === 0) return [];
    await tx
      .update(notifications)
      .set({ leaseUntil: new Date(now.getTime() + LEASE_MS), dispatchAttempts: sql`${notifications.dispatchAttempts} + 1` })
      .where(
        inArray(
          notifications.id,
          rows.map((r) => r.id),
        ),
      );
    return rows;
  });
}

/** The push message the service worker shows (sw/sw.ts reads these fields). */
export function pushPayload(n: Pick<NotificationRow, 'id' | 'title' | 'body' | 'link'>): string {
  return JSON.stringify({ id: n.id, title: n.title, body: n.body, link: n.link ?? '/portal', tag: `notification-${n.id}` });
}

/**
 * A subscription belongs to the sign-in that made it: once that session has ended (signed out,
 * ended from another device, a contact change, removal from a family, its lifetime over) the
 * device is not the investor's any more, and it is forgotten instead of pushed to. A session that
 * is only idle has not ended: a device in the pocket is what push is for.
 */
async function liveSubscriptions(deps: AppDeps, userId: number) {
  const now = deps.clock.now();
  const rows = await deps.db
    .select({ sub: pushSubscriptions, revokedAt: sessions.revokedAt, expiresAt: sessions.expiresAt })
    .from(pushSubscriptions)
    .leftJoin(sessions, eq(sessions.id, pushSubscriptions.sessionId))
    .where(eq(pushSubscriptions.userId, userId));
  const ended = rows.filter((r) => r.expiresAt === null || r.revokedAt !== null || r.expiresAt.getTime() <= now.getTime()).map((r) => r.sub.id);
  if (ended.length > 0) await deps.db.delete(pushSubscriptions).where(inArray(pushSubscriptions.id, ended));
  return { live: rows.filter((r) => !ended.includes(r.sub.id)).map((r) => r.sub), ended: ended.length };
}

async function pushOne(deps: AppDeps, n: NotificationRow): Promise<{ pushed: number; pruned: number }> {
  const { live: subs, ended } = await liveSubscriptions(deps, n.userId);
  let pushed = 0;
  let pruned = ended;
  for (const s of subs) {
    const r = await deps.adapters.push.send({ endpoint: s.endpoint, p256dh: s.p256dh, auth: s.auth }, pushPayload(n), { urgency: 'normal' });
    if (r.ok) {
      pushed++;
      await deps.db.update(pushSubscriptions).set({ lastSentAt: deps.clock.now(), failures: 0 }).where(eq(pushSubscriptions.id, s.id));
    } else if (r.gone || s.failures + 1 >= SUBSCRIPTION_FAILURE_LIMIT) {
      // the browser unsubscribed, the subscription expired, or it has failed too often: forget it
      pruned++;
      await deps.db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, s.id));
      deps.log.info('push subscription pruned', { subscriptionId: s.id, status: r.status, reason: r.message });
    } else {
      await deps.db
        .update(pushSubscriptions)
        .set({ failures: s.failures + 1 })
        .where(eq(pushSubscriptions.id, s.id));
      deps.log.warn('push failed', { subscriptionId: s.id, status: r.status, reason: r.message });
    }
  }
  return { pushed, pruned };
}

function notificationMail(deps: AppDeps, n: NotificationRow, firstName: string | null) {
  return renderMail({
    subject: n.title,
    heading: n.title,
    paragraphs: [`Dear ${firstName?.trim() || 'Investor'},`, n.body],
    action: { label: 'Open Nivesh', url: `${deps.config.messages.publicUrl}${n.link ?? '/portal'}` },
    footnote: 'You receive this mail because of activity on your Nivesh account. If it was not you, contact support at once.',
  });
}

/** Sends queued mail; a failure waits longer before each retry (1, 4, 9 ... minutes) and gives up after a few. */
export async function sendQueuedMail(deps: AppDeps): Promise<{ sent: number; failed: number }> {
  const now = deps.clock.now();
  const rows = await deps.db.transaction(async (tx) => {
    const due = await tx
      .select()
      .from(mailOutbox)
      .where(and(isNull(mailOutbox.sentAt), lt(mailOutbox.attempts, MAX_MAIL_ATTEMPTS), or(isNull(mailOutbox.leaseUntil), lt(mailOutbox.leaseUntil, now))))
      .orderBy(mailOutbox.id)
      .limit(BATCH)
      .for('update', { skipLocked: true });
    if (due.length) {
      await tx
        .update(mailOutbox)
        .set({ leaseUntil: new Date(now.getTime() + LEASE_MS), attempts: sql`${mailOutbox.attempts} + 1` })
        .where(
          inArray(
            mailOutbox.id,
            due.map((r) => r.id),
          ),
        );
    }
    return due;
  });
  let sent = 0;
  let failed = 0;
  for (const m of rows) {
    try {
      await deps.adapters.otpDelivery.send({
        channel: 'email',
        category: m.category as 'notification' | 'ticket' | 'statement',
        to: m.to,
        subject: m.subject,
        body: m.text,
        ...(m.html ? { html: m.html } : {}),
        ...(m.replyTo ? { replyTo: m.replyTo } : {}),
        ...(m.attachments?.length
          ? { attachments: m.attachments.map((a) => ({ filename: a.filename, contentType: a.contentType, content: Buffer.from(a.base64, 'base64') })) }
          : {}),
      });
      await deps.db.update(mailOutbox).set({ sentAt: deps.clock.now(), leaseUntil: null, lastError: null }).where(eq(mailOutbox.id, m.id));
      sent++;
    } catch (err) {
      failed++;
      const attempts = m.attempts + 1;
      await deps.db
        .update(mailOutbox)
        .set({ lastError: err instanceof Error ? err.message : String(err), leaseUntil: new Date(deps.clock.now().getTime() + attempts * attempts * 60_000) })
        .where(eq(mailOutbox.id, m.id));
      deps.log.error('mail failed', { mailId: m.id, attempt: attempts, error: err instanceof Error ? err.message : String(err) });
    }
  }
  return { sent, failed };
}

/** Housekeeping: mail sent (or given up on) more than 30 days ago is dropped; its content lives in the notification or ticket. */
export async function pruneMail(db: AppDeps['db'], now: Date): Promise<number> {
  const before = new Date(now.getTime() - 30 * 86_400_000);
  const rows = await db
    .delete(mailOutbox)
    .where(and(lt(mailOutbox.createdAt, before), or(isNotNull(mailOutbox.sentAt), gte(mailOutbox.attempts, MAX_MAIL_ATTEMPTS))))
    .returning({ id: mailOutbox.id });
  return rows.length;
}
