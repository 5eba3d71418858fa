import { and, count, desc, eq } from 'drizzle-orm';
import type { NotificationItem } from '@shared/contract/notifications.ts';
import type { Db } from '../../db/client.ts';
import { notifications } from '../../db/schema.ts';

/** How many the list shows: the newest; older ones stay until cleared. */
export const LIST_LIMIT = 100;

/** GET /notification: the investor's notifications, newest first, and how many are unread. */
export async function listNotifications(db: Db, userId: number): Promise<{ notifications: NotificationItem[]; unread_count: number }> {
  const [rows, [unread]] = await Promise.all([
    db.select().from(notifications).where(eq(notifications.userId, userId)).orderBy(desc(notifications.createdAt), desc(notifications.id)).limit(LIST_LIMIT),
    db
      .select({ n: count() })
      .from(notifications)
      .where(and(eq(notifications.userId, userId), eq(notifications.isRead, false))),
  ]);
  return {
    notifications: rows.map((r) => ({
      ID: r.id,
      content: r.title,
      description: r.body,
      is_read: r.isRead,
      update_date: r.updatedAt.toISOString(),
      link: r.link,
    })),
    unread_count: unread?.n ?? 0,
  };
}

/** Marks one of the investor's notifications read; another investor's id changes nothing. */
export async function markRead(db: Db, userId: number, id: number, now: Date): Promise<boolean> {
  if (!Number.isSafeInteger(id) || id <= 0) return false;
  const rows = await db
    .update(notifications)
    .set({ isRead: true, updatedAt: now })
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId), eq(notifications.isRead, false)))
    .returning({ id: notifications.id });
  if (rows.length > 0) return true;
  // already read is still "updated" from the investor's point of view; unknown or not theirs is not
  const [mine] = await db
    .select({ id: notifications.id })
    .from(notifications)
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    .limit(1);
  return Boolean(mine);
}

/** Clears all of the investor's notifications (spec 3 §4.10, after the confirmation). */
export async function clearAll(db: Db, userId: number): Promise<number> {
  const rows = await db.delete(notifications).where(eq(notifications.userId, userId)).returning({ id: notifications.id });
  return rows.length;
}
