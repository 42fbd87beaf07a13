import type { QueryHandler } from '../../../../shared/kernel/bus.ts';
import { NotFoundError } from '../../../../shared/kernel/errors.ts';
import { answersQuery } from '../../../../shared/kernel/use-case.ts';
import type { GeocodeResult } from '../../../contracts/geocode.ts';
import { LISTINGS_SERVICES } from '../../../tokens.ts';
import type { Geocoder } from '../../geocoder.ts';
import { GeocodeLocation, type GeocodeLocationQuery } from './geocode-location.query.ts';

export class GeocodeLocationHandler implements QueryHandler<GeocodeLocationQuery, GeocodeResult> {
  private readonly geocoder: Geocoder;

  constructor(geocoder: Geocoder) {
    this.geocoder = geocoder;
  }

  async execute(query: GeocodeLocationQuery): Promise<GeocodeResult> {
    const found = this.geocoder.locate({ zip: query.zip ?? null, city: query.city ?? null, state: query.state ?? null });
    if (!found) throw new NotFoundError('No match for that ZIP or city', 'geocode_not_found');
    return found;
  }
}

export const geocodeLocation = answersQuery(
  GeocodeLocation,
  [LISTINGS_SERVICES.Geocoder],
  (geocoder) => new GeocodeLocationHandler(geocoder),
);
