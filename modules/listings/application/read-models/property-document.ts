import type { SearchDocument } from '../../../shared/kernel/search-index.port.ts';
import type { ListingSnapshot } from '../../contracts/events.ts';
import type { AskingTerm, JvTerms } from '../../contracts/listing.ts';
import type { PropertyCard } from '../../contracts/property.ts';
import type { PropertyHit } from '../../contracts/search.ts';
import { stateName } from '../../contracts/us-states.ts';
import { approximateCoordinate } from '../../contracts/address-requests.ts';
import { cellAttributes } from './map-cells.ts';

/**
 * The `properties` search index: one document per searchable listing (PropertySearchProjector keeps
 * it, `infrastructure/projections/`), read by the list, search, map and similar-properties queries.
 */
export const PROPERTIES_INDEX = 'properties';
/** above any epoch-millisecond time until the year 2286, and still an exact integer in a double */
const FEATURED_FIRST = 1e13;

/** The search document of a public listing: what a hit shows, plus what search, filters and sort need. */
export interface PropertyDocument extends SearchDocument, Omit<PropertyHit, 'createdAt'> {
  ownerId: string;
  /** the state's full name ("New Mexico"), searchable next to its code */
  stateName: string;
  description: string;
  apn: string | null;
  beds: number | null;
  baths: number | null;
  /** epoch milliseconds, sortable */
  createdAt: number;
  /**
   * The map's order as one number, featured first, then newest: createdAt (ms) plus 10^13 when
   * featured. One numeric key sorts faster than two, and booleans do not sort on every engine.
   */
  mapOrder: number;
  version: number;
  /** with a pin, its map grid cell per level (`mapCell<level>`: "x:y", see map-cells.ts) */
  [cell: `mapCell${number}`]: string | undefined;
}

/**
 * Price per acre in whole dollars (0 without acreage): the one computation of it. Search filters and
 * sorts on it, and every answer carries it (`PropertyHit`, `PropertyDetail`), so clients never redo it.
 */
export function pricePerAcre(priceCents: number, acres: number): number {
  return acres > 0 ? Math.round(priceCents / 100 / acres) : 0;
}

/**
 * The snapshot's JV terms. Snapshots kept by projections before the terms had fields (migration
 * listings-0007) hold the old free text: it reads as the note until `npm run reindex` rewrites them.
 */
export function jvTermsOf(listing: ListingSnapshot): JvTerms | null {
  const terms: JvTerms | string | null = listing.jvTerms;
  return typeof terms === 'string' ? { seeking: null, amount: null, partnerShare: null, note: terms } : terms;
}

/**
 * The search document is one for every viewer, so a listing whose seller hides its address (decision 0070) is
 * indexed without its parcel number and at a point rounded to about a kilometre: search results and map pins show the
 * area, never the parcel; its page shows the rest to those who may see it.
 */
export function toPropertyDocument(listing: ListingSnapshot): PropertyDocument {
  const jvTerms = jvTermsOf(listing);
  const hidden = listing.hideAddress === true;
  const latitude = hidden ? approximateCoordinate(listing.latitude) : listing.latitude;
  const longitude = hidden ? approximateCoordinate(listing.longitude) : listing.longitude;
  return {
    id: listing.id,
    userId: listing.ownerId,
    ownerId: listing.ownerId,
    title: listing.title,
    description: listing.description,
    category: listing.category,
    status: listing.status,
    city: listing.city,
    county: listing.county,
    state: listing.state,
    stateName: stateName(listing.state),
    zip: listing.zip,
    apn: hidden ? null : listing.apn,
    latitude,
    longitude,
    acres: listing.acres,
    price: listing.priceCents / 100,
    arv: listing.arvCents === null ? null : listing.arvCents / 100,
    pricePerAcre: pricePerAcre(listing.priceCents, listing.acres),
    beds: listing.beds,
    baths: listing.baths,
    terms: listing.terms,
    images: listing.images,
    createdAt: Date.parse(listing.createdAt),
    featured: listing.featured,
    mapOrder: (listing.featured ? FEATURED_FIRST : 0) + Date.parse(listing.createdAt),
    openToJointVenture: listing.openToJointVenture,
    jvSummary: jvTerms && { seeking: jvTerms.seeking, amount: jvTerms.amount, partnerShare: jvTerms.partnerShare },
    sellerPremium: listing.sellerPremium ?? false,
    viewCount: listing.viewCount,
    version: listing.version,
    ...(latitude !== null && longitude !== null ? { _geo: { lat: latitude, lng: longitude }, ...cellAttributes(latitude, longitude) } : {}),
  };
}

export function toPropertyCard(document: PropertyDocument): PropertyCard {
  return {
    id: document.id,
    userId: document.userId,
    title: document.title,
    category: document.category,
    city: document.city,
    state: document.state,
    acres: document.acres,
    price: document.price,
    arv: document.arv,
    images: document.images,
    createdAt: new Date(document.createdAt).toISOString(),
    featured: document.featured,
    openToJointVenture: document.openToJointVenture,
    // documents indexed before JV terms had fields carry none until `npm run reindex`
    jvSummary: document.jvSummary ?? null,
    sellerPremium: document.sellerPremium ?? false,
    viewCount: document.viewCount,
  };
}

export function toPropertyHit(document: PropertyDocument): PropertyHit {
  return {
    ...toPropertyCard(document),
    status: document.status,
    county: document.county,
    zip: document.zip,
    latitude: document.latitude,
    longitude: document.longitude,
    pricePerAcre: document.pricePerAcre,
    terms: document.terms as AskingTerm[],
  };
}
