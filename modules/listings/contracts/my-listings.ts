import { z } from 'zod';
import { listingStatusSchema, reviewStateSchema } from './listing-terms.ts';
import { MY_LISTINGS_SORTS, MY_LISTINGS_STATES, SORT_ORDERS, type MyListingsState } from './my-listings-query.ts';
import { propertyCardSchema } from './property.ts';

/** A row of the seller's own listings table (`GET /api/my/properties`): every status. */
export const myListingSchema = propertyCardSchema.extend({
  status: listingStatusSchema,
  updatedAt: z.string(),
  publishedAt: z.string().nullable(),
  version: z.number().int(),
  /** why the listing left the market when it was not the seller's choice: 'plan-limit', 'expired' or 'admin' */
  statusReason: z.string().nullable(),
  /** an administrator's review under way or refused (decision 0055) */
  review: reviewStateSchema.nullable(),
  /** why the review was refused, while it stands */
  reviewReason: z.string().nullable(),
  /** how many users saved it as a favorite */
  favorites: z.number().int(),
});
export type MyListing = z.infer<typeof myListingSchema>;

/** Something the seller must know about their listings, e.g. that a plan downgrade unpublished some. */
export const listingNoticeSchema = z.object({
  kind: z.enum(['plan-limit', 'featured-limit']),
  message: z.string(),
});
export type ListingNotice = z.infer<typeof listingNoticeSchema>;

/**
 * `GET /api/my/properties`: one page of the signed-in user's listings (query in my-listings-query.ts),
 * how many match, how many of each status match the search (the filter's counts), and the notices
 * about all of them.
 */
export const myListingsResultSchema = z.object({
  listings: z.array(myListingSchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** the listings matching the search and the status filter, on every page */
  total: z.number().int(),
  sort: z.enum(MY_LISTINGS_SORTS),
  order: z.enum(SORT_ORDERS),
  /**
   * per status, the listings matching the search whatever the status filter; those waiting for review or
   * rejected count under `in_review` or `rejected` only, so the counts add up to every match
   */
  statusCounts: z.object(
    Object.fromEntries(MY_LISTINGS_STATES.map((state) => [state, z.number().int()])) as Record<MyListingsState, z.ZodNumber>,
  ),
  /** every listing the seller has, whatever the search and the filter (0: none yet) */
  ownedCount: z.number().int(),
  notices: z.array(listingNoticeSchema),
});
export type MyListingsResult = z.infer<typeof myListingsResultSchema>;
