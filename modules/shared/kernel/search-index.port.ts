/**
 * The read side's search port. Implemented by the Meilisearch adapter (services mode) and the
 * embedded in-process engine (default). Both must give the same answers on the contract suite.
 *
 * Semantics (shared by every adapter):
 * - Documents are flat JSON objects with a string `id`; a document may carry `_geo: { lat, lng }`.
 * - Text: words are split on non-alphanumerics and lower-cased (diacritics folded). Every query word
 *   must match a word of a searchable attribute (AND). A word matches exactly, or with typos
 *   (Meilisearch's rule: 1 typo from 5 letters, 2 typos from 9; the first letter counts), and the LAST
 *   query word also matches as a prefix (search-as-you-type). Empty text matches every document.
 * - Filters: all conditions must hold (AND). `in` is equality against any of the values (OR);
 *   `notIn` keeps the documents that hold none of the values (a document without the field is kept).
 *   `range` bounds are inclusive unless `gt`/`lt` are used. Array-valued fields match when any
 *   element matches.
 * - Facets: for each requested attribute, the count of matching documents per value, after text,
 *   filters and geo are applied. Values are reported as strings (`true`/`false` for booleans).
 * - Geo: bounding box (inclusive), radius in metres (haversine) around a point, and/or a polygon (its
 *   edges included; see geo-polygon.ts); a document must be in every area given.
 * - Order: when `sort` is given it decides the order (ties broken by relevance, then by `id`);
 *   without sort, text relevance decides (ties by `id`), and with neither text nor sort, `id` ascending.
 * - Pagination: `offset` (default 0) and `limit` (default 20, max 1000); `total` is the exact number
 *   of matching documents.
 * - Several queries on one index (`searchMany`, e.g. a page and its disjunctive facet counts) are
 *   answered in one call, one round trip to the engine; each answer is the one `search` would give.
 */
export type FieldValue = string | number | boolean;

export type FilterCondition =
  | { field: string; in: FieldValue[] }
  | { field: string; notIn: FieldValue[] }
  | { field: string; range: { gte?: number; lte?: number; gt?: number; lt?: number } };

export interface GeoPoint {
  lat: number;
  lng: number;
}

export interface GeoBoundingBox {
  /** north-east corner (max lat, max lng) */
  northEast: GeoPoint;
  /** south-west corner (min lat, min lng) */
  southWest: GeoPoint;
}

export interface GeoRadius {
  center: GeoPoint;
  radiusMeters: number;
}

export interface SortSpec {
  field: string;
  direction: 'asc' | 'desc';
}

export interface SearchQuery {
  text?: string;
  filters?: FilterCondition[];
  facets?: string[];
  boundingBox?: GeoBoundingBox;
  radius?: GeoRadius;
  /** a simple polygon's vertices, 3 or more, not closed, spanning less than 180° of longitude */
  polygon?: GeoPoint[];
  sort?: SortSpec[];
  offset?: number;
  limit?: number;
}

export interface SearchResult<D> {
  hits: D[];
  total: number;
  facets: Record<string, Record<string, number>>;
}

export interface IndexSettings {
  /** searchable attributes, most important first */
  searchable: string[];
  filterable: string[];
  sortable: string[];
  /** attributes for which facet counts may be requested (a subset of filterable) */
  facets: string[];
  /** true when documents carry `_geo` */
  geo?: boolean;
}

export interface SearchDocument {
  id: string;
  _geo?: GeoPoint;
  [field: string]: unknown;
}

export interface SearchIndex {
  /** Declares an index and its settings; idempotent. Must be called before other calls on the index. */
  ensureIndex(index: string, settings: IndexSettings): Promise<void>;
  upsert(index: string, documents: SearchDocument[]): Promise<void>;
  remove(index: string, ids: string[]): Promise<void>;
  search<D extends SearchDocument = SearchDocument>(index: string, query: SearchQuery): Promise<SearchResult<D>>;
  /**
   * Answers several queries on one index at once: the i-th result is what `search(index, queries[i])`
   * gives. All or nothing: when one query is refused (an attribute that is not filterable, say), the
   * call fails. No query gives an empty array.
   */
  searchMany<D extends SearchDocument = SearchDocument>(index: string, queries: SearchQuery[]): Promise<SearchResult<D>[]>;
  count(index: string): Promise<number>;
  /**
   * Rebuilds an index from scratch without ever serving an empty or half-built index:
   * documents go into a fresh index which then replaces the live one.
   */
  rebuild(index: string, settings: IndexSettings, batches: AsyncIterable<SearchDocument[]>): Promise<{ documents: number }>;
  /** Throws when the engine is unreachable (used by /readyz). */
  ping(): Promise<void>;
  close(): Promise<void>;
}
