import { z } from 'zod';
import { daySchema, trendSchema, type FigurePeriod } from '../../shared/kernel/admin-figures.ts';
import { defineQuery } from '../../shared/kernel/bus.ts';
import { listingStatusSchema, propertyCategorySchema } from './listing-terms.ts';

/**
 * Listings' back-office figures: every listing by status and the live (active) ones by category as
 * they are now, the listings created in the period (drafts too) by day, and the moderation queue's size.
 */
export const listingsFiguresSchema = z.object({
  byStatus: z.array(z.object({ status: listingStatusSchema, count: z.number().int() })),
  liveByCategory: z.array(z.object({ category: propertyCategorySchema, count: z.number().int() })),
  newListings: trendSchema,
  daily: z.array(z.object({ day: daySchema, count: z.number().int() })),
  /** the moderation queue now: listings waiting for review or with open reports (decision 0055) */
  toReview: z.number().int(),
});
export type ListingsFigures = z.infer<typeof listingsFiguresSchema>;

export const GetListingsFigures = defineQuery<FigurePeriod, ListingsFigures>('listings.get-admin-figures');
