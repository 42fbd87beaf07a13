import { token } from '../../shared/kernel/tokens.ts';
import type { ListingSnapshot } from './events.ts';
import type { GeocodeResult } from './geocode.ts';
import type { ListingsChecksum } from './listing-copies.ts';
import type { ListingStatus } from './listing.ts';

/** A listing as other modules show it beside their own records (a conversation's pinned card). Money in cents. */
export interface ListingCard {
  id: string;
  ownerId: string;
  title: string;
  city: string;
  state: string;
  priceCents: number;
  acres: number;
  status: ListingStatus;
  /** the cover photo's URL */
  image: string | null;
  /** on public view (active, under contract or sold, and the seller not suspended) */
  isPublic: boolean;
}

/** An active listing, whose it is and its version (as its events carry it). */
export interface ActiveListingOwner {
  id: string;
  ownerId: string;
  publishedAt: string | null;
  version: number;
}

/** What other modules may ask the listings module synchronously (docs/architecture.md section 3). */
export interface ListingsApi {
  /** Whether a property is on public view (active, under contract or sold, its seller not suspended), as its page shows it to anyone. */
  isPublic(propertyId: string): Promise<boolean>;
  /** The listings' cards, in any status; unknown and deleted ids are left out. */
  getCards(propertyIds: string[]): Promise<ListingCard[]>;
  /** The listings' full state as their latest events carried it; unknown and deleted ids are left out. */
  getSnapshots(propertyIds: string[]): Promise<ListingSnapshot[]>;
  /** Active listings by id, a page at a time, with when each last changed: what the sitemap lists. */
  activeListingsForSitemap(page: {
    offset: number;
    limit: number;
  }): Promise<{ total: number; listings: Array<{ id: string; updatedAt: string }> }>;
  /**
   * Active listings in id order after `after` (null: from the first), `limit` at a time, with whose each is
   * and its version: what another module's local copy of the listings needs, read without loading them.
   */
  activeListingOwners(page: { after: string | null; limit: number }): Promise<ActiveListingOwner[]>;
  /** The check of such a copy (see listingsChecksumSql): equal to the copy's own, the copy needs no reading of the listings. */
  activeListingsChecksum(): Promise<ListingsChecksum>;
  /** The states (two-letter codes) of the owner's listings in any status, the state with the most listings first. */
  statesOfListings(ownerId: string): Promise<string[]>;
  /** The offline US geocoder: the ZIP's place, else the city's in that state, else null. */
  locate(place: { zip: string | null; city: string | null; state: string | null }): GeocodeResult | null;
}

export const LISTINGS_API = token<ListingsApi>('listings.api');
