import { defineEntity, p } from '@mikro-orm/core';
import {
  ASKING_TERMS,
  LISTING_STATUSES,
  PROPERTY_CATEGORIES,
  REVIEW_STATES,
  ROAD_ACCESS,
  UTILITIES,
  type JvTerms,
  type ListingFields,
  type ListingStatus,
} from '../contracts/listing.ts';
import type { ListingSnapshot } from '../contracts/events.ts';
import { addUtcDays } from '../../shared/kernel/utc-dates.ts';
import {
  ListingNotInReviewError,
  ListingNotPublishableError,
  ListingNotRejectedError,
  ListingTransitionError,
  ListingUnderReviewFeatureError,
} from './listing.errors.ts';

export { LISTING_STATUSES, type ListingStatus };

/**
 * When a listing entered the moderation queue: its review asked, else its oldest open report; null when it is
 * not in the queue (decision 0061). The indexes of the back office's listings table are built on this expression.
 */
export const WAITING_SINCE = `(case when review = 'pending' then review_requested_at else first_report_at end)`;
/** in the moderation queue: waiting for review, or reported */
export const IN_QUEUE = `(review = 'pending' or open_reports > 0)`;

/** An active listing expires this long after it was (re)published unless the seller renews it. */
export const LISTING_LIFETIME_DAYS = 90;

const PropertySchema = defineEntity({
  name: 'Property',
  schema: 'listings',
  tableName: 'properties',
  indexes: [
    { name: 'properties_status_id_index', properties: ['status', 'id'] },
    { name: 'properties_owner_status_index', properties: ['ownerId', 'status'] },
    { name: 'properties_expires_at_index', properties: ['expiresAt'], where: { status: 'active' } },
    { name: 'properties_owner_featured_at_index', properties: ['ownerId', 'featuredAt'], where: { featuredAt: { $ne: null } } },
    { name: 'properties_created_at_index', properties: ['createdAt'] },
    { name: 'properties_live_category_index', properties: ['category'], where: { status: 'active' } },
    { name: 'properties_review_index', properties: ['reviewRequestedAt'], where: { review: 'pending' } },
    // the back office's listings table (decision 0061): the queue in its order, an index per sort and filter, trigram searches
    {
      name: 'properties_queue_index',
      expression: `create index properties_queue_index on listings.properties (${WAITING_SINCE}, id) where ${IN_QUEUE}`,
    },
    { name: 'properties_waiting_index', expression: `create index properties_waiting_index on listings.properties (${WAITING_SINCE}, id)` },
    {
      name: 'properties_waiting_desc_index',
      expression: `create index properties_waiting_desc_index on listings.properties (${WAITING_SINCE} desc nulls last, id desc)`,
    },
    { name: 'properties_price_index', properties: ['priceCents', 'id'] },
    { name: 'properties_open_reports_index', properties: ['openReports', 'id'] },
    { name: 'properties_category_index', properties: ['category'] },
    { name: 'properties_state_index', properties: ['state'] },
    ...(['title', 'city', 'street_address'] as const).map((column) => ({
      name: `properties_${column}_trgm_index`,
      expression: `create index properties_${column}_trgm_index on listings.properties using gin (${column} gin_trgm_ops)`,
    })),
  ],
  properties: {
    id: p.uuid().primary(),
    ownerId: p.uuid().index(),
    title: p.string().length(140),
    description: p.text().default(''),
    category: p.enum(PROPERTY_CATEGORIES),
    streetAddress: p.string().length(200).nullable(),
    city: p.string().length(100),
    state: p.string().length(2),
    zip: p.string().length(5).nullable(),
    county: p.string().length(100).nullable(),
    apn: p.string().length(60).nullable(),
    latitude: p.double().nullable(),
    longitude: p.double().nullable(),
    acres: p.double(),
    buildingSqft: p.integer().nullable(),
    beds: p.integer().nullable(),
    baths: p.double().nullable(),
    yearBuilt: p.integer().nullable(),
    zoning: p.string().length(60).nullable(),
    utilities: p.enum(UTILITIES).array().default([]),
    roadAccess: p.enum(ROAD_ACCESS).nullable(),
    priceCents: p.bigint('number'),
    arvCents: p.bigint('number').nullable(),
    estimatedRepairsCents: p.bigint('number').nullable(),
    terms: p.enum(ASKING_TERMS).array().default(['cash']),
    openToJointVenture: p.boolean().default(false),
    jvTerms: p.json<JvTerms>().nullable(),
    images: p.array().default([]),
    /** the seller hides the street address from buyers without verified funds until they ask and the seller agrees (decision 0070) */
    hideAddress: p.boolean().default(false),
    featured: p.boolean().default(false),
    /** when the listing was last made featured: featured listings per month are a plan limit */
    featuredAt: p.datetime().nullable(),
    status: p.enum(LISTING_STATUSES).default('draft'),
    /** why the listing last left the active state, when it was not the seller's choice */
    statusReason: p.string().length(40).nullable(),
    viewCount: p.integer().default(0),
    /** the owner is on the Premium seller plan: kept from the plan copy (OnSellerPlanChanged) for the Premium badge */
    sellerPremium: p.boolean().default(false),
    /** the owner's account is suspended: kept from identity's events (OnSellerSuspension); the listing is off public view meanwhile */
    sellerSuspended: p.boolean().default(false),
    /** an administrator's review under way or refused (decision 0055): off public view meanwhile */
    review: p.enum(REVIEW_STATES).nullable(),
    /** the administrator's reason when the review was last refused; kept after a resubmission for the next review */
    reviewReason: p.string().length(500).nullable(),
    /** when the listing last went into review: the queue is worked oldest first */
    reviewRequestedAt: p.datetime().nullable(),
    /** the listing's open reports and the oldest one's time: written by the reports' trigger only (decision 0061) */
    openReports: p.integer().default(0),
    firstReportAt: p.datetime().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
    /** set from the Clock port by every change (commands and subscribers pass `now`) */
    updatedAt: p.datetime().onCreate(() => new Date()),
    publishedAt: p.datetime().nullable(),
    underContractAt: p.datetime().nullable(),
    soldAt: p.datetime().nullable(),
    withdrawnAt: p.datetime().nullable(),
    expiresAt: p.datetime().nullable(),
    version: p.integer().version(),
  },
});

