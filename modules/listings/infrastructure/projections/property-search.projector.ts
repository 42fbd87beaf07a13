import type { IntegrationEvent } from '../../../shared/kernel/events.ts';
import type { KeyValue } from '../../../shared/kernel/key-value.port.ts';
import type { Subscriber, SubscriberContext } from '../../../shared/kernel/module.ts';
import type { IndexSettings, SearchIndex } from '../../../shared/kernel/search-index.port.ts';
import { CELL_ATTRIBUTES } from '../../application/read-models/map-cells.ts';
import { PROPERTIES_INDEX, toPropertyDocument } from '../../application/read-models/property-document.ts';
import { ListingDeleted, ListingViewed, SNAPSHOT_EVENTS, type ListingSnapshot } from '../../contracts/events.ts';
import type { ListingStatus } from '../../contracts/listing.ts';
import { SEARCH_FACETS } from '../../contracts/search-query.ts';
import { DELETED_VERSION, VersionGuard } from './version-guard.ts';
import { Property } from '../../domain/property.entity.ts';

/** statuses held by the search index: buyers search active listings, and may ask for those under contract */
export const SEARCHABLE_STATUSES: readonly ListingStatus[] = ['active', 'under_contract'];
export const SEARCH_VERSIONS_PREFIX = 'listings:search-version:';

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

/** a searchable status, a seller whose account is not suspended, and no review under way or refused */
export function isSearchable(listing: Pick<ListingSnapshot, 'status' | 'sellerSuspended' | 'review'>): boolean {
  return SEARCHABLE_STATUSES.includes(listing.status) && !listing.sellerSuspended && !listing.review;
}

/**
 * Keeps the `properties` index in step with listing events: active and under-contract listings in,
 * every other status and every listing of a suspended seller out, view counts refreshed. Snapshots older than one already applied are ignored.
 */
export class PropertySearchProjector implements Subscriber {
  private readonly search: SearchIndex;
  private readonly versions: VersionGuard;

  constructor(search: SearchIndex, kv: KeyValue) {
    this.search = search;
    this.versions = new VersionGuard(kv, SEARCH_VERSIONS_PREFIX);
  }

  async handle(event: IntegrationEvent, { em }: SubscriberContext): Promise<void> {
    for (const type of SNAPSHOT_EVENTS) if (type.is(event)) return this.apply(event.payload);
    if (ListingDeleted.is(event)) {
      await this.search.remove(PROPERTIES_INDEX, [event.payload.id]);
      await this.versions.remember(event.payload.id, DELETED_VERSION);
    }
    // the listing as the database holds it, not the document in this process's index, which may not have another
    // host's latest write yet (decision 0077): a count written onto an older document would bring its old fields back
    if (ListingViewed.is(event)) {
      const property = await em.findOne(Property, { id: event.payload.id });
      if (property) await this.apply({ ...property.toSnapshot(), viewCount: Math.max(property.viewCount, event.payload.viewCount) });
    }
  }

  async apply(listing: ListingSnapshot): Promise<void> {
    if (await this.versions.isStale(listing.id, listing.version)) return;
    if (isSearchable(listing)) await this.search.upsert(PROPERTIES_INDEX, [toPropertyDocument(listing)]);
    else await this.search.remove(PROPERTIES_INDEX, [listing.id]);
    await this.versions.remember(listing.id, listing.version);
  }
}
