/**
 * The benchmark's Postgres column: each search and map query of `bench:search` answered in SQL on the
 * listings table the engine indexed, as an application that searched Postgres itself would answer it:
 *
 * - text: full-text search (`simple` tsvector over the engine's searchable columns, the state's full
 *   name aside) with typos from pg_trgm: each query word also matches the table's words within
 *   trigram similarity 0.3 that share its first letter (words of 5 characters or more, as the
 *   engine's typo budget), the last word also as a prefix; every word must match;
 * - the same filters, sort (id breaks ties), page size and facet counts, disjunctive: each facet the
 *   query filters on is counted with every other filter applied, in one statement over the matches;
 * - the map: the count and the matches grouped by their web map tile cell at the cluster level
 *   (GROUP BY on the snapped coordinates), placed at the weighted centre of the finer cells; or,
 *   with few matches, the markers, featured first then newest.
 *
 * Its indexes and word list are made here, in the benchmark's throw-away database or data directory,
 * never by a migration. Numbers, lists and bounding boxes the bench queries do not use (`near`,
 * `ids`, beds, baths, boxes over the antimeridian) are refused rather than half answered.
 */
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';
import { parseQuery } from '../../src/adapters/search/embedded/tokenizer.ts';
import { mapMarkersQuerySchema, type MapMarkersQuery } from '../../modules/listings/contracts/map.ts';
import {
  SEARCH_FACETS,
  searchPropertiesQuerySchema,
  type SearchPropertiesQuery,
  type SearchSort,
} from '../../modules/listings/contracts/search-query.ts';

/** A database to read: `query` returns the rows. */
export interface Sql {
  query(text: string, params?: unknown[]): Promise<Array<Record<string, unknown>>>;
  close(): Promise<void>;
  /** how many queries are sent at once: as many as it has connections */
  concurrency: number;
  /** how the queries reach it, for the report */
  describe: string;
}

/**
 * Settings an engineer would give these queries: counting facets over every match takes more than the
 * default 4 MB of work memory, and JIT compilation costs more than it saves on statements this short.
 */
const SETTINGS = { work_mem: '32MB', jit: 'off' };

/** The embedded mode's data directory, opened with pg_trgm and PGlite's defaults but SETTINGS (the host must have closed it). */
export async function openPglite(dir: string): Promise<Sql> {
  const db = await PGlite.create(dir, { extensions: { pg_trgm } });
  await db.exec(`set work_mem = '${SETTINGS.work_mem}'`); // PGlite has no JIT
  return {
    query: async (text, params) => (await db.query<Record<string, unknown>>(text, params)).rows,
    close: () => db.close(),
    concurrency: 1,
    describe: `PGlite in this process, its one connection: one query at a time, back to back, work_mem ${SETTINGS.work_mem}`,
  };
}

/** A pool with SETTINGS; each distinct statement with parameters is prepared once per connection, as an application would. */
export function openPostgres(url: string, connections: number): Sql {
  const options = Object.entries(SETTINGS)
    .map(([name, value]) => `-c ${name}=${value}`)
    .join(' ');
  const pool = new pg.Pool({ connectionString: url, max: connections, options });
  const names = new Map<string, string>();
  const nameOf = (text: string) => names.get(text) ?? (names.set(text, `bench_${names.size}`), names.get(text)!);
  return {
    query: async (text, params) => (await pool.query(params ? { name: nameOf(text), text, values: params } : text)).rows,
    close: () => pool.end(),
    concurrency: connections,
    describe: `Postgres, ${connections} queries at a time over a pool of ${connections} connections, prepared statements, work_mem ${SETTINGS.work_mem}, jit ${SETTINGS.jit}`,
  };
}

const SCOPE = `status in ('active', 'under_contract')`; // what the search index holds
const DOCUMENT = `to_tsvector('simple', title || ' ' || city || ' ' || coalesce(county, '') || ' ' || state || ' ' || coalesce(zip, '') || ' ' || coalesce(apn, '') || ' ' || description)`;
const POINT = 'point(longitude, latitude)';

