import { z } from 'zod';
import { singleLine } from '../../shared/kernel/text.ts';
import { LISTING_REPORT_REASONS, LISTING_REPORT_STATUSES } from './listing-reports.ts';
import { listingStatusSchema, propertyCategorySchema, reviewStateSchema, type ListingStatus, type ReviewState } from './listing-terms.ts';

/**
 * The back office's listings (decisions 0051 and 0055), administrators only:
 * - `GET /api/admin/listings?view&q&status&category&state&sort&order&page&pageSize` → `AdminListingList`; `view=queue`
 *   (the default) is the moderation queue: listings waiting for review and listings with open reports;
 * - `GET /api/admin/listings/export` → the same filter's rows (at most `ADMIN_LISTINGS_EXPORT_MAX`) as CSV;
 * - `GET /api/admin/listings/{id}` → `AdminListingDetail` (photos, description, reports);
 * - `POST /api/admin/listings/{id}/moderate` `{ action, reason? }` → the `AdminListingDetail` after it.
 */

export {
  ADMIN_LISTING_SORTS,
  ADMIN_LISTING_VIEWS,
  ADMIN_LISTINGS_EXPORT_MAX,
  ADMIN_LISTINGS_PAGE_SIZE,
  ADMIN_LISTINGS_SEARCH_COUNT_MAX,
  adminListingFilterSchema,
  adminListingListQuerySchema,
  type AdminListingFilter,
  type AdminListingListParams,
  type AdminListingListQuery,
} from './admin-listings-query.ts';

const person = z.object({ id: z.string(), name: z.string(), email: z.string().nullable() });

export const adminListingSchema = z.object({
  id: z.string(),
  title: z.string(),
  category: propertyCategorySchema,
  status: listingStatusSchema,
  review: reviewStateSchema.nullable(),
  featured: z.boolean(),
  sellerSuspended: z.boolean(),
  city: z.string(),
  state: z.string(),
  /** dollars */
  price: z.number(),
  image: z.string().nullable(),
  seller: person,
  openReports: z.number().int(),
  createdAt: z.string(),
  publishedAt: z.string().nullable(),
  /** when it went into review, or its oldest open report: how long it has waited in the queue */
  waitingSince: z.string().nullable(),
});
export type AdminListing = z.infer<typeof adminListingSchema>;

export const adminListingListSchema = z.object({
  listings: z.array(adminListingSchema),
  total: z.number().int(),
  /** a text search matched more than `total` (`ADMIN_LISTINGS_SEARCH_COUNT_MAX`) listings, and counted no further */
  totalCapped: z.boolean(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type AdminListingList = z.infer<typeof adminListingListSchema>;

export const adminListingReportSchema = z.object({
  id: z.string(),
  reason: z.enum(LISTING_REPORT_REASONS),
  details: z.string().nullable(),
  status: z.enum(LISTING_REPORT_STATUSES),
  createdAt: z.string(),
  reporter: z.object({ id: z.string(), name: z.string() }),
});

export const adminListingDetailSchema = adminListingSchema.extend({
  description: z.string(),
  streetAddress: z.string().nullable(),
  zip: z.string().nullable(),
  acres: z.number(),
  images: z.array(z.string()),
  /** the administrator's reason when the review was last refused (kept after a resubmission) */
  reviewReason: z.string().nullable(),
  expiresAt: z.string().nullable(),
  /** open reports first, then the latest closed ones */
  reports: z.array(adminListingReportSchema),
});
export type AdminListingDetail = z.infer<typeof adminListingDetailSchema>;

export const MODERATION_ACTIONS = ['approve', 'reject', 'unpublish', 'feature', 'unfeature', 'expire', 'dismiss-reports'] as const;
export type ModerationAction = (typeof MODERATION_ACTIONS)[number];
/** the actions whose reason is required, and the seller's or the record's to read */
export const ACTIONS_WITH_REASON: readonly ModerationAction[] = ['reject', 'unpublish'];
export const MODERATION_REASON_MIN = 10;
export const MODERATION_REASON_MAX = 500;
export const REASON_REQUIRED = `Write a reason of ${MODERATION_REASON_MIN} to ${MODERATION_REASON_MAX} characters`;

export const moderateListingRequestSchema = z
  .object({
    action: z.enum(MODERATION_ACTIONS, { error: `action must be one of ${MODERATION_ACTIONS.join(', ')}` }),
    reason: z.preprocess(
      (value) => (value === '' || value === null ? undefined : value),
      singleLine(
        z
          .string({ error: 'The reason must be text' })
          .trim()
          .max(MODERATION_REASON_MAX, `The reason is at most ${MODERATION_REASON_MAX} characters`),
        'The reason',
      ).optional(),
    ),
  })
  .refine((request) => !ACTIONS_WITH_REASON.includes(request.action) || (request.reason ?? '').length >= MODERATION_REASON_MIN, {
    message: REASON_REQUIRED,
    path: ['reason'],
  });
export type ModerateListingRequest = z.output<typeof moderateListingRequestSchema>;

/** The actions a listing's state allows, as the server decides them: the back office offers these buttons. */
export function moderationActionsFor(listing: {
  status: ListingStatus;
  review: ReviewState | null;
  featured: boolean;
  openReports: number;
}): ModerationAction[] {
  const actions: ModerationAction[] = [];
  if (listing.review === 'pending') actions.push('approve', 'reject');
  if (listing.status === 'active' || listing.status === 'under_contract') actions.push('unpublish');
  // a listing waiting for review or rejected is off public view: it is not featured (decision 0060)
  if (listing.status === 'active' && listing.featured) actions.push('unfeature');
  if (listing.status === 'active' && !listing.featured && !listing.review) actions.push('feature');
  if (listing.status === 'active') actions.push('expire');
  if (listing.openReports > 0) actions.push('dismiss-reports');
  return actions;
}
