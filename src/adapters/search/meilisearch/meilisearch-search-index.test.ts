import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { IndexSettings, SearchDocument, SearchQuery } from '../../../../modules/shared/kernel/search-index.port.ts';
import { FakeMeilisearch } from './fake-meilisearch.ts';
import { MeilisearchSearchIndex } from './meilisearch-search-index.ts';
import { literal, pageContaining } from './request-mapping.ts';

const settings: IndexSettings = {
  searchable: ['title', 'city', 'description'],
  filterable: ['category', 'state', 'price', 'featured'],
  sortable: ['createdAt', 'price'],
  facets: ['category', 'state', 'tags'],
  geo: true,
};

const expectedSettings = {
  searchableAttributes: ['title', 'city', 'description'],
  // `_geojson`: the documents' points as GeoJSON, which `_geoPolygon` filters on
  filterableAttributes: ['category', 'state', 'price', 'featured', 'tags', '_geo', '_geojson'],
  sortableAttributes: ['createdAt', 'price', 'id', '_geo'],
  rankingRules: ['sort', 'words', 'typo', 'proximity', 'attribute', 'exactness', 'id:asc'],
  typoTolerance: { enabled: true, minWordSizeForTypos: { oneTypo: 5, twoTypos: 9 } },
  pagination: { maxTotalHits: 1_000_000 },
  faceting: { maxValuesPerFacet: 1000 },
};

let meili: FakeMeilisearch;
let adapter: MeilisearchSearchIndex;

beforeEach(async () => {
  meili = new FakeMeilisearch();
  const host = await meili.start();
  adapter = new MeilisearchSearchIndex({ host, apiKey: 'master-key', indexPrefix: 'test_' });
});

afterEach(async () => {
  await adapter.close();
  await meili.stop();
});

const bodyOf = (call: string) => meili.requests.find((r) => `${r.method} ${r.url}` === call)?.body;

