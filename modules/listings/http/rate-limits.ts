import type { RateLimitRule } from '../../shared/kernel/rate-limit.ts';

/**
 * Per client address, on the public read side: a person browsing stays far below these (a map pan
 * or a filter change is one request); a scraper or a loop does not.
 */
export const LISTINGS_RATE_LIMITS = {
  /** list, search and map queries */
  search: { name: 'listings:search:address', limit: 120, windowSeconds: 60 },
  /** one property, its similar listings, the marketplace metrics */
  read: { name: 'listings:read:address', limit: 300, windowSeconds: 60 },
  geocode: { name: 'listings:geocode:address', limit: 60, windowSeconds: 60 },
  /** view counting (each counts once a day anyway) */
  views: { name: 'listings:views:address', limit: 60, windowSeconds: 60 },
} satisfies Record<string, RateLimitRule>;
