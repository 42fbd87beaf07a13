import { isUuid } from '../../shared/kernel/ids.ts';
import type { ListingsApi } from '../contracts/api.ts';
import { PUBLIC_STATUSES } from '../contracts/listing.ts';
import type { PropertyDetailsProjector } from './projections/property-details.projector.ts';

/** Answers from the property details read model, as the property page decides what a visitor sees. */
export class ListingsApiImpl implements ListingsApi {
  readonly #details: PropertyDetailsProjector;

  constructor(details: PropertyDetailsProjector) {
    this.#details = details;
  }

  async isPublic(propertyId: string): Promise<boolean> {
    const listing = isUuid(propertyId) ? await this.#details.get(propertyId) : null;
    return listing !== null && PUBLIC_STATUSES.includes(listing.status);
  }
}
