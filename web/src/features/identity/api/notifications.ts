import { mutationOptions, queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  notificationPreferencesSchema,
  unsubscribeStateSchema,
  type NotificationPreferences,
  type NotificationPreferencesUpdate,
} from '@contracts/identity/contracts/http.ts';
import { apiRequest } from '@/lib/api-client.ts';
import { identityKeys } from './identity-keys.ts';

/** `GET /api/users/me/notifications` */
export const notificationPreferencesQueryOptions = queryOptions({
  queryKey: identityKeys.notificationPreferences(),
  queryFn: async ({ signal }) => notificationPreferencesSchema.parse(await apiRequest('/api/users/me/notifications', { signal })),
});

export function useNotificationPreferences() {
  return useQuery(notificationPreferencesQueryOptions);
}

/** the preferences with the changed channels applied */
export function withChanges(preferences: NotificationPreferences, changes: NotificationPreferencesUpdate): NotificationPreferences {
  const next = { ...preferences };
  for (const [topic, channels] of Object.entries(changes) as Array<
    [keyof NotificationPreferences, NotificationPreferencesUpdate[keyof NotificationPreferences]]
  >) {
    if (channels) next[topic] = { ...next[topic], ...channels };
  }
  return next;
}

/**
 * `PATCH /api/users/me/notifications` with the changed switches. Optimistic: the cache shows the
 * change at once, is rolled back if the server refuses, and takes the server's answer when it agrees.
 */
export function updateNotificationPreferencesOptions(queryClient: QueryClient) {
  const queryKey = notificationPreferencesQueryOptions.queryKey;
  // while this mutation's callbacks run it still counts as in flight: 1 means no other toggle is
  const isOnlyUpdate = () => queryClient.isMutating({ mutationKey: queryKey }) <= 1;
  return mutationOptions({
    mutationKey: queryKey,
    mutationFn: async (changes: NotificationPreferencesUpdate) =>
      notificationPreferencesSchema.parse(await apiRequest('/api/users/me/notifications', { method: 'PATCH', body: changes })),
    onMutate: async (changes) => {
      await queryClient.cancelQueries({ queryKey });
      const previous = queryClient.getQueryData(queryKey);
      if (previous) queryClient.setQueryData(queryKey, withChanges(previous, changes));
      return { previous };
    },
    onError: (_error, _changes, context) => {
      // with another toggle in flight the snapshot is out of date: ask the server instead
      if (isOnlyUpdate() && context?.previous) queryClient.setQueryData(queryKey, context.previous);
      else void queryClient.invalidateQueries({ queryKey });
    },
    onSuccess: (preferences) => {
      // a later toggle still in flight keeps its optimistic value until its own answer arrives
      if (isOnlyUpdate()) queryClient.setQueryData(queryKey, preferences);
    },
  });
}

export function useUpdateNotificationPreferences() {
  return useMutation(updateNotificationPreferencesOptions(useQueryClient()));
}

/** `POST /api/unsubscribe?token=`: turns that email off, or on again with `resubscribe` */
export function useUnsubscribe(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (resubscribe: boolean) =>
      unsubscribeStateSchema.parse(
        await apiRequest(`/api/unsubscribe?token=${encodeURIComponent(token)}`, { method: 'POST', body: { resubscribe } }),
      ),
    // a signed-in member's settings page shows the change
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notificationPreferencesQueryOptions.queryKey }),
  });
}
