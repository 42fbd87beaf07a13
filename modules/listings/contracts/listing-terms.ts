import { z } from 'zod';

/**
 * A listing's vocabulary: its categories, statuses, asking terms, utilities and road access, apart from
 * the listing's request schemas (listing.ts) so that pages can validate their URLs and show these words
 * without loading the schemas and what they import.
 */

export const PROPERTY_CATEGORIES = [
  'land',
  'residential',
  'commercial',
  'industrial',
  'mixed-use',
  'agricultural',
  'recreational',
  'investment',
  'development',
  'unrestricted',
] as const;
export const propertyCategorySchema = z.enum(PROPERTY_CATEGORIES);
export type PropertyCategory = z.infer<typeof propertyCategorySchema>;

export const LISTING_STATUSES = ['draft', 'active', 'under_contract', 'sold', 'expired', 'withdrawn'] as const;
export const listingStatusSchema = z.enum(LISTING_STATUSES);
export type ListingStatus = z.infer<typeof listingStatusSchema>;
/** statuses a buyer can see: searchable (active) or shown with a banner on the detail page */
export const PUBLIC_STATUSES: readonly ListingStatus[] = ['active', 'under_contract', 'sold'];

/**
 * A new seller's listing an administrator has not approved yet (`pending`), or turned down with a
 * reason the seller can answer by editing and resubmitting (`rejected`); decision 0055.
 */
export const REVIEW_STATES = ['pending', 'rejected'] as const;
export const reviewStateSchema = z.enum(REVIEW_STATES);
export type ReviewState = z.infer<typeof reviewStateSchema>;

/**
 * On public view: a public status, a seller whose account is not suspended (decision 0049), and no
 * review under way or refused (decision 0055).
 */
export function isOnPublicView(listing: { status: ListingStatus; sellerSuspended?: boolean; review?: ReviewState | null }): boolean {
  return PUBLIC_STATUSES.includes(listing.status) && !listing.sellerSuspended && !listing.review;
}

export const ASKING_TERMS = ['cash', 'owner-finance', 'assignment', 'subject-to'] as const;
export const askingTermSchema = z.enum(ASKING_TERMS);
export type AskingTerm = z.infer<typeof askingTermSchema>;

export const UTILITIES = ['electric', 'water', 'sewer', 'septic', 'well', 'gas', 'internet'] as const;
export const utilitySchema = z.enum(UTILITIES);
export type Utility = z.infer<typeof utilitySchema>;

export const ROAD_ACCESS = ['paved', 'gravel', 'dirt', 'easement', 'none'] as const;
export const roadAccessSchema = z.enum(ROAD_ACCESS);
export type RoadAccess = z.infer<typeof roadAccessSchema>;
