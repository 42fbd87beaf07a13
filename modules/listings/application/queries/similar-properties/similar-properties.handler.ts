import type { QueryContext, QueryHandler } from '../../../../shared/kernel/bus.ts';
import type { FilterCondition, SearchQuery } from '../../../../shared/kernel/search-index.port.ts';
import { PLATFORM } from '../../../../shared/kernel/tokens.ts';
import { answersQuery, http, UsesDependencies } from '../../../../shared/kernel/use-case.ts';
import { similarPropertiesSchema, type PropertyHit } from '../../../contracts/search.ts';
import { PROPERTIES_INDEX, toPropertyHit, type PropertyDocument } from '../../read-models/property-document.ts';
import { LISTINGS_SERVICES } from '../../../tokens.ts';
import { visibleListing } from '../get-property/get-property.handler.ts';
import { SIMILAR_LIMIT, SimilarProperties } from './similar-properties.query.ts';
import { byId, LISTINGS_RATE_LIMITS, LISTINGS_TAG, NO_CACHE_CONTROL } from '../../http.ts';

const NEARBY_METERS = 800_000;

const needs = { search: PLATFORM.SearchIndex, details: LISTINGS_SERVICES.PropertyDetails };

export class SimilarPropertiesHandler extends UsesDependencies<typeof needs> implements QueryHandler<{ id: string }, PropertyHit[]> {
  async execute({ id }: { id: string }, { actor }: QueryContext): Promise<PropertyHit[]> {
    const { search, details } = this.deps;
    // the same visibility as the property itself: 404 when the caller may not see it
    const listing = await visibleListing(details, id, actor);
    const sameCategory: FilterCondition[] = [
      { field: 'status', in: ['active'] },
      { field: 'category', in: [listing.category] },
    ];
    const found = new Map<string, PropertyDocument>();
    const add = async (query: SearchQuery, order?: (a: PropertyDocument, b: PropertyDocument) => number) => {
      if (found.size >= SIMILAR_LIMIT) return;
      const { hits } = await search.search<PropertyDocument>(PROPERTIES_INDEX, {
        sort: [{ field: 'createdAt', direction: 'desc' }],
        ...query,
      });
      if (order) hits.sort(order);
      for (const hit of hits) if (hit.id !== id && found.size < SIMILAR_LIMIT) found.set(hit.id, hit);
    };

    await add({ filters: [...sameCategory, { field: 'state', in: [listing.state] }], limit: SIMILAR_LIMIT + 1 });
    const { latitude, longitude } = listing;
    if (latitude !== null && longitude !== null) {
      const distance = (hit: PropertyDocument) =>
        (hit.latitude! - latitude) ** 2 + ((hit.longitude! - longitude) * Math.cos((latitude * Math.PI) / 180)) ** 2;
      await add(
        { filters: sameCategory, radius: { center: { lat: latitude, lng: longitude }, radiusMeters: NEARBY_METERS }, limit: 50 },
        (a, b) => distance(a) - distance(b),
      );
    }
    await add({ filters: sameCategory, limit: SIMILAR_LIMIT * 3 });
    return [...found.values()].map(toPropertyHit);
  }
}

export const similarProperties = answersQuery(SimilarProperties, needs, SimilarPropertiesHandler, [
  http(SimilarProperties, {
    method: 'get',
    path: '/api/properties/:id/similar',
    tag: LISTINGS_TAG,
    summary: 'Listings like this one',
    access: 'optional',
    scopes: ['listings:read'],
    rateLimit: LISTINGS_RATE_LIMITS.read,
    input: byId,
    response: similarPropertiesSchema,
    errors: [403, 404],
    cacheControl: NO_CACHE_CONTROL,
  }),
]);
