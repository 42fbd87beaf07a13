import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { mapMarkersResultSchema, type MapMarkersResult } from '@contracts/listings/contracts/map.ts';
import { searchPropertiesResultSchema, type PropertyHit, type SearchPropertiesResult } from '@contracts/listings/contracts/search.ts';
import { apiRequest } from '@/lib/api-client.ts';
import type { SearchQuery } from '../search-params.ts';
import { listingKeys } from './listing-keys.ts';
import { propertyQueryOptions } from './property.ts';

/** Spec section 9: 12 per page, Load More adds 12; property queries fresh 5 minutes, kept 10. */
export const SEARCH_PAGE_SIZE = 12;
const MINUTE = 60_000;

/** What the map shows: its box (`west,south,east,north`) and zoom, once it has reported them. */
export interface MapView {
  bbox: string;
  zoom: number;
}

/** `GET /api/properties/search`: one page of hits, the total and the facet counts. */
export async function searchProperties(query: SearchQuery, offset: number, signal?: AbortSignal): Promise<SearchPropertiesResult> {
  const body = await apiRequest('/api/properties/search', { query: { ...query, offset, limit: SEARCH_PAGE_SIZE }, signal });
  return searchPropertiesResultSchema.parse(body);
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

/**
 * `GET /api/properties/map`: the matching listings in the map's view, as markers when there are few
 * and as clusters when there are many (the server decides). The view replaces any `bbox` filter:
 * the map always shows what is in it.
 */
export async function fetchMapMarkers(filters: SearchQuery, view: MapView | null, signal?: AbortSignal): Promise<MapMarkersResult> {
  const body = await apiRequest('/api/properties/map', { query: { ...filters, ...(view ?? {}) }, signal });
  return mapMarkersResultSchema.parse(body);
}

/** What the map's data depends on: the query without its sort and its `bbox` (the map's own view replaces it). */
export function mapFiltersOf(query: SearchQuery): SearchQuery {
  const { sort: _sort, bbox: _bbox, ...filters } = query;
  return filters;
}

export function mapMarkersQueryOptions(query: SearchQuery, view: MapView | null) {
  const filters = mapFiltersOf(query);
  return queryOptions({
    queryKey: listingKeys.map({ ...filters, ...(view ?? {}) }),
    queryFn: ({ signal }) => fetchMapMarkers(filters, view, signal),
    staleTime: 5 * MINUTE,
    gcTime: 10 * MINUTE,
  });
}

/** The map's data for its current view; the previous answer stays on screen while the next loads. */
export function useMapMarkers(query: SearchQuery, view: MapView | null) {
  return useQuery({ ...mapMarkersQueryOptions(query, view), placeholderData: (previous) => previous });
}

/**
 * The map panel's property: from the loaded hits, else (a marker far down the list, a shared
 * `selected=` link) from the property page's detail query. `failed` when it could not be loaded.
 */
export function useSelectedProperty(id: string | undefined, hits: readonly PropertyHit[] | undefined) {
  const fromHits = id ? hits?.find((hit) => hit.id === id) : undefined;
  const detail = useQuery({ ...propertyQueryOptions(id ?? ''), enabled: fromHits === undefined && id !== undefined });
  const property = fromHits ?? detail.data;
  return { property, failed: !property && detail.isError };
}
