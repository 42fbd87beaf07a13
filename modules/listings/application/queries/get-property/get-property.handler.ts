import type { Actor, QueryContext, QueryHandler } from '../../../../shared/kernel/bus.ts';
import { NotFoundError } from '../../../../shared/kernel/errors.ts';
import { isUuid } from '../../../../shared/kernel/ids.ts';
import { answersQuery, http, UsesDependencies } from '../../../../shared/kernel/use-case.ts';
import type { ListingSnapshot } from '../../../contracts/events.ts';
import { isOnPublicView } from '../../../contracts/listing.ts';
import { propertyDetailSchema, type PropertyDetail } from '../../../contracts/property.ts';
import { IDENTITY_API, type IdentityApi } from '../../../../identity/contracts/api.ts';
import { toPropertyDetail, withoutAddress, type AddressRequests, type PropertyDetails } from '../../read-models/property-detail.ts';
import { LISTINGS_SERVICES } from '../../../tokens.ts';
import { GetProperty } from './get-property.query.ts';
import { byId, LISTINGS_RATE_LIMITS, LISTINGS_TAG } from '../../http.ts';

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

/**
 * The listing's page as the caller sees it (decision 0070): when its seller hides the street address, only the owner,
 * administrators, buyers whose verified funds hold today and buyers the seller agreed to show it to get the street,
 * the parcel number and the exact point; anyone else (visitors too) gets the city, county, state and ZIP and a point
 * rounded to about a kilometre.
 */
export async function asViewerSees(
  listing: ListingSnapshot,
  actor: Actor | null,
  deps: { requests: AddressRequests; identity: IdentityApi },
): Promise<PropertyDetail> {
  const detail = toPropertyDetail(listing);
  if (!listing.hideAddress || actor?.isAdmin || actor?.userId === listing.ownerId) return detail;
  if (!actor) return withoutAddress(detail, null);
  const [request, funds] = await Promise.all([
    deps.requests.ofBuyer(listing.id, actor.userId),
    deps.identity.verifiedFunds([actor.userId]),
  ]);
  if (request?.status === 'approved' || funds.length > 0) return { ...detail, addressRequest: request };
  return withoutAddress(detail, request);
}

const needs = { details: LISTINGS_SERVICES.PropertyDetails, requests: LISTINGS_SERVICES.AddressRequests, identity: IDENTITY_API };

export class GetPropertyHandler extends UsesDependencies<typeof needs> implements QueryHandler<{ id: string }, PropertyDetail> {
  async execute({ id }: { id: string }, { actor }: QueryContext): Promise<PropertyDetail> {
    return asViewerSees(await visibleListing(this.deps.details, id, actor), actor, this.deps);
  }
}

export const getProperty = answersQuery(GetProperty, needs, GetPropertyHandler, [
  http(GetProperty, {
    method: 'get',
    path: '/api/properties/:id',
    tag: LISTINGS_TAG,
    summary: 'A listing',
    description:
      'A public listing; its owner and administrators also see it as a draft or withdrawn. When its seller hides the street address, a caller without verified funds or the seller’s agreement gets it without the street, the parcel number and the exact point (`addressHidden`). The answer depends on the caller: never stored by shared caches.',
    access: 'optional',
    scopes: ['listings:read'],
    rateLimit: LISTINGS_RATE_LIMITS.read,
    input: byId,
    response: propertyDetailSchema,
    errors: [403, 404],
    // the answer depends on who asks (address gating, drafts): `private, no-store`, the default of a GET that is not public
  }),
]);
