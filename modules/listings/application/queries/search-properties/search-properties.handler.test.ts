import { describe, expect, it } from 'vitest';
import type { SearchIndex, SearchQuery, SearchResult } from '../../../../shared/kernel/search-index.port.ts';
import { searchPropertiesQuerySchema } from '../../../contracts/search-query.ts';
import { SearchPropertiesHandler } from './search-properties.handler.ts';

/** A search port that answers `searchMany` with canned results and refuses every other call. */
function recordingIndex(answer: (queries: SearchQuery[]) => SearchResult<never>[]) {
  const calls: Array<{ index: string; queries: SearchQuery[] }> = [];
  const refuse = () => Promise.reject(new Error('the search page must be answered by one searchMany call'));
  const index: SearchIndex = {
    ensureIndex: refuse,
    upsert: refuse,
    remove: refuse,
    search: refuse,
    count: refuse,
    rebuild: refuse,
    ping: refuse,
    close: refuse,
    async searchMany<D>(name: string, queries: SearchQuery[]) {
      calls.push({ index: name, queries });
      return answer(queries) as SearchResult<D>[];
    },
  };
  return { index, calls };
}

const counts = (facets: string[], values: Record<string, Record<string, number>>): SearchResult<never> => ({
  hits: [],
  total: 0,
  facets: Object.fromEntries(facets.map((facet) => [facet, values[facet] ?? {}])),
});

describe('SearchPropertiesHandler', () => {
  it('asks for the page and each filtered facet without its own filter in one call, and merges the counts', async () => {
    const { index, calls } = recordingIndex((queries) =>
      queries.map((query, i) =>
        i === 0
          ? { ...counts(query.facets ?? [], { county: { Travis: 2 }, featured: { true: 1, false: 1 } }), total: 2 }
          : counts(query.facets ?? [], { category: { land: 2, residential: 5 }, state: { TX: 2, NM: 3 }, status: { active: 2 } }),
      ),
    );
    const query = searchPropertiesQuerySchema.parse({
      q: 'ranch',
      category: 'land',
      state: 'tx,nm',
      minPrice: '1000',
      bbox: '-99,29,-97,31',
      sort: 'price-asc',
      offset: '12',
    });

    const result = await new SearchPropertiesHandler({ search: index }).execute(query);

    expect(calls).toHaveLength(1);
    const [page, ...facetQueries] = calls[0].queries;
    expect(calls[0].index).toBe('properties');
    const status = { field: 'status', in: ['active'] };
    const category = { field: 'category', in: ['land'] };
    const state = { field: 'state', in: ['TX', 'NM'] };
    const price = { field: 'price', range: { gte: 1000 } };
    const boundingBox = { northEast: { lat: 31, lng: -97 }, southWest: { lat: 29, lng: -99 } };
    expect(page).toEqual({
      text: 'ranch',
      filters: [status, category, state, price],
      boundingBox,
      facets: ['county', 'terms', 'openToJointVenture', 'featured'],
      sort: [{ field: 'price', direction: 'asc' }],
      offset: 12,
      limit: 12,
    });
    expect(facetQueries).toEqual([
      { text: 'ranch', filters: [category, state, price], boundingBox, facets: ['status'], limit: 0 },
      { text: 'ranch', filters: [status, state, price], boundingBox, facets: ['category'], limit: 0 },
      { text: 'ranch', filters: [status, category, price], boundingBox, facets: ['state'], limit: 0 },
    ]);
    expect(result).toMatchObject({ hits: [], total: 2, offset: 12, limit: 12 });
    expect(result.facets).toEqual({
      category: { land: 2, residential: 5 },
      state: { TX: 2, NM: 3 },
      county: { Travis: 2 },
      terms: {},
      openToJointVenture: {},
      featured: { true: 1, false: 1 },
      status: { active: 2 },
    });
  });
});
