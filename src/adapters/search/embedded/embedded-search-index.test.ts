import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import type { FieldValue, IndexSettings, SearchDocument, SearchQuery } from '../../../../modules/shared/kernel/search-index.port.ts';
import { polygonContains } from '../../../../modules/shared/kernel/geo-polygon.ts';
import { EmbeddedSearchIndex } from './embedded-search-index.ts';
import { countTypos } from './typos.ts';

// What the contract suite cannot see: behaviour specific to the embedded engine.

const settings: IndexSettings = { searchable: ['title'], filterable: ['kind'], sortable: ['rank'], facets: ['kind'] };

const doc = (id: string, title: string, kind = 'a', rank = 0): SearchDocument => ({ id, title, kind, rank });

describe('countTypos', () => {
  it('counts substitutions, insertions, deletions and adjacent swaps', () => {
    expect(countTypos('ranch', 'ranch', 1, false)).toBe(0);
    expect(countTypos('rench', 'ranch', 1, false)).toBe(1);
    expect(countTypos('ranh', 'ranch', 1, false)).toBe(1);
    expect(countTypos('rannch', 'ranch', 1, false)).toBe(1);
    expect(countTypos('rnach', 'ranch', 1, false)).toBe(1);
    expect(countTypos('rnahc', 'ranch', 1, false)).toBe(-1);
  });

  it('measures a prefix against the closest beginning of the term', () => {
    expect(countTypos('apartm', 'apartments', 1, true)).toBe(0);
    expect(countTypos('aparm', 'apartments', 1, true)).toBe(1);
    expect(countTypos('aparm', 'apartments', 1, false)).toBe(-1);
  });

  it('charges two typos for a wrong first letter', () => {
    expect(countTypos('tanch', 'ranch', 1, false)).toBe(-1);
    expect(countTypos('qarehouse', 'warehouse', 2, false)).toBe(2);
    expect(countTypos('arehouse', 'warehouse', 2, false)).toBe(2);
  });
});

