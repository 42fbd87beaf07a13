import { z } from 'zod';
import { listingStatusSchema } from './listing-terms.ts';

/** Seller analytics (`GET /api/analytics/listings`, `GET /api/analytics/listings/{id}`): daily series over a range of UTC days. */

export const ANALYTICS_RANGES = ['7d', '30d', '90d'] as const;
export type AnalyticsRange = (typeof ANALYTICS_RANGES)[number];
export const RANGE_DAYS: Record<AnalyticsRange, number> = { '7d': 7, '30d': 30, '90d': 90 };

export const analyticsQuerySchema = z.object({
  range: z.enum(ANALYTICS_RANGES, { error: 'range must be 7d, 30d or 90d' }).default('30d'),
});
export type AnalyticsQuery = z.infer<typeof analyticsQuerySchema>;

const countsSchema = z.object({
  views: z.number().int(),
  favorites: z.number().int(),
  inquiries: z.number().int(),
  /** other members' saved searches the listings matched; advanced analytics only (null on basic) */
  matches: z.number().int().nullable(),
});

/** One number per day of `days`, oldest first. */
const seriesSchema = z.object({
  views: z.array(z.number().int()),
  favorites: z.array(z.number().int()),
  inquiries: z.array(z.number().int()),
  matches: z.array(z.number().int()).nullable(),
});

/**
 * The seller's analytics: Starter's basic level (7 and 30 days; views, favorites, inquiries, leads) or
 * the advanced level of Pro and Premium (90 days too, saved-search matches, view-to-inquiry conversion,
 * each listing's own charts).
 */
export const sellerAnalyticsSchema = z.object({
  range: z.enum(ANALYTICS_RANGES),
  level: z.enum(['basic', 'advanced']),
  /** the range's UTC days (YYYY-MM-DD), oldest first, ending today */
  days: z.array(z.string()),
  totals: countsSchema.extend({ leads: z.number().int() }),
  series: seriesSchema.extend({ leads: z.array(z.number().int()) }),
  /** inquiries per view over the range (0–1); null on basic, or without views */
  conversion: z.number().nullable(),
  listings: z.array(
    countsSchema.extend({
      id: z.string(),
      title: z.string(),
      status: listingStatusSchema,
      conversion: z.number().nullable(),
    }),
  ),
  planUsage: z.object({
    tier: z.string(),
    activeListings: z.object({ used: z.number().int(), allowed: z.number().int().nullable() }),
    featuredThisMonth: z.object({ used: z.number().int(), allowed: z.number().int().nullable() }),
  }),
});
export type SellerAnalytics = z.infer<typeof sellerAnalyticsSchema>;

/** One listing's analytics (advanced level). */
export const listingAnalyticsSchema = z.object({
  range: z.enum(ANALYTICS_RANGES),
  days: z.array(z.string()),
  listing: z.object({ id: z.string(), title: z.string(), status: listingStatusSchema }),
  totals: countsSchema,
  series: seriesSchema,
  conversion: z.number().nullable(),
});
export type ListingAnalytics = z.infer<typeof listingAnalyticsSchema>;

export const ANALYTICS_UPGRADE_MESSAGE = 'Your plan does not include analytics. Choose a seller plan to see how your listings do.';
export const ADVANCED_ANALYTICS_UPGRADE_MESSAGE =
  'Advanced analytics (90 days, each listing’s charts, saved-search matches and conversion) come with the Pro and Premium plans.';