describe('MeilisearchSearchIndex', () => {
  it('creates the index with `id` as primary key and applies the mapped settings', async () => {
    await adapter.ensureIndex('properties', settings);

    expect(meili.calls()).toEqual(['POST /indexes', 'PATCH /indexes/test_properties/settings']);
    expect(bodyOf('POST /indexes')).toEqual({ uid: 'test_properties', primaryKey: 'id' });
    expect(bodyOf('PATCH /indexes/test_properties/settings')).toEqual(expectedSettings);
    expect(meili.requests.every((r) => r.authorization === 'Bearer master-key')).toBe(true);
  });

  it('leaves `_geo` and `_geojson` out of the settings of an index without geo', async () => {
    await adapter.ensureIndex('plain', { ...settings, geo: false });

    expect(bodyOf('PATCH /indexes/test_plain/settings')).toMatchObject({
      filterableAttributes: ['category', 'state', 'price', 'featured', 'tags'],
      sortableAttributes: ['createdAt', 'price', 'id'],
    });
  });

  it('accepts an index that already exists, and fails when the settings are refused', async () => {
    meili.failTasks('indexCreation', { code: 'index_already_exists', message: 'exists' });
    await adapter.ensureIndex('properties', settings);
    expect(meili.calls()).toContain('PATCH /indexes/test_properties/settings');

    meili.failTasks('settingsUpdate', { code: 'invalid_settings_ranking_rules', message: 'bad rule' });
    await expect(adapter.ensureIndex('properties', settings)).rejects.toThrow(/invalid_settings_ranking_rules: bad rule/);
  });

  it('sends a query as filter expressions, facets, sort and an exact-total page', async () => {
    await adapter.search('properties', {
      text: 'ranch near austin',
      filters: [
        { field: 'category', in: ['land'] },
        { field: 'state', in: ['TX', 'New "Mexico" \\ NM'] },
        { field: 'featured', in: [true] },
        { field: 'price', range: { gte: 100_000, lte: 500_000 } },
        { field: 'acres', range: { gt: 1.5, lt: 40 } },
        { field: 'beds', range: { gte: 2 } },
        { field: 'createdAt', range: { lte: 1_700_000_000_000 } },
        { field: 'tags', in: [] },
        { field: 'ownerId', notIn: ['u1', 'u"2'] },
        { field: 'ownerId', notIn: [] },
      ],
      boundingBox: { northEast: { lat: 31.5, lng: -96.5 }, southWest: { lat: 29.5, lng: -98.5 } },
      radius: { center: { lat: 30.27, lng: -97.74 }, radiusMeters: 25_000 },
      facets: ['category', 'state'],
      sort: [
        { field: 'createdAt', direction: 'desc' },
        { field: 'price', direction: 'asc' },
      ],
      offset: 24,
      limit: 12,
    });

    expect(meili.calls()).toEqual(['POST /indexes/test_properties/search']);
    expect(bodyOf('POST /indexes/test_properties/search')).toEqual({
      q: 'ranch near austin',
      matchingStrategy: 'all',
      page: 3,
      hitsPerPage: 12,
      filter: [
        'category = "land"',
        'state IN ["TX", "New \\"Mexico\\" \\\\ NM"]',
        'featured = true',
        'price 100000 TO 500000',
        'acres > 1.5',
        'acres < 40',
        'beds >= 2',
        'createdAt <= 1700000000000',
        'tags IN []',
        'ownerId NOT IN ["u1", "u\\"2"]',
        // north-east (top-right) corner first, then south-west (bottom-left)
        '_geoBoundingBox([31.5, -96.5], [29.5, -98.5])',
        '_geoRadius(30.27, -97.74, 25000)',
      ],
      facets: ['category', 'state'],
      sort: ['createdAt:desc', 'price:asc'],
    });
  });

  it('sends a polygon as one `_geoPolygon` filter of its vertices, latitude first', async () => {
    await adapter.search('properties', {
      filters: [{ field: 'state', in: ['TX'] }],
      polygon: [
        { lat: 33.2, lng: -97.3 },
        { lat: 33.2, lng: -96.3 },
        { lat: 29.3, lng: -96.6 },
      ],
    });

    expect(bodyOf('POST /indexes/test_properties/search')).toMatchObject({
      filter: ['state = "TX"', '_geoPolygon([33.2, -97.3], [33.2, -96.3], [29.3, -96.6])'],
    });
  });

  it('sends an empty query as a placeholder search of the first page of 20', async () => {
    await adapter.search('properties', {});

    expect(bodyOf('POST /indexes/test_properties/search')).toEqual({ q: '', matchingStrategy: 'all', page: 1, hitsPerPage: 20 });
  });

  it('serves an offset that is not a multiple of the limit from one larger page', async () => {
    meili.searchResponse = {
      hits: Array.from({ length: 15 }, (_, i) => ({ id: `d${i}` })),
      totalHits: 42,
      page: 1,
      hitsPerPage: 15,
      totalPages: 3,
      processingTimeMs: 1,
      query: '',
    };

    const result = await adapter.search('properties', { offset: 5, limit: 10 });

    expect(bodyOf('POST /indexes/test_properties/search')).toMatchObject({ page: 1, hitsPerPage: 15 });
    expect(result.hits.map((hit) => hit.id)).toEqual(['d5', 'd6', 'd7', 'd8', 'd9', 'd10', 'd11', 'd12', 'd13', 'd14']);
    expect(result.total).toBe(42);
  });

  it('returns hits without engine fields, the exact total and every requested facet', async () => {
    meili.searchResponse = {
      hits: [
        {
          id: 'a',
          title: 'Ranch',
          _geo: { lat: 1, lng: 2 },
          _geojson: { type: 'Point', coordinates: [2, 1] },
          _geoDistance: 120,
          _formatted: { title: 'Ranch' },
          _rankingScore: 0.9,
        },
      ],
      totalHits: 1,
      page: 1,
      hitsPerPage: 20,
      totalPages: 1,
      facetDistribution: { category: { land: 1 } },
      processingTimeMs: 1,
      query: 'ranch',
    };

    const result = await adapter.search('properties', { text: 'ranch', facets: ['category', 'state'] });

    expect(result).toEqual({
      hits: [{ id: 'a', title: 'Ranch', _geo: { lat: 1, lng: 2 } }],
      total: 1,
      facets: { category: { land: 1 }, state: {} },
    });
  });

  it('sends several queries as one multi-search, each mapped as a search of its own', async () => {
    const page: SearchQuery = {
      text: 'ranch',
      filters: [
        { field: 'category', in: ['land', 'farm'] },
        { field: 'state', in: ['TX'] },
        { field: 'price', range: { gte: 100_000 } },
      ],
      boundingBox: { northEast: { lat: 31.5, lng: -96.5 }, southWest: { lat: 29.5, lng: -98.5 } },
      facets: ['featured'],
      sort: [{ field: 'createdAt', direction: 'desc' }],
      offset: 5,
      limit: 10,
    };
    const categoryCounts: SearchQuery = {
      text: 'ranch',
      filters: [page.filters![1], page.filters![2]],
      boundingBox: page.boundingBox,
      facets: ['category'],
      limit: 0,
    };
    const stateCounts: SearchQuery = {
      text: 'ranch',
      filters: [page.filters![0], page.filters![2]],
      boundingBox: page.boundingBox,
      facets: ['state'],
      limit: 0,
    };

    await adapter.searchMany('properties', [page, categoryCounts, stateCounts]);

    expect(meili.calls()).toEqual(['POST /multi-search']);
    const box = '_geoBoundingBox([31.5, -96.5], [29.5, -98.5])';
    expect(bodyOf('POST /multi-search')).toEqual({
      queries: [
        {
          indexUid: 'test_properties',
          q: 'ranch',
          matchingStrategy: 'all',
          page: 1,
          hitsPerPage: 15,
          filter: ['category IN ["land", "farm"]', 'state = "TX"', 'price >= 100000', box],
          facets: ['featured'],
          sort: ['createdAt:desc'],
        },
        {
          indexUid: 'test_properties',
          q: 'ranch',
          matchingStrategy: 'all',
          page: 1,
          hitsPerPage: 0,
          filter: ['state = "TX"', 'price >= 100000', box],
          facets: ['category'],
        },
        {
          indexUid: 'test_properties',
          q: 'ranch',
          matchingStrategy: 'all',
          page: 1,
          hitsPerPage: 0,
          filter: ['category IN ["land", "farm"]', 'price >= 100000', box],
          facets: ['state'],
        },
      ],
    });

    // each query exactly as `search` sends it, with the index named
    for (const query of [page, categoryCounts, stateCounts, {}]) {
      meili.requests.length = 0;
      await adapter.search('properties', query);
      const single = bodyOf('POST /indexes/test_properties/search');
      meili.requests.length = 0;
      await adapter.searchMany('properties', [query]);
      expect(bodyOf('POST /multi-search')).toEqual({ queries: [{ indexUid: 'test_properties', ...(single as object) }] });
    }
  });

  it('answers each query of a multi-search with its window of hits, exact total and requested facets', async () => {
    meili.multiSearchResults = [
      {
        indexUid: 'test_properties',
        hits: Array.from({ length: 15 }, (_, i) => ({ id: `d${i}`, _rankingScore: 0.5, _formatted: {} })),
        totalHits: 42,
        page: 1,
        hitsPerPage: 15,
        totalPages: 3,
        facetDistribution: { featured: { true: 3, false: 39 } },
        processingTimeMs: 1,
        query: '',
      },
      {
        indexUid: 'test_properties',
        hits: [],
        totalHits: 50,
        page: 1,
        hitsPerPage: 0,
        totalPages: 0,
        facetDistribution: { category: { land: 42, farm: 8 } },
        processingTimeMs: 0,
        query: '',
      },
      { indexUid: 'test_properties', hits: [], totalHits: 0, page: 1, hitsPerPage: 0, totalPages: 0, processingTimeMs: 0, query: '' },
    ];

    const [page, categoryCounts, stateCounts] = await adapter.searchMany('properties', [
      { facets: ['featured'], offset: 5, limit: 10 },
      { facets: ['category'], limit: 0 },
      { facets: ['state'], limit: 0 },
    ]);

    expect(page).toEqual({
      hits: ['d5', 'd6', 'd7', 'd8', 'd9', 'd10', 'd11', 'd12', 'd13', 'd14'].map((id) => ({ id })),
      total: 42,
      facets: { featured: { true: 3, false: 39 } },
    });
    expect(categoryCounts).toEqual({ hits: [], total: 50, facets: { category: { land: 42, farm: 8 } } });
    expect(stateCounts).toEqual({ hits: [], total: 0, facets: { state: {} } });
  });

  it('answers no queries without a request', async () => {
    expect(await adapter.searchMany('properties', [])).toEqual([]);
    expect(meili.requests).toEqual([]);
  });

  it('fails a multi-search as a whole when Meilisearch refuses one of its queries', async () => {
    meili.failSearches({
      status: 400,
      code: 'invalid_search_filter',
      message: 'Inside `.queries[1]`: Attribute `title` is not filterable.',
    });

    await expect(adapter.searchMany('properties', [{}, { filters: [{ field: 'title', in: ['x'] }] }])).rejects.toThrow(
      /queries\[1\].*not filterable/,
    );
    await expect(adapter.search('properties', { filters: [{ field: 'title', in: ['x'] }] })).rejects.toThrow(/not filterable/);
  });

  it('fails a multi-search that comes back with a different number of answers', async () => {
    meili.multiSearchResults = [
      { indexUid: 'test_properties', hits: [], totalHits: 0, page: 1, hitsPerPage: 20, totalPages: 0, processingTimeMs: 0, query: '' },
    ];

    await expect(adapter.searchMany('properties', [{}, {}])).rejects.toThrow(/answered 1 of 2 queries/);
  });

  it('fails a multi-search when Meilisearch is unreachable', async () => {
    const unreachable = new MeilisearchSearchIndex({ host: 'http://127.0.0.1:1' });
    await expect(unreachable.searchMany('properties', [{}])).rejects.toThrow();
  });

  it('adds and deletes documents, waiting for their tasks', async () => {
    const documents: SearchDocument[] = [
      { id: 'a', title: 'Ranch' },
      { id: 'b', title: 'Lot', _geo: { lat: 1, lng: 2 } },
    ];
    await adapter.upsert('properties', documents);
    await adapter.remove('properties', ['a']);
    await adapter.upsert('properties', []);
    await adapter.remove('properties', []);

    expect(meili.calls()).toEqual([
      'POST /indexes/test_properties/documents?primaryKey=id',
      'POST /indexes/test_properties/documents/delete-batch',
    ]);
    // a point also goes as GeoJSON, for `_geoPolygon`
    expect(bodyOf('POST /indexes/test_properties/documents?primaryKey=id')).toEqual([
      { id: 'a', title: 'Ranch' },
      { id: 'b', title: 'Lot', _geo: { lat: 1, lng: 2 }, _geojson: { type: 'Point', coordinates: [2, 1] } },
    ]);
    expect(bodyOf('POST /indexes/test_properties/documents/delete-batch')).toEqual(['a']);
    expect(meili.requests.map((r) => r.url)).toEqual(expect.arrayContaining(['/tasks/1', '/tasks/2']));
  });

  it('fails an upsert whose task fails', async () => {
    meili.failTasks('documentAdditionOrUpdate', { code: 'invalid_document_id', message: 'bad id' });
    await expect(adapter.upsert('properties', [{ id: 'a b' }])).rejects.toThrow(/invalid_document_id/);
  });

  it('counts documents from the index stats', async () => {
    meili.numberOfDocuments = 7;
    expect(await adapter.count('properties')).toBe(7);
    expect(meili.calls()).toEqual(['GET /indexes/test_properties/stats']);
  });

  it('rebuilds into a fresh index, then swaps it in and deletes the old documents', async () => {
    meili.numberOfDocuments = 3;
    async function* batches(): AsyncIterable<SearchDocument[]> {
      yield [{ id: 'a' }, { id: 'b' }];
      yield [];
      yield [{ id: 'c', _geo: { lat: 30.5, lng: -97.25 } }];
    }

    expect(await adapter.rebuild('properties', settings, batches())).toEqual({ documents: 3 });

    const fresh = (bodyOf('POST /indexes') as { uid: string }).uid;
    expect(fresh).toMatch(/^test_properties_rebuild_\d+$/);
    expect(meili.calls()).toEqual([
      'POST /indexes',
      `PATCH /indexes/${fresh}/settings`,
      `POST /indexes/${fresh}/documents?primaryKey=id`,
      `POST /indexes/${fresh}/documents?primaryKey=id`,
      `GET /indexes/${fresh}/stats`,
      'POST /indexes',
      'POST /swap-indexes',
      `DELETE /indexes/${fresh}`,
    ]);
    const creations = meili.requests.filter((r) => r.url === '/indexes').map((r) => r.body);
    expect(creations).toEqual([
      { uid: fresh, primaryKey: 'id' },
      { uid: 'test_properties', primaryKey: 'id' },
    ]);
    expect(bodyOf(`PATCH /indexes/${fresh}/settings`)).toEqual(expectedSettings);
    const additions = meili.requests.filter((r) => r.url === `/indexes/${fresh}/documents?primaryKey=id`).map((r) => r.body);
    expect(additions).toEqual([
      [{ id: 'a' }, { id: 'b' }],
      [{ id: 'c', _geo: { lat: 30.5, lng: -97.25 }, _geojson: { type: 'Point', coordinates: [-97.25, 30.5] } }],
    ]);
    expect(bodyOf('POST /swap-indexes')).toEqual([{ indexes: ['test_properties', fresh], rename: false }]);
  });

  it('deletes the fresh index and leaves the live one alone when a rebuild fails', async () => {
    async function* batches(): AsyncIterable<SearchDocument[]> {
      yield [{ id: 'a' }];
      throw new Error('database went away');
    }

    await expect(adapter.rebuild('properties', settings, batches())).rejects.toThrow('database went away');

    const fresh = (bodyOf('POST /indexes') as { uid: string }).uid;
    expect(meili.calls()).not.toContain('POST /swap-indexes');
    expect(meili.calls().at(-1)).toBe(`DELETE /indexes/${fresh}`);
  });

  it('pings the health endpoint, and fails when Meilisearch is unreachable', async () => {
    await adapter.ping();
    expect(meili.calls()).toEqual(['GET /health']);

    const unreachable = new MeilisearchSearchIndex({ host: 'http://127.0.0.1:1' });
    await expect(unreachable.ping()).rejects.toThrow();
  });
});

