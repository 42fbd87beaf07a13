import { z } from 'zod';
import { propertyCategorySchema } from './listing-terms.ts';
import { searchPropertiesQuerySchema } from './search-query.ts';

/** The most markers `GET /api/properties/map` sends; beyond `limit` it sends clusters instead. */
export const MAP_MARKERS_DEFAULT_LIMIT = 400;
export const MAP_MARKERS_MAX_LIMIT = 1000;

/** `GET /api/properties/map`: the search's filters, the map's box and its zoom (no paging or sort). */
export const mapMarkersQuerySchema = searchPropertiesQuerySchema.omit({ limit: true, offset: true, sort: true }).extend({
  /** the map's zoom (256 px tiles): it sizes the clusters; without it they are sized from `bbox` */
  zoom: z.coerce.number().min(0).max(24).optional(),
  limit: z.coerce.number().int().min(1).max(MAP_MARKERS_MAX_LIMIT).default(MAP_MARKERS_DEFAULT_LIMIT),
});
export type MapMarkersQuery = z.output<typeof mapMarkersQuerySchema>;

/** The map's name on the host's query bus: `queries.ask` it with a parsed {@link MapMarkersQuery}. */
export const MAP_MARKERS_QUERY = 'listings.map-markers';

/** One listing on the map. */
export const mapMarkerSchema = z.object({
  id: z.string(),
  lat: z.number(),
  lng: z.number(),
  price: z.number(),
  title: z.string(),
  category: propertyCategorySchema,
  featured: z.boolean(),
});
export type MapMarker = z.infer<typeof mapMarkerSchema>;

/** Listings close together on the map at its zoom: how many, where they sit, and the area to zoom into. */
export const mapClusterSchema = z.object({
  lat: z.number(),
  lng: z.number(),
  count: z.number().int(),
  bounds: z.object({ west: z.number(), south: z.number(), east: z.number(), north: z.number() }),
});
export type MapCluster = z.infer<typeof mapClusterSchema>;

/**
 * `GET /api/properties/map`: with at most `limit` matches, each one with a pin as a marker (featured
 * first, then newest); with more, every match with a pin counted in clusters. `total` counts every
 * match, pinned or not.
 */
export const mapMarkersResultSchema = z.object({
  total: z.number().int(),
  markers: z.array(mapMarkerSchema),
  clusters: z.array(mapClusterSchema),
});
export type MapMarkersResult = z.infer<typeof mapMarkersResultSchema>;
