import type { Actor, QueryContext, QueryHandler } from '../../../../shared/kernel/bus.ts';
import { NotFoundError } from '../../../../shared/kernel/errors.ts';
import { isUuid } from '../../../../shared/kernel/ids.ts';
import { answersQuery, http, UsesDependencies } from '../../../../shared/kernel/use-case.ts';
import type { ListingSnapshot } from '../../../contracts/events.ts';
import { isOnPublicView } from '../../../contracts/listing.ts';
import { propertyDetailSchema, type PropertyDetail } from '../../../contracts/property.ts';
import { toPropertyDetail, type PropertyDetails } from '../../read-models/property-detail.ts';
import { LISTINGS_SERVICES } from '../../../tokens.ts';
import { GetProperty } from './get-property.query.ts';
import { byId, LISTINGS_RATE_LIMITS, LISTINGS_TAG, NO_CACHE_CONTROL } from '../../http.ts';

/**
 * The listing as the caller may see it: active, under contract and sold ones are public; drafts,
 * withdrawn and expired ones only to their owner and administrators; a suspended seller's listings
 * only to administrators (decision 0049). Anything else is a 404, so whether a hidden listing exists
 * does not leak.
 */
export async function visibleListing(details: PropertyDetails, id: string, actor: Actor | null): Promise<ListingSnapshot> {
  const listing = isUuid(id) ? await details.get(id) : null;
  const visible = listing && (actor?.isAdmin || isOnPublicView(listing) || (!listing.sellerSuspended && actor?.userId === listing.ownerId));
  if (!listing || !visible) throw new NotFoundError('This property does not exist or is no longer listed', 'property_not_found');
  return listing;
}

const needs = { details: LISTINGS_SERVICES.PropertyDetails };

export class GetPropertyHandler extends UsesDependencies<typeof needs> implements QueryHandler<{ id: string }, PropertyDetail> {
  async execute({ id }: { id: string }, { actor }: QueryContext): Promise<PropertyDetail> {
    return toPropertyDetail(await visibleListing(this.deps.details, id, actor));
  }
}

export const getProperty = answersQuery(GetProperty, needs, GetPropertyHandler, [
  http(GetProperty, {
    method: 'get',
    path: '/api/properties/:id',
    tag: LISTINGS_TAG,
    summary: 'A listing',
    description: 'A public listing; its owner and administrators also see it as a draft or withdrawn.',
    access: 'optional',
    scopes: ['listings:read'],
    rateLimit: LISTINGS_RATE_LIMITS.read,
    input: byId,
    response: propertyDetailSchema,
    errors: [403, 404],
    cacheControl: NO_CACHE_CONTROL,
  }),
]);
