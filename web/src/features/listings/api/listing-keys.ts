import type { PropertyFilters } from '../search-params.ts';

/** The one query-key factory of the listings feature. */
export const listingKeys = {
  all: ['listings'] as const,
  lists: () => [...listingKeys.all, 'list'] as const,
  list: (filters: PropertyFilters) => [...listingKeys.lists(), filters] as const,
  metrics: () => [...listingKeys.all, 'metrics'] as const,
};
