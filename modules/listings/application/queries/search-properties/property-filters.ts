import type { FilterCondition, SearchQuery, SortSpec } from '../../../../shared/kernel/search-index.port.ts';
import type { SearchPropertiesQuery, SearchSort } from '../../../contracts/search-query.ts';

export const SORTS: Record<SearchSort, SortSpec[]> = {
  newest: [{ field: 'createdAt', direction: 'desc' }],
  'price-asc': [{ field: 'price', direction: 'asc' }],
  'price-desc': [{ field: 'price', direction: 'desc' }],
  'acres-desc': [{ field: 'acres', direction: 'desc' }],
  'acres-asc': [{ field: 'acres', direction: 'asc' }],
  'price-per-acre-asc': [{ field: 'pricePerAcre', direction: 'asc' }],
};

/** radius around `near` when the caller gives none */
export const DEFAULT_RADIUS_KM = 50;

/** A filter with the facet attribute it constrains, if any (for disjunctive facet counts). */
export interface TaggedFilter {
  condition: FilterCondition;
  facet?: string;
}

function range(field: string, min: number | undefined, max: number | undefined): TaggedFilter[] {
  if (min === undefined && max === undefined) return [];
  return [{ condition: { field, range: { ...(min !== undefined ? { gte: min } : {}), ...(max !== undefined ? { lte: max } : {}) } } }];
}

/** The search page's query as search-index filters, each tagged with the facet it narrows. */
export function propertyFilters(query: SearchPropertiesQuery): TaggedFilter[] {
  const filters: TaggedFilter[] = [{ condition: { field: 'status', in: [query.status] }, facet: 'status' }];
  const list = (field: string, values: readonly string[] | undefined) => {
    if (values && values.length > 0) filters.push({ condition: { field, in: [...values] }, facet: field });
  };
  if (query.ids) filters.push({ condition: { field: 'id', in: [...query.ids] } });
  list('category', query.category);
  list('state', query.state);
  list('county', query.county);
  list('terms', query.terms);
  if (query.openToJointVenture !== undefined)
    filters.push({ condition: { field: 'openToJointVenture', in: [query.openToJointVenture] }, facet: 'openToJointVenture' });
  if (query.featured !== undefined) filters.push({ condition: { field: 'featured', in: [query.featured] }, facet: 'featured' });
  filters.push(
    ...range('price', query.minPrice, query.maxPrice),
    ...range('acres', query.minAcres, query.maxAcres),
    ...range('pricePerAcre', query.minPricePerAcre, query.maxPricePerAcre),
    ...range('beds', query.minBeds, undefined),
    ...range('baths', query.minBaths, undefined),
  );
  return filters;
}

export function geoOf(query: SearchPropertiesQuery): Pick<SearchQuery, 'boundingBox' | 'radius' | 'polygon'> {
  return {
    ...(query.bbox
      ? {
          boundingBox: {
            northEast: { lat: query.bbox.north, lng: query.bbox.east },
            southWest: { lat: query.bbox.south, lng: query.bbox.west },
          },
        }
      : {}),
    ...(query.near ? { radius: { center: query.near, radiusMeters: (query.radiusKm ?? DEFAULT_RADIUS_KM) * 1000 } } : {}),
    ...(query.polygon ? { polygon: query.polygon } : {}),
  };
}

/** The text, filters and geo of a search: what the list, the facets and the map share. */
export function baseSearch(query: SearchPropertiesQuery): Pick<SearchQuery, 'text' | 'filters' | 'boundingBox' | 'radius' | 'polygon'> {
  return { text: query.q, filters: propertyFilters(query).map((filter) => filter.condition), ...geoOf(query) };
}
