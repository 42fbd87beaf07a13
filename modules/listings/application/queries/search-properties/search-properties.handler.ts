import type { QueryHandler } from '../../../../shared/kernel/bus.ts';
import { PLATFORM } from '../../../../shared/kernel/tokens.ts';
import { answersQuery, http, UsesDependencies } from '../../../../shared/kernel/use-case.ts';
import { SEARCH_FACETS, searchPropertiesQuerySchema, type SearchPropertiesQuery } from '../../../contracts/search-query.ts';
import { searchPropertiesResultSchema, type SearchPropertiesResult } from '../../../contracts/search.ts';
import { PROPERTIES_INDEX, toPropertyHit, type PropertyDocument } from '../../read-models/property-document.ts';
import { geoOf, propertyFilters, SORTS } from './property-filters.ts';
import { SearchProperties } from './search-properties.query.ts';
import { LISTINGS_RATE_LIMITS, LISTINGS_TAG, NO_CACHE_CONTROL } from '../../http.ts';

const needs = { search: PLATFORM.SearchIndex };

/**
 * Hits, total and facet counts. Facets are disjunctive: the counts of an attribute the query filters
 * on are taken with every filter but that attribute's own, so the values a buyer could switch to (or
 * add, for lists) keep their counts. That takes one extra count-only query per such attribute, sent
 * with the page's query in one `searchMany` call (one round trip to Meilisearch).
 */
export class SearchPropertiesHandler
  extends UsesDependencies<typeof needs>
  implements QueryHandler<SearchPropertiesQuery, SearchPropertiesResult>
{
  async execute(query: SearchPropertiesQuery): Promise<SearchPropertiesResult> {
    const filters = propertyFilters(query);
    const geo = geoOf(query);
    const constrained = new Set(filters.flatMap((filter) => (filter.facet ? [filter.facet] : [])));
    const open = SEARCH_FACETS.filter((facet) => !constrained.has(facet));

    const [main, ...others] = await this.deps.search.searchMany<PropertyDocument>(PROPERTIES_INDEX, [
      {
        text: query.q,
        filters: filters.map((filter) => filter.condition),
        ...geo,
        facets: open,
        sort: SORTS[query.sort],
        offset: query.offset,
        limit: query.limit,
      },
      ...[...constrained].map((facet) => ({
        text: query.q,
        filters: filters.filter((filter) => filter.facet !== facet).map((filter) => filter.condition),
        ...geo,
        facets: [facet],
        limit: 0,
      })),
    ]);
    const facets: Record<string, Record<string, number>> = { ...main.facets };
    for (const other of others) Object.assign(facets, other.facets);
    return {
      hits: main.hits.map(toPropertyHit),
      total: main.total,
      offset: query.offset,
      limit: query.limit,
      facets: Object.fromEntries(SEARCH_FACETS.map((facet) => [facet, facets[facet] ?? {}])),
    };
  }
}

export const searchProperties = answersQuery(SearchProperties, needs, SearchPropertiesHandler, [
  http(SearchProperties, {
    method: 'get',
    path: '/api/properties/search',
    tag: LISTINGS_TAG,
    summary: 'Search listings: text, filters, facets, sort and paging',
    access: 'optional',
    scopes: ['listings:read'],
    rateLimit: LISTINGS_RATE_LIMITS.search,
    query: searchPropertiesQuerySchema,
    invalid: 'Invalid property search',
    input: ({ query }) => query,
    response: searchPropertiesResultSchema,
    // an API key without `listings:read` (or stopped by a downgrade) is refused
    errors: [403],
    cacheControl: NO_CACHE_CONTROL,
  }),
]);