/** The indexes an engineer would give these queries, the word list for typos, and fresh statistics. */
export async function prepare(sql: Sql): Promise<void> {
  const statements = [
    'create extension if not exists pg_trgm',
    'create schema if not exists bench_search',
    `create index if not exists bench_properties_document on listings.properties using gin ((${DOCUMENT}))`,
    `create index if not exists bench_properties_point on listings.properties using gist ((${POINT}))`,
    'create index if not exists bench_properties_newest on listings.properties (status, created_at desc, id)',
    'create index if not exists bench_properties_category_newest on listings.properties (status, category, created_at desc, id)',
    'create index if not exists bench_properties_state_price on listings.properties (status, state, price_cents, id)',
    'create index if not exists bench_properties_price on listings.properties (status, price_cents, id)',
    'create index if not exists bench_properties_map_order on listings.properties (status, featured desc, created_at desc, id)',
    // the words of the searched text, for typo candidates (an application would refresh it as listings change)
    'drop table if exists bench_search.words',
    `create table bench_search.words as
       select word from ts_stat($q$select ${DOCUMENT} from listings.properties where ${SCOPE}$q$) where word ~ '^[[:alnum:]]+$'`,
    'create index bench_words_trgm on bench_search.words using gin (word gin_trgm_ops)',
    `create or replace function bench_search.typo_tsquery(query_words text[], last_is_prefix boolean) returns tsquery
       language sql stable set pg_trgm.similarity_threshold = 0.3 as $f$
       select string_agg('(' || alternatives || ')', ' & ' order by n)::tsquery from (
         select n, string_agg(quote_literal(word), ' | ')
             || case when last_is_prefix and n = cardinality(query_words) then ' | ' || quote_literal(w) || ':*' else '' end as alternatives
         from unnest(query_words) with ordinality as q(w, n)
         cross join lateral (
           select w as word
           union
           select word from bench_search.words where length(w) >= 5 and word % w and left(word, 1) = left(w, 1)
         ) candidates
         group by n, w
       ) per_word
     $f$`,
    'analyze listings.properties',
    'analyze bench_search.words',
  ];
  for (const statement of statements) await sql.query(statement);
}

interface Filter {
  sql: string;
  /** the facet it narrows (left out of that facet's counts) */
  facet?: string;
}

/** The search's filters as SQL conditions, their values appended to `params`. */
function filtersOf(query: SearchPropertiesQuery, params: unknown[]): Filter[] {
  if (query.ids || query.near || query.minBeds !== undefined || query.minBaths !== undefined)
    throw new Error('ids, near, beds and baths are not in the Postgres comparison');
  const $ = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  const filters: Filter[] = [{ sql: `status = ${$(query.status)}`, facet: 'status' }];
  for (const [facet, column, values] of [
    ['category', 'category', query.category],
    ['state', 'state', query.state],
    ['county', 'county', query.county],
  ] as const) {
    if (values?.length) filters.push({ sql: `${column} = any(${$(values)}::text[])`, facet });
  }
  if (query.terms?.length) filters.push({ sql: `terms && ${$(query.terms)}::text[]`, facet: 'terms' });
  if (query.openToJointVenture !== undefined)
    filters.push({ sql: `open_to_joint_venture = ${$(query.openToJointVenture)}`, facet: 'openToJointVenture' });
  if (query.featured !== undefined) filters.push({ sql: `featured = ${$(query.featured)}`, facet: 'featured' });
  const range = (expression: string, min: number | undefined, max: number | undefined, type = 'float8') => {
    if (min !== undefined) filters.push({ sql: `${expression} >= ${$(min)}::${type}` });
    if (max !== undefined) filters.push({ sql: `${expression} <= ${$(max)}::${type}` });
  };
  // whole cents, so that the price index serves the range
  const cents = (dollars: number | undefined, round: (value: number) => number) =>
    dollars === undefined ? undefined : round(dollars * 100);
  range('price_cents', cents(query.minPrice, Math.ceil), cents(query.maxPrice, Math.floor), 'bigint');
  range('acres', query.minAcres, query.maxAcres);
  range(PRICE_PER_ACRE, query.minPricePerAcre, query.maxPricePerAcre);
  const text = parseQuery(query.q ?? '');
  if (text.words.length > 0)
    filters.push({ sql: `${DOCUMENT} @@ bench_search.typo_tsquery(${$(text.words)}::text[], ${$(text.lastIsPrefix)})` });
  if (query.bbox) {
    const { west, south, east, north } = query.bbox;
    if (west > east) throw new Error('a box over the antimeridian is not in the Postgres comparison');
    filters.push({
      sql: `${POINT} <@ box(point(${$(west)}::float8, ${$(south)}::float8), point(${$(east)}::float8, ${$(north)}::float8))`,
    });
  }
  return filters;
}

