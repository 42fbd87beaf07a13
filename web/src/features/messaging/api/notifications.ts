import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useHydrated } from '@tanstack/react-router';
import {
  notificationListSchema,
  unreadCountsSchema,
  type NotificationList,
  type UnreadCounts,
} from '@contracts/engagement/contracts/notifications.ts';
import { apiRequest } from '@/lib/api-client.ts';
import { messagingKeys } from './messaging-keys.ts';

/** `GET /api/notifications/counts`: the header's two badges. The realtime stream's `counts` events keep it current. */
export async function fetchUnreadCounts(signal?: AbortSignal): Promise<UnreadCounts> {
  return unreadCountsSchema.parse(await apiRequest('/api/notifications/counts', { signal }));
}

export const unreadCountsQueryOptions = queryOptions({
  queryKey: messagingKeys.counts(),
  queryFn: ({ signal }) => fetchUnreadCounts(signal),
  staleTime: 60_000,
});

/**
 * The badges' counts; none while the page is still taking over the server's HTML. The server renders
 * no count, and the parts of the page hydrate one after another: a count that arrived meanwhile
 * (another badge fetched it, or the realtime stream sent it) must not show in a part still hydrating.
 */
export function useUnreadCounts(): UnreadCounts | undefined {
  const { data } = useQuery(unreadCountsQueryOptions);
  return useHydrated() ? data : undefined;
}

/** `GET /api/notifications`: the latest 30, newest first. */
export async function fetchNotifications(signal?: AbortSignal): Promise<NotificationList> {
  return notificationListSchema.parse(await apiRequest('/api/notifications', { signal }));
}

export const notificationsQueryOptions = queryOptions({
  queryKey: messagingKeys.notifications(),
  queryFn: ({ signal }) => fetchNotifications(signal),
  staleTime: 60_000,
});

/** Loaded when the bell first opens; realtime `notification` events prepend to it afterwards. */
export function useNotifications(enabled: boolean) {
  return useQuery({ ...notificationsQueryOptions, enabled });
}

/** `POST /api/notifications/read` `{ ids? }`: those (or all, without ids) read; answers the new counts. */
export async function markNotificationsRead(ids?: string[]): Promise<UnreadCounts> {
  return unreadCountsSchema.parse(await apiRequest('/api/notifications/read', { method: 'POST', body: ids ? { ids } : {} }));
}

export function useMarkNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids?: string[]) => markNotificationsRead(ids),
    onMutate: (ids) => {
      const readAt = new Date().toISOString();
      queryClient.setQueryData<NotificationList>(messagingKeys.notifications(), (list) => {
        if (!list) return list;
        const notifications = list.notifications.map((entry) =>
          entry.readAt === null && (!ids || ids.includes(entry.id)) ? { ...entry, readAt } : entry,
        );
        return { notifications, unreadCount: ids ? notifications.filter((entry) => entry.readAt === null).length : 0 };
      });
    },
    onSuccess: (counts) => queryClient.setQueryData(messagingKeys.counts(), counts),
    onError: () => queryClient.invalidateQueries({ queryKey: messagingKeys.notifications() }),
  });
}
