/** The listings' per-address rate limits, declared with their endpoints. */
export { LISTINGS_RATE_LIMITS } from '../application/http.ts';
