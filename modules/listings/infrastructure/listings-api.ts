import { isUuid } from '../../shared/kernel/ids.ts';
import type { ListingCard, ListingsApi } from '../contracts/api.ts';
import type { ListingSnapshot } from '../contracts/events.ts';
import type { GeocodeResult } from '../contracts/geocode.ts';
import type { GeocodeQuery, Geocoder } from '../application/geocoder.ts';
import { PUBLIC_STATUSES } from '../contracts/listing.ts';
import type { PropertyDetailsProjector } from './projections/property-details.projector.ts';

/** Answers from the property details read model, as the property page decides what a visitor sees. */
export class ListingsApiImpl implements ListingsApi {
  readonly #details: PropertyDetailsProjector;
  readonly #geocoder: Geocoder;

  constructor(details: PropertyDetailsProjector, geocoder: Geocoder) {
    this.#details = details;
    this.#geocoder = geocoder;
  }

  locate(place: GeocodeQuery): GeocodeResult | null {
    return this.#geocoder.locate(place);
  }

  async isPublic(propertyId: string): Promise<boolean> {
    const listing = isUuid(propertyId) ? await this.#details.get(propertyId) : null;
    return listing !== null && PUBLIC_STATUSES.includes(listing.status);
  }

  async getSnapshots(propertyIds: string[]): Promise<ListingSnapshot[]> {
    const listings = await Promise.all([...new Set(propertyIds)].filter(isUuid).map((id) => this.#details.get(id)));
    return listings.filter((listing) => listing !== null);
  }

  async getCards(propertyIds: string[]): Promise<ListingCard[]> {
    return (await this.getSnapshots(propertyIds)).map((listing) => ({
        id: listing.id,
        ownerId: listing.ownerId,
        title: listing.title,
        city: listing.city,
        state: listing.state,
        priceCents: listing.priceCents,
        acres: listing.acres,
        status: listing.status,
        image: listing.images[0] ?? null,
        isPublic: PUBLIC_STATUSES.includes(listing.status),
      }));
  }
}
