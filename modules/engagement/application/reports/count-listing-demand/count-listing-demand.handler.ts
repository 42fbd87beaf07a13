import type { SqlEntityManager as EntityManager } from '@mikro-orm/sql';
import { LISTINGS_API, type ListingsApi } from '../../../../listings/contracts/api.ts';
import { requireActor, type QueryContext, type QueryHandler } from '../../../../shared/kernel/bus.ts';
import { isUuid } from '../../../../shared/kernel/ids.ts';
import { PLATFORM } from '../../../../shared/kernel/tokens.ts';
import { answersQuery } from '../../../../shared/kernel/use-case.ts';
import { parseInput } from '../../../../shared/kernel/validation.ts';
import { listingDemandRequestSchema, type ListingDemandRequest } from '../../../contracts/saved-searches.ts';
import { matchableListing, SAVED_SEARCH_MATCHER, type SavedSearchMatcher } from '../../alerts/saved-search-matching.ts';
import { CountListingDemand } from './count-listing-demand.query.ts';

type Input = { listing: ListingDemandRequest } | { propertyIds: string[] };
/** the draft's own count is under the key `listing` */
export const DRAFT_KEY = 'listing';
const MAX_IDS = 100;

export class CountListingDemandHandler implements QueryHandler<Input, Record<string, number>> {
  readonly #em: EntityManager;
  readonly #listings: ListingsApi;
  readonly #matcher: SavedSearchMatcher;

  constructor(em: EntityManager, listings: ListingsApi, matcher: SavedSearchMatcher) {
    this.#em = em;
    this.#listings = listings;
    this.#matcher = matcher;
  }

  async execute(input: Input, { actor }: QueryContext): Promise<Record<string, number>> {
    const { userId } = requireActor(actor);
    const em = this.#em.fork();
    if ('listing' in input) {
      const listing = parseInput(listingDemandRequestSchema, input.listing, 'Invalid listing');
      return { [DRAFT_KEY]: await this.#matcher.count(em, { ...listing, status: 'active' }, userId) };
    }
    const ids = [...new Set(input.propertyIds)].filter(isUuid).slice(0, MAX_IDS);
    const counts: Record<string, number> = {};
    for (const listing of await this.#listings.getSnapshots(ids)) {
      if (listing.ownerId !== userId && !actor?.isAdmin) continue;
      counts[listing.id] = await this.#matcher.count(em, { ...matchableListing(listing), status: 'active' }, listing.ownerId);
    }
    return counts;
  }
}

export const countListingDemand = answersQuery(
  CountListingDemand,
  [PLATFORM.EntityManager, LISTINGS_API, SAVED_SEARCH_MATCHER],
  (em, listings, matcher) => new CountListingDemandHandler(em, listings, matcher),
);
