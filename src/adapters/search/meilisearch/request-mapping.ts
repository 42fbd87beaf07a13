import type { SearchParams, Settings } from 'meilisearch';
import type {
  FieldValue,
  FilterCondition,
  IndexSettings,
  SearchDocument,
  SearchQuery,
} from '../../../../modules/shared/kernel/search-index.port.ts';

const DEFAULT_LIMIT = 20;
const MAX_LIMIT = 1000;

/**
 * The GeoJSON twin of a document's `_geo`, which `_geoPolygon` filters on (Meilisearch 1.22 and
 * later answer it from `_geojson` shapes only). Added to documents sent, removed from hits.
 */
export const GEOJSON_FIELD = '_geojson';

/**
 * The Meilisearch settings giving the port's semantics: explicit sort decides the order (so `sort`
 * ranks first), relevance breaks its ties, and the `id:asc` custom rule breaks the rest, which also
 * orders a search with neither text nor sort. Totals are exact up to `maxTotalHits`.
 */
export function toMeilisearchSettings(settings: IndexSettings): Settings {
  const geo = settings.geo ? ['_geo'] : [];
  return {
    searchableAttributes: settings.searchable,
    filterableAttributes: unique([...settings.filterable, ...settings.facets, ...geo, ...(settings.geo ? [GEOJSON_FIELD] : [])]),
    sortableAttributes: unique([...settings.sortable, 'id', ...geo]),
    rankingRules: ['sort', 'words', 'typo', 'proximity', 'attribute', 'exactness', 'id:asc'],
    typoTolerance: { enabled: true, minWordSizeForTypos: { oneTypo: 5, twoTypos: 9 } },
    pagination: { maxTotalHits: 1_000_000 },
    faceting: { maxValuesPerFacet: 1000 },
  };
}

/** The document as Meilisearch stores it: with a GeoJSON point beside a valid `_geo`, for `_geoPolygon`. */
export function toMeilisearchDocument(document: SearchDocument): SearchDocument {
  const geo = document._geo;
  if (!geo) return document;
  const [lat, lng] = [Number(geo.lat), Number(geo.lng)];
  if (!(Math.abs(lat) <= 90 && Math.abs(lng) <= 180)) return document;
  return { ...document, [GEOJSON_FIELD]: { type: 'Point', coordinates: [lng, lat] } };
}

export type PagedSearchParams = SearchParams & { page: number; hitsPerPage: number };

export interface MeilisearchRequest {
  q: string;
  params: PagedSearchParams;
  /** hits of the returned page to skip, then keep `limit` */
  skip: number;
  limit: number;
}

/**
 * Meilisearch reports an exact `totalHits` only with page-based pagination (offset/limit gives an
 * estimate), so the port's offset/limit window is served from one page that contains it.
 */
export function toSearchRequest(query: SearchQuery): MeilisearchRequest {
  const offset = Math.max(0, Math.trunc(query.offset ?? 0));
  const limit = Math.min(MAX_LIMIT, Math.max(0, Math.trunc(query.limit ?? DEFAULT_LIMIT)));
  const { page, hitsPerPage, skip } = pageContaining(offset, limit);
  const filter = toFilterExpressions(query);
  const params: PagedSearchParams = {
    matchingStrategy: 'all',
    page,
    hitsPerPage,
    ...(filter.length > 0 ? { filter } : {}),
    ...(query.facets?.length ? { facets: query.facets } : {}),
    ...(query.sort?.length ? { sort: query.sort.map(({ field, direction }) => `${field}:${direction}`) } : {}),
  };
  return { q: query.text ?? '', params, skip, limit };
}

/**
 * The smallest page size, at least `limit`, whose page holds the whole window [offset, offset + limit):
 * `limit` itself when `offset` is a multiple of it, `offset + limit` (page 1) at worst.
 */
export function pageContaining(offset: number, limit: number): { page: number; hitsPerPage: number; skip: number } {
  if (limit === 0) return { page: 1, hitsPerPage: 0, skip: 0 };
  for (let hitsPerPage = limit; ; hitsPerPage++) {
    const pageIndex = Math.floor(offset / hitsPerPage);
    if (Math.floor((offset + limit - 1) / hitsPerPage) === pageIndex) {
      return { page: pageIndex + 1, hitsPerPage, skip: offset - pageIndex * hitsPerPage };
    }
  }
}

/** One expression per condition; Meilisearch ANDs the elements of a filter array. */
export function toFilterExpressions(query: SearchQuery): string[] {
  const expressions = (query.filters ?? []).flatMap(conditionExpressions);
  if (query.boundingBox) {
    const { northEast, southWest } = query.boundingBox;
    // Meilisearch takes the top-right (north-east) corner first, then the bottom-left (south-west).
    expressions.push(
      `_geoBoundingBox([${number(northEast.lat)}, ${number(northEast.lng)}], [${number(southWest.lat)}, ${number(southWest.lng)}])`,
    );
  }
  if (query.radius) {
    const { center, radiusMeters } = query.radius;
    expressions.push(`_geoRadius(${number(center.lat)}, ${number(center.lng)}, ${number(radiusMeters)})`);
  }
  if (query.polygon) {
    expressions.push(`_geoPolygon(${query.polygon.map(({ lat, lng }) => `[${number(lat)}, ${number(lng)}]`).join(', ')})`);
  }
  return expressions;
}

function conditionExpressions(condition: FilterCondition): string[] {
  const field = condition.field;
  if ('in' in condition) {
    return condition.in.length === 1
      ? [`${field} = ${literal(condition.in[0])}`]
      : [`${field} IN [${condition.in.map(literal).join(', ')}]`];
  }
  if ('notIn' in condition) return condition.notIn.length === 0 ? [] : [`${field} NOT IN [${condition.notIn.map(literal).join(', ')}]`];
  const { gte, lte, gt, lt } = condition.range;
  const expressions: string[] = [];
  if (gte !== undefined && lte !== undefined) expressions.push(`${field} ${number(gte)} TO ${number(lte)}`);
  else if (gte !== undefined) expressions.push(`${field} >= ${number(gte)}`);
  else if (lte !== undefined) expressions.push(`${field} <= ${number(lte)}`);
  if (gt !== undefined) expressions.push(`${field} > ${number(gt)}`);
  if (lt !== undefined) expressions.push(`${field} < ${number(lt)}`);
  return expressions;
}

/** A filter value: strings double-quoted with `\` and `"` escaped, numbers and booleans bare. */
export function literal(value: FieldValue): string {
  if (typeof value === 'string') return `"${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
  if (typeof value === 'number') return number(value);
  return String(value);
}

function number(value: number): string {
  if (!Number.isFinite(value)) throw new Error(`a search filter needs a finite number, got ${value}`);
  return String(value);
}

function unique(values: string[]): string[] {
  return [...new Set(values)];
}
