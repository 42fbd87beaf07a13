import { z } from 'zod';
import { LISTINGS_API } from '../../../../../listings/contracts/api.ts';
import { requireActor, type QueryContext, type QueryHandler } from '../../../../../shared/kernel/bus.ts';
import { NotFoundError } from '../../../../../shared/kernel/errors.ts';
import { isUuid } from '../../../../../shared/kernel/ids.ts';
import { PLATFORM } from '../../../../../shared/kernel/tokens.ts';
import { answersQuery, http, UsesDependencies } from '../../../../../shared/kernel/use-case.ts';
import { parseInput } from '../../../../../shared/kernel/validation.ts';
import {
  listingDemandRequestSchema,
  listingDemandSchema,
  listingsDemandSchema,
  type ListingDemandRequest,
} from '../../../../contracts/saved-searches.ts';
import { FAVORITES_AND_SEARCHES_TAG, LISTING_DEMAND_LIMIT, LISTINGS_TAG } from '../../http.ts';
import { matchableListing, SAVED_SEARCH_MATCHER } from '../../saved-search-matching.ts';
import { CountListingDemand } from './count-listing-demand.query.ts';

type Input = { listing: ListingDemandRequest } | { propertyIds: string[] };
/** the draft's own count is under the key `listing` */
export const DRAFT_KEY = 'listing';
const MAX_IDS = 100;
/** `?propertyIds=a,b,c` */
const propertyIdsQuerySchema = z.object({
  propertyIds: z
    .string()
    .max(4000)
    .transform((ids) => ids.split(',').filter(Boolean)),
});

const needs = { em: PLATFORM.EntityManager, listings: LISTINGS_API, matcher: SAVED_SEARCH_MATCHER };

export class CountListingDemandHandler extends UsesDependencies<typeof needs> implements QueryHandler<Input, Record<string, number>> {
  async execute(input: Input, { actor }: QueryContext): Promise<Record<string, number>> {
    const { userId } = requireActor(actor);
    const em = this.deps.em.fork();
    if ('listing' in input) {
      const listing = parseInput(listingDemandRequestSchema, input.listing, 'Invalid listing');
      return { [DRAFT_KEY]: await this.deps.matcher.count(em, { ...listing, status: 'active' }, userId) };
    }
    const ids = [...new Set(input.propertyIds)].filter(isUuid).slice(0, MAX_IDS);
    const counts: Record<string, number> = {};
    for (const listing of await this.deps.listings.getSnapshots(ids)) {
      if (listing.ownerId !== userId && !actor?.isAdmin) continue;
      counts[listing.id] = await this.deps.matcher.count(em, { ...matchableListing(listing), status: 'active' }, listing.ownerId);
    }
    return counts;
  }
}

export const countListingDemand = answersQuery(CountListingDemand, needs, CountListingDemandHandler, [
  http(CountListingDemand, {
    method: 'post',
    path: '/api/saved-searches/demand',
    tag: FAVORITES_AND_SEARCHES_TAG,
    summary: 'How many saved searches a draft listing would match',
    description: "Other members' searches a listing of these fields would match; a count only.",
    access: 'member',
    rateLimit: LISTING_DEMAND_LIMIT,
    body: listingDemandRequestSchema,
    invalid: 'Invalid listing',
    input: ({ body }) => ({ listing: body }),
    response: listingDemandSchema,
    reply: (counts) => ({ status: 200, body: { count: counts[DRAFT_KEY] } }),
    cacheControl: 'private, no-store',
  }),
  http(CountListingDemand, {
    method: 'get',
    path: '/api/saved-searches/demand',
    tag: FAVORITES_AND_SEARCHES_TAG,
    summary: 'How many saved searches my listings match',
    description: "Counts by listing id for those of `propertyIds` that are mine (at most 100); others' are left out.",
    access: 'member',
    rateLimit: LISTING_DEMAND_LIMIT,
    query: propertyIdsQuerySchema,
    invalid: 'Invalid propertyIds',
    input: ({ query }) => query,
    response: listingsDemandSchema,
    reply: (counts) => ({ status: 200, body: { counts } }),
  }),
  http(CountListingDemand, {
    method: 'get',
    path: '/api/properties/:id/matching-searches/count',
    tag: LISTINGS_TAG,
    summary: 'How many saved searches match my listing',
    access: 'member',
    rateLimit: LISTING_DEMAND_LIMIT,
    input: ({ params }) => ({ propertyIds: [params.id] }),
    response: listingDemandSchema,
    reply: (counts) => {
      const [count] = Object.values(counts);
      // not the member's listing, or no such listing: the same answer
      if (count === undefined) throw new NotFoundError('Property not found', 'property_not_found');
      return { status: 200, body: { count } };
    },
    errors: [404],
  }),
]);