const PRICE_PER_ACRE = 'case when acres > 0 then round(price_cents / 100.0 / acres) else 0 end';
const ORDER: Record<SearchSort, string> = {
  newest: 'created_at desc',
  'price-asc': 'price_cents asc',
  'price-desc': 'price_cents desc',
  'acres-desc': 'acres desc',
  'acres-asc': 'acres asc',
  'price-per-acre-asc': `${PRICE_PER_ACRE} asc`,
};
const HIT_COLUMNS = `id, owner_id, title, category, status, city, county, state, zip, latitude, longitude, acres, price_cents, arv_cents,
  terms, images, created_at, featured, open_to_joint_venture, jv_terms, seller_premium, view_count`;
const FACET_COLUMNS: Record<(typeof SEARCH_FACETS)[number], string> = {
  category: 'category',
  state: 'state',
  county: 'county',
  terms: 'term',
  openToJointVenture: 'open_to_joint_venture',
  featured: 'featured',
  status: 'status',
};

/** One statement: the page, the total, and every facet counted over the matches of the other filters. */
export function searchStatement(query: SearchPropertiesQuery): { text: string; params: unknown[] } {
  const params: unknown[] = [];
  const filters = filtersOf(query, params);
  const plain = filters.filter((filter) => !filter.facet);
  const faceted = filters.filter((filter) => filter.facet);
  const all = ['true', ...faceted.map((filter) => `f_${filter.facet}`)].join(' and ');
  const allBut = (facet: string) =>
    ['true', ...faceted.filter((filter) => filter.facet !== facet).map((filter) => `f_${filter.facet}`)].join(' and ');
  const facets = SEARCH_FACETS.map((facet) => {
    const from = facet === 'terms' ? 'matches, unnest(terms) as term' : 'matches';
    const column = FACET_COLUMNS[facet];
    return `'${facet}', (select coalesce(json_object_agg(value, n), '{}') from (
      select ${column} as value, count(*) as n from ${from} where ${allBut(facet)} and ${column} is not null group by 1) counts)`;
  });
  const where = [SCOPE, ...filters.map((filter) => filter.sql)].join(' and ');
  const text = `
    with matches as materialized (
      select category, state, county, terms, open_to_joint_venture, featured, status
        ${faceted.map((filter) => `, (${filter.sql}) as f_${filter.facet}`).join('')}
      from listings.properties where ${[SCOPE, ...plain.map((filter) => filter.sql)].join(' and ')}
    )
    select
      (select count(*)::int from matches where ${all}) as total,
      (select coalesce(json_agg(page), '[]') from (
        select ${HIT_COLUMNS} from listings.properties where ${where}
        order by ${ORDER[query.sort]}, id limit ${Number(query.limit)} offset ${Number(query.offset)}) page) as hits,
      json_build_object(${facets.join(',')}) as facets`;
  return { text, params };
}

/** The map's cluster level: as the map handler picks it (two levels finer than the zoom, 4 to 15). */
function clusterLevel(query: MapMarkersQuery): number {
  const span = query.bbox
    ? query.bbox.west <= query.bbox.east
      ? query.bbox.east - query.bbox.west
      : query.bbox.east + 360 - query.bbox.west
    : 0;
  const zoom = query.zoom ?? (query.bbox ? Math.log2((360 * 4) / Math.max(1e-6, span)) : 4);
  return Math.min(15, Math.max(4, Math.round(zoom) + 2));
}

const round = (degrees: number) => Math.round(degrees * 100_000) / 100_000;
const latitudeOf = (y: number) => (Math.atan(Math.sinh(Math.PI * (1 - 2 * y))) * 180) / Math.PI;

