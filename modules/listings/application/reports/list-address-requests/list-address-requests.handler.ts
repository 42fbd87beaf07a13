import { IDENTITY_API } from '../../../../identity/contracts/api.ts';
import { requireActor, type QueryContext, type QueryHandler } from '../../../../shared/kernel/bus.ts';
import { isUuid } from '../../../../shared/kernel/ids.ts';
import { PLATFORM } from '../../../../shared/kernel/tokens.ts';
import { answersQuery, http, UsesDependencies } from '../../../../shared/kernel/use-case.ts';
import { listingAddressRequestsSchema, type ListingAddressRequests } from '../../../contracts/address-requests.ts';
import { AddressRequest } from '../../../domain/address-request.entity.ts';
import { ListingNotFoundError } from '../../../domain/listing.errors.ts';
import { Property } from '../../../domain/property.entity.ts';
import { byId, LISTINGS_TAG } from '../../http.ts';
import { ListAddressRequests } from './list-address-requests.query.ts';

const needs = { em: PLATFORM.EntityManager, identity: IDENTITY_API };

/** Most recent first, each buyer with their name and their verified funds when they hold today. */
export class ListAddressRequestsHandler
  extends UsesDependencies<typeof needs>
  implements QueryHandler<{ id: string }, ListingAddressRequests>
{
  async execute({ id }: { id: string }, { actor }: QueryContext): Promise<ListingAddressRequests> {
    const { userId, isAdmin } = requireActor(actor);
    const em = this.deps.em.fork();
    const property = isUuid(id) ? await em.findOne(Property, { id }) : null;
    if (!property || (property.ownerId !== userId && !isAdmin)) throw new ListingNotFoundError();
    const requests = await em.find(AddressRequest, { propertyId: id }, { orderBy: { createdAt: 'desc', id: 'desc' }, limit: 500 });
    const buyerIds = [...new Set(requests.map((request) => request.buyerId))];
    const [profiles, funds] = await Promise.all([this.deps.identity.getProfiles(buyerIds), this.deps.identity.verifiedFunds(buyerIds)]);
    // as the offers table names its bidders: first name and initial
    const nameOf = new Map(profiles.map((profile) => [profile.id, `${profile.firstName} ${profile.lastName.charAt(0)}.`.trim()]));
    const fundsOf = new Map(funds.map((row) => [row.userId, { amount: row.amountCents / 100, expiresOn: row.expiresOn }]));
    return {
      propertyId: id,
      hideAddress: property.hideAddress,
      requests: requests.map((request) => ({
        ...request.toView(),
        buyer: {
          id: request.buyerId,
          name: nameOf.get(request.buyerId) ?? 'A former member',
          verifiedFunds: fundsOf.get(request.buyerId) ?? null,
        },
      })),
    };
  }
}

export const listAddressRequests = answersQuery(ListAddressRequests, needs, ListAddressRequestsHandler, [
  http(ListAddressRequests, {
    method: 'get',
    path: '/api/properties/:id/address-requests',
    tag: LISTINGS_TAG,
    summary: 'The requests for my listing’s street address',
    description:
      'Whether the listing hides its street address, and the buyers who asked for it (newest first, at most 500). The owner or an administrator only (404 otherwise).',
    access: 'member',
    scopes: ['listings:read'],
    input: byId,
    response: listingAddressRequestsSchema,
    errors: [404],
  }),
]);
