import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { deleteNotifications, getNotifications, updateNotification } from '@shared/contract/notifications.ts';
import { api } from '../../api/client.ts';
import { readData } from '../../offline/device-read.ts';

export const NOTIFICATION_KEYS = { all: ['notifications'] as const };

/** The investor's notifications and unread count (spec 3 §7.5 GET /notification). */
export const notificationsQuery = (owner: string) =>
  queryOptions({
    queryKey: [...NOTIFICATION_KEYS.all, owner],
    queryFn: () => readData('notifications', () => api(getNotifications, undefined, { quiet: true }), { owner }),
    enabled: owner !== '',
    // new events arrive from the server's jobs: look again every minute while the app is open
    refetchInterval: 60_000,
  });

/** The bell's count: unread notifications, 0 until known (and offline). */
export function useUnreadCount(owner: string): number {
  const { data } = useQuery(notificationsQuery(owner));
  return data?.unread_count ?? 0;
}

/** Clicking a notification marks it read, then the list is reloaded (spec 3 §4.10). */
export function useMarkRead() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api(updateNotification, undefined, { params: { id }, quiet: true }),
    onSettled: () => qc.invalidateQueries({ queryKey: NOTIFICATION_KEYS.all }),
  });
}

/** The trash icon: clears all, after the confirmation. */
export function useClearAll() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => api(deleteNotifications),
    onSettled: () => qc.invalidateQueries({ queryKey: NOTIFICATION_KEYS.all }),
  });
}
