import { z } from 'zod';
import { singleLine } from '../../shared/kernel/text.ts';
import { listingStatusSchema, propertyCategorySchema } from './listing-terms.ts';

/**
 * The back office listings table's query, apart from the rest of admin-listings.ts: the web app's route reads
 * its URL with it, and a route's imports load with every page (zod's calls are not tree-shaken).
 */
export const ADMIN_LISTING_VIEWS = ['queue', 'all'] as const;
export const ADMIN_LISTING_SORTS = ['waiting', 'created', 'price', 'reports'] as const;
export const ADMIN_LISTINGS_PAGE_SIZE = 25;
export const ADMIN_LISTINGS_EXPORT_MAX = 10_000;
/** a text search counts its matches up to this many: past it the table says "more than" and the search wants narrowing */
export const ADMIN_LISTINGS_SEARCH_COUNT_MAX = 1_000;

export const adminListingFilterSchema = z.object({
  view: z.enum(ADMIN_LISTING_VIEWS).default('queue'),
  /** words in the title, the address or the city, or the seller's name or email; or a listing's id */
  q: singleLine(z.string().trim().max(100, 'Search text is at most 100 characters'), 'q').optional(),
  status: listingStatusSchema.optional(),
  category: propertyCategorySchema.optional(),
  state: z
    .string()
    .trim()
    .regex(/^[A-Za-z]{2}$/, 'state is a two-letter code')
    .transform((value) => value.toUpperCase())
    .optional(),
  /** `waiting`: in the queue longest first (review asked, or first open report); `created`, `price`, `reports` (open ones) */
  sort: z.enum(ADMIN_LISTING_SORTS).default('waiting'),
  /** the sort's natural order when absent: longest waiting, newest, dearest, most reported first */
  order: z.enum(['asc', 'desc']).optional(),
});
export type AdminListingFilter = z.output<typeof adminListingFilterSchema>;

export const adminListingListQuerySchema = adminListingFilterSchema.extend({
  page: z.coerce.number().int().min(1, 'page starts at 1').max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100, 'pageSize is at most 100').default(ADMIN_LISTINGS_PAGE_SIZE),
});
export type AdminListingListQuery = z.output<typeof adminListingListQuerySchema>;
export type AdminListingListParams = z.input<typeof adminListingListQuerySchema>;
