import type { QueryHandler } from '../../../../shared/kernel/bus.ts';
import type { FilterCondition } from '../../../../shared/kernel/search-index.port.ts';
import { PLATFORM } from '../../../../shared/kernel/tokens.ts';
import { answersQuery, http, UsesDependencies } from '../../../../shared/kernel/use-case.ts';
import { propertyCardSchema, type PropertyCard } from '../../../contracts/property.ts';
import { listPropertiesQuerySchema, type ListPropertiesQuery } from '../../../contracts/search-query.ts';
import { PROPERTIES_INDEX, toPropertyCard, type PropertyDocument } from '../../read-models/property-document.ts';
import { ListProperties } from './list-properties.query.ts';
import { z } from 'zod';
import { LISTINGS_RATE_LIMITS, LISTINGS_TAG, NO_CACHE_CONTROL } from '../../http.ts';

const needs = { search: PLATFORM.SearchIndex };

export class ListPropertiesHandler extends UsesDependencies<typeof needs> implements QueryHandler<ListPropertiesQuery, PropertyCard[]> {
  async execute(query: ListPropertiesQuery): Promise<PropertyCard[]> {
    const filters: FilterCondition[] = [{ field: 'status', in: ['active'] }];
    if (query.category && query.category !== 'all') filters.push({ field: 'category', in: [query.category] });
    if (query.openToJointVenture) filters.push({ field: 'openToJointVenture', in: [true] });
    const result = await this.deps.search.search<PropertyDocument>(PROPERTIES_INDEX, {
      text: query.search,
      filters,
      sort: [{ field: query.sortBy, direction: query.sortOrder }],
      offset: query.offset,
      limit: query.limit,
    });
    return result.hits.map(toPropertyCard);
  }
}

export const listProperties = answersQuery(ListProperties, needs, ListPropertiesHandler, [
  http(ListProperties, {
    method: 'get',
    path: '/api/properties',
    tag: LISTINGS_TAG,
    summary: 'List listings (the simple filter form)',
    access: 'optional',
    scopes: ['listings:read'],
    rateLimit: LISTINGS_RATE_LIMITS.search,
    query: listPropertiesQuerySchema,
    invalid: 'Invalid property search',
    input: ({ query }) => query,
    response: z.array(propertyCardSchema),
    // an API key without `listings:read` (or stopped by a downgrade) is refused
    errors: [403],
    cacheControl: NO_CACHE_CONTROL,
  }),
]);