/** Seller-written fields in storage units: dollars become cents. */
export function toStoredFields(fields: ListingFields) {
  const { price, arv, estimatedRepairs, ...rest } = fields;
  return {
    ...rest,
    jvTerms: fields.openToJointVenture ? fields.jvTerms : null,
    priceCents: toCents(price),
    arvCents: arv === null ? null : toCents(arv),
    estimatedRepairsCents: estimatedRepairs === null ? null : toCents(estimatedRepairs),
  };
}

export type StoredListingFields = ReturnType<typeof toStoredFields>;

/** Why a listing left the active state when it was not the seller's own choice. */
export type StatusReason = 'plan-limit' | 'expired' | 'admin';

export class Property extends PropertySchema.class {
  /**
   * Makes the listing visible to buyers for LISTING_LIFETIME_DAYS: a draft, a withdrawn or expired
   * listing (republishing renews it), or one whose contract fell through. With `review`, a new
   * seller's listing goes before an administrator first: it is active but not yet published, and its
   * lifetime starts at the approval (decision 0055).
   */
  publish(now: Date, { review = false }: { review?: boolean } = {}): void {
    if (this.status !== 'draft' && this.status !== 'withdrawn' && this.status !== 'expired' && this.status !== 'under_contract') {
      throw new ListingNotPublishableError(this.status);
    }
    this.status = 'active';
    this.statusReason = null;
    this.updatedAt = now;
    this.withdrawnAt = null;
    this.underContractAt = null;
    if (review) {
      this.publishedAt = null;
      this.expiresAt = null;
      this.requestReview(now);
    } else {
      this.publishedAt = now;
      this.expiresAt = addUtcDays(now, LISTING_LIFETIME_DAYS);
      this.review = null;
    }
  }

  /** Puts the listing before an administrator: off public view until approved. */
  requestReview(now: Date): void {
    this.review = 'pending';
    this.reviewRequestedAt = now;
    this.updatedAt = now;
  }

  /**
   * An administrator approved the listing: it is on public view again, and one never published before
   * starts its lifetime now.
   */
  approve(now: Date): void {
    if (this.review !== 'pending') throw new ListingNotInReviewError();
    this.review = null;
    this.updatedAt = now;
    if (this.status === 'active' && !this.publishedAt) {
      this.publishedAt = now;
      this.expiresAt = addUtcDays(now, LISTING_LIFETIME_DAYS);
    }
  }

  /** An administrator refused the listing with a reason the seller reads; it stays off public view. */
  reject(reason: string, now: Date): void {
    if (this.review !== 'pending') throw new ListingNotInReviewError();
    this.review = 'rejected';
    this.reviewReason = reason;
    this.updatedAt = now;
  }

  /** The seller answered a rejection (usually after editing): back in the queue. */
  resubmit(now: Date): void {
    if (this.review !== 'rejected') throw new ListingNotRejectedError();
    this.requestReview(now);
  }

  /**
   * Featured or not, as an administrator decides: on the market only, and no plan slot is taken. A listing
   * waiting for review or rejected is not featured (it may stop being featured).
   */
  setFeatured(featured: boolean, now: Date): void {
    if (this.status !== 'active') throw new ListingTransitionError(this.status, featured ? 'featured' : 'unfeatured');
    if (featured && this.review) throw new ListingUnderReviewFeatureError(this.review);
    this.featured = featured;
    this.updatedAt = now;
  }

