import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import {
  propertyCategorySchema,
  propertyHitSchema,
  type MapMarkersResult,
  type SearchPropertiesResult,
} from '../../../../../modules/listings/contracts/http.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { listingKeys } from './listing-keys.ts';
import { propertyQueryOptions } from './property.ts';

/** Spec section 9: 12 per page, Load More adds 12; property queries fresh 5 minutes, kept 10. */
export const SEARCH_PAGE_SIZE = 12;
/** Markers fetched for the map at once (the endpoint allows 5,000); clusters keep them readable. */
export const MAP_MARKER_LIMIT = 5_000;
const MINUTE = 60_000;

export type SearchQuery = Record<string, string | number | boolean>;

const searchResultSchema = z.object({
  hits: z.array(propertyHitSchema),
  total: z.number().int(),
  offset: z.number().int(),
  limit: z.number().int(),
  facets: z.record(z.string(), z.record(z.string(), z.number())).default({}),
}) satisfies z.ZodType<SearchPropertiesResult>;

const mapMarkersSchema = z.object({
  markers: z.array(
    z.object({
      id: z.string(),
      lat: z.number(),
      lng: z.number(),
      price: z.number(),
      title: z.string(),
      category: propertyCategorySchema,
      featured: z.boolean(),
    }),
  ),
  total: z.number().int(),
}) satisfies z.ZodType<MapMarkersResult>;

/** `GET /api/properties/search`: one page of hits, the total and the facet counts. */
export async function searchProperties(query: SearchQuery, offset: number, signal?: AbortSignal): Promise<SearchPropertiesResult> {
  const body = await apiRequest('/api/properties/search', { query: { ...query, offset, limit: SEARCH_PAGE_SIZE }, signal });
  return searchResultSchema.parse(body);
}

/** Pages of results: the first 12, then 12 more per Load More. The query is the key. */
export function searchPropertiesInfiniteQueryOptions(query: SearchQuery) {
  return infiniteQueryOptions({
    queryKey: listingKeys.search(query),
    queryFn: ({ pageParam, signal }) => searchProperties(query, pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: (last) => {
      const next = last.offset + last.hits.length;
      return last.hits.length > 0 && next < last.total ? next : undefined;
    },
    staleTime: 5 * MINUTE,
    gcTime: 10 * MINUTE,
  });
}

export function useSearchProperties(query: SearchQuery) {
  return useInfiniteQuery(searchPropertiesInfiniteQueryOptions(query));
}

/** `GET /api/properties/map`: the matching listings as light markers (same filters, optional bbox). */
export async function fetchMapMarkers(query: SearchQuery, signal?: AbortSignal): Promise<MapMarkersResult> {
  const { sort: _sort, ...filters } = query;
  const body = await apiRequest('/api/properties/map', { query: { ...filters, limit: MAP_MARKER_LIMIT }, signal });
  return mapMarkersSchema.parse(body);
}

export function mapMarkersQueryOptions(query: SearchQuery) {
  const { sort: _sort, ...filters } = query;
  return queryOptions({
    queryKey: listingKeys.map(filters),
    queryFn: ({ signal }) => fetchMapMarkers(filters, signal),
    staleTime: 5 * MINUTE,
    gcTime: 10 * MINUTE,
  });
}

export function useMapMarkers(query: SearchQuery, enabled = true) {
  return useQuery({ ...mapMarkersQueryOptions(query), enabled, placeholderData: (previous) => previous });
}

/**
 * The map panel's property when it is not among the loaded hits (a marker far down the list, a
 * shared `selected=` link): the property page's detail query.
 */
export function useSelectedProperty(id: string | undefined, enabled: boolean) {
  return useQuery({ ...propertyQueryOptions(id ?? ''), enabled: enabled && id !== undefined });
}
