import { defineQuery } from '../../../../shared/kernel/bus.ts';
import type { MapMarkersResult, SearchPropertiesQuery } from '../../../contracts/http.ts';

export const MAP_MARKERS_DEFAULT_LIMIT = 2000;
export const MAP_MARKERS_MAX_LIMIT = 5000;

export type MapMarkersQuery = Omit<SearchPropertiesQuery, 'limit' | 'offset' | 'sort'> & { limit: number };

/** `GET /api/properties/map`: the search's listings that have coordinates, as light markers, featured first then newest. */
export const MapMarkers = defineQuery<MapMarkersQuery, MapMarkersResult>('listings.map-markers');