/** The map's answer: the count and its clusters (one statement), or, with at most `limit` matches, the markers (a second). */
async function mapAnswer(sql: Sql, query: MapMarkersQuery): Promise<{ total: number; markers: unknown[]; clusters: unknown[] }> {
  const params: unknown[] = [];
  const where = [SCOPE, ...filtersOf({ ...query, sort: 'newest', offset: 0, limit: 0 }, params).map((filter) => filter.sql)].join(' and ');
  const level = clusterLevel(query);
  const tiles = 2 ** (level + 1); // the finer level's cells, whose parents are the clusters
  const lat = 'greatest(-85.05112878, least(85.05112878, latitude))';
  const [overview] = await sql.query(
    `with matches as materialized (select latitude, longitude from listings.properties where ${where}),
     pins as (
       select least(${tiles - 1}, greatest(0, floor((longitude + 180) / 360 * ${tiles})))::int as x,
              least(${tiles - 1}, greatest(0, floor((1 - asinh(tan(radians(${lat}))) / pi()) / 2 * ${tiles})))::int as y
       from matches where latitude is not null and longitude is not null)
     select (select count(*)::int from matches) as total, (select coalesce(json_agg(cell), '[]') from (
       select x >> 1 as x, y >> 1 as y, count(*)::int as count,
              avg((x + 0.5) / ${tiles} * 360 - 180) as lng, avg(degrees(atan(sinh(pi() * (1 - 2 * (y + 0.5) / ${tiles}))))) as lat
       from pins group by 1, 2) cell) as cells`,
    params,
  );
  const total = Number(overview.total);
  if (total > query.limit) {
    const cells = overview.cells as Array<{ x: number; y: number; count: number; lat: number; lng: number }>;
    const size = 2 ** level;
    const clusters = cells.map(({ x, y, count, lat, lng }) => ({
      lat: round(lat),
      lng: round(lng),
      count,
      bounds: {
        west: round((x / size) * 360 - 180),
        east: round(((x + 1) / size) * 360 - 180),
        north: round(latitudeOf(y / size)),
        south: round(latitudeOf((y + 1) / size)),
      },
    }));
    return { total, markers: [], clusters };
  }
  const markers = await sql.query(
    `select id, latitude as lat, longitude as lng, price_cents / 100.0 as price, title, category, featured from listings.properties
     where ${where} and latitude is not null and longitude is not null order by featured desc, created_at desc, id limit ${Number(query.limit)}`,
    params,
  );
  return { total, markers, clusters: [] };
}

export interface PostgresAnswer {
  total: number;
  /** the page's ids (search) */
  ids: string[];
}

/** A function answering one bench query (endpoint + query string) in SQL, as the endpoint would. */
export function answerer(sql: Sql, endpoint: 'search' | 'map', queryString: string): () => Promise<PostgresAnswer> {
  const params = Object.fromEntries(new URLSearchParams(queryString));
  if (endpoint === 'map') {
    const query = mapMarkersQuerySchema.parse(params);
    return async () => ({ total: (await mapAnswer(sql, query)).total, ids: [] });
  }
  const { text, params: values } = searchStatement(searchPropertiesQuerySchema.parse(params));
  return async () => {
    const [row] = await sql.query(text, values);
    return { total: Number(row.total), ids: (row.hits as Array<{ id: string }>).map((hit) => hit.id) };
  };
}

/** `run` from `concurrency` callers at once for `seconds`: requests per second and latency percentiles (ms). */
export async function measure(
  run: () => Promise<unknown>,
  seconds: number,
  concurrency: number,
): Promise<{ rps: number; p50: number; p95: number }> {
  for (let i = 0; i < 3; i++) await run(); // warm the cache and the plans
  const latencies: number[] = [];
  const started = performance.now();
  const deadline = started + seconds * 1000;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() < deadline) {
        const begin = performance.now();
        await run();
        latencies.push(performance.now() - begin);
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const at = (p: number) => latencies[Math.max(0, Math.ceil((p / 100) * latencies.length) - 1)] ?? Number.NaN;
  return { rps: latencies.length / elapsed, p50: at(50), p95: at(95) };
}
