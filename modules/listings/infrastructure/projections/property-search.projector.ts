import type { IntegrationEvent } from '../../../shared/kernel/events.ts';
import type { Subscriber } from '../../../shared/kernel/module.ts';
import type { IndexSettings, SearchDocument, SearchIndex } from '../../../shared/kernel/search-index.port.ts';
import { ListingDeleted, ListingPublished, type ListingSnapshot } from '../../contracts/events.ts';
import type { PropertyCard } from '../../contracts/http.ts';

export const PROPERTIES_INDEX = 'properties';

export const propertiesIndexSettings: IndexSettings = {
  searchable: ['title', 'city', 'state', 'description'],
  filterable: ['category', 'state', 'openToJointVenture', 'featured', 'price', 'acres', 'ownerId'],
  sortable: ['createdAt', 'price', 'acres'],
  facets: ['category', 'state', 'openToJointVenture', 'featured'],
  geo: true,
};

/** The search document of a public listing: the card's fields, plus what search and sort need. */
export interface PropertyDocument extends SearchDocument, Omit<PropertyCard, 'createdAt'> {
  description: string;
  /** epoch milliseconds, sortable */
  createdAt: number;
}

export function toPropertyDocument(listing: ListingSnapshot): PropertyDocument {
  return {
    id: listing.id,
    userId: listing.ownerId,
    ownerId: listing.ownerId,
    title: listing.title,
    description: listing.description,
    category: listing.category,
    city: listing.city,
    state: listing.state,
    acres: listing.acres,
    price: listing.priceCents / 100,
    arv: listing.arvCents === null ? null : listing.arvCents / 100,
    images: listing.images,
    createdAt: Date.parse(listing.createdAt),
    featured: listing.featured,
    openToJointVenture: listing.openToJointVenture,
    viewCount: listing.viewCount,
    ...(listing.latitude !== null && listing.longitude !== null ? { _geo: { lat: listing.latitude, lng: listing.longitude } } : {}),
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

/** Keeps the `properties` index in step with listing events: active listings in, all others out. */
export class PropertySearchProjector implements Subscriber {
  readonly #search: SearchIndex;

  constructor(search: SearchIndex) {
    this.#search = search;
  }

  async handle(event: IntegrationEvent): Promise<void> {
    if (ListingPublished.is(event)) await this.apply(event.payload);
    if (ListingDeleted.is(event)) await this.#search.remove(PROPERTIES_INDEX, [event.payload.id]);
  }

  async apply(listing: ListingSnapshot): Promise<void> {
    if (listing.status === 'active') await this.#search.upsert(PROPERTIES_INDEX, [toPropertyDocument(listing)]);
    else await this.#search.remove(PROPERTIES_INDEX, [listing.id]);
  }
}
