import { defineQuery } from '../../../../shared/kernel/bus.ts';
import { MAP_MARKERS_QUERY, type MapMarkersQuery, type MapMarkersResult } from '../../../contracts/map.ts';

export type { MapMarkersQuery };

/** `GET /api/properties/map`: the search's listings on the map, as markers or as clusters. */
export const MapMarkers = defineQuery<MapMarkersQuery, MapMarkersResult>(MAP_MARKERS_QUERY);
