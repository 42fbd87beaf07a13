import type { SqlEntityManager as EntityManager } from '@mikro-orm/sql';
import { requireActor, type QueryContext, type QueryHandler } from '../../../../shared/kernel/bus.ts';
import { PLATFORM } from '../../../../shared/kernel/tokens.ts';
import { answersQuery, http } from '../../../../shared/kernel/use-case.ts';
import { myListingsResultSchema, type ListingNotice, type MyListing, type MyListingsResult } from '../../../contracts/my-listings.ts';
import { Property } from '../../../domain/property.entity.ts';
import { SellerPlan } from '../../../domain/seller-plan.entity.ts';
import { limitsOf, plural } from '../../plan-limits.ts';
import { toPropertyCard, toPropertyDocument } from '../../read-models/property-document.ts';
import { ListMyListings } from './list-my-listings.query.ts';
import { LISTINGS_TAG } from '../../http.ts';

/** A back-office table read from Postgres (docs/architecture.md section 2, reports/): the seller sees every status at once. */
export class ListMyListingsHandler implements QueryHandler<void, MyListingsResult> {
  readonly #em: EntityManager;

  constructor(em: EntityManager) {
    this.#em = em;
  }

  async execute(_input: void, { actor }: QueryContext): Promise<MyListingsResult> {
    const { userId } = requireActor(actor);
    const em = this.#em.fork();
    const properties = await em.find(Property, { ownerId: userId }, { orderBy: { createdAt: 'desc', id: 'desc' } });
    const plan = await em.findOne(SellerPlan, { ownerId: userId });
    const favorites = await favoriteCounts(
      em,
      properties.map((property) => property.id),
    );
    const listings = properties.map((property) => toMyListing(property, favorites[property.id] ?? 0));
    return { listings, notices: notices(listings, plan) };
  }
}

/** How many users saved each listing, from this module's copy (`subscribers/on-favorite-changed.ts`). */
async function favoriteCounts(em: EntityManager, propertyIds: readonly string[]): Promise<Record<string, number>> {
  if (propertyIds.length === 0) return {};
  const rows = await em.execute<Array<{ property_id: string; favorites: number }>>(
    'select property_id, favorites from listings.favorite_counts where property_id in (?)',
    [propertyIds],
  );
  return Object.fromEntries(rows.map((row) => [row.property_id, row.favorites]));
}

function toMyListing(property: Property, favorites: number): MyListing {
  const listing = property.toSnapshot();
  return {
    ...toPropertyCard(toPropertyDocument(listing)),
    status: listing.status,
    updatedAt: listing.updatedAt,
    publishedAt: listing.publishedAt,
    version: listing.version,
    statusReason: property.statusReason ?? null,
    favorites,
  };
}

function notices(listings: MyListing[], plan: SellerPlan | null): ListingNotice[] {
  const result: ListingNotice[] = [];
  const limit = limitsOf(plan).activeListings;
  const unpublished = listings.filter((listing) => listing.status === 'withdrawn' && listing.statusReason === 'plan-limit').length;
  if (unpublished > 0) {
    const was = unpublished === 1 ? 'listing was' : 'listings were';
    const them = unpublished === 1 ? 'it' : 'them';
    const active = listings.filter((listing) => listing.status === 'active').length;
    let message: string;
    if (limit === null || limit - active >= unpublished) {
      message = `${unpublished} ${was} unpublished when your plan changed. Your plan allows ${limit === null ? 'unlimited active listings' : plural(limit, 'active listing')} now: publish ${them} again when you are ready.`;
    } else if (limit === 0) {
      message = `Your plan no longer includes active listings: ${unpublished} ${was} unpublished. Choose a seller plan to publish ${them} again.`;
    } else {
      message = `Your plan now allows ${plural(limit, 'active listing')}: ${unpublished} ${was} unpublished. Upgrade to publish ${them} again.`;
    }
    result.push({ kind: 'plan-limit', message });
  }
  const unfeatured = plan?.unfeaturedByDowngrade ?? 0;
  if (plan && unfeatured > 0) {
    const allowed = plan.featuredPerMonth ?? 0;
    const are = unfeatured === 1 ? 'listing is' : 'listings are';
    result.push({
      kind: 'featured-limit',
      message:
        allowed === 0
          ? `Your plan no longer includes featured listings: ${unfeatured} ${are} no longer featured.`
          : `Your plan now allows ${plural(allowed, 'featured listing')} per month: ${unfeatured} ${are} no longer featured.`,
    });
  }
  return result;
}

export const listMyListings = answersQuery(ListMyListings, [PLATFORM.EntityManager], (em) => new ListMyListingsHandler(em), [
  http(ListMyListings, {
    method: 'get',
    path: '/api/my/properties',
    tag: LISTINGS_TAG,
    summary: "The member's own listings, every status",
    access: 'member',
    scopes: ['listings:read'],
    input: () => undefined,
    response: myListingsResultSchema,
    // an API key without `listings:read` (or stopped by a downgrade) is refused
    errors: [403],
  }),
]);
