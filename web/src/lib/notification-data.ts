import type { NotificationKind } from '@contracts/engagement/contracts/notifications.ts';

/**
 * The cached data a notification of each kind makes out of date, by query key root: the realtime
 * stream refetches it, so the page a notification opens shows what it announced. Features build
 * their keys on these roots.
 */
export const QUERY_ROOTS = {
  leads: 'leads',
  pipeline: 'pipeline',
  savedSearches: 'saved-searches',
  connections: 'connections',
  /** listings and properties as a viewer sees them: a property's status and whether its street address is shown vary */
  listings: 'listings',
} as const;

export const STALE_AFTER_NOTIFICATION: Partial<Record<NotificationKind, ReadonlyArray<(typeof QUERY_ROOTS)[keyof typeof QUERY_ROOTS]>>> = {
  'seller-lead': [QUERY_ROOTS.leads],
  'pipeline-task': [QUERY_ROOTS.pipeline],
  'saved-search-match': [QUERY_ROOTS.savedSearches],
  'connection-request': [QUERY_ROOTS.connections],
  'connection-accepted': [QUERY_ROOTS.connections],
  // an accepted offer puts the listing under contract; an address request agreed to shows the street address
  offer: [QUERY_ROOTS.listings],
  // verified funds show the addresses sellers keep for verified buyers
  'funds-review': [QUERY_ROOTS.listings],
  'listing-review': [QUERY_ROOTS.listings],
};
