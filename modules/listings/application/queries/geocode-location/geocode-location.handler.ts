import type { QueryHandler } from '../../../../shared/kernel/bus.ts';
import { NotFoundError } from '../../../../shared/kernel/errors.ts';
import { answersQuery, http, UsesDependencies } from '../../../../shared/kernel/use-case.ts';
import { geocodeResultSchema, type GeocodeResult } from '../../../contracts/geocode.ts';
import { LISTINGS_SERVICES } from '../../../tokens.ts';
import { GeocodeLocation, geocodeLocationQuerySchema, type GeocodeLocationQuery } from './geocode-location.query.ts';
import { LISTINGS_RATE_LIMITS, LISTINGS_TAG } from '../../http.ts';

const needs = { geocoder: LISTINGS_SERVICES.Geocoder };

export class GeocodeLocationHandler extends UsesDependencies<typeof needs> implements QueryHandler<GeocodeLocationQuery, GeocodeResult> {
  async execute(query: GeocodeLocationQuery): Promise<GeocodeResult> {
    const found = this.deps.geocoder.locate({ zip: query.zip ?? null, city: query.city ?? null, state: query.state ?? null });
    if (!found) throw new NotFoundError('No match for that ZIP or city', 'geocode_not_found');
    return found;
  }
}

export const geocodeLocation = answersQuery(GeocodeLocation, needs, GeocodeLocationHandler, [
  http(GeocodeLocation, {
    method: 'get',
    path: '/api/geocode',
    tag: LISTINGS_TAG,
    summary: 'Find a place (city, county, zip) for the map',
    description: "Offline ZIP and city centroids for the listing form's map pin.",
    access: 'public',
    rateLimit: LISTINGS_RATE_LIMITS.geocode,
    query: geocodeLocationQuerySchema,
    invalid: 'Invalid location',
    input: ({ query }) => query,
    response: geocodeResultSchema,
    errors: [404],
    cacheControl: 'public, max-age=86400',
  }),
]);
