import type { PathParams } from '../../../shared/kernel/endpoint.ts';
import type { RateLimitRule } from '../../../shared/kernel/rate-limit.ts';

/** Favorites and saved searches in the API reference. */
export const FAVORITES_AND_SEARCHES_TAG = 'Favorites and saved searches';

/** The public API's reads of saved searches, and a listing's demand, are listed with the listings. */
export const LISTINGS_TAG = 'Listings';

/** Each save and edit checks searches against the plan: bounded per client address. */
export const SAVED_SEARCH_WRITE_LIMIT: RateLimitRule = { name: 'engagement:saved-searches:ip', limit: 60, windowSeconds: 60 };

/** Each demand count runs the matcher over every saved search: bounded per client address. */
export const LISTING_DEMAND_LIMIT: RateLimitRule = { name: 'engagement:listing-demand:ip', limit: 60, windowSeconds: 60 };

/** a saved search's id from the path */
export const bySavedSearchId = ({ params }: { params: PathParams }) => ({ id: params.id });