  /** Takes the listing off the market (unpublish); `reason` when it is not the seller's choice. */
  withdraw(now: Date, reason: StatusReason | null = null): void {
    if (this.status !== 'active' && this.status !== 'under_contract') throw new ListingTransitionError(this.status, 'unpublished');
    this.status = 'withdrawn';
    this.statusReason = reason;
    // off the market: nothing left to review until it is published again
    this.review = null;
    this.updatedAt = now;
    this.withdrawnAt = now;
    this.expiresAt = null;
  }

  markUnderContract(now: Date): void {
    if (this.status !== 'active') throw new ListingTransitionError(this.status, 'marked under contract');
    this.status = 'under_contract';
    this.statusReason = null;
    this.updatedAt = now;
    this.underContractAt = now;
  }

  /** Sold is final. */
  markSold(now: Date): void {
    if (this.status !== 'active' && this.status !== 'under_contract') throw new ListingTransitionError(this.status, 'marked sold');
    this.status = 'sold';
    this.statusReason = null;
    this.review = null;
    this.updatedAt = now;
    this.soldAt = now;
    this.expiresAt = null;
  }

  /**
   * An active listing not renewed within LISTING_LIFETIME_DAYS leaves the market; an administrator
   * may end an active listing's lifetime early (`early`).
   */
  expire(now: Date, { early = false }: { early?: boolean } = {}): void {
    const due = this.expiresAt !== null && this.expiresAt !== undefined && this.expiresAt <= now;
    if (this.status !== 'active' || !(due || early)) throw new ListingTransitionError(this.status, 'expired');
    this.status = 'expired';
    this.statusReason = early ? 'admin' : 'expired';
    this.updatedAt = now;
    this.expiresAt = early ? now : this.expiresAt;
  }

  /** The seller's switch: hide the street address from buyers without verified funds (decision 0070). */
  setHideAddress(hideAddress: boolean, now: Date): void {
    this.hideAddress = hideAddress;
    this.updatedAt = now;
  }

  /** Replaces the seller-written fields (in storage units). */
  update(fields: StoredListingFields, now: Date): void {
    Object.assign(this, fields);
    this.updatedAt = now;
  }

  /**
   * True when the listing is featured and on the market but has not used a featured slot this UTC
   * month: featuring it now counts against the plan's featured listings per month.
   */
  needsFeaturedSlot(now: Date): boolean {
    return this.featured && this.status === 'active' && !(this.featuredAt && sameUtcMonth(this.featuredAt, now));
  }

  /** Unfeatures the listing (a downgrade); its featuredAt still counts for this month. */
  unfeature(now: Date): void {
    this.featured = false;
    this.updatedAt = now;
  }

  toSnapshot(): ListingSnapshot {
    return {
      id: this.id,
      ownerId: this.ownerId,
      sellerPremium: this.sellerPremium,
      sellerSuspended: this.sellerSuspended,
      review: this.review ?? null,
      reviewReason: this.reviewReason ?? null,
      title: this.title,
      description: this.description,
      category: this.category,
      streetAddress: this.streetAddress ?? null,
      city: this.city,
      state: this.state,
      zip: this.zip ?? null,
      county: this.county ?? null,
      apn: this.apn ?? null,
      latitude: nullableNumber(this.latitude),
      longitude: nullableNumber(this.longitude),
      acres: Number(this.acres),
      buildingSqft: this.buildingSqft ?? null,
      beds: this.beds ?? null,
      baths: nullableNumber(this.baths),
      yearBuilt: this.yearBuilt ?? null,
      zoning: this.zoning ?? null,
      utilities: [...(this.utilities ?? [])],
      roadAccess: this.roadAccess ?? null,
      priceCents: Number(this.priceCents),
      arvCents: nullableNumber(this.arvCents),
      estimatedRepairsCents: nullableNumber(this.estimatedRepairsCents),
      terms: [...(this.terms ?? [])],
      openToJointVenture: this.openToJointVenture,
      jvTerms: this.jvTerms ?? null,
      images: [...this.images],
      hideAddress: this.hideAddress,
      featured: this.featured,
      status: this.status,
      viewCount: this.viewCount,
      createdAt: this.createdAt.toISOString(),
      updatedAt: this.updatedAt.toISOString(),
      publishedAt: isoOrNull(this.publishedAt),
      underContractAt: isoOrNull(this.underContractAt),
      soldAt: isoOrNull(this.soldAt),
      withdrawnAt: isoOrNull(this.withdrawnAt),
      expiresAt: isoOrNull(this.expiresAt),
      version: this.version,
    };
  }
}
PropertySchema.setClass(Property);

function sameUtcMonth(a: Date, b: Date): boolean {
  return a.getUTCFullYear() === b.getUTCFullYear() && a.getUTCMonth() === b.getUTCMonth();
}

function toCents(dollars: number): number {
  return Math.round(dollars * 100);
}

function isoOrNull(date: Date | null | undefined): string | null {
  return date ? date.toISOString() : null;
}

// bigint and double precision columns may arrive as strings from the driver
function nullableNumber(value: number | string | null | undefined): number | null {
  return value === null || value === undefined ? null : Number(value);
}
export { PropertySchema };
