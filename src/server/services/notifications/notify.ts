import type { Db, Tx } from '../../db/client.ts';
import { notifications } from '../../db/schema.ts';

/** What happened; the kinds the app writes (the client never branches on them, tests and mail do). */
export type NotificationKind =
  | 'order_placed'
  | 'payment_received'
  | 'payment_failed'
  | 'units_allotted'
  | 'redemption_paid'
  | 'redemption_rejected'
  | 'instalment_done'
  | 'instalment_failed'
  | 'mandate_approved'
  | 'mandate_rejected'
  | 'ticket_raised'
  | 'ticket_answered'
  | 'family_linked';

export interface NewNotification {
  userId: number;
  kind: NotificationKind;
  /** one line: the list's `content` */
  title: string;
  /** a sentence or two: the list's `description` */
  body: string;
  /** the app path a click (in the list or on a push) opens */
  link?: string | null;
  /** the event's time (the caller's clock) */
  at: Date;
  /** false when the event mails the investor itself (default: the dispatch job mails it) */
  mail?: boolean;
}

/**
 * Writes one notification in the caller's transaction, so it exists exactly when the event does
 * (a rolled-back order leaves none). Pushing and mailing happen later, in the dispatch job.
 */
export async function notify(db: Db | Tx, n: NewNotification): Promise<number> {
  const [row] = await db
    .insert(notifications)
    .values({ userId: n.userId, kind: n.kind, title: n.title, body: n.body, link: n.link ?? null, sendMail: n.mail ?? true, createdAt: n.at, updatedAt: n.at })
    .returning({ id: notifications.id });
  return row!.id;
}