describe('EmbeddedSearchIndex', () => {
  it('refuses an index that was not declared', async () => {
    const engine = new EmbeddedSearchIndex();
    await expect(engine.search('nope', {})).rejects.toThrow(/not declared/);
    await expect(engine.upsert('nope', [doc('1', 'x')])).rejects.toThrow(/not declared/);
  });

  it('refuses several queries on an index that was not declared, even none', async () => {
    const engine = new EmbeddedSearchIndex();
    await expect(engine.searchMany('nope', [{}])).rejects.toThrow(/not declared/);
    await expect(engine.searchMany('nope', [])).rejects.toThrow(/not declared/);
  });

  it('answers several queries from one state of the index, a write made meanwhile showing in none', async () => {
    const engine = new EmbeddedSearchIndex();
    await engine.ensureIndex('items', settings);
    await engine.upsert('items', [doc('1', 'apple', 'a'), doc('2', 'pear', 'b')]);

    const answers = engine.searchMany('items', [{}, { filters: [{ field: 'kind', in: ['b'] }] }, { facets: ['kind'], limit: 0 }]);
    const write = engine.upsert('items', [doc('3', 'plum', 'b')]);
    const [all, pears, counts] = await answers;
    await write;

    expect(all.hits.map((hit) => hit.id)).toEqual(['1', '2']);
    expect(pears.total).toBe(1);
    expect(counts.facets).toEqual({ kind: { a: 1, b: 1 } });
    expect((await engine.search('items', {})).total).toBe(3);
  });

  it('returns stored documents whole, as copies, whatever their size and keys', async () => {
    const engine = new EmbeddedSearchIndex();
    await engine.ensureIndex('items', settings);
    const long = { ...doc('1', 'apple', 'a'), body: 'é'.repeat(3_000_000), nested: { tags: ['x', 'y'], at: null } };
    const other = { id: '2', title: 'pear', kind: 'b', extra: 7 };
    await engine.upsert('items', [long, other, doc('3', 'plum', 'b')]);

    const { hits } = await engine.search('items', {});
    expect(hits).toEqual([long, other, doc('3', 'plum', 'b')]);
    hits[0].nested = 'changed';
    expect((await engine.search('items', { text: 'apple' })).hits[0]).toEqual(long);
  });

  it('keeps answering correctly across compactions', async () => {
    const engine = new EmbeddedSearchIndex({ compactAfterDead: 3 });
    await engine.ensureIndex('items', settings);
    for (const version of ['alpha', 'bravo', 'charlie', 'delta', 'echo']) {
      await engine.upsert('items', [doc('1', `apple ${version}`, 'a'), doc('2', `pear ${version}`, 'b'), doc('3', 'plum', 'b')]);
    }
    await engine.remove('items', ['3']);
    expect(await engine.count('items')).toBe(2);
    const result = await engine.search('items', { text: 'echo', facets: ['kind'] });
    expect(result.hits.map((hit) => hit.id)).toEqual(['1', '2']);
    expect(result.facets).toEqual({ kind: { a: 1, b: 1 } });
    expect((await engine.search('items', { text: 'delta' })).total).toBe(0);
  });

  it('applies a write made during a rebuild to the rebuilt index', async () => {
    const engine = new EmbeddedSearchIndex();
    await engine.ensureIndex('items', settings);
    await engine.upsert('items', [doc('old', 'old')]);
    let upsertDuringRebuild: Promise<void> | undefined;
    async function* batches(): AsyncIterable<SearchDocument[]> {
      yield [doc('1', 'rebuilt')];
      upsertDuringRebuild = engine.upsert('items', [doc('2', 'written meanwhile')]);
      yield [doc('3', 'rebuilt')];
    }
    await engine.rebuild('items', settings, batches());
    await upsertDuringRebuild;
    expect((await engine.search('items', {})).hits.map((hit) => hit.id)).toEqual(['1', '2', '3']);
  });

  it('lets the documents of a rebuild wait on a write to the same index, which both segments get', async () => {
    const engine = new EmbeddedSearchIndex();
    await engine.ensureIndex('items', settings);
    await engine.upsert('items', [doc('old', 'old'), doc('gone', 'removed meanwhile')]);
    const seenMeanwhile: string[][] = [];
    async function* batches(): AsyncIterable<SearchDocument[]> {
      yield [doc('1', 'rebuilt'), doc('gone', 'removed meanwhile')];
      // a projection writing inside the transaction the next batch is read through: awaited here
      await engine.upsert('items', [doc('2', 'written meanwhile')]);
      await engine.remove('items', ['gone']);
      seenMeanwhile.push((await engine.search('items', {})).hits.map((hit) => hit.id));
      yield [doc('3', 'rebuilt')];
    }
    await engine.rebuild('items', settings, batches());
    expect(seenMeanwhile).toEqual([['2', 'old']]);
    expect((await engine.search('items', {})).hits.map((hit) => hit.id)).toEqual(['1', '2', '3']);
  });

  it('releases the memory a rebuild left once a second has passed without another rebuild', async () => {
    vi.useFakeTimers();
    try {
      const releaseMemory = vi.fn();
      const engine = new EmbeddedSearchIndex({ releaseMemory });
      async function* batches(): AsyncIterable<SearchDocument[]> {
        yield [doc('1', 'rebuilt')];
      }
      await engine.rebuild('items', settings, batches());
      await vi.advanceTimersByTimeAsync(500);
      await engine.rebuild('others', settings, batches());
      await vi.advanceTimersByTimeAsync(999);
      expect(releaseMemory).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(1);
      expect(releaseMemory).toHaveBeenCalledTimes(1);
      await engine.rebuild('items', settings, batches());
      await engine.close();
      await vi.advanceTimersByTimeAsync(2_000);
      expect(releaseMemory).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('reindexes the documents it holds when the settings change', async () => {
    const engine = new EmbeddedSearchIndex();
    await engine.ensureIndex('items', settings);
    await engine.upsert('items', [doc('1', 'apple', 'a', 2), doc('2', 'pear', 'b', 1)]);
    await expect(engine.search('items', { filters: [{ field: 'rank', in: [1] }] })).rejects.toThrow(/not declared filterable/);
    await engine.ensureIndex('items', { ...settings, filterable: ['kind', 'rank'] });
    expect((await engine.search('items', { filters: [{ field: 'rank', in: [1] }] })).hits.map((hit) => hit.id)).toEqual(['2']);
  });

  it('sorts numbers before strings in both directions, documents without a value last', async () => {
    const engine = new EmbeddedSearchIndex();
    await engine.ensureIndex('items', settings);
    await engine.upsert('items', [
      { id: 'none', title: 'x' },
      { id: 'text', title: 'x', rank: 'b' },
      { id: 'Text', title: 'x', rank: 'A' },
      { id: 'two', title: 'x', rank: 2 },
      { id: 'ten', title: 'x', rank: 10 },
    ]);
    const order = async (direction: 'asc' | 'desc') =>
      (await engine.search('items', { sort: [{ field: 'rank', direction }] })).hits.map((hit) => hit.id);
    expect(await order('asc')).toEqual(['two', 'ten', 'Text', 'text', 'none']);
    expect(await order('desc')).toEqual(['ten', 'two', 'text', 'Text', 'none']);
  });

  it('returns copies, so a caller cannot alter the index through a hit', async () => {
    const engine = new EmbeddedSearchIndex();
    await engine.ensureIndex('items', settings);
    await engine.upsert('items', [doc('1', 'apple')]);
    const [hit] = (await engine.search('items', {})).hits;
    hit.title = 'changed';
    expect((await engine.search('items', {})).hits[0].title).toBe('apple');
  });

  it('counts a facet of many values over a few matches, again and again', async () => {
    const engine = new EmbeddedSearchIndex();
    await engine.ensureIndex('items', { searchable: ['title'], filterable: ['cell', 'kind'], sortable: [], facets: ['cell'] });
    const documents = Array.from({ length: 1000 }, (_, n) => ({ id: String(n), title: 'x', cell: `c${n}`, kind: n < 3 ? 'few' : 'many' }));
    documents[1].cell = 'c0';
    await engine.upsert('items', documents);
    for (let round = 0; round < 2; round++) {
      const result = await engine.search('items', { filters: [{ field: 'kind', in: ['few'] }], facets: ['cell'], limit: 0 });
      expect(result.facets).toEqual({ cell: { c0: 2, c2: 1 } });
    }
  });

  it('answers geo, filter, sort and paging queries as a scan of every document would', async () => {
    const geoSettings: IndexSettings = {
      searchable: ['title'],
      filterable: ['tags', 'kind', 'price'],
      sortable: ['price', 'kind'],
      facets: ['kind', 'tags'],
      geo: true,
    };
    const documents = fc.uniqueArray(
      fc.record({
        id: fc.string({ minLength: 1, maxLength: 4 }),
        lat: fc.option(fc.double({ min: -90, max: 90, noNaN: true }), { nil: undefined }),
        lng: fc.double({ min: -180, max: 180, noNaN: true }),
        price: fc.option(fc.oneof(fc.integer({ min: 0, max: 50 }), fc.constantFrom('low', 'High')), { nil: undefined }),
        kind: fc.constantFrom('a', 'b', 'c'),
        tags: fc.array(fc.oneof(fc.constantFrom('x', 'y', 'z'), fc.integer({ min: 0, max: 3 })), { maxLength: 3 }),
      }),
      { selector: (document) => document.id, maxLength: 60 },
    );
    const box = fc.record({
      south: fc.double({ min: -90, max: 90, noNaN: true }),
      north: fc.double({ min: -90, max: 90, noNaN: true }),
      west: fc.double({ min: -180, max: 180, noNaN: true }),
      east: fc.double({ min: -180, max: 180, noNaN: true }),
    });
    const query = fc.record({
      box: fc.option(box, { nil: undefined }),
      radius: fc.option(
        fc.record({
          lat: fc.double({ min: -89, max: 89, noNaN: true }),
          lng: fc.double({ min: -180, max: 180, noNaN: true }),
          km: fc.double({ min: 1, max: 5000, noNaN: true }),
        }),
        { nil: undefined },
      ),
      polygon: fc.option(
        fc.array(fc.record({ lat: fc.double({ min: -80, max: 80, noNaN: true }), lng: fc.double({ min: -170, max: 170, noNaN: true }) }), {
          minLength: 3,
          maxLength: 7,
        }),
        { nil: undefined },
      ),
      tags: fc.option(fc.array(fc.oneof(fc.constantFrom('x', 'y'), fc.integer({ min: 0, max: 3 })), { minLength: 1, maxLength: 2 }), {
        nil: undefined,
      }),
      notTags: fc.option(fc.array(fc.oneof(fc.constantFrom('x', 'z'), fc.integer({ min: 0, max: 3 })), { minLength: 1, maxLength: 2 }), {
        nil: undefined,
      }),
      minPrice: fc.option(fc.integer({ min: 0, max: 50 }), { nil: undefined }),
      sort: fc.option(fc.record({ field: fc.constantFrom('price', 'kind'), direction: fc.constantFrom('asc' as const, 'desc' as const) }), {
        nil: undefined,
      }),
      offset: fc.integer({ min: 0, max: 5 }),
      limit: fc.integer({ min: 0, max: 8 }),
      // after the first write: documents removed, and documents written again with another kind
      removed: fc.array(fc.nat(), { maxLength: 10 }),
      rewritten: fc.array(fc.nat(), { maxLength: 10 }),
    });

    await fc.assert(
      fc.asyncProperty(documents, query, async (rows, q) => {
        const engine = new EmbeddedSearchIndex();
        await engine.ensureIndex('items', geoSettings);
        let stored: SearchDocument[] = rows.map(({ lat, lng, ...row }) => ({
          ...row,
          title: 'x',
          ...(lat === undefined ? {} : { _geo: { lat, lng } }),
        }));
        await engine.upsert('items', stored);
        if (stored.length > 0) {
          const removedIds = new Set(q.removed.map((n) => stored[n % stored.length].id));
          await engine.remove('items', [...removedIds]);
          stored = stored.filter((document) => !removedIds.has(document.id));
        }
        if (stored.length > 0) {
          const rewrittenIds = new Set(q.rewritten.map((n) => stored[n % stored.length].id));
          stored = stored.map((document) => (rewrittenIds.has(document.id) ? { ...document, kind: 'd', tags: ['z'] } : document));
          await engine.upsert(
            'items',
            stored.filter((document) => rewrittenIds.has(document.id)),
          );
        }
        const searchQuery: SearchQuery = {
          filters: [
            ...(q.tags ? [{ field: 'tags', in: q.tags }] : []),
            ...(q.notTags ? [{ field: 'tags', notIn: q.notTags }] : []),
            ...(q.minPrice !== undefined ? [{ field: 'price', range: { gte: q.minPrice } }] : []),
          ],
          ...(q.box
            ? { boundingBox: { southWest: { lat: q.box.south, lng: q.box.west }, northEast: { lat: q.box.north, lng: q.box.east } } }
            : {}),
          ...(q.radius ? { radius: { center: { lat: q.radius.lat, lng: q.radius.lng }, radiusMeters: q.radius.km * 1000 } } : {}),
          ...(q.polygon ? { polygon: q.polygon } : {}),
          ...(q.sort ? { sort: [q.sort] } : {}),
          facets: ['kind', 'tags'],
          offset: q.offset,
          limit: q.limit,
        };
        const expected = scan(stored, searchQuery);
        const actual = await engine.search('items', searchQuery);
        expect(actual.total).toBe(expected.total);
        expect(actual.hits.map((hit) => hit.id)).toEqual(expected.ids);
        expect(actual.facets).toEqual(expected.facets);
      }),
      {
        numRuns: 300,
        examples: [
          // a pin a hair west of 0° (-5e-324 + 180 rounds to 180) and a box from 0° east round the world to a hair west of it
          [
            [{ id: ' ', lat: 0, lng: -5e-324, price: undefined, kind: 'a', tags: [] }],
            {
              box: { south: 0, north: 1, west: 0, east: -1e-323 },
              radius: undefined,
              polygon: undefined,
              tags: undefined,
              notTags: undefined,
              minPrice: undefined,
              sort: undefined,
              offset: 0,
              limit: 0,
              removed: [],
              rewritten: [],
            },
          ],
        ],
      },
    );
    // 300 generated cases take about a second alone, several on a machine busy with other suites
  }, 30_000);
});

/** The port's semantics, spelled out over a plain array: the reference for the engine. */
function scan(documents: SearchDocument[], query: SearchQuery) {
  const key = (value: FieldValue) => (typeof value === 'string' ? value.toLowerCase() : String(value));
  const values = (document: SearchDocument, field: string): FieldValue[] => {
    const value = document[field];
    return (Array.isArray(value) ? value : value === undefined ? [] : [value]) as FieldValue[];
  };
  const matching = documents.filter((document) => {
    for (const filter of query.filters ?? []) {
      const held = values(document, filter.field);
      if ('in' in filter && !held.some((value) => filter.in.some((wanted) => key(wanted) === key(value)))) return false;
      if ('notIn' in filter && held.some((value) => filter.notIn.some((unwanted) => key(unwanted) === key(value)))) return false;
      if ('range' in filter && !held.some((value) => typeof value === 'number' && value >= (filter.range.gte ?? -Infinity))) return false;
    }
    const geo = document._geo;
    if (query.boundingBox) {
      const { southWest, northEast } = query.boundingBox;
      if (!geo || geo.lat < southWest.lat || geo.lat > northEast.lat) return false;
      const inLng =
        southWest.lng <= northEast.lng
          ? geo.lng >= southWest.lng && geo.lng <= northEast.lng
          : geo.lng >= southWest.lng || geo.lng <= northEast.lng;
      if (!inLng) return false;
    }
    if (query.radius) {
      if (!geo) return false;
      const { center, radiusMeters } = query.radius;
      const toRadians = Math.PI / 180;
      const h =
        Math.sin(((geo.lat - center.lat) * toRadians) / 2) ** 2 +
        Math.cos(center.lat * toRadians) * Math.cos(geo.lat * toRadians) * Math.sin(((geo.lng - center.lng) * toRadians) / 2) ** 2;
      if (2 * 6_371_000 * Math.asin(Math.min(1, Math.sqrt(h))) > radiusMeters) return false;
    }
    if (query.polygon && (!geo || !polygonContains(query.polygon, geo.lat, geo.lng))) return false;
    return true;
  });
  const sort = query.sort?.[0];
  const kindOf = (value: unknown) => (typeof value === 'number' ? 0 : typeof value === 'string' ? 1 : 2);
  const sorted = [...matching].sort((a, b) => {
    if (sort) {
      const [x, y] = [a[sort.field], b[sort.field]];
      const sign = sort.direction === 'asc' ? 1 : -1;
      if (kindOf(x) !== kindOf(y)) return kindOf(x) - kindOf(y);
      if (typeof x === 'number' && typeof y === 'number' && x !== y) return sign * (x - y);
      if (typeof x === 'string' && typeof y === 'string' && key(x) !== key(y)) return key(x) < key(y) ? -sign : sign;
    }
    return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
  });
  const facets: Record<string, Record<string, number>> = {};
  for (const field of query.facets ?? []) {
    const counts = new Map<string, { label: string; count: number }>();
    for (const document of matching) {
      for (const value of new Set(values(document, field).map(key))) {
        const entry = counts.get(value) ?? { label: value, count: 0 };
        entry.count++;
        counts.set(value, entry);
      }
    }
    facets[field] = Object.fromEntries(
      [...counts.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, { label, count }]) => [label, count]),
    );
  }
  const offset = query.offset ?? 0;
  return { total: matching.length, ids: sorted.slice(offset, offset + (query.limit ?? 20)).map((document) => document.id), facets };
}
