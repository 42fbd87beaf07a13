import type { QueryHandler } from '../../../../shared/kernel/bus.ts';
import type { SortSpec } from '../../../../shared/kernel/search-index.port.ts';
import { PLATFORM } from '../../../../shared/kernel/tokens.ts';
import { answersQuery, http, UsesDependencies } from '../../../../shared/kernel/use-case.ts';
import { mapMarkersQuerySchema, mapMarkersResultSchema, type MapMarker, type MapMarkersResult } from '../../../contracts/map.ts';
import { cellAttribute, clusterLevel, clustersOf, roundDegrees } from '../../read-models/map-cells.ts';
import { PROPERTIES_INDEX, type PropertyDocument } from '../../read-models/property-document.ts';
import { baseSearch } from '../search-properties/property-filters.ts';
import { MapMarkers, type MapMarkersQuery } from './map-markers.query.ts';
import { LISTINGS_RATE_LIMITS, LISTINGS_TAG, NO_CACHE_CONTROL } from '../../http.ts';

/** featured first, then newest (see PropertyDocument.mapOrder) */
const MARKER_ORDER: SortSpec[] = [{ field: 'mapOrder', direction: 'desc' }];

const needs = { search: PLATFORM.SearchIndex };

/**
 * One count-only search tells how many listings match and how they spread over the map's grid
 * cells; a few are then fetched as markers, many are answered as clusters. Either way the cost
 * does not grow with the number of matches.
 */
export class MapMarkersHandler extends UsesDependencies<typeof needs> implements QueryHandler<MapMarkersQuery, MapMarkersResult> {
  async execute(query: MapMarkersQuery): Promise<MapMarkersResult> {
    const { search } = this.deps;
    const base = baseSearch({ ...query, sort: 'newest', offset: 0, limit: 0 });
    const level = clusterLevel(query.zoom, query.bbox);
    const [cells, finerCells] = [cellAttribute(level), cellAttribute(level + 1)];
    const overview = await search.search(PROPERTIES_INDEX, { ...base, facets: [cells, finerCells], limit: 0 });
    if (overview.total > query.limit) {
      return {
        total: overview.total,
        markers: [],
        clusters: clustersOf(level, overview.facets[cells] ?? {}, overview.facets[finerCells] ?? {}),
      };
    }
    const page =
      overview.total === 0
        ? { hits: [] }
        : await search.search<PropertyDocument>(PROPERTIES_INDEX, { ...base, sort: MARKER_ORDER, limit: overview.total });
    const markers: MapMarker[] = [];
    for (const hit of page.hits) {
      if (hit.latitude === null || hit.longitude === null) continue;
      markers.push({
        id: hit.id,
        lat: roundDegrees(hit.latitude),
        lng: roundDegrees(hit.longitude),
        price: hit.price,
        title: hit.title,
        category: hit.category,
        featured: hit.featured,
      });
    }
    return { total: overview.total, markers, clusters: [] };
  }
}

export const mapMarkers = answersQuery(MapMarkers, needs, MapMarkersHandler, [
  http(MapMarkers, {
    method: 'get',
    path: '/api/properties/map',
    tag: LISTINGS_TAG,
    summary: 'Map markers and clusters in a bounding box',
    access: 'optional',
    scopes: ['listings:read'],
    rateLimit: LISTINGS_RATE_LIMITS.search,
    query: mapMarkersQuerySchema,
    invalid: 'Invalid map search',
    input: ({ query }) => query,
    response: mapMarkersResultSchema,
    // an API key without `listings:read` (or stopped by a downgrade) is refused
    errors: [403],
    cacheControl: NO_CACHE_CONTROL,
  }),
]);
