import { defineEvent } from '../../shared/kernel/events.ts';
import type { AskingTerm, JvTerms, ListingStatus, PropertyCategory, RoadAccess, Utility } from './listing.ts';
import type { ReviewState } from './listing-terms.ts';

/** The full state of a listing, carried by its events so projections need no lookups. Money in cents. */
export interface ListingSnapshot {
  id: string;
  ownerId: string;
  /** the owner is on the Premium seller plan (the Premium badge); absent from events written before the badge */
  sellerPremium?: boolean;
  /**
   * the owner's account is suspended: the listing is off public view whatever its status (absent from
   * events written before suspensions)
   */
  sellerSuspended?: boolean;
  /**
   * an administrator's review under way or refused: the listing is off public view whatever its status
   * (decision 0055; absent from events written before reviews)
   */
  review?: ReviewState | null;
  /** the administrator's reason when the review was last refused (absent from older events) */
  reviewReason?: string | null;
  title: string;
  description: string;
  category: PropertyCategory;
  streetAddress: string | null;
  city: string;
  state: string;
  zip: string | null;
  county: string | null;
  apn: string | null;
  latitude: number | null;
  longitude: number | null;
  acres: number;
  buildingSqft: number | null;
  beds: number | null;
  baths: number | null;
  yearBuilt: number | null;
  zoning: string | null;
  utilities: Utility[];
  roadAccess: RoadAccess | null;
  priceCents: number;
  arvCents: number | null;
  estimatedRepairsCents: number | null;
  terms: AskingTerm[];
  openToJointVenture: boolean;
  jvTerms: JvTerms | null;
  images: string[];
  /**
   * the seller hides the street address, parcel number and exact point from buyers without verified funds until
   * they ask and the seller agrees (decision 0070; absent from events written before address gating)
   */
  hideAddress?: boolean;
  featured: boolean;
  status: ListingStatus;
  viewCount: number;
  createdAt: string;
  updatedAt: string;
  publishedAt: string | null;
  underContractAt: string | null;
  soldAt: string | null;
  withdrawnAt: string | null;
  expiresAt: string | null;
  /** increases with every change; projections ignore snapshots older than what they hold */
  version: number;
}

/** A draft was saved (not visible to buyers). */
export const ListingDrafted = defineEvent<ListingSnapshot>()('listings.listing-drafted.v1');
/**
 * The listing became visible to buyers (new, republished or renewed). `previousStatus` is the status
 * it left (absent when a new listing was published straight away): `active` for a renewal.
 */
export const ListingPublished = defineEvent<ListingSnapshot & { previousStatus?: ListingStatus }>()('listings.listing-published.v1');
/** The seller edited the listing's fields; `previousPriceCents` is the price before the edit. */
export const ListingUpdated = defineEvent<ListingSnapshot & { previousPriceCents?: number }>()('listings.listing-updated.v1');
/**
 * The listing left or changed its public state: withdrawn by the seller, unpublished because the
 * seller's plan no longer allows it, under contract, sold or expired. `reason` says why.
 */
export const ListingStatusChanged = defineEvent<
  ListingSnapshot & { previousStatus: ListingStatus; reason: 'seller' | 'plan-limit' | 'expired' | 'admin' }
>()('listings.listing-status-changed.v1');
/** The listing is gone for good; the payload is its last state. */
export const ListingDeleted = defineEvent<ListingSnapshot>()('listings.listing-deleted.v1');
/** Views are counted per visitor at most once a day; carries the new total. */
export const ListingViewed = defineEvent<{ id: string; ownerId: string; viewCount: number }>()('listings.listing-viewed.v1');

/**
 * An administrator decided a listing's review (decision 0055): `approved` (it is live) or `rejected`
 * with the reason the seller reads. Engagement tells the seller.
 */
export const ListingReviewed = defineEvent<{
  id: string;
  ownerId: string;
  title: string;
  outcome: 'approved' | 'rejected';
  reason: string | null;
}>()('listings.listing-reviewed.v1');

/** Every event whose payload is a full snapshot, for projections that just mirror the latest state. */
export const SNAPSHOT_EVENTS = [ListingDrafted, ListingPublished, ListingUpdated, ListingStatusChanged] as const;

/** A buyer asked to see the street address of a listing whose seller hides it (decision 0070). */
export const AddressRequested = defineEvent<{ requestId: string; propertyId: string; ownerId: string; buyerId: string; title: string }>()(
  'listings.address-requested.v1',
);
/** The seller agreed to show the buyer the street address, or declined (decision 0070). */
export const AddressRequestDecided = defineEvent<{
  requestId: string;
  propertyId: string;
  ownerId: string;
  buyerId: string;
  title: string;
  outcome: 'approved' | 'declined';
}>()('listings.address-request-decided.v1');
