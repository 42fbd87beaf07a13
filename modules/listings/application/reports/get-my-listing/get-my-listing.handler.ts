import { requireActor, type QueryContext, type QueryHandler } from '../../../../shared/kernel/bus.ts';
import { PLATFORM } from '../../../../shared/kernel/tokens.ts';
import { answersQuery, http, UsesDependencies } from '../../../../shared/kernel/use-case.ts';
import { propertyDetailSchema, type PropertyDetail } from '../../../contracts/property.ts';
import { toPropertyDetail } from '../../read-models/property-detail.ts';
import { loadListingToChange } from '../../listing-access.ts';
import { GetMyListing } from './get-my-listing.query.ts';
import { byId, LISTINGS_TAG } from '../../http.ts';

const needs = { em: PLATFORM.EntityManager };

export class GetMyListingHandler extends UsesDependencies<typeof needs> implements QueryHandler<{ id: string }, PropertyDetail> {
  async execute({ id }: { id: string }, { actor }: QueryContext): Promise<PropertyDetail> {
    const property = await loadListingToChange(this.deps.em.fork(), String(id), requireActor(actor));
    return toPropertyDetail(property.toSnapshot());
  }
}

export const getMyListing = answersQuery(GetMyListing, needs, GetMyListingHandler, [
  http(GetMyListing, {
    method: 'get',
    path: '/api/my/properties/:id',
    tag: LISTINGS_TAG,
    summary: 'One of my listings, for editing',
    access: 'member',
    scopes: ['listings:read'],
    input: byId,
    response: propertyDetailSchema,
    errors: [403, 404],
  }),
]);
