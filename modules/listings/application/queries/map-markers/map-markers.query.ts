import { defineQuery } from '../../../../shared/kernel/bus.ts';
import type { MapMarkersQuery, MapMarkersResult } from '../../../contracts/http.ts';

export type { MapMarkersQuery };

/** `GET /api/properties/map`: the search's listings on the map, as markers or as clusters. */
export const MapMarkers = defineQuery<MapMarkersQuery, MapMarkersResult>('listings.map-markers');
