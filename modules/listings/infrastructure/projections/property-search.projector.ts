import type { IntegrationEvent } from '../../../shared/kernel/events.ts';
import type { KeyValue } from '../../../shared/kernel/key-value.port.ts';
import type { Subscriber } from '../../../shared/kernel/module.ts';
import type { IndexSettings, SearchDocument, SearchIndex } from '../../../shared/kernel/search-index.port.ts';
import { ListingDeleted, ListingViewed, SNAPSHOT_EVENTS, type ListingSnapshot } from '../../contracts/events.ts';
import { SEARCH_FACETS, type AskingTerm, type ListingStatus, type PropertyCard, type PropertyHit } from '../../contracts/http.ts';
import { stateName } from '../../contracts/us-states.ts';
import { CELL_ATTRIBUTES, cellAttributes } from './map-cells.ts';
import { DELETED_VERSION, VersionGuard } from './version-guard.ts';

export const PROPERTIES_INDEX = 'properties';
/** statuses held by the search index: buyers search active listings, and may ask for those under contract */
export const SEARCHABLE_STATUSES: readonly ListingStatus[] = ['active', 'under_contract'];
export const SEARCH_VERSIONS_PREFIX = 'listings:search-version:';
/** above any epoch-millisecond time until the year 2286, and still an exact integer in a double */
const FEATURED_FIRST = 1e13;

export const propertiesIndexSettings: IndexSettings = {
  // the state's name as well as its code, so "Texas" finds what "TX" does (a new searchable field:
  // Meilisearch deployments take it with the next boot, their documents with `npm run reindex`)
  searchable: ['title', 'city', 'county', 'state', 'stateName', 'zip', 'apn', 'description'],
  filterable: [
    'id',
    'category',
    'state',
    'county',
    'terms',
    'openToJointVenture',
    'featured',
    'status',
    'price',
    'acres',
    'pricePerAcre',
    'beds',
    'baths',
    'ownerId',
    ...CELL_ATTRIBUTES,
  ],
  sortable: ['createdAt', 'price', 'acres', 'pricePerAcre', 'mapOrder'],
  facets: [...SEARCH_FACETS],
  geo: true,
};

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

export function pricePerAcre(priceCents: number, acres: number): number {
  return acres > 0 ? Math.round(priceCents / 100 / acres) : 0;
}

export function toPropertyDocument(listing: ListingSnapshot): PropertyDocument {
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
    apn: listing.apn,
    latitude: listing.latitude,
    longitude: listing.longitude,
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
    viewCount: listing.viewCount,
    version: listing.version,
    ...(listing.latitude !== null && listing.longitude !== null
      ? { _geo: { lat: listing.latitude, lng: listing.longitude }, ...cellAttributes(listing.latitude, listing.longitude) }
      : {}),
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

export function isSearchable(listing: Pick<ListingSnapshot, 'status'>): boolean {
  return SEARCHABLE_STATUSES.includes(listing.status);
}

/**
 * Keeps the `properties` index in step with listing events: active and under-contract listings in,
 * every other status out, view counts refreshed. Snapshots older than one already applied are ignored.
 */
export class PropertySearchProjector implements Subscriber {
  private readonly search: SearchIndex;
  private readonly versions: VersionGuard;

  constructor(search: SearchIndex, kv: KeyValue) {
    this.search = search;
    this.versions = new VersionGuard(kv, SEARCH_VERSIONS_PREFIX);
  }

  async handle(event: IntegrationEvent): Promise<void> {
    for (const type of SNAPSHOT_EVENTS) if (type.is(event)) return this.apply(event.payload);
    if (ListingDeleted.is(event)) {
      await this.search.remove(PROPERTIES_INDEX, [event.payload.id]);
      await this.versions.remember(event.payload.id, DELETED_VERSION);
    }
    if (ListingViewed.is(event)) await this.setViewCount(event.payload.id, event.payload.viewCount);
  }

  async apply(listing: ListingSnapshot): Promise<void> {
    if (await this.versions.isStale(listing.id, listing.version)) return;
    if (isSearchable(listing)) await this.search.upsert(PROPERTIES_INDEX, [toPropertyDocument(listing)]);
    else await this.search.remove(PROPERTIES_INDEX, [listing.id]);
    await this.versions.remember(listing.id, listing.version);
  }

  private async setViewCount(id: string, viewCount: number): Promise<void> {
    const { hits } = await this.search.search<PropertyDocument>(PROPERTIES_INDEX, { filters: [{ field: 'id', in: [id] }], limit: 1 });
    const document = hits[0];
    if (document && document.viewCount < viewCount) await this.search.upsert(PROPERTIES_INDEX, [{ ...document, viewCount }]);
  }
}
