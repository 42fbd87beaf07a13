import { z } from 'zod';
import { listingStatusSchema } from './listing-terms.ts';
import { propertyCardSchema } from './property.ts';

/** A row of the seller's own listings table (`GET /api/my/properties`): every status. */
export const myListingSchema = propertyCardSchema.extend({
  status: listingStatusSchema,
  updatedAt: z.string(),
  publishedAt: z.string().nullable(),
  version: z.number().int(),
  /** why the listing left the market when it was not the seller's choice: 'plan-limit', 'expired' or 'admin' */
  statusReason: z.string().nullable(),
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

/** `GET /api/my/properties`: every listing of the signed-in user (newest first) and the notices about them. */
export const myListingsResultSchema = z.object({
  listings: z.array(myListingSchema),
  notices: z.array(listingNoticeSchema),
});
export type MyListingsResult = z.infer<typeof myListingsResultSchema>;
