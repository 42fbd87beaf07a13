import { z } from 'zod';
import { polygonBounds, polygonDoubleArea, type PolygonVertex } from '../../shared/kernel/geo-polygon.ts';
import { singleLine } from '../../shared/kernel/text.ts';
import { askingTermSchema, propertyCategorySchema } from './listing-terms.ts';

/**
 * What reading public listings in bulk takes: the simple list's and the search's query parameters. Their
 * answers are in search.ts, so that pages validating their URLs load these without the response schemas.
 */

const booleanParam = z.enum(['true', 'false']).transform((value) => value === 'true');

/** `GET /api/properties` query (spec section 7). */
export const listPropertiesQuerySchema = z.object({
  category: z.union([propertyCategorySchema, z.literal('all'), z.literal('')]).optional(),
  search: singleLine(z.string().trim().max(200), 'search').optional(),
  openToJointVenture: booleanParam.optional(),
  limit: z.coerce.number().int().min(1).max(100).default(12),
  offset: z.coerce.number().int().min(0).max(10_000).default(0),
  sortBy: z.enum(['createdAt', 'price', 'acres']).default('createdAt'),
  sortOrder: z.enum(['asc', 'desc']).default('desc'),
});
export type ListPropertiesQuery = z.infer<typeof listPropertiesQuerySchema>;

export const SEARCH_SORTS = ['newest', 'price-asc', 'price-desc', 'acres-desc', 'acres-asc', 'price-per-acre-asc'] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number];
export const SEARCH_FACETS = ['category', 'state', 'county', 'terms', 'openToJointVenture', 'featured', 'status'] as const;

const listParam = <T extends z.ZodType<string>>(item: T, max = 50) =>
  z.preprocess(
    (value) => (typeof value === 'string' ? value.split(',').filter(Boolean) : Array.isArray(value) ? value : undefined),
    z.array(item).max(max).optional(),
  );
const numberParam = z.coerce.number().finite().min(0).optional();

/** `west,south,east,north` in degrees (the order of OpenLayers' extent and of GeoJSON bbox). */
export const bboxParamSchema = z.string().transform((value, ctx) => {
  const parts = value.split(',').map(Number);
  const [west, south, east, north] = parts;
  const valid =
    parts.length === 4 && parts.every(Number.isFinite) && south >= -90 && north <= 90 && south <= north && west >= -180 && east <= 180;
  if (!valid) {
    ctx.addIssue({ code: 'custom', message: 'bbox must be west,south,east,north in degrees' });
    return z.NEVER;
  }
  return { west, south, east, north };
});

export const POLYGON_MAX_VERTICES = 100;
const POLYGON_MESSAGE = `polygon must be 3 to ${POLYGON_MAX_VERTICES} points lat,lng separated by ";" in degrees (at most 6 decimals)`;
const VERTEX = /^(-?\d{1,3}(?:\.\d{1,6})?),(-?\d{1,3}(?:\.\d{1,6})?)$/;

/**
 * A drawn area: `lat,lng;lat,lng;...`, 3 to 100 vertices, not closed (a last vertex equal to the first
 * is dropped), spanning less than 180° of longitude (decision 0046). Parsed to its vertices.
 */
export const polygonParamSchema = z.string().transform((value, ctx): PolygonVertex[] => {
  const fail = (message: string) => {
    ctx.addIssue({ code: 'custom', message });
    return z.NEVER;
  };
  const parts = value.split(';');
  if (value.length > POLYGON_MAX_VERTICES * 24 || parts.length > POLYGON_MAX_VERTICES + 1) return fail(POLYGON_MESSAGE);
  const vertices: PolygonVertex[] = [];
  for (const part of parts) {
    const match = VERTEX.exec(part);
    if (!match) return fail(POLYGON_MESSAGE);
    const [lat, lng] = [Number(match[1]), Number(match[2])];
    if (Math.abs(lat) > 90 || Math.abs(lng) > 180)
      return fail('polygon points must have a latitude within ±90 and a longitude within ±180');
    const previous = vertices.at(-1);
    // a point repeated (a double click ends a drawing with one) adds nothing
    if (!previous || previous.lat !== lat || previous.lng !== lng) vertices.push({ lat, lng });
  }
  if (vertices.length > 1 && vertices[0].lat === vertices.at(-1)!.lat && vertices[0].lng === vertices.at(-1)!.lng) vertices.pop();
  if (vertices.length > POLYGON_MAX_VERTICES) return fail(POLYGON_MESSAGE);
  if (vertices.length < 3) return fail('polygon needs at least 3 distinct points');
  if (polygonDoubleArea(vertices) === 0) return fail('polygon points must not all lie on one line');
  const { west, east } = polygonBounds(vertices);
  if (east - west >= 180) return fail('polygon must span less than 180 degrees of longitude');
  return vertices;
});

/** A drawn area as its URL parameter, each degree rounded to 5 decimals (about a metre). */
export function polygonParam(vertices: readonly PolygonVertex[]): string {
  const round = (value: number) => Math.round(value * 100_000) / 100_000;
  return vertices.map(({ lat, lng }) => `${round(lat)},${round(lng)}`).join(';');
}

/**
 * `GET /api/properties/search` and `GET /api/properties/map`: the search page's state, as URL
 * query parameters (lists comma-separated). Public listings only.
 */
export const searchPropertiesQuerySchema = z.object({
  q: singleLine(z.string().trim().max(200), 'q').optional(),
  /** only these listings (e.g. the user's favorites) */
  ids: listParam(z.uuid(), 100),
  category: listParam(propertyCategorySchema),
  state: listParam(
    z
      .string()
      .regex(/^[A-Za-z]{2}$/)
      .transform((state) => state.toUpperCase()),
  ),
  county: listParam(singleLine(z.string().max(100), 'county')),
  terms: listParam(askingTermSchema),
  status: z.enum(['active', 'under_contract']).default('active'),
  openToJointVenture: booleanParam.optional(),
  featured: booleanParam.optional(),
  minPrice: numberParam,
  maxPrice: numberParam,
  minAcres: numberParam,
  maxAcres: numberParam,
  minPricePerAcre: numberParam,
  maxPricePerAcre: numberParam,
  minBeds: z.coerce.number().int().min(0).max(100).optional(),
  minBaths: z.coerce.number().min(0).max(100).optional(),
  bbox: bboxParamSchema.optional(),
  /** a drawn area, `lat,lng;lat,lng;...` (see polygonParamSchema); with `bbox` or `near`, a listing must be in both */
  polygon: polygonParamSchema.optional(),
  /** `lat,lng` with `radiusKm` */
  near: z
    .string()
    .regex(/^-?\d+(\.\d+)?,-?\d+(\.\d+)?$/, 'near must be lat,lng')
    .transform((value) => {
      const [lat, lng] = value.split(',').map(Number);
      return { lat, lng };
    })
    .optional(),
  radiusKm: z.coerce.number().positive().max(2000).optional(),
  sort: z.enum(SEARCH_SORTS).default('newest'),
  offset: z.coerce.number().int().min(0).max(10_000).default(0),
  limit: z.coerce.number().int().min(1).max(100).default(12),
});
export type SearchPropertiesQuery = z.output<typeof searchPropertiesQuerySchema>;
export type SearchPropertiesParams = z.input<typeof searchPropertiesQuerySchema>;

/** The search's name on the host's query bus: `queries.ask` it with a parsed {@link SearchPropertiesQuery}. */
export const SEARCH_PROPERTIES_QUERY = 'listings.search-properties';
