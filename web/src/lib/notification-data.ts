import type { NotificationKind } from '@contracts/engagement/contracts/notifications.ts';

/**
 * The cached data a notification of each kind makes out of date, by query key root: the realtime
 * stream refetches it, so the page a notification opens shows what it announced. Features build
 * their keys on these roots.
 */
export const QUERY_ROOTS = { leads: 'leads', pipeline: 'pipeline', savedSearches: 'saved-searches', connections: 'connections' } as const;

export const STALE_AFTER_NOTIFICATION: Partial<Record<NotificationKind, ReadonlyArray<(typeof QUERY_ROOTS)[keyof typeof QUERY_ROOTS]>>> = {
  'seller-lead': [QUERY_ROOTS.leads],
  'pipeline-task': [QUERY_ROOTS.pipeline],
  'saved-search-match': [QUERY_ROOTS.savedSearches],
  'connection-request': [QUERY_ROOTS.connections],
  'connection-accepted': [QUERY_ROOTS.connections],
};