describe('literal', () => {
  it('quotes strings, escaping backslashes and double quotes, and leaves numbers and booleans bare', () => {
    expect(literal('plain')).toBe('"plain"');
    expect(literal('say "hi" \\ bye')).toBe('"say \\"hi\\" \\\\ bye"');
    expect(literal(-12.5)).toBe('-12.5');
    expect(literal(false)).toBe('false');
    expect(() => literal(Number.NaN)).toThrow();
  });
});

describe('pageContaining', () => {
  it('uses the limit as page size when the offset is a multiple of it', () => {
    expect(pageContaining(0, 12)).toEqual({ page: 1, hitsPerPage: 12, skip: 0 });
    expect(pageContaining(36, 12)).toEqual({ page: 4, hitsPerPage: 12, skip: 0 });
  });

  it('otherwise finds the smallest page that holds the whole window', () => {
    expect(pageContaining(5, 10)).toEqual({ page: 1, hitsPerPage: 15, skip: 5 });
    expect(pageContaining(25, 10)).toEqual({ page: 3, hitsPerPage: 12, skip: 1 });
    expect(pageContaining(3, 1)).toEqual({ page: 4, hitsPerPage: 1, skip: 0 });
    expect(pageContaining(10, 0)).toEqual({ page: 1, hitsPerPage: 0, skip: 0 });
  });
});
