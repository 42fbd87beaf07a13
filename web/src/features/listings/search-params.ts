import { z } from 'zod';
import { askingTermSchema, propertyCategorySchema } from '@contracts/listings/contracts/listing-terms.ts';
import { SEARCH_SORTS, bboxParamSchema, polygonParam, polygonParamSchema } from '@contracts/listings/contracts/search-query.ts';
import { bboxParam } from '@/components/map/map-format.ts';
import { lazySchema } from '@/lib/lazy-schema.ts';

/**
 * The property filters as typed URL search params (spec section 3 "Search filters"), for `/` and
 * `/search`. Bad values are dropped rather than failing the page: an unknown or 'all' category
 * means every category, an empty search means none, and only `openToJointVenture=true` filters.
 */
export const propertyFiltersSchema = lazySchema(() =>
  z.object({
    category: propertyCategorySchema.optional().catch(undefined),
    search: z
      .union([z.string(), z.number()])
      .transform((value) => String(value).trim().slice(0, 200) || undefined)
      .optional()
      .catch(undefined),
    openToJointVenture: z
      .union([z.boolean(), z.enum(['true', 'false'])])
      .transform((value) => (value === true || value === 'true' ? true : undefined))
      .optional()
      .catch(undefined),
  }),
);

export type PropertyFilters = z.output<typeof propertyFiltersSchema>;

/** The homepage's params: the filters plus the listings tab (list, map or saved searches) and the property selected on its map. */
export const homeSearchSchema = lazySchema(() =>
  propertyFiltersSchema.extend({
    tab: z.enum(['list', 'map', 'saved']).optional().catch(undefined),
    selected: z.string().trim().min(1).max(100).optional().catch(undefined),
  }),
);
export type HomeSearch = z.output<typeof homeSearchSchema>;

const text = () =>
  z
    .union([z.string(), z.number()])
    .transform((value) => String(value).trim().slice(0, 200) || undefined)
    .optional()
    .catch(undefined);

/**
 * A list in the URL is comma-separated (`category=land,ranch` reads better than JSON); the typed
 * value stays that string, normalized: invalid members dropped, duplicates removed, empty → absent.
 * Read it with `listParam()`.
 */
const commaList = (item: z.ZodType<string>) =>
  z
    .union([z.string(), z.number(), z.array(z.union([z.string(), z.number()]))])
    .transform((value) => {
      const parts = (Array.isArray(value) ? value.map(String) : String(value).split(',')).map((part) => part.trim());
      const valid = parts.flatMap((part) => {
        const parsed = item.safeParse(part);
        return parsed.success ? [parsed.data] : [];
      });
      const unique = [...new Set(valid)].slice(0, 50);
      return unique.length > 0 ? unique.join(',') : undefined;
    })
    .optional()
    .catch(undefined);

/** Splits a comma-list param into its members. */
export function listParam(value: string | undefined): string[] {
  return value ? value.split(',') : [];
}

const amount = () => z.coerce.number().finite().min(0).max(1_000_000_000).optional().catch(undefined);
const flag = () =>
  z
    .union([z.boolean(), z.enum(['true', 'false'])])
    .transform((value) => (value === true || value === 'true' ? true : undefined))
    .optional()
    .catch(undefined);

export const SEARCH_VIEWS = ['list', 'split', 'map'] as const;
export type SearchView = (typeof SEARCH_VIEWS)[number];

/**
 * `/search`: every bit of the search page's state, so a URL restores the page exactly and the
 * back button steps through filter changes. `search` (the homepage search box's name for the text)
 * is read as `q`. Defaults (active listings, newest first, the responsive view) stay out of the URL.
 */
export const searchPageSchema = lazySchema(() =>
  z
    .object({
      q: text(),
      search: text(),
      category: commaList(propertyCategorySchema),
      state: commaList(
        z
          .string()
          .regex(/^[A-Za-z]{2}$/)
          .transform((state) => state.toUpperCase()),
      ),
      county: commaList(z.string().trim().min(1).max(100)),
      terms: commaList(askingTermSchema),
      openToJointVenture: flag(),
      featured: flag(),
      minPrice: amount(),
      maxPrice: amount(),
      minAcres: amount(),
      maxAcres: amount(),
      minPricePerAcre: amount(),
      maxPricePerAcre: amount(),
      minBeds: z.coerce.number().int().min(0).max(100).optional().catch(undefined),
      minBaths: z.coerce.number().min(0).max(100).optional().catch(undefined),
      status: z.enum(['under_contract']).optional().catch(undefined),
      sort: z
        .enum(SEARCH_SORTS)
        .transform((sort) => (sort === 'newest' ? undefined : sort))
        .optional()
        .catch(undefined),
      view: z.enum(SEARCH_VIEWS).optional().catch(undefined),
      /** the map's box when "Search as I move the map" is on: `west,south,east,north` */
      bbox: z.string().pipe(bboxParamSchema).transform(bboxParam).optional().catch(undefined),
      zoom: z.coerce.number().min(0).max(22).optional().catch(undefined),
      /** a drawn area, `lat,lng;lat,lng;...`: it replaces "Search as I move the map" (bbox), and that replaces it */
      polygon: z.string().pipe(polygonParamSchema).transform(polygonParam).optional().catch(undefined),
      selected: z.string().trim().min(1).max(100).optional().catch(undefined),
    })
    .transform(({ search, ...params }) => ({ ...params, q: params.q ?? search })),
);

export type SearchPageParams = z.output<typeof searchPageSchema>;

/** The filter fields of the search page (what the results depend on), in URL form. */
export const SEARCH_FILTER_KEYS = [
  'q',
  'category',
  'state',
  'county',
  'terms',
  'openToJointVenture',
  'featured',
  'minPrice',
  'maxPrice',
  'minAcres',
  'maxAcres',
  'minPricePerAcre',
  'maxPricePerAcre',
  'minBeds',
  'minBaths',
  'status',
] as const satisfies readonly (keyof SearchPageParams)[];

/** A query of `GET /api/properties/search` and `/map` in URL form; it is also the query key. */
export type SearchQuery = Record<string, string | number | boolean>;

/**
 * The API query of the search page's results (`GET /api/properties/search` and `/map`), without
 * paging: it is also the query key, so it holds only what changes the answer.
 */
export function searchQueryOf(params: SearchPageParams): SearchQuery {
  const query: SearchQuery = {};
  for (const key of SEARCH_FILTER_KEYS) {
    const value = params[key];
    if (value !== undefined) query[key] = value;
  }
  if (params.sort) query.sort = params.sort;
  if (params.bbox) query.bbox = params.bbox;
  if (params.polygon) query.polygon = params.polygon;
  return query;
}

/** The homepage's filters as the same API query (category, text, JV). */
export function homeQueryOf(filters: PropertyFilters): SearchQuery {
  const query: SearchQuery = {};
  if (filters.category) query.category = filters.category;
  if (filters.search) query.q = filters.search;
  if (filters.openToJointVenture) query.openToJointVenture = true;
  return query;
}

/** How many filters narrow the results (for the "Filters (n)" button and "Clear all"). */
export function activeFilterCount(params: SearchPageParams): number {
  return SEARCH_FILTER_KEYS.filter((key) => key !== 'q' && params[key] !== undefined).length;
}
