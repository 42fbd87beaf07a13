import { z } from 'zod';

/**
 * Members report a listing (decision 0055): `POST /api/properties/{id}/reports` `{ reason, details? }`
 * → 201 `{ id, reason, createdAt }`; one open report per member and listing (409 for a second).
 */
export const LISTING_REPORT_REASONS = ['scam', 'wrong-information', 'not-available', 'duplicate', 'inappropriate', 'other'] as const;
export type ListingReportReason = (typeof LISTING_REPORT_REASONS)[number];
export const LISTING_REPORT_REASON_LABELS: Record<ListingReportReason, string> = {
  scam: 'Scam or fraud',
  'wrong-information': 'Wrong price, address or details',
  'not-available': 'No longer available',
  duplicate: 'Duplicate listing',
  inappropriate: 'Inappropriate photos or text',
  other: 'Something else',
};
/** `actioned`: the listing was unpublished by an administrator */
export const LISTING_REPORT_STATUSES = ['open', 'dismissed', 'actioned'] as const;
export type ListingReportStatus = (typeof LISTING_REPORT_STATUSES)[number];
export const LISTING_REPORT_DETAILS_MAX = 1000;

export const reportListingRequestSchema = z.object({
  reason: z.enum(LISTING_REPORT_REASONS, { error: 'Choose what is wrong with the listing' }),
  details: z.preprocess(
    (value) => (value === '' || value === null ? undefined : value),
    z
      .string({ error: 'Details must be text' })
      .trim()
      .max(LISTING_REPORT_DETAILS_MAX, 'Details can be at most 1,000 characters')
      .optional(),
  ),
});
export type ReportListingRequest = z.output<typeof reportListingRequestSchema>;

export const listingReportReceiptSchema = z.object({
  id: z.string(),
  reason: z.enum(LISTING_REPORT_REASONS),
  createdAt: z.string(),
});
export type ListingReportReceipt = z.infer<typeof listingReportReceiptSchema>;
