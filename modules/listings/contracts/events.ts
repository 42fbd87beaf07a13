import { defineEvent } from '../../shared/kernel/events.ts';
import type { PropertyCategory } from './http.ts';

/** The full state of a listing, carried by its events so projections need no lookups. */
export interface ListingSnapshot {
  id: string;
  ownerId: string;
  title: string;
  description: string;
  category: PropertyCategory;
  city: string;
  state: string;
  acres: number;
  priceCents: number;
  arvCents: number | null;
  latitude: number | null;
  longitude: number | null;
  images: string[];
  featured: boolean;
  openToJointVenture: boolean;
  status: 'draft' | 'active' | 'under_contract' | 'sold' | 'expired' | 'withdrawn';
  viewCount: number;
  createdAt: string;
  publishedAt: string | null;
  /** increases with every change; projections ignore snapshots older than what they hold */
  version: number;
}

export const ListingPublished = defineEvent<ListingSnapshot>()('listings.listing-published.v1');
/** The listing is gone for good; the payload is its last state. */
export const ListingDeleted = defineEvent<ListingSnapshot>()('listings.listing-deleted.v1');
