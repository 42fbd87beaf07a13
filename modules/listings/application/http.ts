import type { PathParams } from '../../shared/kernel/endpoint.ts';
import { z } from 'zod';
import type { RateLimitRule } from '../../shared/kernel/rate-limit.ts';

/** The listings' endpoints in the API reference. */
export const LISTINGS_TAG = 'Listings';
/** The deal calculator and saved analyses in the API reference. */
export const ANALYSES_TAG = 'Deal analysis';

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
  /** reports of listings, like the other writes of members */
  reports: { name: 'listings:reports:address', limit: 60, windowSeconds: 60 },
} satisfies Record<string, RateLimitRule>;

/** A member reports what they come across; a script reporting every listing does not get far. */
export const LISTING_REPORTS_PER_HOUR: RateLimitRule = { name: 'listings:reports:member', limit: 20, windowSeconds: 3600 };

/** The back office's endpoints are listed together in the API reference. */
export const ADMIN_TAG = 'Administration';

/**
 * The public reads answer without a `Cache-Control` header, as they always have (a visitor's view is
 * the same for everyone; an owner's draft is only seen with their cookie): null keeps the host from
 * adding its default for endpoints with `optional` access.
 */
export const NO_CACHE_CONTROL = null;

/** a listing's or an analysis's id from the path */
export const byId = ({ params }: { params: PathParams }) => ({ id: params.id });

/** the answer of a deletion: `{ message }` */
export const messageSchema = z.object({ message: z.string() });

/** Address gating (decision 0070): a buyer's requests, a seller's answers and switch, per member. */
export const ADDRESS_REQUEST_WRITES: RateLimitRule = { name: 'listings:address-requests:member', limit: 60, windowSeconds: 3600 };
