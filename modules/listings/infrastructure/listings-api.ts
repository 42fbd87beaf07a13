import type { SqlEntityManager as EntityManager } from '@mikro-orm/sql';
import { isUuid } from '../../shared/kernel/ids.ts';
import type { ActiveListingOwner, ListingCard, ListingsApi } from '../contracts/api.ts';
import type { ListingSnapshot } from '../contracts/events.ts';
import type { GeocodeResult } from '../contracts/geocode.ts';
import { listingsChecksumSql, type ListingsChecksum } from '../contracts/listing-copies.ts';
import type { GeocodeQuery, Geocoder } from '../application/geocoder.ts';
import { isOnPublicView } from '../contracts/listing.ts';
import type { PropertyDetailsProjector } from './projections/property-details.projector.ts';

/** Answers from the property details read model, as the property page decides what a visitor sees. */
export class ListingsApiImpl implements ListingsApi {
  readonly #details: PropertyDetailsProjector;
  readonly #geocoder: Geocoder;
  readonly #em: EntityManager;

  constructor(details: PropertyDetailsProjector, geocoder: Geocoder, em: EntityManager) {
    this.#details = details;
    this.#geocoder = geocoder;
    this.#em = em;
  }

  /** Read from Postgres through the (status, id) index: a sitemap wants every active listing on public view, not a search page. */
  async activeListingsForSitemap({ offset, limit }: { offset: number; limit: number }) {
    const em = this.#em.fork();
    const [{ total }] = await em.execute<Array<{ total: number }>>(
      `select count(*)::int as total from listings.properties where status = 'active' and not seller_suspended and review is null`,
    );
    const rows = await em.execute<Array<{ id: string; updated_at: Date | string }>>(
      `select id, updated_at from listings.properties where status = 'active' and not seller_suspended and review is null order by id limit ? offset ?`,
      [limit, offset],
    );
    return { total: Number(total), listings: rows.map((row) => ({ id: row.id, updatedAt: new Date(row.updated_at).toISOString() })) };
  }

  /** Read from Postgres through the (status, id) index, a page after the last id: no count, no offset to skip. */
  async activeListingOwners({ after, limit }: { after: string | null; limit: number }): Promise<ActiveListingOwner[]> {
    const rows = await this.#em
      .fork()
      .execute<Array<{ id: string; owner_id: string; published_at: Date | string | null; version: number }>>(
        `select id, owner_id, published_at, version from listings.properties where status = 'active' and id > ? order by id limit ?`,
        [after ?? '00000000-0000-0000-0000-000000000000', limit],
      );
    return rows.map((row) => ({
      id: row.id,
      ownerId: row.owner_id,
      publishedAt: row.published_at === null ? null : new Date(row.published_at).toISOString(),
      version: Number(row.version),
    }));
  }

  async activeListingsChecksum(): Promise<ListingsChecksum> {
    const [checksum] = await this.#em
      .fork()
      .execute<ListingsChecksum[]>(
        `select ${listingsChecksumSql({ id: 'id', ownerId: 'owner_id', publishedAt: 'published_at', version: 'version' })} from listings.properties where status = 'active'`,
      );
    return checksum;
  }

  /** Read from Postgres through the owner index: drafts count, as a seller writing one buys there too. */
  async statesOfListings(ownerId: string): Promise<string[]> {
    if (!isUuid(ownerId)) return [];
    const rows = await this.#em
      .fork()
      .execute<Array<{ state: string }>>(
        'select state from listings.properties where owner_id = ? group by state order by count(*) desc, state',
        [ownerId],
      );
    return rows.map((row) => row.state);
  }

  locate(place: GeocodeQuery): GeocodeResult | null {
    return this.#geocoder.locate(place);
  }

  async isPublic(propertyId: string): Promise<boolean> {
    const listing = isUuid(propertyId) ? await this.#details.get(propertyId) : null;
    return listing !== null && isOnPublicView(listing);
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
      isPublic: isOnPublicView(listing),
    }));
  }
}
