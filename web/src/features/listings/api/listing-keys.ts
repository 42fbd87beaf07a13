import type { MyListingsQuery } from '@contracts/listings/contracts/my-listings-query.ts';
import { QUERY_ROOTS } from '@/lib/notification-data.ts';
import type { SearchQuery } from '../search-params.ts';

/** The one query-key factory of the listings feature. */
export const listingKeys = {
  all: [QUERY_ROOTS.listings] as const,
  lists: () => [...listingKeys.all, 'list'] as const,
  /** search result pages (`GET /api/properties/search`) and map markers (`/map`); under lists() so list invalidation covers them */
  search: (query: SearchQuery) => [...listingKeys.lists(), 'search', query] as const,
  map: (query: SearchQuery) => [...listingKeys.lists(), 'map', query] as const,
  metrics: () => [...listingKeys.all, 'metrics'] as const,
  /** one property's PropertyDetail (`GET /api/properties/:id`) */
  details: () => [...listingKeys.all, 'detail'] as const,
  detail: (id: string) => [...listingKeys.details(), id] as const,
  /** listings like one property (`GET /api/properties/:id/similar`); under lists() so list invalidation covers them */
  similar: (id: string) => [...listingKeys.lists(), 'similar', id] as const,
  /** a seller's public profile for the property page's seller card (`GET /api/users/:id/public-profile`) */
  seller: (userId: string) => [...listingKeys.all, 'seller', userId] as const,
  /** the signed-in seller's own listings (`GET /api/my/properties`), per user, and one page of them per query */
  mine: (userId: string) => [...listingKeys.all, 'mine', userId] as const,
  minePage: (userId: string, query: MyListingsQuery) => [...listingKeys.mine(userId), query] as const,
};
