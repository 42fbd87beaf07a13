import { z } from 'zod';
import { LISTING_STATUSES } from './listing-terms.ts';

/**
 * What `GET /api/my/properties` accepts: a page of the seller's own listings, sorted, searched and
 * filtered by status. Its answer is in my-listings.ts, so that the dashboard can validate its URL
 * without loading the response schemas.
 */

/**
 * What the status filter keeps: a listing waiting for an administrator's review or rejected (decision 0055) is
 * `in_review` or `rejected` there, whatever its status, and not counted under its status (decision 0060).
 */
export const MY_LISTINGS_STATES = [...LISTING_STATUSES, 'in_review', 'rejected'] as const;
export type MyListingsState = (typeof MY_LISTINGS_STATES)[number];

export const MY_LISTINGS_SORTS = ['updated', 'created', 'price', 'title', 'views', 'favorites'] as const;
export type MyListingsSort = (typeof MY_LISTINGS_SORTS)[number];
export const SORT_ORDERS = ['asc', 'desc'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

export const MY_LISTINGS_PAGE_SIZE = 25;
export const MY_LISTINGS_PAGE_SIZE_MAX = 100;
export const MY_LISTINGS_PAGE_MAX = 10_000;
export const MY_LISTINGS_SEARCH_MAX = 100;
/** the words of a search that count; each must be found in the title, city, county or APN */
export const MY_LISTINGS_SEARCH_WORDS_MAX = 8;

/** The order a sort takes when none is asked for: newest, dearest or most first; titles from A to Z. */
export function defaultSortOrder(sort: MyListingsSort): SortOrder {
  return sort === 'title' ? 'asc' : 'desc';
}

const list = (words: readonly string[]) => `${words.slice(0, -1).join(', ')} or ${words.at(-1)}`;
const PAGE_RULE = `page must be a whole number from 1 to ${MY_LISTINGS_PAGE_MAX.toLocaleString('en-US')}`;
const PAGE_SIZE_RULE = `pageSize must be a whole number from 1 to ${MY_LISTINGS_PAGE_SIZE_MAX}`;
/** `?status=` (empty) means every status, as leaving it out does */
const emptyAsAbsent = (value: unknown) => (value === '' ? undefined : value);

export const myListingsQuerySchema = z
  .object({
    q: z
      .string({ error: 'q must be one text' })
      .trim()
      .max(MY_LISTINGS_SEARCH_MAX, `q must be at most ${MY_LISTINGS_SEARCH_MAX} characters`)
      .optional(),
    status: z.preprocess(
      emptyAsAbsent,
      z.enum(MY_LISTINGS_STATES, { error: `status must be one of ${list(MY_LISTINGS_STATES)}` }).optional(),
    ),
    sort: z.enum(MY_LISTINGS_SORTS, { error: `sort must be one of ${list(MY_LISTINGS_SORTS)}` }).default('created'),
    order: z.enum(SORT_ORDERS, { error: 'order must be asc or desc' }).optional(),
    page: z.coerce.number({ error: PAGE_RULE }).int(PAGE_RULE).min(1, PAGE_RULE).max(MY_LISTINGS_PAGE_MAX, PAGE_RULE).default(1),
    pageSize: z.coerce
      .number({ error: PAGE_SIZE_RULE })
      .int(PAGE_SIZE_RULE)
      .min(1, PAGE_SIZE_RULE)
      .max(MY_LISTINGS_PAGE_SIZE_MAX, PAGE_SIZE_RULE)
      .default(MY_LISTINGS_PAGE_SIZE),
  })
  .transform(({ q, order, ...query }) => ({ ...query, q: q || undefined, order: order ?? defaultSortOrder(query.sort) }));

/** A parsed query: every default applied. */
export type MyListingsQuery = z.output<typeof myListingsQuerySchema>;
/** What a caller may send (everything optional). */
export type MyListingsParams = z.input<typeof myListingsQuerySchema>;
