import { defineEntity, p } from '@mikro-orm/core';
import { PROPERTY_CATEGORIES } from '../contracts/http.ts';
import type { ListingSnapshot } from '../contracts/events.ts';
import { ListingNotPublishableError } from './listing.errors.ts';

export const LISTING_STATUSES = ['draft', 'active', 'under_contract', 'sold', 'expired', 'withdrawn'] as const;
export type ListingStatus = (typeof LISTING_STATUSES)[number];

const PropertySchema = defineEntity({
  name: 'Property',
  schema: 'listings',
  tableName: 'properties',
  indexes: [{ name: 'properties_status_id_index', properties: ['status', 'id'] }],
  properties: {
    id: p.uuid().primary(),
    ownerId: p.uuid().index(),
    title: p.string().length(140),
    description: p.text().default(''),
    category: p.enum(PROPERTY_CATEGORIES),
    city: p.string().length(100),
    state: p.string().length(2),
    acres: p.double(),
    priceCents: p.bigint('number'),
    arvCents: p.bigint('number').nullable(),
    latitude: p.double().nullable(),
    longitude: p.double().nullable(),
    images: p.array().default([]),
    featured: p.boolean().default(false),
    openToJointVenture: p.boolean().default(false),
    status: p.enum(LISTING_STATUSES).default('draft'),
    viewCount: p.integer().default(0),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p.datetime().onCreate(() => new Date()).onUpdate(() => new Date()),
    publishedAt: p.datetime().nullable(),
    version: p.integer().version(),
  },
});

export class Property extends PropertySchema.class {

  /** Makes the listing visible to buyers. */
  publish(now: Date): void {
    if (this.status !== 'draft' && this.status !== 'withdrawn' && this.status !== 'expired') {
      throw new ListingNotPublishableError(this.status);
    }
    this.status = 'active';
    this.publishedAt = now;
  }

  toSnapshot(): ListingSnapshot {
    return {
      id: this.id,
      ownerId: this.ownerId,
      title: this.title,
      description: this.description,
      category: this.category,
      city: this.city,
      state: this.state,
      acres: Number(this.acres),
      priceCents: Number(this.priceCents),
      arvCents: nullableNumber(this.arvCents),
      latitude: nullableNumber(this.latitude),
      longitude: nullableNumber(this.longitude),
      images: [...this.images],
      featured: this.featured,
      openToJointVenture: this.openToJointVenture,
      status: this.status,
      viewCount: this.viewCount,
      createdAt: this.createdAt.toISOString(),
      publishedAt: this.publishedAt?.toISOString() ?? null,
      version: this.version,
    };
  }
}
PropertySchema.setClass(Property);

// bigint and double precision columns may arrive as strings from the driver
function nullableNumber(value: number | string | null | undefined): number | null {
  return value === null || value === undefined ? null : Number(value);
}
export { PropertySchema };
