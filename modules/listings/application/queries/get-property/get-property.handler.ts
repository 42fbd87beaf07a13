import type { QueryContext, QueryHandler } from '../../../../shared/kernel/bus.ts';
import { NotFoundError } from '../../../../shared/kernel/errors.ts';
import type { PropertyDetail } from '../../../contracts/http.ts';
import type { PropertyDetailsProjector } from '../../../infrastructure/projections/property-details.projector.ts';
import { toPropertyCard, toPropertyDocument } from '../../../infrastructure/projections/property-search.projector.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export class GetPropertyHandler implements QueryHandler<{ id: string }, PropertyDetail> {
  readonly #details: PropertyDetailsProjector;

  constructor(details: PropertyDetailsProjector) {
    this.#details = details;
  }

  async execute({ id }: { id: string }, { actor }: QueryContext): Promise<PropertyDetail> {
    const listing = UUID.test(id) ? await this.#details.get(id) : null;
    const visible = listing && (listing.status === 'active' || actor?.isAdmin || actor?.userId === listing.ownerId);
    if (!listing || !visible) throw new NotFoundError('This property does not exist or is no longer listed', 'property_not_found');
    return {
      ...toPropertyCard(toPropertyDocument(listing)),
      description: listing.description,
      status: listing.status,
      latitude: listing.latitude,
      longitude: listing.longitude,
      publishedAt: listing.publishedAt,
    };
  }
}
