import type { QueryHandler } from '../../../../shared/kernel/bus.ts';
import type { SearchIndex, SortSpec } from '../../../../shared/kernel/search-index.port.ts';
import type { MapMarker, MapMarkersResult } from '../../../contracts/http.ts';
import { PROPERTIES_INDEX, type PropertyDocument } from '../../../infrastructure/projections/property-search.projector.ts';
import { baseSearch } from '../search-properties/property-filters.ts';
import type { MapMarkersQuery } from './map-markers.query.ts';

/** the search port answers at most this many hits per call */
const PAGE = 1000;
/** featured first, then newest (see PropertyDocument.mapOrder) */
const MARKER_ORDER: SortSpec[] = [{ field: 'mapOrder', direction: 'desc' }];

/** 5 decimals are about a metre: enough for a pin, and thousands of markers stay light */
const round = (degrees: number) => Math.round(degrees * 100_000) / 100_000;

export class MapMarkersHandler implements QueryHandler<MapMarkersQuery, MapMarkersResult> {
  private readonly search: SearchIndex;

  constructor(search: SearchIndex) {
    this.search = search;
  }

  async execute(query: MapMarkersQuery): Promise<MapMarkersResult> {
    const base = baseSearch({ ...query, sort: 'newest', offset: 0 });
    const markers: MapMarker[] = [];
    let total = 0;
    for (let offset = 0; offset < query.limit; offset += PAGE) {
      const page = await this.search.search<PropertyDocument>(PROPERTIES_INDEX, {
        ...base,
        sort: MARKER_ORDER,
        offset,
        limit: Math.min(PAGE, query.limit - offset),
      });
      total = page.total;
      for (const hit of page.hits) {
        if (hit.latitude === null || hit.longitude === null) continue;
        markers.push({ id: hit.id, lat: round(hit.latitude), lng: round(hit.longitude), price: hit.price, title: hit.title, category: hit.category, featured: hit.featured });
      }
      if (offset + page.hits.length >= total) break;
    }
    return { markers, total };
  }
}
