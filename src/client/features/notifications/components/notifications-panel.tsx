import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { Trash2 } from 'lucide-react';
import type { NotificationItem } from '@shared/contract/notifications.ts';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/alert-dialog.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { messageOf } from '../../../api/errors.ts';
import { cn } from '../../../lib/cn.ts';
import { notificationTime } from '../format.ts';
import { notificationsQuery, useClearAll, useMarkRead } from '../queries.ts';
import { PushOptIn } from './push-opt-in.tsx';
import { DeviceCopyNote } from '../../../offline/device-copy-note.tsx';
import { copyOf } from '../../../offline/device-read.ts';

function ListSkeleton() {
  return (
    <ul className="flex flex-col gap-2" aria-busy="true" aria-label="Loading notifications">
      {[0, 1, 2].map((i) => (
        <li key={i} className="flex h-[84px] flex-col gap-2 rounded-lg border p-3">
          <div className="h-4 w-2/3 animate-pulse rounded bg-muted" />
          <div className="h-3 w-full animate-pulse rounded bg-muted" />
          <div className="h-3 w-1/4 animate-pulse rounded bg-muted" />
        </li>
      ))}
    </ul>
  );
}

export const CLEAR_ALL_QUESTION = 'Are you sure you want to clear all notifications ?';

/**
 * The notifications panel (spec 3 §2.2, §4.10): a list, unread ones marked; a click marks one
 * read (the list reloads) and opens its page; the trash icon clears all after the confirmation;
 * 'No Data Found' when empty. Not a route's data: the portal layout's unread badge reads the
 * same query on every page, so the list is usually there when the panel opens; until then a
 * skeleton of its size.
 */
export function NotificationsPanel({ owner, onNavigate }: { owner: string; onNavigate?: () => void }) {
  const { data, isPending, error } = useQuery(notificationsQuery(owner));
  const markRead = useMarkRead();
  const clearAll = useClearAll();
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  const list = data?.notifications ?? [];

  const open = async (n: NotificationItem) => {
    if (!n.is_read) await markRead.mutateAsync(n.ID).catch((err: unknown) => toast(messageOf(err), { variant: 'error' }));
    if (n.link) {
      onNavigate?.();
      await navigate({ to: n.link });
    }
  };

  return (
    <div className="flex flex-col gap-4">
      <PushOptIn />
      <DeviceCopyNote copy={copyOf(data)} />
      <div className="flex items-center justify-between">
        <p className="text-sm text-muted-foreground" aria-live="polite">
          {data ? (data.unread_count > 0 ? `${data.unread_count} unread` : 'All read') : ''}
        </p>
        <Button
          variant="ghost"
          size="icon"
          aria-label="Clear all notifications"
          disabled={list.length === 0 || clearAll.isPending}
          onClick={() => setConfirming(true)}
        >
          <Trash2 aria-hidden className="size-5" />
        </Button>
      </div>
      {isPending && owner !== '' ? (
        <ListSkeleton />
      ) : error && !data ? (
        <p role="alert">{messageOf(error)}</p>
      ) : list.length === 0 ? (
        <p className="py-8 text-center text-muted-foreground">No Data Found</p>
      ) : (
        <ul className="flex flex-col gap-2" aria-label="Notifications">
          {list.map((n) => (
            <li key={n.ID}>
              <button
                type="button"
                aria-label={n.is_read ? n.content : `${n.content}, unread`}
                aria-describedby={`notification-${n.ID}`}
                onClick={() => void open(n)}
                className={cn(
                  'w-full rounded-lg border p-3 text-left transition-colors hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
                  n.is_read ? 'bg-background text-muted-foreground' : 'border-primary/40 bg-primary/5 text-foreground',
                )}
              >
                <span className="flex items-start justify-between gap-2">
                  <span className={cn('text-sm', !n.is_read && 'font-semibold')}>{n.content}</span>
                  {!n.is_read && <span className="mt-1.5 size-2 shrink-0 rounded-full bg-destructive" aria-hidden />}
                </span>
                <span id={`notification-${n.ID}`}>
                  <span className="mt-1 block text-sm">{n.description}</span>
                  <span className="mt-1 block text-xs text-muted-foreground">{notificationTime(n.update_date)}</span>
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={CLEAR_ALL_QUESTION}
        destructive
        onConfirm={() => clearAll.mutate(undefined, { onError: (err) => toast(messageOf(err), { variant: 'error' }) })}
      />
    </div>
  );
}
